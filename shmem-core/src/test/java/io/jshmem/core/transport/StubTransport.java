package io.jshmem.core.transport;

import java.util.function.Predicate;

/** A transport that reaches the PEs a predicate accepts and fails every data operation. */
final class StubTransport implements Transport {
    private final String name;
    private final Predicate<PeInfo> reaches;

    StubTransport(final String name, final Predicate<PeInfo> reaches) {
        this.name = name;
        this.reaches = reaches;
    }

    private static UnsupportedOperationException stub() {
        return new UnsupportedOperationException("stub transport");
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int priority() {
        return 1;
    }

    @Override
    public boolean canReach(final PeInfo peer) {
        return reaches.test(peer);
    }

    @Override
    public void putByte(final int pe, final long offset, final byte value) {
        throw stub();
    }

    @Override
    public void putShort(final int pe, final long offset, final short value) {
        throw stub();
    }

    @Override
    public void putInt(final int pe, final long offset, final int value) {
        throw stub();
    }

    @Override
    public void putLong(final int pe, final long offset, final long value) {
        throw stub();
    }

    @Override
    public byte getByte(final int pe, final long offset) {
        throw stub();
    }

    @Override
    public short getShort(final int pe, final long offset) {
        throw stub();
    }

    @Override
    public int getInt(final int pe, final long offset) {
        throw stub();
    }

    @Override
    public long getLong(final int pe, final long offset) {
        throw stub();
    }

    @Override
    public void put(final int pe, final long offset, final Object srcBase, final long srcOffset, final long bytes) {
        throw stub();
    }

    @Override
    public void get(final Object dstBase, final long dstOffset, final int pe, final long offset, final long bytes) {
        throw stub();
    }

    @Override
    public void putNbi(final int pe, final long offset, final Object srcBase, final long srcOffset,
        final long bytes) {
        throw stub();
    }

    @Override
    public void getNbi(final Object dstBase, final long dstOffset, final int pe, final long offset,
        final long bytes) {
        throw stub();
    }

    @Override
    public void iput(final int pe, final long offset, final long dstStrideBytes, final Object srcBase,
        final long srcOffset, final long srcStrideBytes, final long count, final int elementBytes) {
        throw stub();
    }

    @Override
    public void iget(final Object dstBase, final long dstOffset, final long dstStrideBytes, final int pe,
        final long offset, final long srcStrideBytes, final long count, final int elementBytes) {
        throw stub();
    }

    @Override
    public int atomicFetchInt(final int pe, final long offset) {
        throw stub();
    }

    @Override
    public void atomicSetInt(final int pe, final long offset, final int value) {
        throw stub();
    }

    @Override
    public int atomicSwapInt(final int pe, final long offset, final int value) {
        throw stub();
    }

    @Override
    public int atomicCompareSwapInt(final int pe, final long offset, final int cond, final int value) {
        throw stub();
    }

    @Override
    public int atomicFetchAddInt(final int pe, final long offset, final int value) {
        throw stub();
    }

    @Override
    public void atomicAddInt(final int pe, final long offset, final int value) {
        throw stub();
    }

    @Override
    public int atomicFetchAndInt(final int pe, final long offset, final int value) {
        throw stub();
    }

    @Override
    public void atomicAndInt(final int pe, final long offset, final int value) {
        throw stub();
    }

    @Override
    public int atomicFetchOrInt(final int pe, final long offset, final int value) {
        throw stub();
    }

    @Override
    public void atomicOrInt(final int pe, final long offset, final int value) {
        throw stub();
    }

    @Override
    public int atomicFetchXorInt(final int pe, final long offset, final int value) {
        throw stub();
    }

    @Override
    public void atomicXorInt(final int pe, final long offset, final int value) {
        throw stub();
    }

    @Override
    public long atomicFetchLong(final int pe, final long offset) {
        throw stub();
    }

    @Override
    public void atomicSetLong(final int pe, final long offset, final long value) {
        throw stub();
    }

    @Override
    public long atomicSwapLong(final int pe, final long offset, final long value) {
        throw stub();
    }

    @Override
    public long atomicCompareSwapLong(final int pe, final long offset, final long cond, final long value) {
        throw stub();
    }

    @Override
    public long atomicFetchAddLong(final int pe, final long offset, final long value) {
        throw stub();
    }

    @Override
    public void atomicAddLong(final int pe, final long offset, final long value) {
        throw stub();
    }

    @Override
    public long atomicFetchAndLong(final int pe, final long offset, final long value) {
        throw stub();
    }

    @Override
    public void atomicAndLong(final int pe, final long offset, final long value) {
        throw stub();
    }

    @Override
    public long atomicFetchOrLong(final int pe, final long offset, final long value) {
        throw stub();
    }

    @Override
    public void atomicOrLong(final int pe, final long offset, final long value) {
        throw stub();
    }

    @Override
    public long atomicFetchXorLong(final int pe, final long offset, final long value) {
        throw stub();
    }

    @Override
    public void atomicXorLong(final int pe, final long offset, final long value) {
        throw stub();
    }

    @Override
    public void fence() {
    }

    @Override
    public void quiet() {
    }

    @Override
    public void close() {
    }
}
