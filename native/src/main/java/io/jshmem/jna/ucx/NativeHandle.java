package io.jshmem.jna.ucx;

/**
 * A UCX handle owned by a wrapper: readable until the wrapper is closed, then 0. Reading a closed handle throws
 * rather than handing UCX a dangling pointer.
 */
abstract class NativeHandle implements NativeResource {
    private long handle;

    NativeHandle(final long handle) {
        this.handle = handle;
    }

    /**
     * Returns the native handle, for calls to {@link Ucp} that have no wrapper.
     *
     * @return the UCX handle ({@code ucp_context_h}, {@code ucp_worker_h}, {@code ucp_ep_h}, {@code ucp_mem_h} or
     *         {@code ucp_rkey_h}).
     * @throws IllegalStateException when closed.
     */
    public final long handle() {
        final long value = handle;
        if (value == 0) {
            throw new IllegalStateException(getClass().getSimpleName() + " is closed");
        }
        return value;
    }

    /**
     * Tells whether the object was closed (by itself or by its owner).
     *
     * @return true once closed.
     */
    public final boolean isClosed() {
        return handle == 0;
    }

    /** Marks the object closed and returns the handle to release, or 0 when it was closed already. */
    final long takeHandle() {
        final long value = handle;
        handle = 0;
        return value;
    }
}
