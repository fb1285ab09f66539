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
 * @param remoteCommand the command PEs on other hosts run: {@code command} unless {@code --remote-java} or
 *                      {@code --remote-dist} say where java and jshmem are there.
 * @param launch       where and how the PEs are started.
 */
public record JobSpec(int nPes, List<String> command, Map<String, String> exports, boolean prefixOutput,
                      long timeoutNs, String timeoutText, List<String> remoteCommand, LaunchPlan launch) {
    /**
     * Checks the values and makes the collections immutable.
     *
     * @param nPes         number of PEs, at least 1.
     * @param command      the command every PE runs.
     * @param exports      variables every PE gets.
     * @param prefixOutput whether forwarded lines get a prefix.
     * @param timeoutNs    time limit in nanoseconds, 0 for none.
     * @param timeoutText  the limit as written.
     * @param remoteCommand the command PEs on other hosts run.
     * @param launch       where and how the PEs are started.
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
        remoteCommand = List.copyOf(remoteCommand);
    }

    /**
     * A job whose PEs all run on this host.
     *
     * @param nPes         number of PEs, at least 1.
     * @param command      the command every PE runs.
     * @param exports      variables every PE gets.
     * @param prefixOutput whether forwarded lines get a prefix.
     * @param timeoutNs    time limit in nanoseconds, 0 for none.
     * @param timeoutText  the limit as written.
     */
    public JobSpec(final int nPes, final List<String> command, final Map<String, String> exports,
                   final boolean prefixOutput, final long timeoutNs, final String timeoutText) {
        this(nPes, command, exports, prefixOutput, timeoutNs, timeoutText, command, LaunchPlan.LOCAL);
    }

    /**
     * The command of the PE in a slot.
     *
     * @param slot where the PE runs.
     * @return {@link #command()} on this host, {@link #remoteCommand()} elsewhere.
     */
    public List<String> commandFor(final PeSlot slot) {
        return slot.local() ? command : remoteCommand;
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
