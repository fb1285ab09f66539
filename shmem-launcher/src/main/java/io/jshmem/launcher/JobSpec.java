package io.jshmem.launcher;

import java.util.List;
import java.util.Map;

/**
 * Everything shmemrun needs to run a job, as read from its command line.
 *
 * @param nPes         number of PEs, at least 1.
 * @param command      the command every PE runs, starting with the java executable.
 * @param exports      variables every PE gets on top of shmemrun's environment ({@code -x}, {@code --heap-size});
 *                     the per-PE variables ({@code JSHMEM_PE} and the like) come on top of these.
 * @param prefixOutput whether each forwarded line starts with {@code [pe N] }.
 * @param timeoutNs    how long the job may run, in nanoseconds; 0 for no limit.
 * @param timeoutText  the limit as the user wrote it, for the message when it expires.
 */
public record JobSpec(int nPes, List<String> command, Map<String, String> exports, boolean prefixOutput,
                      long timeoutNs, String timeoutText) {
    /**
     * Checks the values and makes the collections immutable.
     *
     * @param nPes         number of PEs, at least 1.
     * @param command      the command every PE runs.
     * @param exports      variables every PE gets.
     * @param prefixOutput whether forwarded lines get a prefix.
     * @param timeoutNs    time limit in nanoseconds, 0 for none.
     * @param timeoutText  the limit as written.
     */
    public JobSpec {
        if (nPes < 1) {
            throw new IllegalArgumentException("nPes " + nPes + " is less than 1");
        }
        if (timeoutNs < 0) {
            throw new IllegalArgumentException("timeoutNs " + timeoutNs + " is negative");
        }
        command = List.copyOf(command);
        exports = Map.copyOf(exports);
    }

    /**
     * Whether the job has a time limit.
     *
     * @return true when {@link #timeoutNs()} is positive.
     */
    public boolean hasTimeout() {
        return timeoutNs > 0;
    }
}
