package io.jshmem.exceptions;

/**
 * A {@link io.jshmem.SymmetricBuffer} used after it was freed (or freed twice).
 */
public final class BufferFreedException extends ShmemException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message which buffer and which use.
     */
    public BufferFreedException(final String message) {
        super(message);
    }
}
