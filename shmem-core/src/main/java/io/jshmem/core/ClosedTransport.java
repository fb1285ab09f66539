package io.jshmem.core;

import io.jshmem.core.transport.PeInfo;
import io.jshmem.core.transport.Transport;

/**
 * Stands in for every PE's transport once a {@link io.jshmem.Shmem} is closed, or a context destroyed, so that a
 * late operation fails with a clear exception instead of touching unmapped memory or released resources, at no
 * cost to the open path.
 */
final class ClosedTransport implements Transport {
    /** For a closed (finalized) PE and its contexts. */
    static final ClosedTransport INSTANCE = new ClosedTransport("this Shmem instance is closed (finalized)");
    /** For a destroyed context. */
    static final ClosedTransport DESTROYED = new ClosedTransport("this communication context was destroyed");
    /** For a context of a team that was destroyed. */
    static final ClosedTransport TEAM_DESTROYED = new ClosedTransport(
        "this communication context was destroyed with its team");

    private final String reason;

    private ClosedTransport(final String reason) {
        this.reason = reason;
    }

    private IllegalStateException closed() {
        return new IllegalStateException(reason);
    }

    @Override
    public String name() {
        return "closed";
    }

    @Override
    public int priority() {
        return -1;
    }

    @Override
    public boolean canReach(final PeInfo peer) {
        return false;
    }

    @Override
    public void putByte(final int pe, final long offset, final byte value) {
        throw closed();
    }

    @Override
    public void putShort(final int pe, final long offset, final short value) {
        throw closed();
    }

    @Override
    public void putInt(final int pe, final long offset, final int value) {
        throw closed();
    }

    @Override
    public void putLong(final int pe, final long offset, final long value) {
        throw closed();
    }

    @Override
    public byte getByte(final int pe, final long offset) {
        throw closed();
    }

    @Override
    public short getShort(final int pe, final long offset) {
        throw closed();
    }

    @Override
    public int getInt(final int pe, final long offset) {
        throw closed();
    }

    @Override
    public long getLong(final int pe, final long offset) {
        throw closed();
    }

    @Override
    public void put(final int pe, final long offset, final Object srcBase, final long srcOffset, final long bytes) {
        throw closed();
    }

    @Override
    public void get(final Object dstBase, final long dstOffset, final int pe, final long offset, final long bytes) {
        throw closed();
    }

    @Override
    public void putNbi(final int pe, final long offset, final Object srcBase, final long srcOffset,
        final long bytes) {
        throw closed();
    }

    @Override
    public void getNbi(final Object dstBase, final long dstOffset, final int pe, final long offset,
        final long bytes) {
        throw closed();
    }

    @Override
    public void iput(final int pe, final long offset, final long dstStrideBytes, final Object srcBase,
        final long srcOffset, final long srcStrideBytes, final long count, final int elementBytes) {
        throw closed();
    }

    @Override
    public void iget(final Object dstBase, final long dstOffset, final long dstStrideBytes, final int pe,
        final long offset, final long srcStrideBytes, final long count, final int elementBytes) {
        throw closed();
    }

    @Override
    public int atomicFetchInt(final int pe, final long offset) {
        throw closed();
    }

    @Override
    public void atomicSetInt(final int pe, final long offset, final int value) {
        throw closed();
    }

    @Override
    public int atomicSwapInt(final int pe, final long offset, final int value) {
        throw closed();
    }

    @Override
    public int atomicCompareSwapInt(final int pe, final long offset, final int cond, final int value) {
        throw closed();
    }

    @Override
    public int atomicFetchAddInt(final int pe, final long offset, final int value) {
        throw closed();
    }

    @Override
    public void atomicAddInt(final int pe, final long offset, final int value) {
        throw closed();
    }

    @Override
    public int atomicFetchAndInt(final int pe, final long offset, final int value) {
        throw closed();
    }

    @Override
    public void atomicAndInt(final int pe, final long offset, final int value) {
        throw closed();
    }

    @Override
    public int atomicFetchOrInt(final int pe, final long offset, final int value) {
        throw closed();
    }

    @Override
    public void atomicOrInt(final int pe, final long offset, final int value) {
        throw closed();
    }

    @Override
    public int atomicFetchXorInt(final int pe, final long offset, final int value) {
        throw closed();
    }

    @Override
    public void atomicXorInt(final int pe, final long offset, final int value) {
        throw closed();
    }

    @Override
    public long atomicFetchLong(final int pe, final long offset) {
        throw closed();
    }

    @Override
    public void atomicSetLong(final int pe, final long offset, final long value) {
        throw closed();
    }

    @Override
    public long atomicSwapLong(final int pe, final long offset, final long value) {
        throw closed();
    }

    @Override
    public long atomicCompareSwapLong(final int pe, final long offset, final long cond, final long value) {
        throw closed();
    }

    @Override
    public long atomicFetchAddLong(final int pe, final long offset, final long value) {
        throw closed();
    }

    @Override
    public void atomicAddLong(final int pe, final long offset, final long value) {
        throw closed();
    }

    @Override
    public long atomicFetchAndLong(final int pe, final long offset, final long value) {
        throw closed();
    }

    @Override
    public void atomicAndLong(final int pe, final long offset, final long value) {
        throw closed();
    }

    @Override
    public long atomicFetchOrLong(final int pe, final long offset, final long value) {
        throw closed();
    }

    @Override
    public void atomicOrLong(final int pe, final long offset, final long value) {
        throw closed();
    }

    @Override
    public long atomicFetchXorLong(final int pe, final long offset, final long value) {
        throw closed();
    }

    @Override
    public void atomicXorLong(final int pe, final long offset, final long value) {
        throw closed();
    }

    @Override
    public void fence() {
        throw closed();
    }

    @Override
    public void quiet() {
        throw closed();
    }

    @Override
    public void close() {
    }
}
