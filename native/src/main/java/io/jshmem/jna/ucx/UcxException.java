package io.jshmem.jna.ucx;

/**
 * A UCX call that failed, a deadline that expired, or a {@code libucp} that is missing or unusable. Carries the
 * UCS status code and its C name. Unchecked, like the rest of jshmem's errors.
 */
public class UcxException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;

    /**
     * Creates the exception with a complete message.
     *
     * @param message what failed, naming the values involved.
     * @param status  the {@code ucs_status_t} (see {@link UcsStatus}).
     */
    public UcxException(final String message, final int status) {
        super(message);
        this.status = status;
    }

    /**
     * Creates the exception with a complete message and a cause.
     *
     * @param message what failed.
     * @param status  the {@code ucs_status_t}.
     * @param cause   the underlying failure.
     */
    public UcxException(final String message, final int status, final Throwable cause) {
        super(message, cause);
        this.status = status;
    }

    /**
     * Creates the exception for a UCX function that returned an error.
     *
     * @param operation the function and, where useful, its arguments, e.g. {@code "ucp_mem_map(length=4096)"}.
     * @param status    the status it returned.
     * @return the exception, with a message like {@code "ucp_mem_map failed: UCS_ERR_NO_MEMORY (-4): Out of
     *         memory"}.
     */
    public static UcxException failed(final String operation, final int status) {
        return new UcxException(operation + " failed: " + UcsStatus.describe(status), status);
    }

    /**
     * Returns the UCS status code.
     *
     * @return the {@code ucs_status_t} value.
     */
    public int status() {
        return status;
    }

    /**
     * Returns the C name of the status code.
     *
     * @return e.g. {@code "UCS_ERR_TIMED_OUT"}.
     */
    public String statusName() {
        return UcsStatus.name(status);
    }
}
