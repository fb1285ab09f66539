package io.jshmem.launcher;

/**
 * The exit statuses of {@code shmemrun}. Besides these, a failed job exits with the status of its first failed
 * PE ({@code 128 + n} when the PE was killed by signal {@code n}).
 */
public final class ExitCodes {
    /** Every PE exited with status 0 (or --help, --version, --info). */
    public static final int OK = 0;
    /** shmemrun itself failed, for example a PE could not be started. */
    public static final int INTERNAL_ERROR = 1;
    /** Invalid command line. */
    public static final int USAGE = 2;
    /** {@code --timeout} expired (the status GNU {@code timeout} uses). */
    public static final int TIMED_OUT = 124;
    /** shmemrun received SIGINT (128 + 2; the JVM exits with it after the shutdown hook). */
    public static final int INTERRUPTED = 130;
    /** shmemrun received SIGTERM (128 + 15; the JVM exits with it after the shutdown hook). */
    public static final int TERMINATED = 143;

    private ExitCodes() {
    }
}
