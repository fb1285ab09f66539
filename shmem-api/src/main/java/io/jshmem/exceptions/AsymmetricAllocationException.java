package io.jshmem.exceptions;

/**
 * A collective allocation in which the PEs did not all ask for the same thing (size, alignment or kind of
 * call), so no symmetric result exists. Thrown on every PE with the same message, naming who asked for what.
 */
public final class AsymmetricAllocationException extends ShmemException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message the requests of the PEs that disagreed.
     */
    public AsymmetricAllocationException(final String message) {
        super(message);
    }
}
