package io.jshmem.jna.ucx;

import com.sun.jna.Memory;

/**
 * A peer's memory region key unpacked on one {@link UcpEndpoint} ({@code ucp_rkey_h}); valid only with that
 * endpoint. Destroyed when closed, or when its endpoint closes. One thread at a time, like its endpoint.
 */
public final class UcpRemoteKey extends NativeHandle {
    private final UcpEndpoint endpoint;

    UcpRemoteKey(final UcpEndpoint endpoint, final long handle) {
        super(handle);
        this.endpoint = endpoint;
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

    /** Destroys the key ({@code ucp_rkey_destroy}). Idempotent. */
    @Override
    public void close() {
        final long rkey = takeHandle();
        if (rkey == 0) {
            return;
        }
        endpoint.forget(this);
        Ucp.ucp_rkey_destroy(rkey);
    }
}
