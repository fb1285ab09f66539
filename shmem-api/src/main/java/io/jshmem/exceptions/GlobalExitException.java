package io.jshmem.exceptions;

/**
 * Thrown in PEs that share a JVM (the testkit's {@code LocalJob}) when some PE called
 * {@link io.jshmem.Shmem#globalExit(int)}: a process-per-PE job exits instead, but threads of a test JVM
 * must not take the JVM down with them.
 */
public final class GlobalExitException extends PeerFailedException {
    private static final long serialVersionUID = 1L;

    private final int status;

    /**
     * Creates the exception.
     *
     * @param callerPe the PE that called {@code globalExit}.
     * @param status   the exit status it asked for.
     */
    public GlobalExitException(final int callerPe, final int status) {
        super(callerPe, "called globalExit(" + status + ")");
        this.status = status;
    }

    /**
     * The exit status the calling PE asked for.
     *
     * @return the status.
     */
    public int status() {
        return status;
    }
}
