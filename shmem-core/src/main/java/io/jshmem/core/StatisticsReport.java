package io.jshmem.core;

import io.jshmem.PeerStatistics;

import java.util.List;
import java.util.Locale;

/**
 * The table of transport statistics a PE prints at exit with {@code SHMEM_INFO} or {@code JSHMEM_STATS}: one line per
 * peer and transport, as one block so that PEs printing at once do not interleave lines.
 */
final class StatisticsReport {
    private StatisticsReport() {
    }

    static String format(final int myPe, final List<PeerStatistics> records) {
        final StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "jshmem[pe %d] transport statistics (operations this PE issued):%n",
            myPe));
        if (records.isEmpty()) {
            out.append(String.format(Locale.ROOT, "jshmem[pe %d]   none counted (shared memory is not counted)%n",
                myPe));
            return out.toString();
        }
        out.append(String.format(Locale.ROOT, "jshmem[pe %d]   %5s %-9s %12s %14s %10s %8s %8s %10s%n", myPe, "to",
            "transport", "operations", "bytes", "slices", "retries", "failures", "time_ms"));
        for (final PeerStatistics r : records) {
            out.append(String.format(Locale.ROOT, "jshmem[pe %d]   %5d %-9s %12d %14d %10d %8d %8d %10.3f%n", myPe,
                r.pe(), r.transport(), r.operations(), r.bytes(), r.slices(), r.retries(), r.failures(),
                r.busyNanos() / 1e6));
        }
        return out.toString();
    }
}
