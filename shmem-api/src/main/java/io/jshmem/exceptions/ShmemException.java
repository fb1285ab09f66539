package io.jshmem.exceptions;

/**
 * Base class of every exception jshmem throws on purpose. Unchecked: a failed one-sided operation is a
 * programming error or a failed job, not something to handle at every call site.
 */
public class ShmemException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates an exception with a message.
     *
     * @param message what went wrong, naming the values involved.
     */
    public ShmemException(final String message) {
        super(message);
    }

    /**
     * Creates an exception with a message and a cause.
     *
     * @param message what went wrong, naming the values involved.
     * @param cause   the underlying failure.
     */
    public ShmemException(final String message, final Throwable cause) {
        super(message, cause);
    }
}
