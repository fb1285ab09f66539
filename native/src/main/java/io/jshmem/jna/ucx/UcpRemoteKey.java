package io.jshmem.jna.ucx;

import com.sun.jna.Memory;

/**
 * A peer's memory region key unpacked on one {@link UcpEndpoint} ({@code ucp_rkey_h}); valid only with that
 * endpoint. Destroyed when closed, or when its endpoint closes. One thread at a time, like its endpoint.
 */
public final class UcpRemoteKey implements NativeResource {
    private final UcpEndpoint endpoint;
    private long handle;

    UcpRemoteKey(final UcpEndpoint endpoint, final long handle) {
        this.endpoint = endpoint;
        this.handle = handle;
    }

    /**
     * Returns a local pointer through which this process can load and store the peer's memory directly
     * ({@code ucp_rkey_ptr}), which UCX offers only when the region is reachable through shared memory it can
     * map. Plain loads and stores through it are not ordered with UCX operations.
     *
     * @param remoteAddress an address inside the peer's region.
     * @return the local address of the same byte, or 0 when direct access is not possible.
     * @throws UcxException when UCX reports something other than "not reachable directly".
     */
    public long ptr(final long remoteAddress) {
        try (Memory out = NativeSupport.outSlots(1)) {
            final int status = Ucp.ucp_rkey_ptr(handle(), remoteAddress, NativeSupport.addressOf(out));
            switch (status) {
                case UcsStatus.UCS_OK:
                    return out.getLong(0);
                case UcsStatus.UCS_ERR_UNREACHABLE:
                case UcsStatus.UCS_ERR_UNSUPPORTED:
                    return 0;
                default:
                    throw UcxException.failed("ucp_rkey_ptr(0x" + Long.toHexString(remoteAddress) + ")", status);
            }
        }
    }

    /**
     * Returns the endpoint this key was unpacked on.
     *
     * @return the owning endpoint.
     */
    public UcpEndpoint endpoint() {
        return endpoint;
    }

    /**
     * Returns the native handle, for calls to {@link Ucp} that have no wrapper.
     *
     * @return the {@code ucp_rkey_h}.
     * @throws IllegalStateException when closed.
     */
    public long handle() {
        final long rkey = handle;
        if (rkey == 0) {
            throw new IllegalStateException("UcpRemoteKey is closed");
        }
        return rkey;
    }

    /**
     * Tells whether the key was destroyed.
     *
     * @return true once closed.
     */
    public boolean isClosed() {
        return handle == 0;
    }

    /** Destroys the key ({@code ucp_rkey_destroy}). Idempotent. */
    @Override
    public void close() {
        if (handle == 0) {
            return;
        }
        final long rkey = handle;
        handle = 0;
        endpoint.forget(this);
        Ucp.ucp_rkey_destroy(rkey);
    }
}
