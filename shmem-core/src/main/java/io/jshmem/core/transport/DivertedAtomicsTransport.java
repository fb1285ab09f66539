package io.jshmem.core.transport;

import io.jshmem.ContextOption;
import io.jshmem.SignalOp;

import java.util.Set;

/**
 * The route of a PE whose puts and gets go through one transport while its atomics must go through another: the
 * coherence rule of {@link TransportRouter} with NIC atomics ({@code JSHMEM_RDMA_ATOMICS=nic}) sends every atomic
 * on a PE that some PE reaches through RDMA through RDMA, also from the PEs that reach it through shared memory (its
 * own host) and from the PE itself. Puts, gets and strided transfers go to {@link #rma()}; atomics, signals and
 * the signal of a put-with-signal go to {@link #atomics()}.
 *
 * <p>Ordering across the two: the atomics transport's operations are not ordered with the other transport's by
 * either transport's fence. So every atomic here completes at the target before it returns: a non-fetching atomic
 * is sent as the fetching form and its old value dropped, a non-blocking fetching one is performed at once (the
 * default of {@link Transport#atomicIntNbi}); and the signal of a put-with-signal is sent after a {@link #quiet()}
 * of the data's transport. Then a fence of both transports orders everything, and a quiet of both completes it.
 * This costs a round trip per non-fetching atomic, on the rare routes that need it.
 *
 * <p>Owns neither transport: {@link #close()} and {@link #disconnect()} do nothing, the runtime (or the
 * communication context) closes the parts. Thread-safe as its parts are; allocates nothing.
 */
public final class DivertedAtomicsTransport implements Transport {
    private final Transport rma;
    private final Transport atomics;

    /**
     * Creates the route.
     *
     * @param rma     the transport of puts and gets.
     * @param atomics the transport of atomics and signals.
     */
    public DivertedAtomicsTransport(final Transport rma, final Transport atomics) {
        this.rma = rma;
        this.atomics = atomics;
    }

    /**
     * The transport of puts and gets.
     *
     * @return the RMA part.
     */
    public Transport rma() {
        return rma;
    }

    /**
     * The transport of atomics and signals.
     *
     * @return the atomics part.
     */
    public Transport atomics() {
        return atomics;
    }

    @Override
    public String name() {
        return rma.name() + "+" + atomics.name();
    }

    @Override
    public int priority() {
        return rma.priority();
    }

    @Override
    public boolean canReach(final PeInfo peer) {
        return rma.canReach(peer) && atomics.canReach(peer);
    }

    @Override
    public void putByte(final int pe, final long offset, final byte value) {
        rma.putByte(pe, offset, value);
    }

    @Override
    public void putShort(final int pe, final long offset, final short value) {
        rma.putShort(pe, offset, value);
    }

    @Override
    public void putInt(final int pe, final long offset, final int value) {
        rma.putInt(pe, offset, value);
    }

    @Override
    public void putLong(final int pe, final long offset, final long value) {
        rma.putLong(pe, offset, value);
    }

    @Override
    public byte getByte(final int pe, final long offset) {
        return rma.getByte(pe, offset);
    }

    @Override
    public short getShort(final int pe, final long offset) {
        return rma.getShort(pe, offset);
    }

    @Override
    public int getInt(final int pe, final long offset) {
        return rma.getInt(pe, offset);
    }

    @Override
    public long getLong(final int pe, final long offset) {
        return rma.getLong(pe, offset);
    }

    @Override
    public void put(final int pe, final long offset, final Object srcBase, final long srcOffset, final long bytes) {
        rma.put(pe, offset, srcBase, srcOffset, bytes);
    }

    @Override
    public void get(final Object dstBase, final long dstOffset, final int pe, final long offset, final long bytes) {
        rma.get(dstBase, dstOffset, pe, offset, bytes);
    }

    @Override
    public void putNbi(final int pe, final long offset, final Object srcBase, final long srcOffset,
        final long bytes) {
        rma.putNbi(pe, offset, srcBase, srcOffset, bytes);
    }

    @Override
    public void getNbi(final Object dstBase, final long dstOffset, final int pe, final long offset,
        final long bytes) {
        rma.getNbi(dstBase, dstOffset, pe, offset, bytes);
    }

    @Override
    public void iput(final int pe, final long offset, final long dstStrideBytes, final Object srcBase,
        final long srcOffset, final long srcStrideBytes, final long count, final int elementBytes) {
        rma.iput(pe, offset, dstStrideBytes, srcBase, srcOffset, srcStrideBytes, count, elementBytes);
    }

    @Override
    public void iget(final Object dstBase, final long dstOffset, final long dstStrideBytes, final int pe,
        final long offset, final long srcStrideBytes, final long count, final int elementBytes) {
        rma.iget(dstBase, dstOffset, dstStrideBytes, pe, offset, srcStrideBytes, count, elementBytes);
    }

    @Override
    public int atomicFetchInt(final int pe, final long offset) {
        return atomics.atomicFetchInt(pe, offset);
    }

    @Override
    public void atomicSetInt(final int pe, final long offset, final int value) {
        atomics.atomicSwapInt(pe, offset, value); // completes at the target before returning
    }

    @Override
    public int atomicSwapInt(final int pe, final long offset, final int value) {
        return atomics.atomicSwapInt(pe, offset, value);
    }

    @Override
    public int atomicCompareSwapInt(final int pe, final long offset, final int cond, final int value) {
        return atomics.atomicCompareSwapInt(pe, offset, cond, value);
    }

    @Override
    public int atomicFetchAddInt(final int pe, final long offset, final int value) {
        return atomics.atomicFetchAddInt(pe, offset, value);
    }

    @Override
    public void atomicAddInt(final int pe, final long offset, final int value) {
        atomics.atomicFetchAddInt(pe, offset, value);
    }

    @Override
    public int atomicFetchAndInt(final int pe, final long offset, final int value) {
        return atomics.atomicFetchAndInt(pe, offset, value);
    }

    @Override
    public void atomicAndInt(final int pe, final long offset, final int value) {
        atomics.atomicFetchAndInt(pe, offset, value);
    }

    @Override
    public int atomicFetchOrInt(final int pe, final long offset, final int value) {
        return atomics.atomicFetchOrInt(pe, offset, value);
    }

    @Override
    public void atomicOrInt(final int pe, final long offset, final int value) {
        atomics.atomicFetchOrInt(pe, offset, value);
    }

    @Override
    public int atomicFetchXorInt(final int pe, final long offset, final int value) {
        return atomics.atomicFetchXorInt(pe, offset, value);
    }

    @Override
    public void atomicXorInt(final int pe, final long offset, final int value) {
        atomics.atomicFetchXorInt(pe, offset, value);
    }

    @Override
    public long atomicFetchLong(final int pe, final long offset) {
        return atomics.atomicFetchLong(pe, offset);
    }

    @Override
    public void atomicSetLong(final int pe, final long offset, final long value) {
        atomics.atomicSwapLong(pe, offset, value);
    }

    @Override
    public long atomicSwapLong(final int pe, final long offset, final long value) {
        return atomics.atomicSwapLong(pe, offset, value);
    }

    @Override
    public long atomicCompareSwapLong(final int pe, final long offset, final long cond, final long value) {
        return atomics.atomicCompareSwapLong(pe, offset, cond, value);
    }

    @Override
    public long atomicFetchAddLong(final int pe, final long offset, final long value) {
        return atomics.atomicFetchAddLong(pe, offset, value);
    }

    @Override
    public void atomicAddLong(final int pe, final long offset, final long value) {
        atomics.atomicFetchAddLong(pe, offset, value);
    }

    @Override
    public long atomicFetchAndLong(final int pe, final long offset, final long value) {
        return atomics.atomicFetchAndLong(pe, offset, value);
    }

    @Override
    public void atomicAndLong(final int pe, final long offset, final long value) {
        atomics.atomicFetchAndLong(pe, offset, value);
    }

    @Override
    public long atomicFetchOrLong(final int pe, final long offset, final long value) {
        return atomics.atomicFetchOrLong(pe, offset, value);
    }

    @Override
    public void atomicOrLong(final int pe, final long offset, final long value) {
        atomics.atomicFetchOrLong(pe, offset, value);
    }

    @Override
    public long atomicFetchXorLong(final int pe, final long offset, final long value) {
        return atomics.atomicFetchXorLong(pe, offset, value);
    }

    @Override
    public void atomicXorLong(final int pe, final long offset, final long value) {
        atomics.atomicFetchXorLong(pe, offset, value);
    }

    @Override
    public void putSignal(final int pe, final long offset, final Object srcBase, final long srcOffset,
        final long bytes, final long signalOffset, final long signal, final SignalOp op) {
        rma.put(pe, offset, srcBase, srcOffset, bytes);
        rma.quiet(); // the data is at the target before the signal leaves by the other transport
        signal(pe, signalOffset, signal, op);
    }

    @Override
    public void putSignalNbi(final int pe, final long offset, final Object srcBase, final long srcOffset,
        final long bytes, final long signalOffset, final long signal, final SignalOp op) {
        putSignal(pe, offset, srcBase, srcOffset, bytes, signalOffset, signal, op);
    }

    @Override
    public void signal(final int pe, final long signalOffset, final long signal, final SignalOp op) {
        if (op == SignalOp.ADD) {
            atomics.atomicFetchAddLong(pe, signalOffset, signal);
        } else {
            atomics.atomicSwapLong(pe, signalOffset, signal);
        }
    }

    /**
     * Not used: a communication context builds its diverted routes from its own parts (see
     * {@link #withParts(Transport, Transport)}). Should it be called, the parts' context transports would be owned
     * by nobody, so it refuses.
     *
     * @param options the context's options.
     * @return never.
     * @throws UnsupportedOperationException always.
     */
    @Override
    public Transport contextTransport(final Set<ContextOption> options) {
        throw new UnsupportedOperationException("a context maps the parts of a diverted route itself");
    }

    /**
     * The same diversion over other parts (a communication context's transports).
     *
     * @param rmaPart     the transport of puts and gets.
     * @param atomicsPart the transport of atomics and signals.
     * @return this when the parts are the same, else a new route.
     */
    public DivertedAtomicsTransport withParts(final Transport rmaPart, final Transport atomicsPart) {
        return rmaPart == rma && atomicsPart == atomics ? this : new DivertedAtomicsTransport(rmaPart, atomicsPart);
    }

    @Override
    public void fence() {
        rma.fence();
        atomics.fence();
    }

    @Override
    public void quiet() {
        rma.quiet();
        atomics.quiet();
    }

    /** Does nothing: the parts are closed by their owner. */
    @Override
    public void close() {
    }
}
