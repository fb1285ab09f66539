package io.jshmem.core;

import io.jshmem.core.transport.PeInfo;
import io.jshmem.core.transport.Transport;

/**
 * Stands in for every PE's transport once a {@link io.jshmem.Shmem} is closed, so that a late put or get fails
 * with a clear exception instead of touching unmapped memory, at no cost to the open path.
 */
final class ClosedTransport implements Transport {
    static final ClosedTransport INSTANCE = new ClosedTransport();

    private ClosedTransport() {
    }

    private static IllegalStateException closed() {
        return new IllegalStateException("this Shmem instance is closed (finalized)");
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
