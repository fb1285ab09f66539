package io.jshmem.core;

import io.jshmem.ShmemContext;
import io.jshmem.SignalOp;
import io.jshmem.SymmetricBuffer;
import io.jshmem.core.heap.HeapBuffer;
import io.jshmem.core.heap.SymmetricHeap;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.core.transport.AtomicOp;
import io.jshmem.core.transport.Transport;
import io.jshmem.exceptions.PeOutOfRangeException;

import java.nio.ByteBuffer;
import java.util.Objects;

/**
 * The one-sided operations of {@link ShmemContext} (puts, gets, atomics, signals), reduced to checks plus one
 * call on the transport that serves the target PE. Every operation checks the PE, the buffer (owned by this
 * instance, not freed) and the element range (and an atomic word's alignment), before any memory is touched;
 * then it costs two array loads (the transport, and {@code w}, the PE's world number, which transports take)
 * and one transport call. PE numbers are world numbers, except on a team's context, whose PE numbers are the
 * team's: there {@code route} and {@code worldPes} are indexed by team PE. Nothing here allocates (except
 * {@link #putMem(SymmetricBuffer, long, ByteBuffer, int)} on a read-only heap buffer) and nothing here is
 * mutable, so any number of threads may call it at once.
 */
abstract class AbstractShmemContext implements ShmemContext {
    /** The transport of each PE. */
    protected final Transport[] route;
    /** The heap whose buffers this context accepts. */
    protected final SymmetricHeap heap;
    /** The world number of each PE number this context takes (the identity, except on a team's context). */
    private final int[] worldPes;
    private final int nPes;

    /**
     * A context numbered as the world: PE {@code i} is world PE {@code i}.
     *
     * @param route the transport of each PE.
     * @param heap  the heap whose buffers it accepts.
     */
    AbstractShmemContext(final Transport[] route, final SymmetricHeap heap) {
        this(route, heap, identity(route.length));
    }

    /**
     * A context with its own PE numbering (a team's).
     *
     * @param route    the transport of each PE number.
     * @param heap     the heap whose buffers it accepts.
     * @param worldPes the world number of each PE number, as many as {@code route} has.
     */
    AbstractShmemContext(final Transport[] route, final SymmetricHeap heap, final int[] worldPes) {
        if (worldPes.length != route.length) {
            throw new IllegalArgumentException(worldPes.length + " world PEs for " + route.length + " routes");
        }
        this.route = route;
        this.heap = heap;
        this.worldPes = worldPes;
        this.nPes = route.length;
    }

    private static int[] identity(final int n) {
        final int[] pes = new int[n];
        for (int i = 0; i < n; i++) {
            pes[i] = i;
        }
        return pes;
    }

    /**
     * The world number of one of this context's PE numbers, unchecked.
     *
     * @param pe a PE number of this context, in range.
     * @return its world PE number.
     */
    protected final int worldPe(final int pe) {
        return worldPes[pe];
    }

    /**
     * Checks a PE number.
     *
     * @param pe the PE.
     */
    protected final void checkPe(final int pe) {
        if (pe < 0 || pe >= nPes) {
            throw new PeOutOfRangeException(pe, nPes);
        }
    }

    /**
     * The handle as this implementation's buffer, checked to belong to this instance.
     *
     * @param buffer a handle.
     * @return the buffer.
     */
    protected final HeapBuffer buffer(final SymmetricBuffer buffer) {
        if (buffer instanceof HeapBuffer) {
            final HeapBuffer b = (HeapBuffer) buffer;
            if (b.heap() == heap) {
                return b;
            }
        }
        throw new IllegalArgumentException(buffer == null ? "symmetric buffer is null"
            : "symmetric buffer " + buffer + " was not allocated by this PE's Shmem instance");
    }

    /**
     * Checks PE, buffer and range; returns the symmetric offset of the first element.
     *
     * @param buffer       the target or source buffer.
     * @param index        first element index.
     * @param count        number of elements.
     * @param elementBytes bytes per element.
     * @param pe           the PE.
     * @return symmetric offset.
     */
    protected final long target(final SymmetricBuffer buffer, final long index, final long count,
        final int elementBytes, final int pe) {
        checkPe(pe);
        final HeapBuffer b = buffer(buffer);
        return b.offset() + b.checkRange(index, count, elementBytes);
    }

    private long stridedTarget(final SymmetricBuffer buffer, final long index, final long stride, final long count,
        final int elementBytes, final int pe) {
        checkPe(pe);
        final HeapBuffer b = buffer(buffer);
        return b.offset() + b.checkStridedRange(index, stride, count, elementBytes);
    }

    private static void checkArrayStrided(final int length, final int index, final int stride, final int count) {
        if (stride < 1) {
            throw new IllegalArgumentException("array stride " + stride + " must be at least 1");
        }
        if (count < 0 || index < 0 || (count > 0 && index + (long) (count - 1) * stride >= length)) {
            throw new IndexOutOfBoundsException("array index " + index + ", stride " + stride + ", count " + count
                + " is outside an array of length " + length);
        }
    }

    @Override
    public final void putByte(final SymmetricBuffer dest, final long index, final byte value, final int pe) {
        final long offset = target(dest, index, 1, 1, pe);
        final int w = worldPes[pe];
        route[pe].putByte(w, offset, value);
    }

    @Override
    public final byte getByte(final SymmetricBuffer src, final long index, final int pe) {
        final long offset = target(src, index, 1, 1, pe);
        final int w = worldPes[pe];
        return route[pe].getByte(w, offset);
    }

    @Override
    public final void putShort(final SymmetricBuffer dest, final long index, final short value, final int pe) {
        final long offset = target(dest, index, 1, 2, pe);
        final int w = worldPes[pe];
        route[pe].putShort(w, offset, value);
    }

    @Override
    public final short getShort(final SymmetricBuffer src, final long index, final int pe) {
        final long offset = target(src, index, 1, 2, pe);
        final int w = worldPes[pe];
        return route[pe].getShort(w, offset);
    }

    @Override
    public final void putChar(final SymmetricBuffer dest, final long index, final char value, final int pe) {
        final long offset = target(dest, index, 1, 2, pe);
        final int w = worldPes[pe];
        route[pe].putShort(w, offset, (short) value);
    }

    @Override
    public final char getChar(final SymmetricBuffer src, final long index, final int pe) {
        final long offset = target(src, index, 1, 2, pe);
        final int w = worldPes[pe];
        return (char) route[pe].getShort(w, offset);
    }

    @Override
    public final void putInt(final SymmetricBuffer dest, final long index, final int value, final int pe) {
        final long offset = target(dest, index, 1, 4, pe);
        final int w = worldPes[pe];
        route[pe].putInt(w, offset, value);
    }

    @Override
    public final int getInt(final SymmetricBuffer src, final long index, final int pe) {
        final long offset = target(src, index, 1, 4, pe);
        final int w = worldPes[pe];
        return route[pe].getInt(w, offset);
    }

    @Override
    public final void putLong(final SymmetricBuffer dest, final long index, final long value, final int pe) {
        final long offset = target(dest, index, 1, 8, pe);
        final int w = worldPes[pe];
        route[pe].putLong(w, offset, value);
    }

    @Override
    public final long getLong(final SymmetricBuffer src, final long index, final int pe) {
        final long offset = target(src, index, 1, 8, pe);
        final int w = worldPes[pe];
        return route[pe].getLong(w, offset);
    }

    @Override
    public final void putFloat(final SymmetricBuffer dest, final long index, final float value, final int pe) {
        final long offset = target(dest, index, 1, 4, pe);
        final int w = worldPes[pe];
        route[pe].putInt(w, offset, Float.floatToRawIntBits(value));
    }

    @Override
    public final float getFloat(final SymmetricBuffer src, final long index, final int pe) {
        final long offset = target(src, index, 1, 4, pe);
        final int w = worldPes[pe];
        return Float.intBitsToFloat(route[pe].getInt(w, offset));
    }

    @Override
    public final void putDouble(final SymmetricBuffer dest, final long index, final double value, final int pe) {
        final long offset = target(dest, index, 1, 8, pe);
        final int w = worldPes[pe];
        route[pe].putLong(w, offset, Double.doubleToRawLongBits(value));
    }

    @Override
    public final double getDouble(final SymmetricBuffer src, final long index, final int pe) {
        final long offset = target(src, index, 1, 8, pe);
        final int w = worldPes[pe];
        return Double.longBitsToDouble(route[pe].getLong(w, offset));
    }

    @Override
    public final void put(final SymmetricBuffer dest, final long destIndex, final byte[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 1, pe);
        final int w = worldPes[pe];
        route[pe].put(w, offset, src, RawMemory.BYTE_ARRAY_BASE + ((long) srcIndex), (long) count);
    }

    @Override
    public final void get(final byte[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 1, pe);
        final int w = worldPes[pe];
        route[pe].get(dest, RawMemory.BYTE_ARRAY_BASE + ((long) destIndex), w, offset, (long) count);
    }

    @Override
    public final void putNbi(final SymmetricBuffer dest, final long destIndex, final byte[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 1, pe);
        final int w = worldPes[pe];
        route[pe].putNbi(w, offset, src, RawMemory.BYTE_ARRAY_BASE + ((long) srcIndex), (long) count);
    }

    @Override
    public final void getNbi(final byte[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 1, pe);
        final int w = worldPes[pe];
        route[pe].getNbi(dest, RawMemory.BYTE_ARRAY_BASE + ((long) destIndex), w, offset, (long) count);
    }

    @Override
    public final void iput(final SymmetricBuffer dest, final long destIndex, final long destStride, final byte[] src,
        final int srcIndex, final int srcStride, final int count, final int pe) {
        checkArrayStrided(src.length, srcIndex, srcStride, count);
        final long offset = stridedTarget(dest, destIndex, destStride, count, 1, pe);
        final int w = worldPes[pe];
        route[pe].iput(w, offset, destStride * 1, src, RawMemory.BYTE_ARRAY_BASE + ((long) srcIndex),
            (long) srcStride * 1, count, 1);
    }

    @Override
    public final void iget(final byte[] dest, final int destIndex, final int destStride, final SymmetricBuffer src,
        final long srcIndex, final long srcStride, final int count, final int pe) {
        checkArrayStrided(dest.length, destIndex, destStride, count);
        final long offset = stridedTarget(src, srcIndex, srcStride, count, 1, pe);
        final int w = worldPes[pe];
        route[pe].iget(dest, RawMemory.BYTE_ARRAY_BASE + ((long) destIndex), (long) destStride * 1, w, offset,
            srcStride * 1, count, 1);
    }

    @Override
    public final void put(final SymmetricBuffer dest, final long destIndex, final short[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 2, pe);
        final int w = worldPes[pe];
        route[pe].put(w, offset, src, RawMemory.SHORT_ARRAY_BASE + ((long) srcIndex << 1), (long) count << 1);
    }

    @Override
    public final void get(final short[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 2, pe);
        final int w = worldPes[pe];
        route[pe].get(dest, RawMemory.SHORT_ARRAY_BASE + ((long) destIndex << 1), w, offset, (long) count << 1);
    }

    @Override
    public final void putNbi(final SymmetricBuffer dest, final long destIndex, final short[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 2, pe);
        final int w = worldPes[pe];
        route[pe].putNbi(w, offset, src, RawMemory.SHORT_ARRAY_BASE + ((long) srcIndex << 1), (long) count << 1);
    }

    @Override
    public final void getNbi(final short[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 2, pe);
        final int w = worldPes[pe];
        route[pe].getNbi(dest, RawMemory.SHORT_ARRAY_BASE + ((long) destIndex << 1), w, offset, (long) count << 1);
    }

    @Override
    public final void iput(final SymmetricBuffer dest, final long destIndex, final long destStride, final short[] src,
        final int srcIndex, final int srcStride, final int count, final int pe) {
        checkArrayStrided(src.length, srcIndex, srcStride, count);
        final long offset = stridedTarget(dest, destIndex, destStride, count, 2, pe);
        final int w = worldPes[pe];
        route[pe].iput(w, offset, destStride * 2, src, RawMemory.SHORT_ARRAY_BASE + ((long) srcIndex << 1),
            (long) srcStride * 2, count, 2);
    }

    @Override
    public final void iget(final short[] dest, final int destIndex, final int destStride, final SymmetricBuffer src,
        final long srcIndex, final long srcStride, final int count, final int pe) {
        checkArrayStrided(dest.length, destIndex, destStride, count);
        final long offset = stridedTarget(src, srcIndex, srcStride, count, 2, pe);
        final int w = worldPes[pe];
        route[pe].iget(dest, RawMemory.SHORT_ARRAY_BASE + ((long) destIndex << 1), (long) destStride * 2, w, offset,
            srcStride * 2, count, 2);
    }

    @Override
    public final void put(final SymmetricBuffer dest, final long destIndex, final char[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 2, pe);
        final int w = worldPes[pe];
        route[pe].put(w, offset, src, RawMemory.CHAR_ARRAY_BASE + ((long) srcIndex << 1), (long) count << 1);
    }

    @Override
    public final void get(final char[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 2, pe);
        final int w = worldPes[pe];
        route[pe].get(dest, RawMemory.CHAR_ARRAY_BASE + ((long) destIndex << 1), w, offset, (long) count << 1);
    }

    @Override
    public final void putNbi(final SymmetricBuffer dest, final long destIndex, final char[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 2, pe);
        final int w = worldPes[pe];
        route[pe].putNbi(w, offset, src, RawMemory.CHAR_ARRAY_BASE + ((long) srcIndex << 1), (long) count << 1);
    }

    @Override
    public final void getNbi(final char[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 2, pe);
        final int w = worldPes[pe];
        route[pe].getNbi(dest, RawMemory.CHAR_ARRAY_BASE + ((long) destIndex << 1), w, offset, (long) count << 1);
    }

    @Override
    public final void iput(final SymmetricBuffer dest, final long destIndex, final long destStride, final char[] src,
        final int srcIndex, final int srcStride, final int count, final int pe) {
        checkArrayStrided(src.length, srcIndex, srcStride, count);
        final long offset = stridedTarget(dest, destIndex, destStride, count, 2, pe);
        final int w = worldPes[pe];
        route[pe].iput(w, offset, destStride * 2, src, RawMemory.CHAR_ARRAY_BASE + ((long) srcIndex << 1),
            (long) srcStride * 2, count, 2);
    }

    @Override
    public final void iget(final char[] dest, final int destIndex, final int destStride, final SymmetricBuffer src,
        final long srcIndex, final long srcStride, final int count, final int pe) {
        checkArrayStrided(dest.length, destIndex, destStride, count);
        final long offset = stridedTarget(src, srcIndex, srcStride, count, 2, pe);
        final int w = worldPes[pe];
        route[pe].iget(dest, RawMemory.CHAR_ARRAY_BASE + ((long) destIndex << 1), (long) destStride * 2, w, offset,
            srcStride * 2, count, 2);
    }

    @Override
    public final void put(final SymmetricBuffer dest, final long destIndex, final int[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 4, pe);
        final int w = worldPes[pe];
        route[pe].put(w, offset, src, RawMemory.INT_ARRAY_BASE + ((long) srcIndex << 2), (long) count << 2);
    }

    @Override
    public final void get(final int[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 4, pe);
        final int w = worldPes[pe];
        route[pe].get(dest, RawMemory.INT_ARRAY_BASE + ((long) destIndex << 2), w, offset, (long) count << 2);
    }

    @Override
    public final void putNbi(final SymmetricBuffer dest, final long destIndex, final int[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 4, pe);
        final int w = worldPes[pe];
        route[pe].putNbi(w, offset, src, RawMemory.INT_ARRAY_BASE + ((long) srcIndex << 2), (long) count << 2);
    }

    @Override
    public final void getNbi(final int[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 4, pe);
        final int w = worldPes[pe];
        route[pe].getNbi(dest, RawMemory.INT_ARRAY_BASE + ((long) destIndex << 2), w, offset, (long) count << 2);
    }

    @Override
    public final void iput(final SymmetricBuffer dest, final long destIndex, final long destStride, final int[] src,
        final int srcIndex, final int srcStride, final int count, final int pe) {
        checkArrayStrided(src.length, srcIndex, srcStride, count);
        final long offset = stridedTarget(dest, destIndex, destStride, count, 4, pe);
        final int w = worldPes[pe];
        route[pe].iput(w, offset, destStride * 4, src, RawMemory.INT_ARRAY_BASE + ((long) srcIndex << 2),
            (long) srcStride * 4, count, 4);
    }

    @Override
    public final void iget(final int[] dest, final int destIndex, final int destStride, final SymmetricBuffer src,
        final long srcIndex, final long srcStride, final int count, final int pe) {
        checkArrayStrided(dest.length, destIndex, destStride, count);
        final long offset = stridedTarget(src, srcIndex, srcStride, count, 4, pe);
        final int w = worldPes[pe];
        route[pe].iget(dest, RawMemory.INT_ARRAY_BASE + ((long) destIndex << 2), (long) destStride * 4, w, offset,
            srcStride * 4, count, 4);
    }

    @Override
    public final void put(final SymmetricBuffer dest, final long destIndex, final long[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 8, pe);
        final int w = worldPes[pe];
        route[pe].put(w, offset, src, RawMemory.LONG_ARRAY_BASE + ((long) srcIndex << 3), (long) count << 3);
    }

    @Override
    public final void get(final long[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 8, pe);
        final int w = worldPes[pe];
        route[pe].get(dest, RawMemory.LONG_ARRAY_BASE + ((long) destIndex << 3), w, offset, (long) count << 3);
    }

    @Override
    public final void putNbi(final SymmetricBuffer dest, final long destIndex, final long[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 8, pe);
        final int w = worldPes[pe];
        route[pe].putNbi(w, offset, src, RawMemory.LONG_ARRAY_BASE + ((long) srcIndex << 3), (long) count << 3);
    }

    @Override
    public final void getNbi(final long[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 8, pe);
        final int w = worldPes[pe];
        route[pe].getNbi(dest, RawMemory.LONG_ARRAY_BASE + ((long) destIndex << 3), w, offset, (long) count << 3);
    }

    @Override
    public final void iput(final SymmetricBuffer dest, final long destIndex, final long destStride, final long[] src,
        final int srcIndex, final int srcStride, final int count, final int pe) {
        checkArrayStrided(src.length, srcIndex, srcStride, count);
        final long offset = stridedTarget(dest, destIndex, destStride, count, 8, pe);
        final int w = worldPes[pe];
        route[pe].iput(w, offset, destStride * 8, src, RawMemory.LONG_ARRAY_BASE + ((long) srcIndex << 3),
            (long) srcStride * 8, count, 8);
    }

    @Override
    public final void iget(final long[] dest, final int destIndex, final int destStride, final SymmetricBuffer src,
        final long srcIndex, final long srcStride, final int count, final int pe) {
        checkArrayStrided(dest.length, destIndex, destStride, count);
        final long offset = stridedTarget(src, srcIndex, srcStride, count, 8, pe);
        final int w = worldPes[pe];
        route[pe].iget(dest, RawMemory.LONG_ARRAY_BASE + ((long) destIndex << 3), (long) destStride * 8, w, offset,
            srcStride * 8, count, 8);
    }

    @Override
    public final void put(final SymmetricBuffer dest, final long destIndex, final float[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 4, pe);
        final int w = worldPes[pe];
        route[pe].put(w, offset, src, RawMemory.FLOAT_ARRAY_BASE + ((long) srcIndex << 2), (long) count << 2);
    }

    @Override
    public final void get(final float[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 4, pe);
        final int w = worldPes[pe];
        route[pe].get(dest, RawMemory.FLOAT_ARRAY_BASE + ((long) destIndex << 2), w, offset, (long) count << 2);
    }

    @Override
    public final void putNbi(final SymmetricBuffer dest, final long destIndex, final float[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 4, pe);
        final int w = worldPes[pe];
        route[pe].putNbi(w, offset, src, RawMemory.FLOAT_ARRAY_BASE + ((long) srcIndex << 2), (long) count << 2);
    }

    @Override
    public final void getNbi(final float[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 4, pe);
        final int w = worldPes[pe];
        route[pe].getNbi(dest, RawMemory.FLOAT_ARRAY_BASE + ((long) destIndex << 2), w, offset, (long) count << 2);
    }

    @Override
    public final void iput(final SymmetricBuffer dest, final long destIndex, final long destStride, final float[] src,
        final int srcIndex, final int srcStride, final int count, final int pe) {
        checkArrayStrided(src.length, srcIndex, srcStride, count);
        final long offset = stridedTarget(dest, destIndex, destStride, count, 4, pe);
        final int w = worldPes[pe];
        route[pe].iput(w, offset, destStride * 4, src, RawMemory.FLOAT_ARRAY_BASE + ((long) srcIndex << 2),
            (long) srcStride * 4, count, 4);
    }

    @Override
    public final void iget(final float[] dest, final int destIndex, final int destStride, final SymmetricBuffer src,
        final long srcIndex, final long srcStride, final int count, final int pe) {
        checkArrayStrided(dest.length, destIndex, destStride, count);
        final long offset = stridedTarget(src, srcIndex, srcStride, count, 4, pe);
        final int w = worldPes[pe];
        route[pe].iget(dest, RawMemory.FLOAT_ARRAY_BASE + ((long) destIndex << 2), (long) destStride * 4, w, offset,
            srcStride * 4, count, 4);
    }

    @Override
    public final void put(final SymmetricBuffer dest, final long destIndex, final double[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 8, pe);
        final int w = worldPes[pe];
        route[pe].put(w, offset, src, RawMemory.DOUBLE_ARRAY_BASE + ((long) srcIndex << 3), (long) count << 3);
    }

    @Override
    public final void get(final double[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 8, pe);
        final int w = worldPes[pe];
        route[pe].get(dest, RawMemory.DOUBLE_ARRAY_BASE + ((long) destIndex << 3), w, offset, (long) count << 3);
    }

    @Override
    public final void putNbi(final SymmetricBuffer dest, final long destIndex, final double[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 8, pe);
        final int w = worldPes[pe];
        route[pe].putNbi(w, offset, src, RawMemory.DOUBLE_ARRAY_BASE + ((long) srcIndex << 3), (long) count << 3);
    }

    @Override
    public final void getNbi(final double[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 8, pe);
        final int w = worldPes[pe];
        route[pe].getNbi(dest, RawMemory.DOUBLE_ARRAY_BASE + ((long) destIndex << 3), w, offset, (long) count << 3);
    }

    @Override
    public final void iput(final SymmetricBuffer dest, final long destIndex, final long destStride, final double[] src,
        final int srcIndex, final int srcStride, final int count, final int pe) {
        checkArrayStrided(src.length, srcIndex, srcStride, count);
        final long offset = stridedTarget(dest, destIndex, destStride, count, 8, pe);
        final int w = worldPes[pe];
        route[pe].iput(w, offset, destStride * 8, src, RawMemory.DOUBLE_ARRAY_BASE + ((long) srcIndex << 3),
            (long) srcStride * 8, count, 8);
    }

    @Override
    public final void iget(final double[] dest, final int destIndex, final int destStride, final SymmetricBuffer src,
        final long srcIndex, final long srcStride, final int count, final int pe) {
        checkArrayStrided(dest.length, destIndex, destStride, count);
        final long offset = stridedTarget(src, srcIndex, srcStride, count, 8, pe);
        final int w = worldPes[pe];
        route[pe].iget(dest, RawMemory.DOUBLE_ARRAY_BASE + ((long) destIndex << 3), (long) destStride * 8, w, offset,
            srcStride * 8, count, 8);
    }

    @Override
    public final void putMem(final SymmetricBuffer dest, final long destOffset, final byte[] src,
        final int srcOffset, final int length, final int pe) {
        Objects.checkFromIndexSize(srcOffset, length, src.length);
        final long offset = target(dest, destOffset, length, 1, pe);
        final int w = worldPes[pe];
        route[pe].put(w, offset, src, RawMemory.BYTE_ARRAY_BASE + srcOffset, length);
    }

    @Override
    public final void getMem(final byte[] dest, final int destOffset, final SymmetricBuffer src,
        final long srcOffset, final int length, final int pe) {
        Objects.checkFromIndexSize(destOffset, length, dest.length);
        final long offset = target(src, srcOffset, length, 1, pe);
        final int w = worldPes[pe];
        route[pe].get(dest, RawMemory.BYTE_ARRAY_BASE + destOffset, w, offset, length);
    }

    @Override
    public final void putMem(final SymmetricBuffer dest, final long destOffset, final SymmetricBuffer src,
        final long srcOffset, final long length, final int pe) {
        final HeapBuffer source = buffer(src);
        final long srcAddress = source.address() + source.checkRange(srcOffset, length, 1);
        final long offset = target(dest, destOffset, length, 1, pe);
        final int w = worldPes[pe];
        route[pe].put(w, offset, null, srcAddress, length);
    }

    @Override
    public final void getMem(final SymmetricBuffer dest, final long destOffset, final SymmetricBuffer src,
        final long srcOffset, final long length, final int pe) {
        final HeapBuffer destination = buffer(dest);
        final long destAddress = destination.address() + destination.checkRange(destOffset, length, 1);
        final long offset = target(src, srcOffset, length, 1, pe);
        final int w = worldPes[pe];
        route[pe].get(null, destAddress, w, offset, length);
    }

    @Override
    public final void putMemNbi(final SymmetricBuffer dest, final long destOffset, final byte[] src,
        final int srcOffset, final int length, final int pe) {
        Objects.checkFromIndexSize(srcOffset, length, src.length);
        final long offset = target(dest, destOffset, length, 1, pe);
        final int w = worldPes[pe];
        route[pe].putNbi(w, offset, src, RawMemory.BYTE_ARRAY_BASE + srcOffset, length);
    }

    @Override
    public final void getMemNbi(final byte[] dest, final int destOffset, final SymmetricBuffer src,
        final long srcOffset, final int length, final int pe) {
        Objects.checkFromIndexSize(destOffset, length, dest.length);
        final long offset = target(src, srcOffset, length, 1, pe);
        final int w = worldPes[pe];
        route[pe].getNbi(dest, RawMemory.BYTE_ARRAY_BASE + destOffset, w, offset, length);
    }

    @Override
    public final void putMemNbi(final SymmetricBuffer dest, final long destOffset, final SymmetricBuffer src,
        final long srcOffset, final long length, final int pe) {
        final HeapBuffer source = buffer(src);
        final long srcAddress = source.address() + source.checkRange(srcOffset, length, 1);
        final long offset = target(dest, destOffset, length, 1, pe);
        final int w = worldPes[pe];
        route[pe].putNbi(w, offset, null, srcAddress, length);
    }

    @Override
    public final void getMemNbi(final SymmetricBuffer dest, final long destOffset, final SymmetricBuffer src,
        final long srcOffset, final long length, final int pe) {
        final HeapBuffer destination = buffer(dest);
        final long destAddress = destination.address() + destination.checkRange(destOffset, length, 1);
        final long offset = target(src, srcOffset, length, 1, pe);
        final int w = worldPes[pe];
        route[pe].getNbi(null, destAddress, w, offset, length);
    }

    @Override
    public final void putMem(final SymmetricBuffer dest, final long destOffset, final ByteBuffer src, final int pe) {
        final int length = src.remaining();
        final long offset = target(dest, destOffset, length, 1, pe);
        final int w = worldPes[pe];
        if (src.isDirect()) {
            route[pe].put(w, offset, null, RawMemory.directBufferAddress(src) + src.position(), length);
        } else if (src.hasArray()) {
            route[pe].put(w, offset, src.array(),
                RawMemory.BYTE_ARRAY_BASE + src.arrayOffset() + src.position(), length);
        } else {
            final byte[] copy = new byte[length];
            src.duplicate().get(copy);
            route[pe].put(w, offset, copy, RawMemory.BYTE_ARRAY_BASE, length);
        }
        src.position(src.limit());
    }

    @Override
    public final void getMem(final ByteBuffer dest, final SymmetricBuffer src, final long srcOffset, final int pe) {
        if (dest.isReadOnly()) {
            throw new java.nio.ReadOnlyBufferException();
        }
        final int length = dest.remaining();
        final long offset = target(src, srcOffset, length, 1, pe);
        final int w = worldPes[pe];
        if (dest.isDirect()) {
            route[pe].get(null, RawMemory.directBufferAddress(dest) + dest.position(), w, offset, length);
        } else {
            route[pe].get(dest.array(), RawMemory.BYTE_ARRAY_BASE + dest.arrayOffset() + dest.position(), w,
                offset, length);
        }
        dest.position(dest.limit());
    }

    // =================================================================================================
    // Atomics and signals.
    // =================================================================================================

    /**
     * Checks PE, buffer and index of an atomic or signal word, and its alignment; returns its symmetric offset.
     *
     * @param buffer       the buffer holding the word.
     * @param index        element index of the word.
     * @param elementBytes size of the word (4 or 8).
     * @param pe           the PE.
     * @return symmetric offset of the word.
     */
    protected final long atomicTarget(final SymmetricBuffer buffer, final long index, final int elementBytes,
        final int pe) {
        return checkAligned(target(buffer, index, 1, elementBytes, pe), elementBytes);
    }

    /**
     * Checks that an atomic word's symmetric offset is a multiple of its size. Element indices of buffers that
     * start on 64-byte boundaries always are; this guards the transports' contract (CPU and NIC atomics need
     * naturally aligned words) against any other way of forming an offset.
     *
     * @param offset       symmetric offset of the word.
     * @param elementBytes size of the word (a power of two).
     * @return the offset.
     * @throws IllegalArgumentException when misaligned.
     */
    static long checkAligned(final long offset, final int elementBytes) {
        if ((offset & (elementBytes - 1)) != 0) {
            throw new IllegalArgumentException("atomic word at symmetric offset " + offset + " is not aligned to its "
                + elementBytes + " bytes");
        }
        return offset;
    }

    private long signalTarget(final SymmetricBuffer sig, final long sigIndex, final SignalOp sigOp, final int pe) {
        Objects.requireNonNull(sigOp, "sigOp");
        return atomicTarget(sig, sigIndex, 8, pe);
    }

    @Override
    public final int atomicFetchInt(final SymmetricBuffer source, final long index, final int pe) {
        final long offset = atomicTarget(source, index, 4, pe);
        final int w = worldPes[pe];
        return route[pe].atomicFetchInt(w, offset);
    }

    @Override
    public final void atomicSetInt(final SymmetricBuffer dest, final long index, final int value, final int pe) {
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicSetInt(w, offset, value);
    }

    @Override
    public final int atomicCompareSwapInt(final SymmetricBuffer dest, final long index, final int cond, final int value,
        final int pe) {
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        return route[pe].atomicCompareSwapInt(w, offset, cond, value);
    }

    @Override
    public final int atomicSwapInt(final SymmetricBuffer dest, final long index, final int value, final int pe) {
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        return route[pe].atomicSwapInt(w, offset, value);
    }

    @Override
    public final int atomicFetchIncInt(final SymmetricBuffer dest, final long index, final int pe) {
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        return route[pe].atomicFetchAddInt(w, offset, 1);
    }

    @Override
    public final void atomicIncInt(final SymmetricBuffer dest, final long index, final int pe) {
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicAddInt(w, offset, 1);
    }

    @Override
    public final int atomicFetchAddInt(final SymmetricBuffer dest, final long index, final int value, final int pe) {
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        return route[pe].atomicFetchAddInt(w, offset, value);
    }

    @Override
    public final void atomicAddInt(final SymmetricBuffer dest, final long index, final int value, final int pe) {
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicAddInt(w, offset, value);
    }

    @Override
    public final int atomicFetchAndInt(final SymmetricBuffer dest, final long index, final int value, final int pe) {
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        return route[pe].atomicFetchAndInt(w, offset, value);
    }

    @Override
    public final void atomicAndInt(final SymmetricBuffer dest, final long index, final int value, final int pe) {
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicAndInt(w, offset, value);
    }

    @Override
    public final int atomicFetchOrInt(final SymmetricBuffer dest, final long index, final int value, final int pe) {
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        return route[pe].atomicFetchOrInt(w, offset, value);
    }

    @Override
    public final void atomicOrInt(final SymmetricBuffer dest, final long index, final int value, final int pe) {
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicOrInt(w, offset, value);
    }

    @Override
    public final int atomicFetchXorInt(final SymmetricBuffer dest, final long index, final int value, final int pe) {
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        return route[pe].atomicFetchXorInt(w, offset, value);
    }

    @Override
    public final void atomicXorInt(final SymmetricBuffer dest, final long index, final int value, final int pe) {
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicXorInt(w, offset, value);
    }

    @Override
    public final void atomicFetchIntNbi(final int[] fetch, final int fetchIndex, final SymmetricBuffer source,
        final long index, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(source, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicIntNbi(AtomicOp.FETCH, fetch, RawMemory.INT_ARRAY_BASE + ((long) fetchIndex << 2), w, offset,
            0, 0);
    }

    @Override
    public final void atomicCompareSwapIntNbi(final int[] fetch, final int fetchIndex, final SymmetricBuffer dest,
        final long index, final int cond, final int value, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicIntNbi(AtomicOp.COMPARE_SWAP, fetch, RawMemory.INT_ARRAY_BASE + ((long) fetchIndex << 2), w,
            offset, value, cond);
    }

    @Override
    public final void atomicSwapIntNbi(final int[] fetch, final int fetchIndex, final SymmetricBuffer dest,
        final long index, final int value, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicIntNbi(AtomicOp.SWAP, fetch, RawMemory.INT_ARRAY_BASE + ((long) fetchIndex << 2), w, offset,
            value, 0);
    }

    @Override
    public final void atomicFetchIncIntNbi(final int[] fetch, final int fetchIndex, final SymmetricBuffer dest,
        final long index, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicIntNbi(AtomicOp.FETCH_ADD, fetch, RawMemory.INT_ARRAY_BASE + ((long) fetchIndex << 2), w,
            offset, 1, 0);
    }

    @Override
    public final void atomicFetchAddIntNbi(final int[] fetch, final int fetchIndex, final SymmetricBuffer dest,
        final long index, final int value, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicIntNbi(AtomicOp.FETCH_ADD, fetch, RawMemory.INT_ARRAY_BASE + ((long) fetchIndex << 2), w,
            offset, value, 0);
    }

    @Override
    public final void atomicFetchAndIntNbi(final int[] fetch, final int fetchIndex, final SymmetricBuffer dest,
        final long index, final int value, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicIntNbi(AtomicOp.FETCH_AND, fetch, RawMemory.INT_ARRAY_BASE + ((long) fetchIndex << 2), w,
            offset, value, 0);
    }

    @Override
    public final void atomicFetchOrIntNbi(final int[] fetch, final int fetchIndex, final SymmetricBuffer dest,
        final long index, final int value, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicIntNbi(AtomicOp.FETCH_OR, fetch, RawMemory.INT_ARRAY_BASE + ((long) fetchIndex << 2), w,
            offset, value, 0);
    }

    @Override
    public final void atomicFetchXorIntNbi(final int[] fetch, final int fetchIndex, final SymmetricBuffer dest,
        final long index, final int value, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicIntNbi(AtomicOp.FETCH_XOR, fetch, RawMemory.INT_ARRAY_BASE + ((long) fetchIndex << 2), w,
            offset, value, 0);
    }

    @Override
    public final long atomicFetchLong(final SymmetricBuffer source, final long index, final int pe) {
        final long offset = atomicTarget(source, index, 8, pe);
        final int w = worldPes[pe];
        return route[pe].atomicFetchLong(w, offset);
    }

    @Override
    public final void atomicSetLong(final SymmetricBuffer dest, final long index, final long value, final int pe) {
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicSetLong(w, offset, value);
    }

    @Override
    public final long atomicCompareSwapLong(final SymmetricBuffer dest, final long index, final long cond,
        final long value, final int pe) {
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        return route[pe].atomicCompareSwapLong(w, offset, cond, value);
    }

    @Override
    public final long atomicSwapLong(final SymmetricBuffer dest, final long index, final long value, final int pe) {
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        return route[pe].atomicSwapLong(w, offset, value);
    }

    @Override
    public final long atomicFetchIncLong(final SymmetricBuffer dest, final long index, final int pe) {
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        return route[pe].atomicFetchAddLong(w, offset, 1);
    }

    @Override
    public final void atomicIncLong(final SymmetricBuffer dest, final long index, final int pe) {
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicAddLong(w, offset, 1);
    }

    @Override
    public final long atomicFetchAddLong(final SymmetricBuffer dest, final long index, final long value, final int pe) {
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        return route[pe].atomicFetchAddLong(w, offset, value);
    }

    @Override
    public final void atomicAddLong(final SymmetricBuffer dest, final long index, final long value, final int pe) {
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicAddLong(w, offset, value);
    }

    @Override
    public final long atomicFetchAndLong(final SymmetricBuffer dest, final long index, final long value, final int pe) {
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        return route[pe].atomicFetchAndLong(w, offset, value);
    }

    @Override
    public final void atomicAndLong(final SymmetricBuffer dest, final long index, final long value, final int pe) {
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicAndLong(w, offset, value);
    }

    @Override
    public final long atomicFetchOrLong(final SymmetricBuffer dest, final long index, final long value, final int pe) {
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        return route[pe].atomicFetchOrLong(w, offset, value);
    }

    @Override
    public final void atomicOrLong(final SymmetricBuffer dest, final long index, final long value, final int pe) {
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicOrLong(w, offset, value);
    }

    @Override
    public final long atomicFetchXorLong(final SymmetricBuffer dest, final long index, final long value, final int pe) {
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        return route[pe].atomicFetchXorLong(w, offset, value);
    }

    @Override
    public final void atomicXorLong(final SymmetricBuffer dest, final long index, final long value, final int pe) {
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicXorLong(w, offset, value);
    }

    @Override
    public final void atomicFetchLongNbi(final long[] fetch, final int fetchIndex, final SymmetricBuffer source,
        final long index, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(source, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicLongNbi(AtomicOp.FETCH, fetch, RawMemory.LONG_ARRAY_BASE + ((long) fetchIndex << 3), w, offset,
            0L, 0L);
    }

    @Override
    public final void atomicCompareSwapLongNbi(final long[] fetch, final int fetchIndex, final SymmetricBuffer dest,
        final long index, final long cond, final long value, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicLongNbi(AtomicOp.COMPARE_SWAP, fetch, RawMemory.LONG_ARRAY_BASE + ((long) fetchIndex << 3), w,
            offset, value, cond);
    }

    @Override
    public final void atomicSwapLongNbi(final long[] fetch, final int fetchIndex, final SymmetricBuffer dest,
        final long index, final long value, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicLongNbi(AtomicOp.SWAP, fetch, RawMemory.LONG_ARRAY_BASE + ((long) fetchIndex << 3), w, offset,
            value, 0L);
    }

    @Override
    public final void atomicFetchIncLongNbi(final long[] fetch, final int fetchIndex, final SymmetricBuffer dest,
        final long index, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicLongNbi(AtomicOp.FETCH_ADD, fetch, RawMemory.LONG_ARRAY_BASE + ((long) fetchIndex << 3), w,
            offset, 1, 0L);
    }

    @Override
    public final void atomicFetchAddLongNbi(final long[] fetch, final int fetchIndex, final SymmetricBuffer dest,
        final long index, final long value, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicLongNbi(AtomicOp.FETCH_ADD, fetch, RawMemory.LONG_ARRAY_BASE + ((long) fetchIndex << 3), w,
            offset, value, 0L);
    }

    @Override
    public final void atomicFetchAndLongNbi(final long[] fetch, final int fetchIndex, final SymmetricBuffer dest,
        final long index, final long value, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicLongNbi(AtomicOp.FETCH_AND, fetch, RawMemory.LONG_ARRAY_BASE + ((long) fetchIndex << 3), w,
            offset, value, 0L);
    }

    @Override
    public final void atomicFetchOrLongNbi(final long[] fetch, final int fetchIndex, final SymmetricBuffer dest,
        final long index, final long value, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicLongNbi(AtomicOp.FETCH_OR, fetch, RawMemory.LONG_ARRAY_BASE + ((long) fetchIndex << 3), w,
            offset, value, 0L);
    }

    @Override
    public final void atomicFetchXorLongNbi(final long[] fetch, final int fetchIndex, final SymmetricBuffer dest,
        final long index, final long value, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicLongNbi(AtomicOp.FETCH_XOR, fetch, RawMemory.LONG_ARRAY_BASE + ((long) fetchIndex << 3), w,
            offset, value, 0L);
    }

    @Override
    public final float atomicFetchFloat(final SymmetricBuffer source, final long index, final int pe) {
        final long offset = atomicTarget(source, index, 4, pe);
        final int w = worldPes[pe];
        return Float.intBitsToFloat(route[pe].atomicFetchInt(w, offset));
    }

    @Override
    public final void atomicSetFloat(final SymmetricBuffer dest, final long index, final float value, final int pe) {
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicSetInt(w, offset, Float.floatToRawIntBits(value));
    }

    @Override
    public final float atomicSwapFloat(final SymmetricBuffer dest, final long index, final float value, final int pe) {
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        return Float.intBitsToFloat(route[pe].atomicSwapInt(w, offset, Float.floatToRawIntBits(value)));
    }

    @Override
    public final void atomicFetchFloatNbi(final float[] fetch, final int fetchIndex, final SymmetricBuffer source,
        final long index, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(source, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicIntNbi(AtomicOp.FETCH, fetch, RawMemory.FLOAT_ARRAY_BASE + ((long) fetchIndex << 2), w, offset,
            0, 0);
    }

    @Override
    public final void atomicSwapFloatNbi(final float[] fetch, final int fetchIndex, final SymmetricBuffer dest,
        final long index, final float value, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(dest, index, 4, pe);
        final int w = worldPes[pe];
        route[pe].atomicIntNbi(AtomicOp.SWAP, fetch, RawMemory.FLOAT_ARRAY_BASE + ((long) fetchIndex << 2), w, offset,
            Float.floatToRawIntBits(value), 0);
    }

    @Override
    public final double atomicFetchDouble(final SymmetricBuffer source, final long index, final int pe) {
        final long offset = atomicTarget(source, index, 8, pe);
        final int w = worldPes[pe];
        return Double.longBitsToDouble(route[pe].atomicFetchLong(w, offset));
    }

    @Override
    public final void atomicSetDouble(final SymmetricBuffer dest, final long index, final double value, final int pe) {
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicSetLong(w, offset, Double.doubleToRawLongBits(value));
    }

    @Override
    public final double atomicSwapDouble(final SymmetricBuffer dest, final long index, final double value,
        final int pe) {
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        return Double.longBitsToDouble(route[pe].atomicSwapLong(w, offset, Double.doubleToRawLongBits(value)));
    }

    @Override
    public final void atomicFetchDoubleNbi(final double[] fetch, final int fetchIndex, final SymmetricBuffer source,
        final long index, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(source, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicLongNbi(AtomicOp.FETCH, fetch, RawMemory.DOUBLE_ARRAY_BASE + ((long) fetchIndex << 3), w,
            offset, 0L, 0L);
    }

    @Override
    public final void atomicSwapDoubleNbi(final double[] fetch, final int fetchIndex, final SymmetricBuffer dest,
        final long index, final double value, final int pe) {
        Objects.checkIndex(fetchIndex, fetch.length);
        final long offset = atomicTarget(dest, index, 8, pe);
        final int w = worldPes[pe];
        route[pe].atomicLongNbi(AtomicOp.SWAP, fetch, RawMemory.DOUBLE_ARRAY_BASE + ((long) fetchIndex << 3), w,
            offset, Double.doubleToRawLongBits(value), 0L);
    }

    @Override
    public final void putSignal(final SymmetricBuffer dest, final long destIndex, final byte[] src, final int srcIndex,
        final int count, final SymmetricBuffer sig, final long sigIndex, final long signal, final SignalOp sigOp,
        final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 1, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignal(w, offset, src, RawMemory.BYTE_ARRAY_BASE + ((long) srcIndex), (long) count, sigOffset,
            signal, sigOp);
    }

    @Override
    public final void putSignal(final SymmetricBuffer dest, final long destIndex, final short[] src, final int srcIndex,
        final int count, final SymmetricBuffer sig, final long sigIndex, final long signal, final SignalOp sigOp,
        final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 2, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignal(w, offset, src, RawMemory.SHORT_ARRAY_BASE + ((long) srcIndex << 1), (long) count << 1,
            sigOffset, signal, sigOp);
    }

    @Override
    public final void putSignal(final SymmetricBuffer dest, final long destIndex, final char[] src, final int srcIndex,
        final int count, final SymmetricBuffer sig, final long sigIndex, final long signal, final SignalOp sigOp,
        final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 2, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignal(w, offset, src, RawMemory.CHAR_ARRAY_BASE + ((long) srcIndex << 1), (long) count << 1,
            sigOffset, signal, sigOp);
    }

    @Override
    public final void putSignal(final SymmetricBuffer dest, final long destIndex, final int[] src, final int srcIndex,
        final int count, final SymmetricBuffer sig, final long sigIndex, final long signal, final SignalOp sigOp,
        final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 4, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignal(w, offset, src, RawMemory.INT_ARRAY_BASE + ((long) srcIndex << 2), (long) count << 2,
            sigOffset, signal, sigOp);
    }

    @Override
    public final void putSignal(final SymmetricBuffer dest, final long destIndex, final long[] src, final int srcIndex,
        final int count, final SymmetricBuffer sig, final long sigIndex, final long signal, final SignalOp sigOp,
        final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 8, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignal(w, offset, src, RawMemory.LONG_ARRAY_BASE + ((long) srcIndex << 3), (long) count << 3,
            sigOffset, signal, sigOp);
    }

    @Override
    public final void putSignal(final SymmetricBuffer dest, final long destIndex, final float[] src, final int srcIndex,
        final int count, final SymmetricBuffer sig, final long sigIndex, final long signal, final SignalOp sigOp,
        final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 4, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignal(w, offset, src, RawMemory.FLOAT_ARRAY_BASE + ((long) srcIndex << 2), (long) count << 2,
            sigOffset, signal, sigOp);
    }

    @Override
    public final void putSignal(final SymmetricBuffer dest, final long destIndex, final double[] src,
        final int srcIndex, final int count, final SymmetricBuffer sig, final long sigIndex, final long signal,
        final SignalOp sigOp, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 8, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignal(w, offset, src, RawMemory.DOUBLE_ARRAY_BASE + ((long) srcIndex << 3), (long) count << 3,
            sigOffset, signal, sigOp);
    }

    @Override
    public final void putMemSignal(final SymmetricBuffer dest, final long destOffset, final byte[] src,
        final int srcOffset, final int length, final SymmetricBuffer sig, final long sigIndex, final long signal,
        final SignalOp sigOp, final int pe) {
        Objects.checkFromIndexSize(srcOffset, length, src.length);
        final long offset = target(dest, destOffset, length, 1, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignal(w, offset, src, RawMemory.BYTE_ARRAY_BASE + srcOffset, length, sigOffset, signal, sigOp);
    }

    @Override
    public final void putMemSignal(final SymmetricBuffer dest, final long destOffset, final SymmetricBuffer src,
        final long srcOffset, final long length, final SymmetricBuffer sig, final long sigIndex, final long signal,
        final SignalOp sigOp, final int pe) {
        final HeapBuffer source = buffer(src);
        final long srcAddress = source.address() + source.checkRange(srcOffset, length, 1);
        final long offset = target(dest, destOffset, length, 1, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignal(w, offset, null, srcAddress, length, sigOffset, signal, sigOp);
    }

    @Override
    public final void putSignalNbi(final SymmetricBuffer dest, final long destIndex, final byte[] src,
        final int srcIndex, final int count, final SymmetricBuffer sig, final long sigIndex, final long signal,
        final SignalOp sigOp, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 1, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignalNbi(w, offset, src, RawMemory.BYTE_ARRAY_BASE + ((long) srcIndex), (long) count, sigOffset,
            signal, sigOp);
    }

    @Override
    public final void putSignalNbi(final SymmetricBuffer dest, final long destIndex, final short[] src,
        final int srcIndex, final int count, final SymmetricBuffer sig, final long sigIndex, final long signal,
        final SignalOp sigOp, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 2, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignalNbi(w, offset, src, RawMemory.SHORT_ARRAY_BASE + ((long) srcIndex << 1), (long) count << 1,
            sigOffset, signal, sigOp);
    }

    @Override
    public final void putSignalNbi(final SymmetricBuffer dest, final long destIndex, final char[] src,
        final int srcIndex, final int count, final SymmetricBuffer sig, final long sigIndex, final long signal,
        final SignalOp sigOp, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 2, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignalNbi(w, offset, src, RawMemory.CHAR_ARRAY_BASE + ((long) srcIndex << 1), (long) count << 1,
            sigOffset, signal, sigOp);
    }

    @Override
    public final void putSignalNbi(final SymmetricBuffer dest, final long destIndex, final int[] src,
        final int srcIndex, final int count, final SymmetricBuffer sig, final long sigIndex, final long signal,
        final SignalOp sigOp, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 4, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignalNbi(w, offset, src, RawMemory.INT_ARRAY_BASE + ((long) srcIndex << 2), (long) count << 2,
            sigOffset, signal, sigOp);
    }

    @Override
    public final void putSignalNbi(final SymmetricBuffer dest, final long destIndex, final long[] src,
        final int srcIndex, final int count, final SymmetricBuffer sig, final long sigIndex, final long signal,
        final SignalOp sigOp, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 8, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignalNbi(w, offset, src, RawMemory.LONG_ARRAY_BASE + ((long) srcIndex << 3), (long) count << 3,
            sigOffset, signal, sigOp);
    }

    @Override
    public final void putSignalNbi(final SymmetricBuffer dest, final long destIndex, final float[] src,
        final int srcIndex, final int count, final SymmetricBuffer sig, final long sigIndex, final long signal,
        final SignalOp sigOp, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 4, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignalNbi(w, offset, src, RawMemory.FLOAT_ARRAY_BASE + ((long) srcIndex << 2), (long) count << 2,
            sigOffset, signal, sigOp);
    }

    @Override
    public final void putSignalNbi(final SymmetricBuffer dest, final long destIndex, final double[] src,
        final int srcIndex, final int count, final SymmetricBuffer sig, final long sigIndex, final long signal,
        final SignalOp sigOp, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 8, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignalNbi(w, offset, src, RawMemory.DOUBLE_ARRAY_BASE + ((long) srcIndex << 3), (long) count << 3,
            sigOffset, signal, sigOp);
    }

    @Override
    public final void putMemSignalNbi(final SymmetricBuffer dest, final long destOffset, final byte[] src,
        final int srcOffset, final int length, final SymmetricBuffer sig, final long sigIndex, final long signal,
        final SignalOp sigOp, final int pe) {
        Objects.checkFromIndexSize(srcOffset, length, src.length);
        final long offset = target(dest, destOffset, length, 1, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignalNbi(w, offset, src, RawMemory.BYTE_ARRAY_BASE + srcOffset, length, sigOffset, signal,
            sigOp);
    }

    @Override
    public final void putMemSignalNbi(final SymmetricBuffer dest, final long destOffset, final SymmetricBuffer src,
        final long srcOffset, final long length, final SymmetricBuffer sig, final long sigIndex, final long signal,
        final SignalOp sigOp, final int pe) {
        final HeapBuffer source = buffer(src);
        final long srcAddress = source.address() + source.checkRange(srcOffset, length, 1);
        final long offset = target(dest, destOffset, length, 1, pe);
        final long sigOffset = signalTarget(sig, sigIndex, sigOp, pe);
        final int w = worldPes[pe];
        route[pe].putSignalNbi(w, offset, null, srcAddress, length, sigOffset, signal, sigOp);
    }

    @Override
    public final void signalAdd(final SymmetricBuffer sig, final long sigIndex, final long signal, final int pe) {
        final long offset = atomicTarget(sig, sigIndex, 8, pe);
        final int w = worldPes[pe];
        route[pe].signal(w, offset, signal, SignalOp.ADD);
    }

    @Override
    public final void signalSet(final SymmetricBuffer sig, final long sigIndex, final long signal, final int pe) {
        final long offset = atomicTarget(sig, sigIndex, 8, pe);
        final int w = worldPes[pe];
        route[pe].signal(w, offset, signal, SignalOp.SET);
    }
}
