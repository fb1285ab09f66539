package io.jshmem.testkit;

/**
 * A PE of a {@link LocalJob} failed; the cause is what it threw. An {@link AssertionError}, so test frameworks
 * report it as a failed assertion with the PE's original failure attached.
 */
public final class PeFailedError extends AssertionError {
    private static final long serialVersionUID = 1L;

    private final int pe;

    /**
     * Creates the error.
     *
     * @param pe    the PE that failed.
     * @param cause what it threw.
     */
    public PeFailedError(final int pe, final Throwable cause) {
        super("PE " + pe + " failed: " + cause, cause);
        this.pe = pe;
    }

    /**
     * The PE that failed.
     *
     * @return the PE.
     */
    public int pe() {
        return pe;
    }
}
