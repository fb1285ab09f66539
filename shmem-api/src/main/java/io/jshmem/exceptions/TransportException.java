package io.jshmem.exceptions;

/**
 * A one-sided operation that the transport could not complete (after its retries, or before its deadline),
 * naming the target PE, the symmetric offset and the length.
 */
public class TransportException extends ShmemException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message which PE, offset and length, and why.
     */
    public TransportException(final String message) {
        super(message);
    }

    /**
     * Creates the exception with a cause.
     *
     * @param message which PE, offset and length, and why.
     * @param cause   the underlying failure.
     */
    public TransportException(final String message, final Throwable cause) {
        super(message, cause);
    }
}
