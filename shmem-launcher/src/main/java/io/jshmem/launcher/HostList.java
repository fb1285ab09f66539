package io.jshmem.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the hosts of a job from {@code --hosts h1:2,h2:2} or from a host file in Open MPI's syntax. A host named
 * twice gets the sum of its slots, in the place of its first mention.
 */
final class HostList {
    /** {@code host} followed by optional {@code slots=N} and {@code max_slots=N} in any order. */
    private static final Pattern HOSTFILE_WORD = Pattern.compile("(slots|max_slots|max-slots)=(\\d+)");

    private HostList() {
    }

    /**
     * Reads {@code --hosts}: comma-separated {@code host} or {@code host:slots}; a host without a count has one
     * slot.
     *
     * @param text the option's value.
     * @return the hosts in order.
     * @throws IllegalArgumentException naming a malformed entry.
     */
    static List<HostSlots> parse(final String text) {
        final Map<String, Integer> slots = new LinkedHashMap<>();
        for (final String entry : text.split(",", -1)) {
            final String trimmed = entry.trim();
            final int colon = trimmed.lastIndexOf(':');
            // an IPv6 literal has colons of its own: only [addr]:n or a name without colons takes a count
            final boolean hasCount = colon > 0 && (trimmed.indexOf(':') == colon || trimmed.startsWith("["));
            final String host = unbracket(hasCount ? trimmed.substring(0, colon) : trimmed);
            if (host.isEmpty()) {
                throw new IllegalArgumentException("--hosts '" + text + "': an entry has no host name");
            }
            final int count = hasCount ? count(trimmed.substring(colon + 1), "--hosts '" + text + "'", host) : 1;
            slots.merge(host, count, Integer::sum);
        }
        return toList(slots);
    }

    /**
     * Reads a host file: one host per line, optionally followed by {@code slots=N} (default 1); {@code max_slots}
     * is accepted and ignored; {@code #} starts a comment; blank lines are skipped.
     *
     * @param file the file.
     * @return the hosts in order.
     * @throws IllegalArgumentException naming the file and line of a problem.
     */
    static List<HostSlots> read(final Path file) {
        final List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (final IOException ex) {
            throw new IllegalArgumentException("--hostfile " + file + ": cannot read it (" + ex.getMessage() + ")", ex);
        }
        final Map<String, Integer> slots = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            final String where = "--hostfile " + file + " line " + (i + 1);
            final int hash = lines.get(i).indexOf('#');
            final String line = (hash < 0 ? lines.get(i) : lines.get(i).substring(0, hash)).trim();
            if (line.isEmpty()) {
                continue;
            }
            final String[] words = line.split("\\s+");
            int count = 1;
            for (int w = 1; w < words.length; w++) {
                final Matcher m = HOSTFILE_WORD.matcher(words[w]);
                if (!m.matches()) {
                    throw new IllegalArgumentException(where + ": '" + words[w] + "' is not slots=N");
                }
                if (m.group(1).equals("slots")) {
                    count = count(m.group(2), where, words[0]);
                }
            }
            slots.merge(unbracket(words[0]), count, Integer::sum);
        }
        if (slots.isEmpty()) {
            throw new IllegalArgumentException("--hostfile " + file + ": names no host");
        }
        return toList(slots);
    }

    private static String unbracket(final String host) {
        return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
    }

    private static int count(final String text, final String where, final String host) {
        try {
            final int n = Integer.parseInt(text.trim());
            if (n >= 1) {
                return n;
            }
        } catch (final NumberFormatException ex) {
            // reported below
        }
        throw new IllegalArgumentException(where + ": the slots of " + host + " must be a number of at least 1, not '"
            + text + "'");
    }

    private static List<HostSlots> toList(final Map<String, Integer> slots) {
        final List<HostSlots> hosts = new ArrayList<>();
        slots.forEach((host, n) -> hosts.add(new HostSlots(host, n)));
        return hosts;
    }
}
