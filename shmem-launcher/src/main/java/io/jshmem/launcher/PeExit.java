package io.jshmem.launcher;

/**
 * How one PE ended.
 *
 * <p>{@link Process#exitValue()} reports a process killed by signal {@code n} as {@code 128 + n}, and a JVM ends
 * itself with {@code 128 + n} after SIGTERM, SIGINT or SIGHUP; the two cannot be told apart from the value. So
 * every value {@code 128 + n} with {@code n} a signal number is reported as that signal: an exit value of 137
 * reads "killed by signal SIGKILL" even when a program called {@code System.exit(137)}, which nobody does on
 * purpose. Either way shmemrun exits with the same value.
 *
 * @param pe        the PE's number.
 * @param exitValue its exit value, in {@code [0, 255]}.
 */
public record PeExit(int pe, int exitValue) {
    /**
     * Whether the PE failed.
     *
     * @return true for any exit value but 0.
     */
    public boolean isFailure() {
        return exitValue != 0;
    }

    /**
     * The one line shmemrun prints about a failed PE, without the {@code shmemrun: } prefix.
     *
     * @return e.g. {@code PE 3 exited with status 2} or {@code PE 1 killed by signal SIGKILL}.
     */
    public String describe() {
        final Signal signal = Signal.fromExitValue(exitValue);
        return signal == null
            ? "PE " + pe + " exited with status " + exitValue
            : "PE " + pe + " killed by signal " + signal.name();
    }
}
