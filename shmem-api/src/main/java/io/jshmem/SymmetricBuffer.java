package io.jshmem;

import java.nio.ByteBuffer;

/**
 * A block of the symmetric heap: the same {@link #offset()} and {@link #lengthBytes()} on every PE, returned by
 * the collective allocation calls of {@link Shmem}. It names remote memory in {@link ShmemContext} operations and
 * gives direct access to this PE's own copy through the typed accessors below and {@link #asByteBuffer()}.
 *
 * <p>Local accessors count indices in elements of their type, like the remote operations: {@code getLong(2)}
 * reads bytes 16 to 23. They are plain loads and stores in native byte order; to observe a word written by
 * another PE use the wait, test or atomic operations, which read with acquire semantics. Every accessor
 * checks bounds and throws {@link io.jshmem.exceptions.BufferFreedException} after {@link Shmem#free}.
 *
 * <p>A handle belongs to the {@link Shmem} instance that allocated it.
 */
public interface SymmetricBuffer {
    /**
     * Byte offset of the buffer in the symmetric heap; equal on every PE.
     *
     * @return the offset.
     */
    long offset();

    /**
     * Length of the buffer in bytes; equal on every PE.
     *
     * @return the length.
     */
    long lengthBytes();

    /**
     * Whether the buffer was freed (by {@link Shmem#free} or {@link Shmem#realloc}).
     *
     * @return true once freed.
     */
    boolean isFreed();

    /**
     * A direct, native-order {@link ByteBuffer} over this PE's copy of the buffer (position 0, limit
     * {@link #lengthBytes()}). A new view on every call; it must not be used after the buffer is freed.
     *
     * @return the view.
     * @throws UnsupportedOperationException when the buffer is longer than {@link Integer#MAX_VALUE} bytes.
     */
    ByteBuffer asByteBuffer();

    /**
     * Reads a {@code byte} of this PE's copy.
     *
     * @param index element index (1 byte per element).
     * @return the value.
     */
    byte getByte(long index);

    /**
     * Writes a {@code byte} of this PE's copy.
     *
     * @param index element index (1 byte per element).
     * @param value the value.
     */
    void putByte(long index, byte value);

    /**
     * Reads a {@code short} of this PE's copy.
     *
     * @param index element index (2 bytes per element).
     * @return the value.
     */
    short getShort(long index);

    /**
     * Writes a {@code short} of this PE's copy.
     *
     * @param index element index (2 bytes per element).
     * @param value the value.
     */
    void putShort(long index, short value);

    /**
     * Reads a {@code char} of this PE's copy.
     *
     * @param index element index (2 bytes per element).
     * @return the value.
     */
    char getChar(long index);

    /**
     * Writes a {@code char} of this PE's copy.
     *
     * @param index element index (2 bytes per element).
     * @param value the value.
     */
    void putChar(long index, char value);

    /**
     * Reads a {@code int} of this PE's copy.
     *
     * @param index element index (4 bytes per element).
     * @return the value.
     */
    int getInt(long index);

    /**
     * Writes a {@code int} of this PE's copy.
     *
     * @param index element index (4 bytes per element).
     * @param value the value.
     */
    void putInt(long index, int value);

    /**
     * Reads a {@code long} of this PE's copy.
     *
     * @param index element index (8 bytes per element).
     * @return the value.
     */
    long getLong(long index);

    /**
     * Writes a {@code long} of this PE's copy.
     *
     * @param index element index (8 bytes per element).
     * @param value the value.
     */
    void putLong(long index, long value);

    /**
     * Reads a {@code float} of this PE's copy.
     *
     * @param index element index (4 bytes per element).
     * @return the value.
     */
    float getFloat(long index);

    /**
     * Writes a {@code float} of this PE's copy.
     *
     * @param index element index (4 bytes per element).
     * @param value the value.
     */
    void putFloat(long index, float value);

    /**
     * Reads a {@code double} of this PE's copy.
     *
     * @param index element index (8 bytes per element).
     * @return the value.
     */
    double getDouble(long index);

    /**
     * Writes a {@code double} of this PE's copy.
     *
     * @param index element index (8 bytes per element).
     * @param value the value.
     */
    void putDouble(long index, double value);

    /**
     * Number of whole elements of a given size that fit in the buffer.
     *
     * @param elementBytes bytes per element (1, 2, 4 or 8).
     * @return {@code lengthBytes() / elementBytes}.
     */
    default long capacity(final int elementBytes) {
        return lengthBytes() / elementBytes;
    }
}
