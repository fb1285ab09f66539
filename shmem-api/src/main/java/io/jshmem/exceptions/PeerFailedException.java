package io.jshmem.exceptions;

/**
 * Another PE of the job failed (its process died, exited without finalizing, or stopped answering), so no
 * collective or wait that depends on it can complete. Every PE's pending and next blocking call fails with
 * this exception, naming the PE.
 */
public class PeerFailedException extends ShmemException {
    private static final long serialVersionUID = 1L;

    private final int failedPe;

    /**
     * Creates the exception.
     *
     * @param failedPe the PE that failed, or -1 when unknown.
     * @param reason   how the failure was noticed.
     */
    public PeerFailedException(final int failedPe, final String reason) {
        super("PE " + failedPe + " failed: " + reason);
        this.failedPe = failedPe;
    }

    /**
     * Creates the exception with a cause.
     *
     * @param failedPe the PE that failed, or -1 when unknown.
     * @param reason   how the failure was noticed.
     * @param cause    the underlying failure.
     */
    public PeerFailedException(final int failedPe, final String reason, final Throwable cause) {
        super("PE " + failedPe + " failed: " + reason, cause);
        this.failedPe = failedPe;
    }

    /**
     * The PE whose failure was noticed.
     *
     * @return the failed PE, or -1 when unknown.
     */
    public int failedPe() {
        return failedPe;
    }
}
