package io.jshmem.bootstrap;

import java.util.List;
import java.util.Locale;

/** Formatting for messages people read: durations and lists of PEs. */
final class Texts {
    private Texts() {
    }

    /**
     * A duration for people.
     *
     * @param ns nanoseconds.
     * @return e.g. {@code 60 s}, {@code 1.5 s} or {@code 250 ms}.
     */
    static String duration(final long ns) {
        final long ms = Math.max(1, Math.round(ns / 1e6));
        if (ms < 1000) {
            return ms + " ms";
        }
        return ms % 1000 == 0 ? ms / 1000 + " s" : String.format(Locale.ROOT, "%.1f s", ms / 1000.0);
    }

    /**
     * A sorted list of PEs with runs folded into ranges.
     *
     * @param pes ascending PE numbers.
     * @return e.g. {@code 2-5, 9}.
     */
    static String peList(final List<Integer> pes) {
        final StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < pes.size()) {
            int j = i;
            while (j + 1 < pes.size() && pes.get(j + 1) == pes.get(j) + 1) {
                j++;
            }
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(pes.get(i));
            if (j > i) {
                sb.append('-').append(pes.get(j));
            }
            i = j + 1;
        }
        return sb.toString();
    }
}
