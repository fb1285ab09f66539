package io.jshmem.core.heap;

import com.sun.jna.Pointer;
import io.jshmem.SymmetricBuffer;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.exceptions.BufferFreedException;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The {@link SymmetricBuffer} handle: offset and length in the symmetric heap, and the address of this PE's
 * copy for the local accessors. Created and freed only by {@link SymmetricHeap}.
 */
public final class HeapBuffer implements SymmetricBuffer {
    private final SymmetricHeap heap;
    private final long offset;
    private final long lengthBytes;
    private final long address;
    /** Set once freed, or when the owning Shmem closes; then every access throws. */
    private String deadReason;

    HeapBuffer(final SymmetricHeap heap, final long offset, final long lengthBytes, final long address) {
        this.heap = heap;
        this.offset = offset;
        this.lengthBytes = lengthBytes;
        this.address = address;
    }

    @Override
    public long offset() {
        return offset;
    }

    @Override
    public long lengthBytes() {
        return lengthBytes;
    }

    @Override
    public boolean isFreed() {
        return deadReason != null;
    }

    /**
     * The heap that allocated this buffer.
     *
     * @return the owner.
     */
    public SymmetricHeap heap() {
        return heap;
    }

    /**
     * Address of this PE's copy.
     *
     * @return the address of byte 0.
     */
    public long address() {
        return address;
    }

    void markFreed() {
        deadReason = "freed";
    }

    void markClosed() {
        if (deadReason == null) {
            deadReason = "released when its Shmem instance was closed";
        }
    }

    /**
     * Throws when the buffer was freed.
     *
     * @param use what the caller was about to do, for the message.
     */
    public void checkNotFreed(final String use) {
        if (deadReason != null) {
            throw new BufferFreedException(use + " of a symmetric buffer (offset " + offset + ", " + lengthBytes
                + " bytes) that was " + deadReason);
        }
    }

    /**
     * Checks that {@code count} elements of {@code elementBytes} from element {@code index} lie in the buffer,
     * and that it was not freed.
     *
     * @param index        first element index.
     * @param count        number of elements.
     * @param elementBytes bytes per element.
     * @return the byte offset of the first element inside the buffer.
     */
    public long checkRange(final long index, final long count, final int elementBytes) {
        if (deadReason != null) {
            checkNotFreed("access");
        }
        final long capacity = lengthBytes / elementBytes;
        if (index < 0 || count < 0 || index > capacity - count) {
            throw new IndexOutOfBoundsException("index " + index + ", count " + count + " is outside a buffer of "
                + capacity + " elements of " + elementBytes + " bytes (" + lengthBytes + " bytes)");
        }
        return index * elementBytes;
    }

    /**
     * Checks a strided range: elements {@code index + i * stride} for {@code i < count}.
     *
     * @param index        first element index.
     * @param stride       stride in elements, at least 1.
     * @param count        number of elements.
     * @param elementBytes bytes per element.
     * @return the byte offset of the first element inside the buffer.
     */
    public long checkStridedRange(final long index, final long stride, final long count, final int elementBytes) {
        if (stride < 1) {
            throw new IllegalArgumentException("stride " + stride + " must be at least 1");
        }
        if (count <= 0) {
            return checkRange(index, count, elementBytes);
        }
        final long last;
        try {
            last = Math.addExact(index, Math.multiplyExact(count - 1, stride));
        } catch (final ArithmeticException ex) {
            throw new IndexOutOfBoundsException("strided range from index " + index + ", stride " + stride
                + ", count " + count + " overflows");
        }
        checkRange(last, 1, elementBytes);
        return checkRange(index, 1, elementBytes);
    }

    @Override
    public ByteBuffer asByteBuffer() {
        checkNotFreed("asByteBuffer");
        if (lengthBytes > Integer.MAX_VALUE) {
            throw new UnsupportedOperationException("buffer of " + lengthBytes + " bytes is too long for a ByteBuffer");
        }
        if (lengthBytes == 0) {
            return ByteBuffer.allocateDirect(0).order(ByteOrder.nativeOrder());
        }
        return new Pointer(address).getByteBuffer(0, lengthBytes).order(ByteOrder.nativeOrder());
    }

    @Override
    public byte getByte(final long index) {
        return RawMemory.getByte(address + checkRange(index, 1, 1));
    }

    @Override
    public void putByte(final long index, final byte value) {
        RawMemory.putByte(address + checkRange(index, 1, 1), value);
    }

    @Override
    public short getShort(final long index) {
        return RawMemory.getShort(address + checkRange(index, 1, 2));
    }

    @Override
    public void putShort(final long index, final short value) {
        RawMemory.putShort(address + checkRange(index, 1, 2), value);
    }

    @Override
    public char getChar(final long index) {
        return RawMemory.getChar(address + checkRange(index, 1, 2));
    }

    @Override
    public void putChar(final long index, final char value) {
        RawMemory.putChar(address + checkRange(index, 1, 2), value);
    }

    @Override
    public int getInt(final long index) {
        return RawMemory.getInt(address + checkRange(index, 1, 4));
    }

    @Override
    public void putInt(final long index, final int value) {
        RawMemory.putInt(address + checkRange(index, 1, 4), value);
    }

    @Override
    public long getLong(final long index) {
        return RawMemory.getLong(address + checkRange(index, 1, 8));
    }

    @Override
    public void putLong(final long index, final long value) {
        RawMemory.putLong(address + checkRange(index, 1, 8), value);
    }

    @Override
    public float getFloat(final long index) {
        return RawMemory.getFloat(address + checkRange(index, 1, 4));
    }

    @Override
    public void putFloat(final long index, final float value) {
        RawMemory.putFloat(address + checkRange(index, 1, 4), value);
    }

    @Override
    public double getDouble(final long index) {
        return RawMemory.getDouble(address + checkRange(index, 1, 8));
    }

    @Override
    public void putDouble(final long index, final double value) {
        RawMemory.putDouble(address + checkRange(index, 1, 8), value);
    }

    @Override
    public String toString() {
        return "SymmetricBuffer{offset=" + offset + ", lengthBytes=" + lengthBytes
            + (deadReason != null ? ", " + deadReason : "") + "}";
    }
}
