package io.jshmem.jna.ucx;

import com.sun.jna.Memory;

import static io.jshmem.jna.ucx.NativeSupport.addressOf;
import static io.jshmem.jna.ucx.NativeSupport.check;

/**
 * A memory region registered with a {@link UcpContext} ({@code ucp_mem_h}), which peers may access remotely once
 * they have its {@link #packedRemoteKey()} and {@link #address()}. Closing it unregisters the region (the memory
 * itself belongs to the caller). Thread-safe for reads; close once no peer uses the region any more.
 */
public final class UcpMemory extends NativeHandle {
    private final UcpContext context;
    private final long address;
    private final long lengthBytes;

    private UcpMemory(final UcpContext context, final long address, final long lengthBytes, final long handle) {
        super(handle);
        this.context = context;
        this.address = address;
        this.lengthBytes = lengthBytes;
    }

    static UcpMemory map(final UcpContext context, final long address, final long lengthBytes) {
        try (Memory out = NativeSupport.outSlots(1); Memory params = UcpMemMapParamsLayout.STRUCT.allocate()) {
            UcpMemMapParamsLayout.FIELD_MASK.put(params, UcpConstants.UCP_MEM_MAP_PARAM_FIELD_ADDRESS
                | UcpConstants.UCP_MEM_MAP_PARAM_FIELD_LENGTH);
            UcpMemMapParamsLayout.ADDRESS.put(params, address);
            UcpMemMapParamsLayout.LENGTH.put(params, lengthBytes);
            check(Ucp.ucp_mem_map(context.handle(), addressOf(params), addressOf(out)),
                "ucp_mem_map(address=0x" + Long.toHexString(address) + ", length=" + lengthBytes + ")");
            return new UcpMemory(context, address, lengthBytes, out.getLong(0));
        }
    }

    /**
     * Packs the key peers need to access this region ({@code ucp_rkey_pack}).
     *
     * @return the packed key, to send to peers for {@link UcpEndpoint#unpackRemoteKey(byte[])}.
     * @throws UcxException when UCX cannot pack it.
     */
    public byte[] packedRemoteKey() {
        try (Memory out = NativeSupport.outSlots(2)) {
            check(Ucp.ucp_rkey_pack(context.handle(), handle(), addressOf(out), addressOf(out) + Long.BYTES),
                "ucp_rkey_pack");
            final long buffer = out.getLong(0);
            try {
                return NativeSupport.copyOut(buffer, out.getLong(Long.BYTES));
            } finally {
                Ucp.ucp_rkey_buffer_release(buffer);
            }
        }
    }

    /**
     * Returns the first byte of the region.
     *
     * @return the address given when mapping.
     */
    public long address() {
        return address;
    }

    /**
     * Returns the size of the region.
     *
     * @return the length in bytes.
     */
    public long length() {
        return lengthBytes;
    }

    /**
     * Unregisters the region ({@code ucp_mem_unmap}). Idempotent.
     *
     * @throws UcxException when UCX fails to unregister it; the region counts as closed nevertheless.
     */
    @Override
    public void close() {
        final long memh = takeHandle();
        if (memh == 0) {
            return;
        }
        context.forget(this);
        check(Ucp.ucp_mem_unmap(context.handle(), memh), "ucp_mem_unmap");
    }
}
