package io.jshmem.core;

import io.jshmem.ShmemContext;
import io.jshmem.SymmetricBuffer;
import io.jshmem.core.heap.HeapBuffer;
import io.jshmem.core.heap.SymmetricHeap;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.core.transport.Transport;
import io.jshmem.exceptions.PeOutOfRangeException;

import java.nio.ByteBuffer;
import java.util.Objects;

/**
 * The one-sided operations of {@link ShmemContext}, reduced to checks plus one call on the transport that
 * serves the target PE. Every operation checks the PE, the buffer (owned by this instance, not freed) and the
 * element range, before any memory is touched; then it costs one array load and one transport call. Nothing
 * here allocates (except {@link #putMem(SymmetricBuffer, long, ByteBuffer, int)} on a read-only heap buffer).
 */
abstract class AbstractShmemContext implements ShmemContext {
    /** The transport of each PE. */
    protected final Transport[] route;
    /** The heap whose buffers this context accepts. */
    protected final SymmetricHeap heap;
    private final int nPes;

    AbstractShmemContext(final Transport[] route, final SymmetricHeap heap) {
        this.route = route;
        this.heap = heap;
        this.nPes = route.length;
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
        route[pe].putByte(pe, offset, value);
    }

    @Override
    public final byte getByte(final SymmetricBuffer src, final long index, final int pe) {
        final long offset = target(src, index, 1, 1, pe);
        return route[pe].getByte(pe, offset);
    }

    @Override
    public final void putShort(final SymmetricBuffer dest, final long index, final short value, final int pe) {
        final long offset = target(dest, index, 1, 2, pe);
        route[pe].putShort(pe, offset, value);
    }

    @Override
    public final short getShort(final SymmetricBuffer src, final long index, final int pe) {
        final long offset = target(src, index, 1, 2, pe);
        return route[pe].getShort(pe, offset);
    }

    @Override
    public final void putChar(final SymmetricBuffer dest, final long index, final char value, final int pe) {
        final long offset = target(dest, index, 1, 2, pe);
        route[pe].putShort(pe, offset, (short) value);
    }

    @Override
    public final char getChar(final SymmetricBuffer src, final long index, final int pe) {
        final long offset = target(src, index, 1, 2, pe);
        return (char) route[pe].getShort(pe, offset);
    }

    @Override
    public final void putInt(final SymmetricBuffer dest, final long index, final int value, final int pe) {
        final long offset = target(dest, index, 1, 4, pe);
        route[pe].putInt(pe, offset, value);
    }

    @Override
    public final int getInt(final SymmetricBuffer src, final long index, final int pe) {
        final long offset = target(src, index, 1, 4, pe);
        return route[pe].getInt(pe, offset);
    }

    @Override
    public final void putLong(final SymmetricBuffer dest, final long index, final long value, final int pe) {
        final long offset = target(dest, index, 1, 8, pe);
        route[pe].putLong(pe, offset, value);
    }

    @Override
    public final long getLong(final SymmetricBuffer src, final long index, final int pe) {
        final long offset = target(src, index, 1, 8, pe);
        return route[pe].getLong(pe, offset);
    }

    @Override
    public final void putFloat(final SymmetricBuffer dest, final long index, final float value, final int pe) {
        final long offset = target(dest, index, 1, 4, pe);
        route[pe].putInt(pe, offset, Float.floatToRawIntBits(value));
    }

    @Override
    public final float getFloat(final SymmetricBuffer src, final long index, final int pe) {
        final long offset = target(src, index, 1, 4, pe);
        return Float.intBitsToFloat(route[pe].getInt(pe, offset));
    }

    @Override
    public final void putDouble(final SymmetricBuffer dest, final long index, final double value, final int pe) {
        final long offset = target(dest, index, 1, 8, pe);
        route[pe].putLong(pe, offset, Double.doubleToRawLongBits(value));
    }

    @Override
    public final double getDouble(final SymmetricBuffer src, final long index, final int pe) {
        final long offset = target(src, index, 1, 8, pe);
        return Double.longBitsToDouble(route[pe].getLong(pe, offset));
    }

    @Override
    public final void put(final SymmetricBuffer dest, final long destIndex, final byte[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 1, pe);
        route[pe].put(pe, offset, src, RawMemory.BYTE_ARRAY_BASE + ((long) srcIndex), (long) count);
    }

    @Override
    public final void get(final byte[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 1, pe);
        route[pe].get(dest, RawMemory.BYTE_ARRAY_BASE + ((long) destIndex), pe, offset, (long) count);
    }

    @Override
    public final void putNbi(final SymmetricBuffer dest, final long destIndex, final byte[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 1, pe);
        route[pe].putNbi(pe, offset, src, RawMemory.BYTE_ARRAY_BASE + ((long) srcIndex), (long) count);
    }

    @Override
    public final void getNbi(final byte[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 1, pe);
        route[pe].getNbi(dest, RawMemory.BYTE_ARRAY_BASE + ((long) destIndex), pe, offset, (long) count);
    }

    @Override
    public final void iput(final SymmetricBuffer dest, final long destIndex, final long destStride, final byte[] src,
        final int srcIndex, final int srcStride, final int count, final int pe) {
        checkArrayStrided(src.length, srcIndex, srcStride, count);
        final long offset = stridedTarget(dest, destIndex, destStride, count, 1, pe);
        route[pe].iput(pe, offset, destStride * 1, src, RawMemory.BYTE_ARRAY_BASE + ((long) srcIndex),
            (long) srcStride * 1, count, 1);
    }

    @Override
    public final void iget(final byte[] dest, final int destIndex, final int destStride, final SymmetricBuffer src,
        final long srcIndex, final long srcStride, final int count, final int pe) {
        checkArrayStrided(dest.length, destIndex, destStride, count);
        final long offset = stridedTarget(src, srcIndex, srcStride, count, 1, pe);
        route[pe].iget(dest, RawMemory.BYTE_ARRAY_BASE + ((long) destIndex), (long) destStride * 1, pe, offset,
            srcStride * 1, count, 1);
    }

    @Override
    public final void put(final SymmetricBuffer dest, final long destIndex, final short[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 2, pe);
        route[pe].put(pe, offset, src, RawMemory.SHORT_ARRAY_BASE + ((long) srcIndex << 1), (long) count << 1);
    }

    @Override
    public final void get(final short[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 2, pe);
        route[pe].get(dest, RawMemory.SHORT_ARRAY_BASE + ((long) destIndex << 1), pe, offset, (long) count << 1);
    }

    @Override
    public final void putNbi(final SymmetricBuffer dest, final long destIndex, final short[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 2, pe);
        route[pe].putNbi(pe, offset, src, RawMemory.SHORT_ARRAY_BASE + ((long) srcIndex << 1), (long) count << 1);
    }

    @Override
    public final void getNbi(final short[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 2, pe);
        route[pe].getNbi(dest, RawMemory.SHORT_ARRAY_BASE + ((long) destIndex << 1), pe, offset, (long) count << 1);
    }

    @Override
    public final void iput(final SymmetricBuffer dest, final long destIndex, final long destStride, final short[] src,
        final int srcIndex, final int srcStride, final int count, final int pe) {
        checkArrayStrided(src.length, srcIndex, srcStride, count);
        final long offset = stridedTarget(dest, destIndex, destStride, count, 2, pe);
        route[pe].iput(pe, offset, destStride * 2, src, RawMemory.SHORT_ARRAY_BASE + ((long) srcIndex << 1),
            (long) srcStride * 2, count, 2);
    }

    @Override
    public final void iget(final short[] dest, final int destIndex, final int destStride, final SymmetricBuffer src,
        final long srcIndex, final long srcStride, final int count, final int pe) {
        checkArrayStrided(dest.length, destIndex, destStride, count);
        final long offset = stridedTarget(src, srcIndex, srcStride, count, 2, pe);
        route[pe].iget(dest, RawMemory.SHORT_ARRAY_BASE + ((long) destIndex << 1), (long) destStride * 2, pe, offset,
            srcStride * 2, count, 2);
    }

    @Override
    public final void put(final SymmetricBuffer dest, final long destIndex, final char[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 2, pe);
        route[pe].put(pe, offset, src, RawMemory.CHAR_ARRAY_BASE + ((long) srcIndex << 1), (long) count << 1);
    }

    @Override
    public final void get(final char[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 2, pe);
        route[pe].get(dest, RawMemory.CHAR_ARRAY_BASE + ((long) destIndex << 1), pe, offset, (long) count << 1);
    }

    @Override
    public final void putNbi(final SymmetricBuffer dest, final long destIndex, final char[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 2, pe);
        route[pe].putNbi(pe, offset, src, RawMemory.CHAR_ARRAY_BASE + ((long) srcIndex << 1), (long) count << 1);
    }

    @Override
    public final void getNbi(final char[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 2, pe);
        route[pe].getNbi(dest, RawMemory.CHAR_ARRAY_BASE + ((long) destIndex << 1), pe, offset, (long) count << 1);
    }

    @Override
    public final void iput(final SymmetricBuffer dest, final long destIndex, final long destStride, final char[] src,
        final int srcIndex, final int srcStride, final int count, final int pe) {
        checkArrayStrided(src.length, srcIndex, srcStride, count);
        final long offset = stridedTarget(dest, destIndex, destStride, count, 2, pe);
        route[pe].iput(pe, offset, destStride * 2, src, RawMemory.CHAR_ARRAY_BASE + ((long) srcIndex << 1),
            (long) srcStride * 2, count, 2);
    }

    @Override
    public final void iget(final char[] dest, final int destIndex, final int destStride, final SymmetricBuffer src,
        final long srcIndex, final long srcStride, final int count, final int pe) {
        checkArrayStrided(dest.length, destIndex, destStride, count);
        final long offset = stridedTarget(src, srcIndex, srcStride, count, 2, pe);
        route[pe].iget(dest, RawMemory.CHAR_ARRAY_BASE + ((long) destIndex << 1), (long) destStride * 2, pe, offset,
            srcStride * 2, count, 2);
    }

    @Override
    public final void put(final SymmetricBuffer dest, final long destIndex, final int[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 4, pe);
        route[pe].put(pe, offset, src, RawMemory.INT_ARRAY_BASE + ((long) srcIndex << 2), (long) count << 2);
    }

    @Override
    public final void get(final int[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 4, pe);
        route[pe].get(dest, RawMemory.INT_ARRAY_BASE + ((long) destIndex << 2), pe, offset, (long) count << 2);
    }

    @Override
    public final void putNbi(final SymmetricBuffer dest, final long destIndex, final int[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 4, pe);
        route[pe].putNbi(pe, offset, src, RawMemory.INT_ARRAY_BASE + ((long) srcIndex << 2), (long) count << 2);
    }

    @Override
    public final void getNbi(final int[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 4, pe);
        route[pe].getNbi(dest, RawMemory.INT_ARRAY_BASE + ((long) destIndex << 2), pe, offset, (long) count << 2);
    }

    @Override
    public final void iput(final SymmetricBuffer dest, final long destIndex, final long destStride, final int[] src,
        final int srcIndex, final int srcStride, final int count, final int pe) {
        checkArrayStrided(src.length, srcIndex, srcStride, count);
        final long offset = stridedTarget(dest, destIndex, destStride, count, 4, pe);
        route[pe].iput(pe, offset, destStride * 4, src, RawMemory.INT_ARRAY_BASE + ((long) srcIndex << 2),
            (long) srcStride * 4, count, 4);
    }

    @Override
    public final void iget(final int[] dest, final int destIndex, final int destStride, final SymmetricBuffer src,
        final long srcIndex, final long srcStride, final int count, final int pe) {
        checkArrayStrided(dest.length, destIndex, destStride, count);
        final long offset = stridedTarget(src, srcIndex, srcStride, count, 4, pe);
        route[pe].iget(dest, RawMemory.INT_ARRAY_BASE + ((long) destIndex << 2), (long) destStride * 4, pe, offset,
            srcStride * 4, count, 4);
    }

    @Override
    public final void put(final SymmetricBuffer dest, final long destIndex, final long[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 8, pe);
        route[pe].put(pe, offset, src, RawMemory.LONG_ARRAY_BASE + ((long) srcIndex << 3), (long) count << 3);
    }

    @Override
    public final void get(final long[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 8, pe);
        route[pe].get(dest, RawMemory.LONG_ARRAY_BASE + ((long) destIndex << 3), pe, offset, (long) count << 3);
    }

    @Override
    public final void putNbi(final SymmetricBuffer dest, final long destIndex, final long[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 8, pe);
        route[pe].putNbi(pe, offset, src, RawMemory.LONG_ARRAY_BASE + ((long) srcIndex << 3), (long) count << 3);
    }

    @Override
    public final void getNbi(final long[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 8, pe);
        route[pe].getNbi(dest, RawMemory.LONG_ARRAY_BASE + ((long) destIndex << 3), pe, offset, (long) count << 3);
    }

    @Override
    public final void iput(final SymmetricBuffer dest, final long destIndex, final long destStride, final long[] src,
        final int srcIndex, final int srcStride, final int count, final int pe) {
        checkArrayStrided(src.length, srcIndex, srcStride, count);
        final long offset = stridedTarget(dest, destIndex, destStride, count, 8, pe);
        route[pe].iput(pe, offset, destStride * 8, src, RawMemory.LONG_ARRAY_BASE + ((long) srcIndex << 3),
            (long) srcStride * 8, count, 8);
    }

    @Override
    public final void iget(final long[] dest, final int destIndex, final int destStride, final SymmetricBuffer src,
        final long srcIndex, final long srcStride, final int count, final int pe) {
        checkArrayStrided(dest.length, destIndex, destStride, count);
        final long offset = stridedTarget(src, srcIndex, srcStride, count, 8, pe);
        route[pe].iget(dest, RawMemory.LONG_ARRAY_BASE + ((long) destIndex << 3), (long) destStride * 8, pe, offset,
            srcStride * 8, count, 8);
    }

    @Override
    public final void put(final SymmetricBuffer dest, final long destIndex, final float[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 4, pe);
        route[pe].put(pe, offset, src, RawMemory.FLOAT_ARRAY_BASE + ((long) srcIndex << 2), (long) count << 2);
    }

    @Override
    public final void get(final float[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 4, pe);
        route[pe].get(dest, RawMemory.FLOAT_ARRAY_BASE + ((long) destIndex << 2), pe, offset, (long) count << 2);
    }

    @Override
    public final void putNbi(final SymmetricBuffer dest, final long destIndex, final float[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 4, pe);
        route[pe].putNbi(pe, offset, src, RawMemory.FLOAT_ARRAY_BASE + ((long) srcIndex << 2), (long) count << 2);
    }

    @Override
    public final void getNbi(final float[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 4, pe);
        route[pe].getNbi(dest, RawMemory.FLOAT_ARRAY_BASE + ((long) destIndex << 2), pe, offset, (long) count << 2);
    }

    @Override
    public final void iput(final SymmetricBuffer dest, final long destIndex, final long destStride, final float[] src,
        final int srcIndex, final int srcStride, final int count, final int pe) {
        checkArrayStrided(src.length, srcIndex, srcStride, count);
        final long offset = stridedTarget(dest, destIndex, destStride, count, 4, pe);
        route[pe].iput(pe, offset, destStride * 4, src, RawMemory.FLOAT_ARRAY_BASE + ((long) srcIndex << 2),
            (long) srcStride * 4, count, 4);
    }

    @Override
    public final void iget(final float[] dest, final int destIndex, final int destStride, final SymmetricBuffer src,
        final long srcIndex, final long srcStride, final int count, final int pe) {
        checkArrayStrided(dest.length, destIndex, destStride, count);
        final long offset = stridedTarget(src, srcIndex, srcStride, count, 4, pe);
        route[pe].iget(dest, RawMemory.FLOAT_ARRAY_BASE + ((long) destIndex << 2), (long) destStride * 4, pe, offset,
            srcStride * 4, count, 4);
    }

    @Override
    public final void put(final SymmetricBuffer dest, final long destIndex, final double[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 8, pe);
        route[pe].put(pe, offset, src, RawMemory.DOUBLE_ARRAY_BASE + ((long) srcIndex << 3), (long) count << 3);
    }

    @Override
    public final void get(final double[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 8, pe);
        route[pe].get(dest, RawMemory.DOUBLE_ARRAY_BASE + ((long) destIndex << 3), pe, offset, (long) count << 3);
    }

    @Override
    public final void putNbi(final SymmetricBuffer dest, final long destIndex, final double[] src, final int srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(srcIndex, count, src.length);
        final long offset = target(dest, destIndex, count, 8, pe);
        route[pe].putNbi(pe, offset, src, RawMemory.DOUBLE_ARRAY_BASE + ((long) srcIndex << 3), (long) count << 3);
    }

    @Override
    public final void getNbi(final double[] dest, final int destIndex, final SymmetricBuffer src, final long srcIndex,
        final int count, final int pe) {
        Objects.checkFromIndexSize(destIndex, count, dest.length);
        final long offset = target(src, srcIndex, count, 8, pe);
        route[pe].getNbi(dest, RawMemory.DOUBLE_ARRAY_BASE + ((long) destIndex << 3), pe, offset, (long) count << 3);
    }

    @Override
    public final void iput(final SymmetricBuffer dest, final long destIndex, final long destStride, final double[] src,
        final int srcIndex, final int srcStride, final int count, final int pe) {
        checkArrayStrided(src.length, srcIndex, srcStride, count);
        final long offset = stridedTarget(dest, destIndex, destStride, count, 8, pe);
        route[pe].iput(pe, offset, destStride * 8, src, RawMemory.DOUBLE_ARRAY_BASE + ((long) srcIndex << 3),
            (long) srcStride * 8, count, 8);
    }

    @Override
    public final void iget(final double[] dest, final int destIndex, final int destStride, final SymmetricBuffer src,
        final long srcIndex, final long srcStride, final int count, final int pe) {
        checkArrayStrided(dest.length, destIndex, destStride, count);
        final long offset = stridedTarget(src, srcIndex, srcStride, count, 8, pe);
        route[pe].iget(dest, RawMemory.DOUBLE_ARRAY_BASE + ((long) destIndex << 3), (long) destStride * 8, pe, offset,
            srcStride * 8, count, 8);
    }

    @Override
    public final void putMem(final SymmetricBuffer dest, final long destOffset, final byte[] src,
        final int srcOffset, final int length, final int pe) {
        Objects.checkFromIndexSize(srcOffset, length, src.length);
        final long offset = target(dest, destOffset, length, 1, pe);
        route[pe].put(pe, offset, src, RawMemory.BYTE_ARRAY_BASE + srcOffset, length);
    }

    @Override
    public final void getMem(final byte[] dest, final int destOffset, final SymmetricBuffer src,
        final long srcOffset, final int length, final int pe) {
        Objects.checkFromIndexSize(destOffset, length, dest.length);
        final long offset = target(src, srcOffset, length, 1, pe);
        route[pe].get(dest, RawMemory.BYTE_ARRAY_BASE + destOffset, pe, offset, length);
    }

    @Override
    public final void putMem(final SymmetricBuffer dest, final long destOffset, final SymmetricBuffer src,
        final long srcOffset, final long length, final int pe) {
        final HeapBuffer source = buffer(src);
        final long srcAddress = source.address() + source.checkRange(srcOffset, length, 1);
        final long offset = target(dest, destOffset, length, 1, pe);
        route[pe].put(pe, offset, null, srcAddress, length);
    }

    @Override
    public final void getMem(final SymmetricBuffer dest, final long destOffset, final SymmetricBuffer src,
        final long srcOffset, final long length, final int pe) {
        final HeapBuffer destination = buffer(dest);
        final long destAddress = destination.address() + destination.checkRange(destOffset, length, 1);
        final long offset = target(src, srcOffset, length, 1, pe);
        route[pe].get(null, destAddress, pe, offset, length);
    }

    @Override
    public final void putMemNbi(final SymmetricBuffer dest, final long destOffset, final byte[] src,
        final int srcOffset, final int length, final int pe) {
        Objects.checkFromIndexSize(srcOffset, length, src.length);
        final long offset = target(dest, destOffset, length, 1, pe);
        route[pe].putNbi(pe, offset, src, RawMemory.BYTE_ARRAY_BASE + srcOffset, length);
    }

    @Override
    public final void getMemNbi(final byte[] dest, final int destOffset, final SymmetricBuffer src,
        final long srcOffset, final int length, final int pe) {
        Objects.checkFromIndexSize(destOffset, length, dest.length);
        final long offset = target(src, srcOffset, length, 1, pe);
        route[pe].getNbi(dest, RawMemory.BYTE_ARRAY_BASE + destOffset, pe, offset, length);
    }

    @Override
    public final void putMemNbi(final SymmetricBuffer dest, final long destOffset, final SymmetricBuffer src,
        final long srcOffset, final long length, final int pe) {
        final HeapBuffer source = buffer(src);
        final long srcAddress = source.address() + source.checkRange(srcOffset, length, 1);
        final long offset = target(dest, destOffset, length, 1, pe);
        route[pe].putNbi(pe, offset, null, srcAddress, length);
    }

    @Override
    public final void getMemNbi(final SymmetricBuffer dest, final long destOffset, final SymmetricBuffer src,
        final long srcOffset, final long length, final int pe) {
        final HeapBuffer destination = buffer(dest);
        final long destAddress = destination.address() + destination.checkRange(destOffset, length, 1);
        final long offset = target(src, srcOffset, length, 1, pe);
        route[pe].getNbi(null, destAddress, pe, offset, length);
    }

    @Override
    public final void putMem(final SymmetricBuffer dest, final long destOffset, final ByteBuffer src, final int pe) {
        final int length = src.remaining();
        final long offset = target(dest, destOffset, length, 1, pe);
        if (src.isDirect()) {
            route[pe].put(pe, offset, null, RawMemory.directBufferAddress(src) + src.position(), length);
        } else if (src.hasArray()) {
            route[pe].put(pe, offset, src.array(),
                RawMemory.BYTE_ARRAY_BASE + src.arrayOffset() + src.position(), length);
        } else {
            final byte[] copy = new byte[length];
            src.duplicate().get(copy);
            route[pe].put(pe, offset, copy, RawMemory.BYTE_ARRAY_BASE, length);
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
        if (dest.isDirect()) {
            route[pe].get(null, RawMemory.directBufferAddress(dest) + dest.position(), pe, offset, length);
        } else {
            route[pe].get(dest.array(), RawMemory.BYTE_ARRAY_BASE + dest.arrayOffset() + dest.position(), pe,
                offset, length);
        }
        dest.position(dest.limit());
    }
}
