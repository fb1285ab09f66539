package io.jshmem;

import java.nio.ByteBuffer;

/**
 * One-sided communication: puts, gets, their strided and non-blocking forms, and the ordering operations
 * {@link #fence()} and {@link #quiet()}. {@link Shmem} itself is the default context.
 *
 * <h2>Addressing</h2>
 * A remote location is a {@link SymmetricBuffer} (the same offset and length on every PE), an index into it
 * and the target PE. Typed operations count indices in elements of their type ({@code putLong(dest, 3, v, pe)}
 * writes bytes 24 to 31 of {@code dest}); the {@code *Mem} operations count bytes. Java arrays are the local
 * side; their indices are ordinary array indices.
 *
 * <h2>Checks</h2>
 * Every operation checks, before touching any memory, that {@code 0 <= pe < nPes()}
 * ({@link io.jshmem.exceptions.PeOutOfRangeException}), that the buffer was not freed
 * ({@link io.jshmem.exceptions.BufferFreedException}) and that every element lies inside the buffer and the
 * array ({@link IndexOutOfBoundsException} naming index, count and size).
 *
 * <h2>Completion and ordering</h2>
 * <ul>
 *   <li>A blocking put returns when the source may be reused; its data reaches the target eventually, and is
 *   guaranteed visible to the target after {@link #quiet()} (or a barrier, which quiets).</li>
 *   <li>A blocking get returns with the data.</li>
 *   <li>A non-blocking ({@code Nbi}) operation may still be in flight on return: the source of a put may be
 *   reused on return (it is copied or sent before the call returns), the destination of a get is valid only
 *   after {@link #quiet()}.</li>
 *   <li>{@link #fence()} orders puts to one PE: puts issued before it are delivered to that PE before puts
 *   issued after it. {@link #quiet()} completes every outstanding operation of this context to every PE and
 *   makes it visible: a store that happens-before {@code quiet()} on this PE is visible to a PE that observes a
 *   later store (for example through a wait or an atomic fetch) of this PE.</li>
 * </ul>
 * On the shared-memory transport puts are plain stores into the mapped segment of the target, fence is a
 * release fence and quiet a full fence; waits on the target read with acquire semantics.
 */
public interface ShmemContext {
    /**
     * Writes one {@code byte} to a PE ({@code shmem_int8_p}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (1 byte per element).
     * @param value the value.
     * @param pe    the target PE.
     */
    void putByte(SymmetricBuffer dest, long index, byte value, int pe);

    /**
     * Reads one {@code byte} from a PE ({@code shmem_int8_g}).
     *
     * @param src   symmetric buffer on the source PE.
     * @param index element index into {@code src} (1 byte per element).
     * @param pe    the source PE.
     * @return the value.
     */
    byte getByte(SymmetricBuffer src, long index, int pe);

    /**
     * Writes one {@code short} to a PE ({@code shmem_short_p}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (2 bytes per element).
     * @param value the value.
     * @param pe    the target PE.
     */
    void putShort(SymmetricBuffer dest, long index, short value, int pe);

    /**
     * Reads one {@code short} from a PE ({@code shmem_short_g}).
     *
     * @param src   symmetric buffer on the source PE.
     * @param index element index into {@code src} (2 bytes per element).
     * @param pe    the source PE.
     * @return the value.
     */
    short getShort(SymmetricBuffer src, long index, int pe);

    /**
     * Writes one {@code char} to a PE ({@code shmem_uint16_p}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (2 bytes per element).
     * @param value the value.
     * @param pe    the target PE.
     */
    void putChar(SymmetricBuffer dest, long index, char value, int pe);

    /**
     * Reads one {@code char} from a PE ({@code shmem_uint16_g}).
     *
     * @param src   symmetric buffer on the source PE.
     * @param index element index into {@code src} (2 bytes per element).
     * @param pe    the source PE.
     * @return the value.
     */
    char getChar(SymmetricBuffer src, long index, int pe);

    /**
     * Writes one {@code int} to a PE ({@code shmem_int_p}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param value the value.
     * @param pe    the target PE.
     */
    void putInt(SymmetricBuffer dest, long index, int value, int pe);

    /**
     * Reads one {@code int} from a PE ({@code shmem_int_g}).
     *
     * @param src   symmetric buffer on the source PE.
     * @param index element index into {@code src} (4 bytes per element).
     * @param pe    the source PE.
     * @return the value.
     */
    int getInt(SymmetricBuffer src, long index, int pe);

    /**
     * Writes one {@code long} to a PE ({@code shmem_long_p}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param value the value.
     * @param pe    the target PE.
     */
    void putLong(SymmetricBuffer dest, long index, long value, int pe);

    /**
     * Reads one {@code long} from a PE ({@code shmem_long_g}).
     *
     * @param src   symmetric buffer on the source PE.
     * @param index element index into {@code src} (8 bytes per element).
     * @param pe    the source PE.
     * @return the value.
     */
    long getLong(SymmetricBuffer src, long index, int pe);

    /**
     * Writes one {@code float} to a PE ({@code shmem_float_p}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param value the value.
     * @param pe    the target PE.
     */
    void putFloat(SymmetricBuffer dest, long index, float value, int pe);

    /**
     * Reads one {@code float} from a PE ({@code shmem_float_g}).
     *
     * @param src   symmetric buffer on the source PE.
     * @param index element index into {@code src} (4 bytes per element).
     * @param pe    the source PE.
     * @return the value.
     */
    float getFloat(SymmetricBuffer src, long index, int pe);

    /**
     * Writes one {@code double} to a PE ({@code shmem_double_p}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param value the value.
     * @param pe    the target PE.
     */
    void putDouble(SymmetricBuffer dest, long index, double value, int pe);

    /**
     * Reads one {@code double} from a PE ({@code shmem_double_g}).
     *
     * @param src   symmetric buffer on the source PE.
     * @param index element index into {@code src} (8 bytes per element).
     * @param pe    the source PE.
     * @return the value.
     */
    double getDouble(SymmetricBuffer src, long index, int pe);

    /**
     * Copies {@code count} elements of a {@code byte[]} into a PE's symmetric buffer (returns when {@code src} may be
     * reused).
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param pe        the target PE.
     */
    void put(SymmetricBuffer dest, long destIndex, byte[] src, int srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a PE's symmetric buffer into a {@code byte[]} (returns with the data).
     *
     * @param dest      local destination array.
     * @param destIndex first index in {@code dest}.
     * @param src       symmetric buffer on the source PE.
     * @param srcIndex  first element index in {@code src}.
     * @param count     number of elements.
     * @param pe        the source PE.
     */
    void get(byte[] dest, int destIndex, SymmetricBuffer src, long srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a {@code byte[]} into a PE's symmetric buffer (returns at once; complete at
     * {@link #quiet()}, {@code src} may be reused on return).
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param pe        the target PE.
     */
    void putNbi(SymmetricBuffer dest, long destIndex, byte[] src, int srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a PE's symmetric buffer into a {@code byte[]} (returns at once; {@code dest}
     * holds the data after {@link #quiet()}).
     *
     * @param dest      local destination array.
     * @param destIndex first index in {@code dest}.
     * @param src       symmetric buffer on the source PE.
     * @param srcIndex  first element index in {@code src}.
     * @param count     number of elements.
     * @param pe        the source PE.
     */
    void getNbi(byte[] dest, int destIndex, SymmetricBuffer src, long srcIndex, int count, int pe);

    /**
     * Strided put ({@code shmem_iput}): element {@code i < count} of {@code src} at
     * {@code srcIndex + i * srcStride} goes to {@code dest} element {@code destIndex + i * destStride}.
     *
     * @param dest       symmetric buffer on the target PE.
     * @param destIndex  first element index in {@code dest}.
     * @param destStride stride between target elements, in elements (at least 1).
     * @param src        local source array.
     * @param srcIndex   first index in {@code src}.
     * @param srcStride  stride between source elements (at least 1).
     * @param count      number of elements.
     * @param pe         the target PE.
     */
    void iput(SymmetricBuffer dest, long destIndex, long destStride, byte[] src, int srcIndex, int srcStride,
        int count, int pe);

    /**
     * Strided get ({@code shmem_iget}): {@code src} element {@code srcIndex + i * srcStride} on the PE goes to
     * {@code dest[destIndex + i * destStride]} for {@code i < count}.
     *
     * @param dest       local destination array.
     * @param destIndex  first index in {@code dest}.
     * @param destStride stride between destination elements (at least 1).
     * @param src        symmetric buffer on the source PE.
     * @param srcIndex   first element index in {@code src}.
     * @param srcStride  stride between source elements, in elements (at least 1).
     * @param count      number of elements.
     * @param pe         the source PE.
     */
    void iget(byte[] dest, int destIndex, int destStride, SymmetricBuffer src, long srcIndex, long srcStride,
        int count, int pe);

    /**
     * Copies {@code count} elements of a {@code short[]} into a PE's symmetric buffer (returns when {@code src} may be
     * reused).
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param pe        the target PE.
     */
    void put(SymmetricBuffer dest, long destIndex, short[] src, int srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a PE's symmetric buffer into a {@code short[]} (returns with the data).
     *
     * @param dest      local destination array.
     * @param destIndex first index in {@code dest}.
     * @param src       symmetric buffer on the source PE.
     * @param srcIndex  first element index in {@code src}.
     * @param count     number of elements.
     * @param pe        the source PE.
     */
    void get(short[] dest, int destIndex, SymmetricBuffer src, long srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a {@code short[]} into a PE's symmetric buffer (returns at once; complete at
     * {@link #quiet()}, {@code src} may be reused on return).
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param pe        the target PE.
     */
    void putNbi(SymmetricBuffer dest, long destIndex, short[] src, int srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a PE's symmetric buffer into a {@code short[]} (returns at once; {@code dest}
     * holds the data after {@link #quiet()}).
     *
     * @param dest      local destination array.
     * @param destIndex first index in {@code dest}.
     * @param src       symmetric buffer on the source PE.
     * @param srcIndex  first element index in {@code src}.
     * @param count     number of elements.
     * @param pe        the source PE.
     */
    void getNbi(short[] dest, int destIndex, SymmetricBuffer src, long srcIndex, int count, int pe);

    /**
     * Strided put ({@code shmem_iput}): element {@code i < count} of {@code src} at
     * {@code srcIndex + i * srcStride} goes to {@code dest} element {@code destIndex + i * destStride}.
     *
     * @param dest       symmetric buffer on the target PE.
     * @param destIndex  first element index in {@code dest}.
     * @param destStride stride between target elements, in elements (at least 1).
     * @param src        local source array.
     * @param srcIndex   first index in {@code src}.
     * @param srcStride  stride between source elements (at least 1).
     * @param count      number of elements.
     * @param pe         the target PE.
     */
    void iput(SymmetricBuffer dest, long destIndex, long destStride, short[] src, int srcIndex, int srcStride,
        int count, int pe);

    /**
     * Strided get ({@code shmem_iget}): {@code src} element {@code srcIndex + i * srcStride} on the PE goes to
     * {@code dest[destIndex + i * destStride]} for {@code i < count}.
     *
     * @param dest       local destination array.
     * @param destIndex  first index in {@code dest}.
     * @param destStride stride between destination elements (at least 1).
     * @param src        symmetric buffer on the source PE.
     * @param srcIndex   first element index in {@code src}.
     * @param srcStride  stride between source elements, in elements (at least 1).
     * @param count      number of elements.
     * @param pe         the source PE.
     */
    void iget(short[] dest, int destIndex, int destStride, SymmetricBuffer src, long srcIndex, long srcStride,
        int count, int pe);

    /**
     * Copies {@code count} elements of a {@code char[]} into a PE's symmetric buffer (returns when {@code src} may be
     * reused).
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param pe        the target PE.
     */
    void put(SymmetricBuffer dest, long destIndex, char[] src, int srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a PE's symmetric buffer into a {@code char[]} (returns with the data).
     *
     * @param dest      local destination array.
     * @param destIndex first index in {@code dest}.
     * @param src       symmetric buffer on the source PE.
     * @param srcIndex  first element index in {@code src}.
     * @param count     number of elements.
     * @param pe        the source PE.
     */
    void get(char[] dest, int destIndex, SymmetricBuffer src, long srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a {@code char[]} into a PE's symmetric buffer (returns at once; complete at
     * {@link #quiet()}, {@code src} may be reused on return).
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param pe        the target PE.
     */
    void putNbi(SymmetricBuffer dest, long destIndex, char[] src, int srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a PE's symmetric buffer into a {@code char[]} (returns at once; {@code dest}
     * holds the data after {@link #quiet()}).
     *
     * @param dest      local destination array.
     * @param destIndex first index in {@code dest}.
     * @param src       symmetric buffer on the source PE.
     * @param srcIndex  first element index in {@code src}.
     * @param count     number of elements.
     * @param pe        the source PE.
     */
    void getNbi(char[] dest, int destIndex, SymmetricBuffer src, long srcIndex, int count, int pe);

    /**
     * Strided put ({@code shmem_iput}): element {@code i < count} of {@code src} at
     * {@code srcIndex + i * srcStride} goes to {@code dest} element {@code destIndex + i * destStride}.
     *
     * @param dest       symmetric buffer on the target PE.
     * @param destIndex  first element index in {@code dest}.
     * @param destStride stride between target elements, in elements (at least 1).
     * @param src        local source array.
     * @param srcIndex   first index in {@code src}.
     * @param srcStride  stride between source elements (at least 1).
     * @param count      number of elements.
     * @param pe         the target PE.
     */
    void iput(SymmetricBuffer dest, long destIndex, long destStride, char[] src, int srcIndex, int srcStride,
        int count, int pe);

    /**
     * Strided get ({@code shmem_iget}): {@code src} element {@code srcIndex + i * srcStride} on the PE goes to
     * {@code dest[destIndex + i * destStride]} for {@code i < count}.
     *
     * @param dest       local destination array.
     * @param destIndex  first index in {@code dest}.
     * @param destStride stride between destination elements (at least 1).
     * @param src        symmetric buffer on the source PE.
     * @param srcIndex   first element index in {@code src}.
     * @param srcStride  stride between source elements, in elements (at least 1).
     * @param count      number of elements.
     * @param pe         the source PE.
     */
    void iget(char[] dest, int destIndex, int destStride, SymmetricBuffer src, long srcIndex, long srcStride,
        int count, int pe);

    /**
     * Copies {@code count} elements of a {@code int[]} into a PE's symmetric buffer (returns when {@code src} may be
     * reused).
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param pe        the target PE.
     */
    void put(SymmetricBuffer dest, long destIndex, int[] src, int srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a PE's symmetric buffer into a {@code int[]} (returns with the data).
     *
     * @param dest      local destination array.
     * @param destIndex first index in {@code dest}.
     * @param src       symmetric buffer on the source PE.
     * @param srcIndex  first element index in {@code src}.
     * @param count     number of elements.
     * @param pe        the source PE.
     */
    void get(int[] dest, int destIndex, SymmetricBuffer src, long srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a {@code int[]} into a PE's symmetric buffer (returns at once; complete at
     * {@link #quiet()}, {@code src} may be reused on return).
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param pe        the target PE.
     */
    void putNbi(SymmetricBuffer dest, long destIndex, int[] src, int srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a PE's symmetric buffer into a {@code int[]} (returns at once; {@code dest}
     * holds the data after {@link #quiet()}).
     *
     * @param dest      local destination array.
     * @param destIndex first index in {@code dest}.
     * @param src       symmetric buffer on the source PE.
     * @param srcIndex  first element index in {@code src}.
     * @param count     number of elements.
     * @param pe        the source PE.
     */
    void getNbi(int[] dest, int destIndex, SymmetricBuffer src, long srcIndex, int count, int pe);

    /**
     * Strided put ({@code shmem_iput}): element {@code i < count} of {@code src} at
     * {@code srcIndex + i * srcStride} goes to {@code dest} element {@code destIndex + i * destStride}.
     *
     * @param dest       symmetric buffer on the target PE.
     * @param destIndex  first element index in {@code dest}.
     * @param destStride stride between target elements, in elements (at least 1).
     * @param src        local source array.
     * @param srcIndex   first index in {@code src}.
     * @param srcStride  stride between source elements (at least 1).
     * @param count      number of elements.
     * @param pe         the target PE.
     */
    void iput(SymmetricBuffer dest, long destIndex, long destStride, int[] src, int srcIndex, int srcStride,
        int count, int pe);

    /**
     * Strided get ({@code shmem_iget}): {@code src} element {@code srcIndex + i * srcStride} on the PE goes to
     * {@code dest[destIndex + i * destStride]} for {@code i < count}.
     *
     * @param dest       local destination array.
     * @param destIndex  first index in {@code dest}.
     * @param destStride stride between destination elements (at least 1).
     * @param src        symmetric buffer on the source PE.
     * @param srcIndex   first element index in {@code src}.
     * @param srcStride  stride between source elements, in elements (at least 1).
     * @param count      number of elements.
     * @param pe         the source PE.
     */
    void iget(int[] dest, int destIndex, int destStride, SymmetricBuffer src, long srcIndex, long srcStride,
        int count, int pe);

    /**
     * Copies {@code count} elements of a {@code long[]} into a PE's symmetric buffer (returns when {@code src} may be
     * reused).
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param pe        the target PE.
     */
    void put(SymmetricBuffer dest, long destIndex, long[] src, int srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a PE's symmetric buffer into a {@code long[]} (returns with the data).
     *
     * @param dest      local destination array.
     * @param destIndex first index in {@code dest}.
     * @param src       symmetric buffer on the source PE.
     * @param srcIndex  first element index in {@code src}.
     * @param count     number of elements.
     * @param pe        the source PE.
     */
    void get(long[] dest, int destIndex, SymmetricBuffer src, long srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a {@code long[]} into a PE's symmetric buffer (returns at once; complete at
     * {@link #quiet()}, {@code src} may be reused on return).
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param pe        the target PE.
     */
    void putNbi(SymmetricBuffer dest, long destIndex, long[] src, int srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a PE's symmetric buffer into a {@code long[]} (returns at once; {@code dest}
     * holds the data after {@link #quiet()}).
     *
     * @param dest      local destination array.
     * @param destIndex first index in {@code dest}.
     * @param src       symmetric buffer on the source PE.
     * @param srcIndex  first element index in {@code src}.
     * @param count     number of elements.
     * @param pe        the source PE.
     */
    void getNbi(long[] dest, int destIndex, SymmetricBuffer src, long srcIndex, int count, int pe);

    /**
     * Strided put ({@code shmem_iput}): element {@code i < count} of {@code src} at
     * {@code srcIndex + i * srcStride} goes to {@code dest} element {@code destIndex + i * destStride}.
     *
     * @param dest       symmetric buffer on the target PE.
     * @param destIndex  first element index in {@code dest}.
     * @param destStride stride between target elements, in elements (at least 1).
     * @param src        local source array.
     * @param srcIndex   first index in {@code src}.
     * @param srcStride  stride between source elements (at least 1).
     * @param count      number of elements.
     * @param pe         the target PE.
     */
    void iput(SymmetricBuffer dest, long destIndex, long destStride, long[] src, int srcIndex, int srcStride,
        int count, int pe);

    /**
     * Strided get ({@code shmem_iget}): {@code src} element {@code srcIndex + i * srcStride} on the PE goes to
     * {@code dest[destIndex + i * destStride]} for {@code i < count}.
     *
     * @param dest       local destination array.
     * @param destIndex  first index in {@code dest}.
     * @param destStride stride between destination elements (at least 1).
     * @param src        symmetric buffer on the source PE.
     * @param srcIndex   first element index in {@code src}.
     * @param srcStride  stride between source elements, in elements (at least 1).
     * @param count      number of elements.
     * @param pe         the source PE.
     */
    void iget(long[] dest, int destIndex, int destStride, SymmetricBuffer src, long srcIndex, long srcStride,
        int count, int pe);

    /**
     * Copies {@code count} elements of a {@code float[]} into a PE's symmetric buffer (returns when {@code src} may be
     * reused).
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param pe        the target PE.
     */
    void put(SymmetricBuffer dest, long destIndex, float[] src, int srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a PE's symmetric buffer into a {@code float[]} (returns with the data).
     *
     * @param dest      local destination array.
     * @param destIndex first index in {@code dest}.
     * @param src       symmetric buffer on the source PE.
     * @param srcIndex  first element index in {@code src}.
     * @param count     number of elements.
     * @param pe        the source PE.
     */
    void get(float[] dest, int destIndex, SymmetricBuffer src, long srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a {@code float[]} into a PE's symmetric buffer (returns at once; complete at
     * {@link #quiet()}, {@code src} may be reused on return).
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param pe        the target PE.
     */
    void putNbi(SymmetricBuffer dest, long destIndex, float[] src, int srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a PE's symmetric buffer into a {@code float[]} (returns at once; {@code dest}
     * holds the data after {@link #quiet()}).
     *
     * @param dest      local destination array.
     * @param destIndex first index in {@code dest}.
     * @param src       symmetric buffer on the source PE.
     * @param srcIndex  first element index in {@code src}.
     * @param count     number of elements.
     * @param pe        the source PE.
     */
    void getNbi(float[] dest, int destIndex, SymmetricBuffer src, long srcIndex, int count, int pe);

    /**
     * Strided put ({@code shmem_iput}): element {@code i < count} of {@code src} at
     * {@code srcIndex + i * srcStride} goes to {@code dest} element {@code destIndex + i * destStride}.
     *
     * @param dest       symmetric buffer on the target PE.
     * @param destIndex  first element index in {@code dest}.
     * @param destStride stride between target elements, in elements (at least 1).
     * @param src        local source array.
     * @param srcIndex   first index in {@code src}.
     * @param srcStride  stride between source elements (at least 1).
     * @param count      number of elements.
     * @param pe         the target PE.
     */
    void iput(SymmetricBuffer dest, long destIndex, long destStride, float[] src, int srcIndex, int srcStride,
        int count, int pe);

    /**
     * Strided get ({@code shmem_iget}): {@code src} element {@code srcIndex + i * srcStride} on the PE goes to
     * {@code dest[destIndex + i * destStride]} for {@code i < count}.
     *
     * @param dest       local destination array.
     * @param destIndex  first index in {@code dest}.
     * @param destStride stride between destination elements (at least 1).
     * @param src        symmetric buffer on the source PE.
     * @param srcIndex   first element index in {@code src}.
     * @param srcStride  stride between source elements, in elements (at least 1).
     * @param count      number of elements.
     * @param pe         the source PE.
     */
    void iget(float[] dest, int destIndex, int destStride, SymmetricBuffer src, long srcIndex, long srcStride,
        int count, int pe);

    /**
     * Copies {@code count} elements of a {@code double[]} into a PE's symmetric buffer (returns when {@code src} may be
     * reused).
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param pe        the target PE.
     */
    void put(SymmetricBuffer dest, long destIndex, double[] src, int srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a PE's symmetric buffer into a {@code double[]} (returns with the data).
     *
     * @param dest      local destination array.
     * @param destIndex first index in {@code dest}.
     * @param src       symmetric buffer on the source PE.
     * @param srcIndex  first element index in {@code src}.
     * @param count     number of elements.
     * @param pe        the source PE.
     */
    void get(double[] dest, int destIndex, SymmetricBuffer src, long srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a {@code double[]} into a PE's symmetric buffer (returns at once; complete at
     * {@link #quiet()}, {@code src} may be reused on return).
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param pe        the target PE.
     */
    void putNbi(SymmetricBuffer dest, long destIndex, double[] src, int srcIndex, int count, int pe);

    /**
     * Copies {@code count} elements of a PE's symmetric buffer into a {@code double[]} (returns at once; {@code dest}
     * holds the data after {@link #quiet()}).
     *
     * @param dest      local destination array.
     * @param destIndex first index in {@code dest}.
     * @param src       symmetric buffer on the source PE.
     * @param srcIndex  first element index in {@code src}.
     * @param count     number of elements.
     * @param pe        the source PE.
     */
    void getNbi(double[] dest, int destIndex, SymmetricBuffer src, long srcIndex, int count, int pe);

    /**
     * Strided put ({@code shmem_iput}): element {@code i < count} of {@code src} at
     * {@code srcIndex + i * srcStride} goes to {@code dest} element {@code destIndex + i * destStride}.
     *
     * @param dest       symmetric buffer on the target PE.
     * @param destIndex  first element index in {@code dest}.
     * @param destStride stride between target elements, in elements (at least 1).
     * @param src        local source array.
     * @param srcIndex   first index in {@code src}.
     * @param srcStride  stride between source elements (at least 1).
     * @param count      number of elements.
     * @param pe         the target PE.
     */
    void iput(SymmetricBuffer dest, long destIndex, long destStride, double[] src, int srcIndex, int srcStride,
        int count, int pe);

    /**
     * Strided get ({@code shmem_iget}): {@code src} element {@code srcIndex + i * srcStride} on the PE goes to
     * {@code dest[destIndex + i * destStride]} for {@code i < count}.
     *
     * @param dest       local destination array.
     * @param destIndex  first index in {@code dest}.
     * @param destStride stride between destination elements (at least 1).
     * @param src        symmetric buffer on the source PE.
     * @param srcIndex   first element index in {@code src}.
     * @param srcStride  stride between source elements, in elements (at least 1).
     * @param count      number of elements.
     * @param pe         the source PE.
     */
    void iget(double[] dest, int destIndex, int destStride, SymmetricBuffer src, long srcIndex, long srcStride,
        int count, int pe);

    /**
     * Copies bytes of a local array into a PE's symmetric buffer ({@code shmem_putmem}; returns when the source may be
     * reused).
     *
     * @param dest       symmetric buffer on the target PE.
     * @param destOffset byte offset in {@code dest}.
     * @param src        local source bytes.
     * @param srcOffset  first index in {@code src}.
     * @param length     number of bytes.
     * @param pe         the target PE.
     */
    void putMem(SymmetricBuffer dest, long destOffset, byte[] src, int srcOffset, int length, int pe);

    /**
     * Copies bytes of a PE's symmetric buffer into a local array ({@code shmem_getmem}; returns with the data).
     *
     * @param dest       local destination bytes.
     * @param destOffset first index in {@code dest}.
     * @param src        symmetric buffer on the source PE.
     * @param srcOffset  byte offset in {@code src}.
     * @param length     number of bytes.
     * @param pe         the source PE.
     */
    void getMem(byte[] dest, int destOffset, SymmetricBuffer src, long srcOffset, int length, int pe);

    /**
     * Copies bytes from this PE's copy of a symmetric buffer into a PE's symmetric buffer (returns when the source may
     * be reused).
     * The usual C idiom, where the source is symmetric too.
     *
     * @param dest       symmetric buffer on the target PE.
     * @param destOffset byte offset in {@code dest}.
     * @param src        symmetric buffer whose local copy is the source.
     * @param srcOffset  byte offset in {@code src}.
     * @param length     number of bytes.
     * @param pe         the target PE.
     */
    void putMem(SymmetricBuffer dest, long destOffset, SymmetricBuffer src, long srcOffset, long length, int pe);

    /**
     * Copies bytes of a PE's symmetric buffer into this PE's copy of a symmetric buffer (returns with the data).
     *
     * @param dest       symmetric buffer whose local copy is the destination.
     * @param destOffset byte offset in {@code dest}.
     * @param src        symmetric buffer on the source PE.
     * @param srcOffset  byte offset in {@code src}.
     * @param length     number of bytes.
     * @param pe         the source PE.
     */
    void getMem(SymmetricBuffer dest, long destOffset, SymmetricBuffer src, long srcOffset, long length, int pe);

    /**
     * Copies bytes of a local array into a PE's symmetric buffer ({@code shmem_putmem_nbi}; returns at once; complete
     * at {@link #quiet()}, the source may be reused on return).
     *
     * @param dest       symmetric buffer on the target PE.
     * @param destOffset byte offset in {@code dest}.
     * @param src        local source bytes.
     * @param srcOffset  first index in {@code src}.
     * @param length     number of bytes.
     * @param pe         the target PE.
     */
    void putMemNbi(SymmetricBuffer dest, long destOffset, byte[] src, int srcOffset, int length, int pe);

    /**
     * Copies bytes of a PE's symmetric buffer into a local array ({@code shmem_getmem_nbi}; returns at once; the
     * destination holds the data after {@link #quiet()}).
     *
     * @param dest       local destination bytes.
     * @param destOffset first index in {@code dest}.
     * @param src        symmetric buffer on the source PE.
     * @param srcOffset  byte offset in {@code src}.
     * @param length     number of bytes.
     * @param pe         the source PE.
     */
    void getMemNbi(byte[] dest, int destOffset, SymmetricBuffer src, long srcOffset, int length, int pe);

    /**
     * Copies bytes from this PE's copy of a symmetric buffer into a PE's symmetric buffer (returns at once; complete at
     * {@link #quiet()}, the source may be reused on return).
     * The usual C idiom, where the source is symmetric too.
     *
     * @param dest       symmetric buffer on the target PE.
     * @param destOffset byte offset in {@code dest}.
     * @param src        symmetric buffer whose local copy is the source.
     * @param srcOffset  byte offset in {@code src}.
     * @param length     number of bytes.
     * @param pe         the target PE.
     */
    void putMemNbi(SymmetricBuffer dest, long destOffset, SymmetricBuffer src, long srcOffset, long length, int pe);

    /**
     * Copies bytes of a PE's symmetric buffer into this PE's copy of a symmetric buffer (returns at once; the
     * destination holds the data after {@link #quiet()}).
     *
     * @param dest       symmetric buffer whose local copy is the destination.
     * @param destOffset byte offset in {@code dest}.
     * @param src        symmetric buffer on the source PE.
     * @param srcOffset  byte offset in {@code src}.
     * @param length     number of bytes.
     * @param pe         the source PE.
     */
    void getMemNbi(SymmetricBuffer dest, long destOffset, SymmetricBuffer src, long srcOffset, long length, int pe);

    /**
     * Copies the remaining bytes of a {@link ByteBuffer} (heap or direct) into a PE's symmetric buffer and
     * advances the buffer's position to its limit.
     *
     * @param dest       symmetric buffer on the target PE.
     * @param destOffset byte offset in {@code dest}.
     * @param src        the bytes from its position to its limit.
     * @param pe         the target PE.
     */
    void putMem(SymmetricBuffer dest, long destOffset, ByteBuffer src, int pe);

    /**
     * Fills the remaining bytes of a {@link ByteBuffer} (heap or direct) from a PE's symmetric buffer and
     * advances the buffer's position to its limit.
     *
     * @param dest      receives bytes from its position to its limit.
     * @param src       symmetric buffer on the source PE.
     * @param srcOffset byte offset in {@code src}.
     * @param pe        the source PE.
     */
    void getMem(ByteBuffer dest, SymmetricBuffer src, long srcOffset, int pe);

    /**
     * Orders puts, AMOs and signals of this context per target PE: those issued before the fence are delivered
     * to a PE before those issued after it.
     */
    void fence();

    /**
     * Completes every outstanding put, get, AMO and signal of this context to every PE, and makes the stores
     * visible to all PEs.
     */
    void quiet();
}
