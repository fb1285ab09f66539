package io.jshmem.exceptions;

/**
 * The job could not be set up or torn down: a bad unique id, a PE 0 that could not be reached before the
 * deadline, a rejected handshake, mismatched collective calls.
 */
public class BootstrapException extends ShmemException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what went wrong.
     */
    public BootstrapException(final String message) {
        super(message);
    }

    /**
     * Creates the exception with a cause.
     *
     * @param message what went wrong.
     * @param cause   the underlying failure.
     */
    public BootstrapException(final String message, final Throwable cause) {
        super(message, cause);
    }
}
