package io.jshmem.launcher;

import java.util.ArrayList;
import java.util.List;

/**
 * Expands a Slurm host list such as {@code node[01-03,07],gpu5} ({@code SLURM_JOB_NODELIST}) into host names,
 * as {@code scontrol show hostnames} does: ranges keep their zero padding, and several bracket groups in one name
 * ({@code rack[1-2]-n[1-2]}) expand in order.
 */
final class SlurmHostList {
    private SlurmHostList() {
    }

    /**
     * Expands a host list.
     *
     * @param list the list.
     * @return the host names in order.
     * @throws IllegalArgumentException when a bracket is not closed or a range is malformed.
     */
    static List<String> expand(final String list) {
        final List<String> hosts = new ArrayList<>();
        for (final String entry : splitTopLevel(list.trim())) {
            if (!entry.isEmpty()) {
                hosts.addAll(expandEntry(entry, list));
            }
        }
        return hosts;
    }

    /** Splits at commas outside brackets. */
    private static List<String> splitTopLevel(final String list) {
        final List<String> entries = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < list.length(); i++) {
            final char c = list.charAt(i);
            if (c == '[') {
                depth++;
            } else if (c == ']') {
                depth--;
            } else if (c == ',' && depth == 0) {
                entries.add(list.substring(start, i));
                start = i + 1;
            }
        }
        entries.add(list.substring(start));
        return entries;
    }

    private static List<String> expandEntry(final String entry, final String list) {
        final int open = entry.indexOf('[');
        if (open < 0) {
            return List.of(entry);
        }
        final int close = entry.indexOf(']', open);
        if (close < 0) {
            throw new IllegalArgumentException("host list '" + list + "': unclosed [");
        }
        final String prefix = entry.substring(0, open);
        final List<String> rests = expandEntry(entry.substring(close + 1), list);
        final List<String> hosts = new ArrayList<>();
        for (final String part : entry.substring(open + 1, close).split(",")) {
            final int dash = part.indexOf('-');
            final String low = dash < 0 ? part : part.substring(0, dash);
            final String high = dash < 0 ? part : part.substring(dash + 1);
            final int from;
            final int to;
            try {
                from = Integer.parseInt(low);
                to = Integer.parseInt(high);
            } catch (final NumberFormatException ex) {
                throw new IllegalArgumentException("host list '" + list + "': '" + part + "' is not a range", ex);
            }
            for (int n = from; n <= to; n++) {
                final String number = String.format("%0" + low.length() + "d", n);
                for (final String rest : rests) {
                    hosts.add(prefix + number + rest);
                }
            }
        }
        return hosts;
    }
}
