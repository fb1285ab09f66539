package io.jshmem;

import java.nio.ByteBuffer;

/**
 * One-sided communication: puts, gets, their strided and non-blocking forms, atomic memory operations (AMOs),
 * put-with-signal, and the ordering operations {@link #fence()} and {@link #quiet()}. {@link Shmem} itself is
 * the default context; {@link Shmem#createContext(java.util.Set)} creates more, each with its own ordering and
 * completion, and {@link Team#createContext(java.util.Set)} creates contexts numbered as a team.
 *
 * <h2>Addressing</h2>
 * A remote location is a {@link SymmetricBuffer} (the same offset and length on every PE), an index into it
 * and the target PE: a world PE number ({@link Shmem#myPe()}), or a team PE number on a context created by
 * {@link Team#createContext(java.util.Set)}. Typed operations count indices in elements of their type
 * ({@code putLong(dest, 3, v, pe)} writes bytes 24 to 31 of {@code dest}); the {@code *Mem} operations count
 * bytes. Java arrays are the local side; their indices are ordinary array indices.
 *
 * <h2>Checks</h2>
 * Every operation checks, before touching any memory, that {@code 0 <= pe < nPes()} (of the job, or of the
 * context's team; {@link io.jshmem.exceptions.PeOutOfRangeException}), that the buffer was not freed
 * ({@link io.jshmem.exceptions.BufferFreedException}) and that every element lies inside the buffer and the
 * array ({@link IndexOutOfBoundsException} naming index, count and size). An atomic or signal word must be
 * aligned to its size; with element indices it always is (buffers start on 64-byte boundaries), and a
 * misaligned word would be rejected with {@link IllegalArgumentException}. A destroyed context throws
 * {@link IllegalStateException}.
 *
 * <h2>Completion and ordering</h2>
 * <ul>
 *   <li>A blocking put returns when the source may be reused; its data reaches the target eventually, and is
 *   guaranteed visible to the target after {@link #quiet()} (or a barrier, which quiets).</li>
 *   <li>A blocking get returns with the data.</li>
 *   <li>A non-blocking ({@code Nbi}) operation may still be in flight on return: the source of a put may be
 *   reused on return (it is copied or sent before the call returns), the destination of a get is valid only
 *   after {@link #quiet()}.</li>
 *   <li>A fetching AMO returns with the word's previous value; a non-fetching AMO ({@code atomicAdd...},
 *   {@code atomicSet...}, ...) behaves like a put: complete at {@link #quiet()}. A non-blocking fetching AMO
 *   ({@code atomicFetchAddLongNbi}, ...) delivers the previous value into a local array slot by
 *   {@link #quiet()}.</li>
 *   <li>{@link #fence()} orders puts, AMOs and signals to one PE: those issued before it are delivered to that
 *   PE before those issued after it. {@link #quiet()} completes every outstanding operation of this context to
 *   every PE and makes it visible: a store that happens-before {@code quiet()} on this PE is visible to a PE
 *   that observes a later store (for example through a wait or an atomic fetch) of this PE.</li>
 *   <li>Fence and quiet concern this context only (OpenSHMEM 1.6): quiet on one context does not wait for
 *   another context's operations.</li>
 * </ul>
 * On the shared-memory transport puts are plain stores into the mapped segment of the target, fence is a
 * release fence and quiet a full fence; waits on the target read with acquire semantics.
 *
 * <h2>Atomics</h2>
 * An AMO is atomic with respect to every other AMO on the same word of the same size, from any PE and any
 * thread, and to signal updates on 64-bit words; it is not atomic with respect to puts or plain stores to the
 * word. Operations on {@code int} and {@code long} words exist for every OpenSHMEM AMO; {@code float} and
 * {@code double} words have fetch, set and swap (the spec's extended AMO types). Unsigned C types map to the
 * same Java type: the operations act on bits, and two's-complement addition wraps exactly like unsigned
 * addition, so {@code uint64_t} counters and masks use the {@code Long} forms ({@link Long#toUnsignedString}
 * reads them back). Compare-and-swap compares bits, so it is the same for signed and unsigned words.
 *
 * <p>Which mechanism performs an AMO depends on the target's transport; all AMOs on one word take the same
 * path, so they are atomic with respect to each other. Between PEs of one host they are CPU atomic
 * instructions on the mapped word (lock-prefixed on x86), coherent with the target's own loads.
 *
 * <h2>Signals</h2>
 * {@code putSignal} writes data and then updates a 64-bit signal word on the same PE by {@link SignalOp#SET}
 * or {@link SignalOp#ADD}; a PE that observes the update (with {@link Shmem#signalWaitUntil}, a wait or an
 * atomic fetch) also observes the data. The update is atomic with respect to other signal updates and 64-bit
 * AMOs on the word.
 */
public interface ShmemContext extends AutoCloseable {
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

    // =================================================================================================
    // Atomic memory operations (AMOs). Typed names (atomicFetchAddLong, not an overloaded atomicFetchAdd) so
    // that an int literal can never select the 4-byte form for a long word.
    // =================================================================================================

    // ---- atomics on int words ----
    /**
     * Atomically reads an {@code int} of a PE ({@code shmem_int_atomic_fetch}).
     *
     * @param source symmetric buffer on the target PE.
     * @param index  element index into {@code source} (4 bytes per element).
     * @param pe     the target PE.
     * @return the value.
     */
    int atomicFetchInt(SymmetricBuffer source, long index, int pe);

    /**
     * Atomically writes an {@code int} to a PE ({@code shmem_int_atomic_set}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param value the value to store.
     * @param pe    the target PE.
     */
    void atomicSetInt(SymmetricBuffer dest, long index, int value, int pe);

    /**
     * Atomically replaces an {@code int} of a PE with {@code value} if it equals {@code cond}, returning its previous
     * value ({@code shmem_int_atomic_compare_swap}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param cond  the value the word must hold for the swap to happen.
     * @param value the value to store when the word equals {@code cond}.
     * @param pe    the target PE.
     * @return the value before the operation (equal to {@code cond} when the swap happened).
     */
    int atomicCompareSwapInt(SymmetricBuffer dest, long index, int cond, int value, int pe);

    /**
     * Atomically replaces an {@code int} of a PE with {@code value}, returning its previous value
     * ({@code shmem_int_atomic_swap}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param value the value to store.
     * @param pe    the target PE.
     * @return the value before the operation.
     */
    int atomicSwapInt(SymmetricBuffer dest, long index, int value, int pe);

    /**
     * Atomically adds 1 to an {@code int} of a PE, returning its previous value ({@code shmem_int_atomic_fetch_inc}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param pe    the target PE.
     * @return the value before the operation.
     */
    int atomicFetchIncInt(SymmetricBuffer dest, long index, int pe);

    /**
     * Atomically adds 1 to an {@code int} of a PE ({@code shmem_int_atomic_inc}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param pe    the target PE.
     */
    void atomicIncInt(SymmetricBuffer dest, long index, int pe);

    /**
     * Atomically adds {@code value} to an {@code int} of a PE, returning its previous value
     * ({@code shmem_int_atomic_fetch_add}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param value the operand.
     * @param pe    the target PE.
     * @return the value before the operation.
     */
    int atomicFetchAddInt(SymmetricBuffer dest, long index, int value, int pe);

    /**
     * Atomically adds {@code value} to an {@code int} of a PE ({@code shmem_int_atomic_add}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param value the operand.
     * @param pe    the target PE.
     */
    void atomicAddInt(SymmetricBuffer dest, long index, int value, int pe);

    /**
     * Atomically ANDs {@code value} into the bits of an {@code int} of a PE, returning its previous value
     * ({@code shmem_int_atomic_fetch_and}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param value the operand.
     * @param pe    the target PE.
     * @return the value before the operation.
     */
    int atomicFetchAndInt(SymmetricBuffer dest, long index, int value, int pe);

    /**
     * Atomically ANDs {@code value} into the bits of an {@code int} of a PE ({@code shmem_int_atomic_and}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param value the operand.
     * @param pe    the target PE.
     */
    void atomicAndInt(SymmetricBuffer dest, long index, int value, int pe);

    /**
     * Atomically ORs {@code value} into the bits of an {@code int} of a PE, returning its previous value
     * ({@code shmem_int_atomic_fetch_or}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param value the operand.
     * @param pe    the target PE.
     * @return the value before the operation.
     */
    int atomicFetchOrInt(SymmetricBuffer dest, long index, int value, int pe);

    /**
     * Atomically ORs {@code value} into the bits of an {@code int} of a PE ({@code shmem_int_atomic_or}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param value the operand.
     * @param pe    the target PE.
     */
    void atomicOrInt(SymmetricBuffer dest, long index, int value, int pe);

    /**
     * Atomically XORs {@code value} into the bits of an {@code int} of a PE, returning its previous value
     * ({@code shmem_int_atomic_fetch_xor}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param value the operand.
     * @param pe    the target PE.
     * @return the value before the operation.
     */
    int atomicFetchXorInt(SymmetricBuffer dest, long index, int value, int pe);

    /**
     * Atomically XORs {@code value} into the bits of an {@code int} of a PE ({@code shmem_int_atomic_xor}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param value the operand.
     * @param pe    the target PE.
     */
    void atomicXorInt(SymmetricBuffer dest, long index, int value, int pe);

    /**
     * Reads an {@code int} of a PE atomically without waiting ({@code shmem_int_atomic_fetch_nbi}): the value is in
     * {@code fetch[fetchIndex]} after {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param source     symmetric buffer on the target PE.
     * @param index      element index into {@code source} (4 bytes per element).
     * @param pe         the target PE.
     */
    void atomicFetchIntNbi(int[] fetch, int fetchIndex, SymmetricBuffer source, long index, int pe);

    /**
     * Atomically replaces an {@code int} of a PE with {@code value} if it equals {@code cond} without waiting for the
     * result ({@code shmem_int_atomic_compare_swap_nbi}): the previous value is in {@code fetch[fetchIndex]} after
     * {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param dest       symmetric buffer on the target PE.
     * @param index      element index into {@code dest} (4 bytes per element).
     * @param cond       the value the word must hold for the swap to happen.
     * @param value      the value to store when the word equals {@code cond}.
     * @param pe         the target PE.
     */
    void atomicCompareSwapIntNbi(int[] fetch, int fetchIndex, SymmetricBuffer dest, long index, int cond, int value,
        int pe);

    /**
     * Atomically replaces an {@code int} of a PE with {@code value} without waiting for the result
     * ({@code shmem_int_atomic_swap_nbi}): the previous value is in {@code fetch[fetchIndex]} after {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param dest       symmetric buffer on the target PE.
     * @param index      element index into {@code dest} (4 bytes per element).
     * @param value      the value to store.
     * @param pe         the target PE.
     */
    void atomicSwapIntNbi(int[] fetch, int fetchIndex, SymmetricBuffer dest, long index, int value, int pe);

    /**
     * Atomically adds 1 to an {@code int} of a PE without waiting for the result
     * ({@code shmem_int_atomic_fetch_inc_nbi}): the previous value is in {@code fetch[fetchIndex]} after
     * {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param dest       symmetric buffer on the target PE.
     * @param index      element index into {@code dest} (4 bytes per element).
     * @param pe         the target PE.
     */
    void atomicFetchIncIntNbi(int[] fetch, int fetchIndex, SymmetricBuffer dest, long index, int pe);

    /**
     * Atomically adds {@code value} to an {@code int} of a PE without waiting for the result
     * ({@code shmem_int_atomic_fetch_add_nbi}): the previous value is in {@code fetch[fetchIndex]} after
     * {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param dest       symmetric buffer on the target PE.
     * @param index      element index into {@code dest} (4 bytes per element).
     * @param value      the operand.
     * @param pe         the target PE.
     */
    void atomicFetchAddIntNbi(int[] fetch, int fetchIndex, SymmetricBuffer dest, long index, int value, int pe);

    /**
     * Atomically ANDs {@code value} into the bits of an {@code int} of a PE without waiting for the result
     * ({@code shmem_int_atomic_fetch_and_nbi}): the previous value is in {@code fetch[fetchIndex]} after
     * {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param dest       symmetric buffer on the target PE.
     * @param index      element index into {@code dest} (4 bytes per element).
     * @param value      the operand.
     * @param pe         the target PE.
     */
    void atomicFetchAndIntNbi(int[] fetch, int fetchIndex, SymmetricBuffer dest, long index, int value, int pe);

    /**
     * Atomically ORs {@code value} into the bits of an {@code int} of a PE without waiting for the result
     * ({@code shmem_int_atomic_fetch_or_nbi}): the previous value is in {@code fetch[fetchIndex]} after
     * {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param dest       symmetric buffer on the target PE.
     * @param index      element index into {@code dest} (4 bytes per element).
     * @param value      the operand.
     * @param pe         the target PE.
     */
    void atomicFetchOrIntNbi(int[] fetch, int fetchIndex, SymmetricBuffer dest, long index, int value, int pe);

    /**
     * Atomically XORs {@code value} into the bits of an {@code int} of a PE without waiting for the result
     * ({@code shmem_int_atomic_fetch_xor_nbi}): the previous value is in {@code fetch[fetchIndex]} after
     * {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param dest       symmetric buffer on the target PE.
     * @param index      element index into {@code dest} (4 bytes per element).
     * @param value      the operand.
     * @param pe         the target PE.
     */
    void atomicFetchXorIntNbi(int[] fetch, int fetchIndex, SymmetricBuffer dest, long index, int value, int pe);


    // ---- atomics on long words ----
    /**
     * Atomically reads a {@code long} of a PE ({@code shmem_long_atomic_fetch}).
     *
     * @param source symmetric buffer on the target PE.
     * @param index  element index into {@code source} (8 bytes per element).
     * @param pe     the target PE.
     * @return the value.
     */
    long atomicFetchLong(SymmetricBuffer source, long index, int pe);

    /**
     * Atomically writes a {@code long} to a PE ({@code shmem_long_atomic_set}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param value the value to store.
     * @param pe    the target PE.
     */
    void atomicSetLong(SymmetricBuffer dest, long index, long value, int pe);

    /**
     * Atomically replaces a {@code long} of a PE with {@code value} if it equals {@code cond}, returning its previous
     * value ({@code shmem_long_atomic_compare_swap}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param cond  the value the word must hold for the swap to happen.
     * @param value the value to store when the word equals {@code cond}.
     * @param pe    the target PE.
     * @return the value before the operation (equal to {@code cond} when the swap happened).
     */
    long atomicCompareSwapLong(SymmetricBuffer dest, long index, long cond, long value, int pe);

    /**
     * Atomically replaces a {@code long} of a PE with {@code value}, returning its previous value
     * ({@code shmem_long_atomic_swap}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param value the value to store.
     * @param pe    the target PE.
     * @return the value before the operation.
     */
    long atomicSwapLong(SymmetricBuffer dest, long index, long value, int pe);

    /**
     * Atomically adds 1 to a {@code long} of a PE, returning its previous value ({@code shmem_long_atomic_fetch_inc}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param pe    the target PE.
     * @return the value before the operation.
     */
    long atomicFetchIncLong(SymmetricBuffer dest, long index, int pe);

    /**
     * Atomically adds 1 to a {@code long} of a PE ({@code shmem_long_atomic_inc}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param pe    the target PE.
     */
    void atomicIncLong(SymmetricBuffer dest, long index, int pe);

    /**
     * Atomically adds {@code value} to a {@code long} of a PE, returning its previous value
     * ({@code shmem_long_atomic_fetch_add}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param value the operand.
     * @param pe    the target PE.
     * @return the value before the operation.
     */
    long atomicFetchAddLong(SymmetricBuffer dest, long index, long value, int pe);

    /**
     * Atomically adds {@code value} to a {@code long} of a PE ({@code shmem_long_atomic_add}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param value the operand.
     * @param pe    the target PE.
     */
    void atomicAddLong(SymmetricBuffer dest, long index, long value, int pe);

    /**
     * Atomically ANDs {@code value} into the bits of a {@code long} of a PE, returning its previous value
     * ({@code shmem_long_atomic_fetch_and}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param value the operand.
     * @param pe    the target PE.
     * @return the value before the operation.
     */
    long atomicFetchAndLong(SymmetricBuffer dest, long index, long value, int pe);

    /**
     * Atomically ANDs {@code value} into the bits of a {@code long} of a PE ({@code shmem_long_atomic_and}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param value the operand.
     * @param pe    the target PE.
     */
    void atomicAndLong(SymmetricBuffer dest, long index, long value, int pe);

    /**
     * Atomically ORs {@code value} into the bits of a {@code long} of a PE, returning its previous value
     * ({@code shmem_long_atomic_fetch_or}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param value the operand.
     * @param pe    the target PE.
     * @return the value before the operation.
     */
    long atomicFetchOrLong(SymmetricBuffer dest, long index, long value, int pe);

    /**
     * Atomically ORs {@code value} into the bits of a {@code long} of a PE ({@code shmem_long_atomic_or}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param value the operand.
     * @param pe    the target PE.
     */
    void atomicOrLong(SymmetricBuffer dest, long index, long value, int pe);

    /**
     * Atomically XORs {@code value} into the bits of a {@code long} of a PE, returning its previous value
     * ({@code shmem_long_atomic_fetch_xor}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param value the operand.
     * @param pe    the target PE.
     * @return the value before the operation.
     */
    long atomicFetchXorLong(SymmetricBuffer dest, long index, long value, int pe);

    /**
     * Atomically XORs {@code value} into the bits of a {@code long} of a PE ({@code shmem_long_atomic_xor}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param value the operand.
     * @param pe    the target PE.
     */
    void atomicXorLong(SymmetricBuffer dest, long index, long value, int pe);

    /**
     * Reads a {@code long} of a PE atomically without waiting ({@code shmem_long_atomic_fetch_nbi}): the value is in
     * {@code fetch[fetchIndex]} after {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param source     symmetric buffer on the target PE.
     * @param index      element index into {@code source} (8 bytes per element).
     * @param pe         the target PE.
     */
    void atomicFetchLongNbi(long[] fetch, int fetchIndex, SymmetricBuffer source, long index, int pe);

    /**
     * Atomically replaces a {@code long} of a PE with {@code value} if it equals {@code cond} without waiting for the
     * result ({@code shmem_long_atomic_compare_swap_nbi}): the previous value is in {@code fetch[fetchIndex]} after
     * {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param dest       symmetric buffer on the target PE.
     * @param index      element index into {@code dest} (8 bytes per element).
     * @param cond       the value the word must hold for the swap to happen.
     * @param value      the value to store when the word equals {@code cond}.
     * @param pe         the target PE.
     */
    void atomicCompareSwapLongNbi(long[] fetch, int fetchIndex, SymmetricBuffer dest, long index, long cond, long value,
        int pe);

    /**
     * Atomically replaces a {@code long} of a PE with {@code value} without waiting for the result
     * ({@code shmem_long_atomic_swap_nbi}): the previous value is in {@code fetch[fetchIndex]} after {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param dest       symmetric buffer on the target PE.
     * @param index      element index into {@code dest} (8 bytes per element).
     * @param value      the value to store.
     * @param pe         the target PE.
     */
    void atomicSwapLongNbi(long[] fetch, int fetchIndex, SymmetricBuffer dest, long index, long value, int pe);

    /**
     * Atomically adds 1 to a {@code long} of a PE without waiting for the result
     * ({@code shmem_long_atomic_fetch_inc_nbi}): the previous value is in {@code fetch[fetchIndex]} after
     * {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param dest       symmetric buffer on the target PE.
     * @param index      element index into {@code dest} (8 bytes per element).
     * @param pe         the target PE.
     */
    void atomicFetchIncLongNbi(long[] fetch, int fetchIndex, SymmetricBuffer dest, long index, int pe);

    /**
     * Atomically adds {@code value} to a {@code long} of a PE without waiting for the result
     * ({@code shmem_long_atomic_fetch_add_nbi}): the previous value is in {@code fetch[fetchIndex]} after
     * {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param dest       symmetric buffer on the target PE.
     * @param index      element index into {@code dest} (8 bytes per element).
     * @param value      the operand.
     * @param pe         the target PE.
     */
    void atomicFetchAddLongNbi(long[] fetch, int fetchIndex, SymmetricBuffer dest, long index, long value, int pe);

    /**
     * Atomically ANDs {@code value} into the bits of a {@code long} of a PE without waiting for the result
     * ({@code shmem_long_atomic_fetch_and_nbi}): the previous value is in {@code fetch[fetchIndex]} after
     * {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param dest       symmetric buffer on the target PE.
     * @param index      element index into {@code dest} (8 bytes per element).
     * @param value      the operand.
     * @param pe         the target PE.
     */
    void atomicFetchAndLongNbi(long[] fetch, int fetchIndex, SymmetricBuffer dest, long index, long value, int pe);

    /**
     * Atomically ORs {@code value} into the bits of a {@code long} of a PE without waiting for the result
     * ({@code shmem_long_atomic_fetch_or_nbi}): the previous value is in {@code fetch[fetchIndex]} after
     * {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param dest       symmetric buffer on the target PE.
     * @param index      element index into {@code dest} (8 bytes per element).
     * @param value      the operand.
     * @param pe         the target PE.
     */
    void atomicFetchOrLongNbi(long[] fetch, int fetchIndex, SymmetricBuffer dest, long index, long value, int pe);

    /**
     * Atomically XORs {@code value} into the bits of a {@code long} of a PE without waiting for the result
     * ({@code shmem_long_atomic_fetch_xor_nbi}): the previous value is in {@code fetch[fetchIndex]} after
     * {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param dest       symmetric buffer on the target PE.
     * @param index      element index into {@code dest} (8 bytes per element).
     * @param value      the operand.
     * @param pe         the target PE.
     */
    void atomicFetchXorLongNbi(long[] fetch, int fetchIndex, SymmetricBuffer dest, long index, long value, int pe);


    // ---- atomics on float words ----
    /**
     * Atomically reads a {@code float} of a PE ({@code shmem_float_atomic_fetch}).
     *
     * @param source symmetric buffer on the target PE.
     * @param index  element index into {@code source} (4 bytes per element).
     * @param pe     the target PE.
     * @return the value.
     */
    float atomicFetchFloat(SymmetricBuffer source, long index, int pe);

    /**
     * Atomically writes a {@code float} to a PE ({@code shmem_float_atomic_set}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param value the value to store.
     * @param pe    the target PE.
     */
    void atomicSetFloat(SymmetricBuffer dest, long index, float value, int pe);

    /**
     * Atomically replaces a {@code float} of a PE with {@code value}, returning its previous value
     * ({@code shmem_float_atomic_swap}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (4 bytes per element).
     * @param value the value to store.
     * @param pe    the target PE.
     * @return the value before the operation.
     */
    float atomicSwapFloat(SymmetricBuffer dest, long index, float value, int pe);

    /**
     * Reads a {@code float} of a PE atomically without waiting ({@code shmem_float_atomic_fetch_nbi}): the value is in
     * {@code fetch[fetchIndex]} after {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param source     symmetric buffer on the target PE.
     * @param index      element index into {@code source} (4 bytes per element).
     * @param pe         the target PE.
     */
    void atomicFetchFloatNbi(float[] fetch, int fetchIndex, SymmetricBuffer source, long index, int pe);

    /**
     * Atomically replaces a {@code float} of a PE with {@code value} without waiting for the result
     * ({@code shmem_float_atomic_swap_nbi}): the previous value is in {@code fetch[fetchIndex]} after {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param dest       symmetric buffer on the target PE.
     * @param index      element index into {@code dest} (4 bytes per element).
     * @param value      the value to store.
     * @param pe         the target PE.
     */
    void atomicSwapFloatNbi(float[] fetch, int fetchIndex, SymmetricBuffer dest, long index, float value, int pe);


    // ---- atomics on double words ----
    /**
     * Atomically reads a {@code double} of a PE ({@code shmem_double_atomic_fetch}).
     *
     * @param source symmetric buffer on the target PE.
     * @param index  element index into {@code source} (8 bytes per element).
     * @param pe     the target PE.
     * @return the value.
     */
    double atomicFetchDouble(SymmetricBuffer source, long index, int pe);

    /**
     * Atomically writes a {@code double} to a PE ({@code shmem_double_atomic_set}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param value the value to store.
     * @param pe    the target PE.
     */
    void atomicSetDouble(SymmetricBuffer dest, long index, double value, int pe);

    /**
     * Atomically replaces a {@code double} of a PE with {@code value}, returning its previous value
     * ({@code shmem_double_atomic_swap}).
     *
     * @param dest  symmetric buffer on the target PE.
     * @param index element index into {@code dest} (8 bytes per element).
     * @param value the value to store.
     * @param pe    the target PE.
     * @return the value before the operation.
     */
    double atomicSwapDouble(SymmetricBuffer dest, long index, double value, int pe);

    /**
     * Reads a {@code double} of a PE atomically without waiting ({@code shmem_double_atomic_fetch_nbi}): the value is
     * in {@code fetch[fetchIndex]} after {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param source     symmetric buffer on the target PE.
     * @param index      element index into {@code source} (8 bytes per element).
     * @param pe         the target PE.
     */
    void atomicFetchDoubleNbi(double[] fetch, int fetchIndex, SymmetricBuffer source, long index, int pe);

    /**
     * Atomically replaces a {@code double} of a PE with {@code value} without waiting for the result
     * ({@code shmem_double_atomic_swap_nbi}): the previous value is in {@code fetch[fetchIndex]} after
     * {@link #quiet()}.
     *
     * @param fetch      local array that receives the value; it must stay reachable until quiet.
     * @param fetchIndex index into {@code fetch}.
     * @param dest       symmetric buffer on the target PE.
     * @param index      element index into {@code dest} (8 bytes per element).
     * @param value      the value to store.
     * @param pe         the target PE.
     */
    void atomicSwapDoubleNbi(double[] fetch, int fetchIndex, SymmetricBuffer dest, long index, double value, int pe);

    // =================================================================================================
    // Put-with-signal and signal updates. A signal word is a long (an unsigned 64-bit number) of a
    // symmetric buffer; waits on it are on Shmem (signalWaitUntil, signalFetch).
    // =================================================================================================

    /**
     * Copies {@code count} elements of a {@code byte[]} into a PE's symmetric buffer, then updates a signal word on
     * that PE ({@code shmem_put_signal}; returns when {@code src} may be reused). A PE that observes the signal update
     * also observes the data.
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param sig       symmetric buffer holding the signal word on the target PE.
     * @param sigIndex  index of the signal word in {@code sig} (8 bytes per element).
     * @param signal    the signal value (an unsigned 64-bit number).
     * @param sigOp     {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe        the target PE.
     */
    void putSignal(SymmetricBuffer dest, long destIndex, byte[] src, int srcIndex, int count, SymmetricBuffer sig,
        long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies {@code count} elements of a {@code short[]} into a PE's symmetric buffer, then updates a signal word on
     * that PE ({@code shmem_put_signal}; returns when {@code src} may be reused). A PE that observes the signal update
     * also observes the data.
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param sig       symmetric buffer holding the signal word on the target PE.
     * @param sigIndex  index of the signal word in {@code sig} (8 bytes per element).
     * @param signal    the signal value (an unsigned 64-bit number).
     * @param sigOp     {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe        the target PE.
     */
    void putSignal(SymmetricBuffer dest, long destIndex, short[] src, int srcIndex, int count, SymmetricBuffer sig,
        long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies {@code count} elements of a {@code char[]} into a PE's symmetric buffer, then updates a signal word on
     * that PE ({@code shmem_put_signal}; returns when {@code src} may be reused). A PE that observes the signal update
     * also observes the data.
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param sig       symmetric buffer holding the signal word on the target PE.
     * @param sigIndex  index of the signal word in {@code sig} (8 bytes per element).
     * @param signal    the signal value (an unsigned 64-bit number).
     * @param sigOp     {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe        the target PE.
     */
    void putSignal(SymmetricBuffer dest, long destIndex, char[] src, int srcIndex, int count, SymmetricBuffer sig,
        long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies {@code count} elements of a {@code int[]} into a PE's symmetric buffer, then updates a signal word on that
     * PE ({@code shmem_put_signal}; returns when {@code src} may be reused). A PE that observes the signal update also
     * observes the data.
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param sig       symmetric buffer holding the signal word on the target PE.
     * @param sigIndex  index of the signal word in {@code sig} (8 bytes per element).
     * @param signal    the signal value (an unsigned 64-bit number).
     * @param sigOp     {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe        the target PE.
     */
    void putSignal(SymmetricBuffer dest, long destIndex, int[] src, int srcIndex, int count, SymmetricBuffer sig,
        long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies {@code count} elements of a {@code long[]} into a PE's symmetric buffer, then updates a signal word on
     * that PE ({@code shmem_put_signal}; returns when {@code src} may be reused). A PE that observes the signal update
     * also observes the data.
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param sig       symmetric buffer holding the signal word on the target PE.
     * @param sigIndex  index of the signal word in {@code sig} (8 bytes per element).
     * @param signal    the signal value (an unsigned 64-bit number).
     * @param sigOp     {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe        the target PE.
     */
    void putSignal(SymmetricBuffer dest, long destIndex, long[] src, int srcIndex, int count, SymmetricBuffer sig,
        long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies {@code count} elements of a {@code float[]} into a PE's symmetric buffer, then updates a signal word on
     * that PE ({@code shmem_put_signal}; returns when {@code src} may be reused). A PE that observes the signal update
     * also observes the data.
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param sig       symmetric buffer holding the signal word on the target PE.
     * @param sigIndex  index of the signal word in {@code sig} (8 bytes per element).
     * @param signal    the signal value (an unsigned 64-bit number).
     * @param sigOp     {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe        the target PE.
     */
    void putSignal(SymmetricBuffer dest, long destIndex, float[] src, int srcIndex, int count, SymmetricBuffer sig,
        long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies {@code count} elements of a {@code double[]} into a PE's symmetric buffer, then updates a signal word on
     * that PE ({@code shmem_put_signal}; returns when {@code src} may be reused). A PE that observes the signal update
     * also observes the data.
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param sig       symmetric buffer holding the signal word on the target PE.
     * @param sigIndex  index of the signal word in {@code sig} (8 bytes per element).
     * @param signal    the signal value (an unsigned 64-bit number).
     * @param sigOp     {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe        the target PE.
     */
    void putSignal(SymmetricBuffer dest, long destIndex, double[] src, int srcIndex, int count, SymmetricBuffer sig,
        long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies bytes of a local array into a PE's symmetric buffer, then updates a signal word on that PE
     * ({@code shmem_putmem_signal}; returns when the source may be reused). A PE that observes the signal update also
     * observes the data.
     *
     * @param dest       symmetric buffer on the target PE.
     * @param destOffset byte offset in {@code dest}.
     * @param src        local source bytes.
     * @param srcOffset  first index in {@code src}.
     * @param length     number of bytes.
     * @param sig        symmetric buffer holding the signal word on the target PE.
     * @param sigIndex   index of the signal word in {@code sig} (8 bytes per element).
     * @param signal     the signal value (an unsigned 64-bit number).
     * @param sigOp      {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe         the target PE.
     */
    void putMemSignal(SymmetricBuffer dest, long destOffset, byte[] src, int srcOffset, int length, SymmetricBuffer sig,
        long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies bytes of this PE's copy of a symmetric buffer into a PE's symmetric buffer, then updates a signal word on
     * that PE ({@code shmem_putmem_signal}; returns when the source may be reused). A PE that observes the signal
     * update also observes the data.
     *
     * @param dest       symmetric buffer on the target PE.
     * @param destOffset byte offset in {@code dest}.
     * @param src        symmetric buffer whose local copy is the source.
     * @param srcOffset  byte offset in {@code src}.
     * @param length     number of bytes.
     * @param sig        symmetric buffer holding the signal word on the target PE.
     * @param sigIndex   index of the signal word in {@code sig} (8 bytes per element).
     * @param signal     the signal value (an unsigned 64-bit number).
     * @param sigOp      {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe         the target PE.
     */
    void putMemSignal(SymmetricBuffer dest, long destOffset, SymmetricBuffer src, long srcOffset, long length,
        SymmetricBuffer sig, long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies {@code count} elements of a {@code byte[]} into a PE's symmetric buffer, then updates a signal word on
     * that PE ({@code shmem_put_signal_nbi}; returns at once; the data and then the signal are delivered by
     * {@link #quiet()}, {@code src} may be reused on return). A PE that observes the signal update also observes the
     * data.
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param sig       symmetric buffer holding the signal word on the target PE.
     * @param sigIndex  index of the signal word in {@code sig} (8 bytes per element).
     * @param signal    the signal value (an unsigned 64-bit number).
     * @param sigOp     {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe        the target PE.
     */
    void putSignalNbi(SymmetricBuffer dest, long destIndex, byte[] src, int srcIndex, int count, SymmetricBuffer sig,
        long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies {@code count} elements of a {@code short[]} into a PE's symmetric buffer, then updates a signal word on
     * that PE ({@code shmem_put_signal_nbi}; returns at once; the data and then the signal are delivered by
     * {@link #quiet()}, {@code src} may be reused on return). A PE that observes the signal update also observes the
     * data.
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param sig       symmetric buffer holding the signal word on the target PE.
     * @param sigIndex  index of the signal word in {@code sig} (8 bytes per element).
     * @param signal    the signal value (an unsigned 64-bit number).
     * @param sigOp     {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe        the target PE.
     */
    void putSignalNbi(SymmetricBuffer dest, long destIndex, short[] src, int srcIndex, int count, SymmetricBuffer sig,
        long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies {@code count} elements of a {@code char[]} into a PE's symmetric buffer, then updates a signal word on
     * that PE ({@code shmem_put_signal_nbi}; returns at once; the data and then the signal are delivered by
     * {@link #quiet()}, {@code src} may be reused on return). A PE that observes the signal update also observes the
     * data.
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param sig       symmetric buffer holding the signal word on the target PE.
     * @param sigIndex  index of the signal word in {@code sig} (8 bytes per element).
     * @param signal    the signal value (an unsigned 64-bit number).
     * @param sigOp     {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe        the target PE.
     */
    void putSignalNbi(SymmetricBuffer dest, long destIndex, char[] src, int srcIndex, int count, SymmetricBuffer sig,
        long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies {@code count} elements of a {@code int[]} into a PE's symmetric buffer, then updates a signal word on that
     * PE ({@code shmem_put_signal_nbi}; returns at once; the data and then the signal are delivered by
     * {@link #quiet()}, {@code src} may be reused on return). A PE that observes the signal update also observes the
     * data.
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param sig       symmetric buffer holding the signal word on the target PE.
     * @param sigIndex  index of the signal word in {@code sig} (8 bytes per element).
     * @param signal    the signal value (an unsigned 64-bit number).
     * @param sigOp     {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe        the target PE.
     */
    void putSignalNbi(SymmetricBuffer dest, long destIndex, int[] src, int srcIndex, int count, SymmetricBuffer sig,
        long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies {@code count} elements of a {@code long[]} into a PE's symmetric buffer, then updates a signal word on
     * that PE ({@code shmem_put_signal_nbi}; returns at once; the data and then the signal are delivered by
     * {@link #quiet()}, {@code src} may be reused on return). A PE that observes the signal update also observes the
     * data.
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param sig       symmetric buffer holding the signal word on the target PE.
     * @param sigIndex  index of the signal word in {@code sig} (8 bytes per element).
     * @param signal    the signal value (an unsigned 64-bit number).
     * @param sigOp     {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe        the target PE.
     */
    void putSignalNbi(SymmetricBuffer dest, long destIndex, long[] src, int srcIndex, int count, SymmetricBuffer sig,
        long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies {@code count} elements of a {@code float[]} into a PE's symmetric buffer, then updates a signal word on
     * that PE ({@code shmem_put_signal_nbi}; returns at once; the data and then the signal are delivered by
     * {@link #quiet()}, {@code src} may be reused on return). A PE that observes the signal update also observes the
     * data.
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param sig       symmetric buffer holding the signal word on the target PE.
     * @param sigIndex  index of the signal word in {@code sig} (8 bytes per element).
     * @param signal    the signal value (an unsigned 64-bit number).
     * @param sigOp     {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe        the target PE.
     */
    void putSignalNbi(SymmetricBuffer dest, long destIndex, float[] src, int srcIndex, int count, SymmetricBuffer sig,
        long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies {@code count} elements of a {@code double[]} into a PE's symmetric buffer, then updates a signal word on
     * that PE ({@code shmem_put_signal_nbi}; returns at once; the data and then the signal are delivered by
     * {@link #quiet()}, {@code src} may be reused on return). A PE that observes the signal update also observes the
     * data.
     *
     * @param dest      symmetric buffer on the target PE.
     * @param destIndex first element index in {@code dest}.
     * @param src       local source array.
     * @param srcIndex  first index in {@code src}.
     * @param count     number of elements.
     * @param sig       symmetric buffer holding the signal word on the target PE.
     * @param sigIndex  index of the signal word in {@code sig} (8 bytes per element).
     * @param signal    the signal value (an unsigned 64-bit number).
     * @param sigOp     {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe        the target PE.
     */
    void putSignalNbi(SymmetricBuffer dest, long destIndex, double[] src, int srcIndex, int count, SymmetricBuffer sig,
        long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies bytes of a local array into a PE's symmetric buffer, then updates a signal word on that PE
     * ({@code shmem_putmem_signal_nbi}; returns at once, complete at {@link #quiet()}). A PE that observes the signal
     * update also observes the data.
     *
     * @param dest       symmetric buffer on the target PE.
     * @param destOffset byte offset in {@code dest}.
     * @param src        local source bytes.
     * @param srcOffset  first index in {@code src}.
     * @param length     number of bytes.
     * @param sig        symmetric buffer holding the signal word on the target PE.
     * @param sigIndex   index of the signal word in {@code sig} (8 bytes per element).
     * @param signal     the signal value (an unsigned 64-bit number).
     * @param sigOp      {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe         the target PE.
     */
    void putMemSignalNbi(SymmetricBuffer dest, long destOffset, byte[] src, int srcOffset, int length,
        SymmetricBuffer sig, long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Copies bytes of this PE's copy of a symmetric buffer into a PE's symmetric buffer, then updates a signal word on
     * that PE ({@code shmem_putmem_signal_nbi}; returns at once, complete at {@link #quiet()}). A PE that observes the
     * signal update also observes the data.
     *
     * @param dest       symmetric buffer on the target PE.
     * @param destOffset byte offset in {@code dest}.
     * @param src        symmetric buffer whose local copy is the source.
     * @param srcOffset  byte offset in {@code src}.
     * @param length     number of bytes.
     * @param sig        symmetric buffer holding the signal word on the target PE.
     * @param sigIndex   index of the signal word in {@code sig} (8 bytes per element).
     * @param signal     the signal value (an unsigned 64-bit number).
     * @param sigOp      {@link SignalOp#SET} or {@link SignalOp#ADD}.
     * @param pe         the target PE.
     */
    void putMemSignalNbi(SymmetricBuffer dest, long destOffset, SymmetricBuffer src, long srcOffset, long length,
        SymmetricBuffer sig, long sigIndex, long signal, SignalOp sigOp, int pe);

    /**
     * Atomically adds to a signal word of a PE ({@code shmem_signal_add}, OpenSHMEM 1.6). Ordered like a
     * non-fetching atomic: complete at {@link #quiet()}, ordered by {@link #fence()}.
     *
     * @param sig      symmetric buffer holding the signal word on the target PE.
     * @param sigIndex index of the signal word in {@code sig} (8 bytes per element).
     * @param signal   the value to add (wrapping, as unsigned 64-bit addition).
     * @param pe       the target PE.
     */
    void signalAdd(SymmetricBuffer sig, long sigIndex, long signal, int pe);

    /**
     * Atomically sets a signal word of a PE ({@code shmem_signal_set}, OpenSHMEM 1.6). Ordered like a
     * non-fetching atomic: complete at {@link #quiet()}, ordered by {@link #fence()}.
     *
     * @param sig      symmetric buffer holding the signal word on the target PE.
     * @param sigIndex index of the signal word in {@code sig} (8 bytes per element).
     * @param signal   the new value.
     * @param pe       the target PE.
     */
    void signalSet(SymmetricBuffer sig, long sigIndex, long signal, int pe);

    // =================================================================================================
    // Ordering.
    // =================================================================================================

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

    // =================================================================================================
    // Context lifecycle.
    // =================================================================================================

    /**
     * Destroys this context ({@code shmem_ctx_destroy}): completes its outstanding operations (as
     * {@link #quiet()}) and releases its resources. Afterwards every operation on it throws
     * {@link IllegalStateException}; destroying it again does nothing. The default context ({@link Shmem}
     * itself) cannot be destroyed: it throws {@link IllegalStateException}; it ends with
     * {@link Shmem#close()}.
     */
    void destroy();

    /**
     * Same as {@link #destroy()}, for try-with-resources on contexts from {@link Shmem#createContext}. On
     * {@link Shmem}, {@code close()} finalizes the PE instead (see {@link Shmem#close()}).
     */
    @Override
    default void close() {
        destroy();
    }
}
