package io.jshmem.core.transport.fabric;

import io.jshmem.SignalOp;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.core.transport.PeInfo;
import io.jshmem.core.transport.Transport;

/**
 * Puts, gets and atomics on co-located PEs as loads, stores and CPU atomics on their mapped segments.
 * Stateless after construction: every method may be called from any thread at any time.
 *
 * <p>Memory ordering across processes follows the hardware's, which the Java memory model's fences map to:
 * <ul>
 *   <li>puts are plain stores (copies for arrays); they are complete when the call returns, in the sense
 *   that no later action of the caller can overtake them in the target's view except other plain stores;</li>
 *   <li>single-element gets of {@code int} and {@code long} are volatile loads, and those of other types are
 *   followed by an acquire fence, so a loop that polls with a get always sees new values;</li>
 *   <li>{@link #fence()} is a release fence: stores before it become visible before stores after it;</li>
 *   <li>{@link #quiet()} is a full fence: stores before it are visible before any later load or store;</li>
 *   <li>AMOs are CPU atomics ({@code lock xadd}, {@code lock cmpxchg}, {@code xchg} on x86), sequentially
 *   consistent, complete on return; an atomic set is a volatile store, an atomic fetch a volatile load;</li>
 *   <li>a put-with-signal copies the data, then releases the signal (a release store for SET, an atomic add
 *   for ADD).</li>
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

    // ---- atomics: CPU atomic instructions on the mapped word (lock-prefixed on x86), coherent with every
    // co-located PE's loads and atomics on it ----

    @Override
    public int atomicFetchInt(final int pe, final long offset) {
        return RawMemory.getIntVolatile(segmentAddress[pe] + offset);
    }

    @Override
    public void atomicSetInt(final int pe, final long offset, final int value) {
        RawMemory.putIntVolatile(segmentAddress[pe] + offset, value);
    }

    @Override
    public int atomicSwapInt(final int pe, final long offset, final int value) {
        return RawMemory.getAndSetInt(segmentAddress[pe] + offset, value);
    }

    @Override
    public int atomicCompareSwapInt(final int pe, final long offset, final int cond, final int value) {
        return RawMemory.compareAndExchangeInt(segmentAddress[pe] + offset, cond, value);
    }

    @Override
    public int atomicFetchAddInt(final int pe, final long offset, final int value) {
        return RawMemory.getAndAddInt(segmentAddress[pe] + offset, value);
    }

    @Override
    public void atomicAddInt(final int pe, final long offset, final int value) {
        RawMemory.getAndAddInt(segmentAddress[pe] + offset, value);
    }

    @Override
    public int atomicFetchAndInt(final int pe, final long offset, final int value) {
        return RawMemory.getAndBitwiseAndInt(segmentAddress[pe] + offset, value);
    }

    @Override
    public void atomicAndInt(final int pe, final long offset, final int value) {
        RawMemory.getAndBitwiseAndInt(segmentAddress[pe] + offset, value);
    }

    @Override
    public int atomicFetchOrInt(final int pe, final long offset, final int value) {
        return RawMemory.getAndBitwiseOrInt(segmentAddress[pe] + offset, value);
    }

    @Override
    public void atomicOrInt(final int pe, final long offset, final int value) {
        RawMemory.getAndBitwiseOrInt(segmentAddress[pe] + offset, value);
    }

    @Override
    public int atomicFetchXorInt(final int pe, final long offset, final int value) {
        return RawMemory.getAndBitwiseXorInt(segmentAddress[pe] + offset, value);
    }

    @Override
    public void atomicXorInt(final int pe, final long offset, final int value) {
        RawMemory.getAndBitwiseXorInt(segmentAddress[pe] + offset, value);
    }

    @Override
    public long atomicFetchLong(final int pe, final long offset) {
        return RawMemory.getLongVolatile(segmentAddress[pe] + offset);
    }

    @Override
    public void atomicSetLong(final int pe, final long offset, final long value) {
        RawMemory.putLongVolatile(segmentAddress[pe] + offset, value);
    }

    @Override
    public long atomicSwapLong(final int pe, final long offset, final long value) {
        return RawMemory.getAndSetLong(segmentAddress[pe] + offset, value);
    }

    @Override
    public long atomicCompareSwapLong(final int pe, final long offset, final long cond, final long value) {
        return RawMemory.compareAndExchangeLong(segmentAddress[pe] + offset, cond, value);
    }

    @Override
    public long atomicFetchAddLong(final int pe, final long offset, final long value) {
        return RawMemory.getAndAddLong(segmentAddress[pe] + offset, value);
    }

    @Override
    public void atomicAddLong(final int pe, final long offset, final long value) {
        RawMemory.getAndAddLong(segmentAddress[pe] + offset, value);
    }

    @Override
    public long atomicFetchAndLong(final int pe, final long offset, final long value) {
        return RawMemory.getAndBitwiseAndLong(segmentAddress[pe] + offset, value);
    }

    @Override
    public void atomicAndLong(final int pe, final long offset, final long value) {
        RawMemory.getAndBitwiseAndLong(segmentAddress[pe] + offset, value);
    }

    @Override
    public long atomicFetchOrLong(final int pe, final long offset, final long value) {
        return RawMemory.getAndBitwiseOrLong(segmentAddress[pe] + offset, value);
    }

    @Override
    public void atomicOrLong(final int pe, final long offset, final long value) {
        RawMemory.getAndBitwiseOrLong(segmentAddress[pe] + offset, value);
    }

    @Override
    public long atomicFetchXorLong(final int pe, final long offset, final long value) {
        return RawMemory.getAndBitwiseXorLong(segmentAddress[pe] + offset, value);
    }

    @Override
    public void atomicXorLong(final int pe, final long offset, final long value) {
        RawMemory.getAndBitwiseXorLong(segmentAddress[pe] + offset, value);
    }

    // ---- put-with-signal: a copy, then the signal update ordered after it ----

    @Override
    public void putSignal(final int pe, final long offset, final Object srcBase, final long srcOffset,
        final long bytes, final long signalOffset, final long signal, final SignalOp op) {
        RawMemory.copy(srcBase, srcOffset, null, segmentAddress[pe] + offset, bytes);
        signal(pe, signalOffset, signal, op);
    }

    @Override
    public void putSignalNbi(final int pe, final long offset, final Object srcBase, final long srcOffset,
        final long bytes, final long signalOffset, final long signal, final SignalOp op) {
        putSignal(pe, offset, srcBase, srcOffset, bytes, signalOffset, signal, op);
    }

    /** A release store (SET) or an atomic add (ADD, a full barrier): either way the data is visible first. */
    @Override
    public void signal(final int pe, final long signalOffset, final long signal, final SignalOp op) {
        final long address = segmentAddress[pe] + signalOffset;
        if (op == SignalOp.ADD) {
            RawMemory.getAndAddLong(address, signal);
        } else {
            RawMemory.putLongRelease(address, signal);
        }
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
