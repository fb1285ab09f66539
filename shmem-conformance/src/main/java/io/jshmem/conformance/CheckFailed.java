package io.jshmem.conformance;

/**
 * A conformance check that did not hold.
 */
public final class CheckFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the failure.
     *
     * @param message what was expected and what was found.
     */
    public CheckFailed(final String message) {
        super(message);
    }
}
