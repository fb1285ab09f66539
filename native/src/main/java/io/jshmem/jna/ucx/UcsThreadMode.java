package io.jshmem.jna.ucx;

/**
 * How many threads may use a {@link UcpWorker} and its endpoints ({@code ucs_thread_mode_t}).
 */
public enum UcsThreadMode {
    /** Only the creating thread uses the worker. Cheapest. */
    SINGLE(UcpConstants.UCS_THREAD_MODE_SINGLE),
    /** Several threads use the worker one at a time (e.g. a setup thread hands it to a progress thread). */
    SERIALIZED(UcpConstants.UCS_THREAD_MODE_SERIALIZED),
    /** Several threads use the worker concurrently; UCX takes a lock in every call. */
    MULTI(UcpConstants.UCS_THREAD_MODE_MULTI);

    private final int code;

    UcsThreadMode(final int code) {
        this.code = code;
    }

    /**
     * Returns the C value.
     *
     * @return the {@code ucs_thread_mode_t} value.
     */
    public int code() {
        return code;
    }
}
