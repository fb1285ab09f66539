package io.jshmem.core.transport.fabric;

import io.jshmem.core.mem.RawMemory;
import io.jshmem.core.transport.PeInfo;
import io.jshmem.core.transport.Transport;

/**
 * Puts, gets and atomics on co-located PEs as loads, stores and CPU atomics on their mapped segments.
 *
 * <p>Memory ordering across processes follows the hardware's, which the Java memory model's fences map to:
 * <ul>
 *   <li>puts are plain stores (copies for arrays); they are complete when the call returns, in the sense
 *   that no later action of the caller can overtake them in the target's view except other plain stores;</li>
 *   <li>single-element gets of {@code int} and {@code long} are volatile loads, and those of other types are
 *   followed by an acquire fence, so a loop that polls with a get always sees new values;</li>
 *   <li>{@link #fence()} is a release fence: stores before it become visible before stores after it;</li>
 *   <li>{@link #quiet()} is a full fence: stores before it are visible before any later load or store.</li>
 * </ul>
 * A PE that waits on a word (acquire loads) and sees a value stored after a fence or quiet therefore sees
 * every store made before that fence or quiet.
 */
public final class FabricMemTransport implements Transport {
    /** Name in configuration and routing output. */
    public static final String NAME = "fabric";
    /** Routing priority: above RDMA. */
    public static final int PRIORITY = 100;

    private final PeInfo self;
    /** Address of each PE's segment in this process, 0 for PEs not mapped here. */
    private final long[] segmentAddress;

    /**
     * Creates the transport over the mapped segments.
     *
     * @param self           this PE.
     * @param segmentAddress for each PE, the address of its segment in this process, or 0 when not mapped.
     */
    public FabricMemTransport(final PeInfo self, final long[] segmentAddress) {
        this.self = self;
        this.segmentAddress = segmentAddress.clone();
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int priority() {
        return PRIORITY;
    }

    @Override
    public boolean canReach(final PeInfo peer) {
        return self.sameHost(peer) && segmentAddress[peer.pe()] != 0;
    }

    /**
     * Address of a PE's symmetric offset in this process.
     *
     * @param pe     a co-located PE.
     * @param offset symmetric offset.
     * @return the address.
     */
    public long address(final int pe, final long offset) {
        return segmentAddress[pe] + offset;
    }

    @Override
    public void putByte(final int pe, final long offset, final byte value) {
        RawMemory.putByte(segmentAddress[pe] + offset, value);
    }

    @Override
    public void putShort(final int pe, final long offset, final short value) {
        RawMemory.putShort(segmentAddress[pe] + offset, value);
    }

    @Override
    public void putInt(final int pe, final long offset, final int value) {
        RawMemory.putInt(segmentAddress[pe] + offset, value);
    }

    @Override
    public void putLong(final int pe, final long offset, final long value) {
        RawMemory.putLong(segmentAddress[pe] + offset, value);
    }

    @Override
    public byte getByte(final int pe, final long offset) {
        final byte value = RawMemory.getByte(segmentAddress[pe] + offset);
        RawMemory.loadFence();
        return value;
    }

    @Override
    public short getShort(final int pe, final long offset) {
        final short value = RawMemory.getShort(segmentAddress[pe] + offset);
        RawMemory.loadFence();
        return value;
    }

    @Override
    public int getInt(final int pe, final long offset) {
        return RawMemory.getIntVolatile(segmentAddress[pe] + offset);
    }

    @Override
    public long getLong(final int pe, final long offset) {
        return RawMemory.getLongVolatile(segmentAddress[pe] + offset);
    }

    @Override
    public void put(final int pe, final long offset, final Object srcBase, final long srcOffset, final long bytes) {
        RawMemory.copy(srcBase, srcOffset, null, segmentAddress[pe] + offset, bytes);
    }

    @Override
    public void get(final Object dstBase, final long dstOffset, final int pe, final long offset, final long bytes) {
        RawMemory.copy(null, segmentAddress[pe] + offset, dstBase, dstOffset, bytes);
        RawMemory.loadFence();
    }

    @Override
    public void putNbi(final int pe, final long offset, final Object srcBase, final long srcOffset,
        final long bytes) {
        put(pe, offset, srcBase, srcOffset, bytes);
    }

    @Override
    public void getNbi(final Object dstBase, final long dstOffset, final int pe, final long offset,
        final long bytes) {
        get(dstBase, dstOffset, pe, offset, bytes);
    }

    @Override
    public void iput(final int pe, final long offset, final long dstStrideBytes, final Object srcBase,
        final long srcOffset, final long srcStrideBytes, final long count, final int elementBytes) {
        final long dst = segmentAddress[pe] + offset;
        for (long i = 0; i < count; i++) {
            RawMemory.copy(srcBase, srcOffset + i * srcStrideBytes, null, dst + i * dstStrideBytes, elementBytes);
        }
    }

    @Override
    public void iget(final Object dstBase, final long dstOffset, final long dstStrideBytes, final int pe,
        final long offset, final long srcStrideBytes, final long count, final int elementBytes) {
        final long src = segmentAddress[pe] + offset;
        for (long i = 0; i < count; i++) {
            RawMemory.copy(null, src + i * srcStrideBytes, dstBase, dstOffset + i * dstStrideBytes, elementBytes);
        }
        RawMemory.loadFence();
    }

    @Override
    public void fence() {
        RawMemory.storeFence();
    }

    @Override
    public void quiet() {
        RawMemory.fullFence();
    }

    @Override
    public void close() {
        // the segments belong to the heap window, which unmaps them
    }
}
