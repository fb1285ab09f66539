package io.jshmem.core.transport;

import io.jshmem.ContextOption;
import io.jshmem.SignalOp;
import io.jshmem.core.mem.RawMemory;

import java.util.Set;

/**
 * How one-sided operations reach a set of PEs. Offsets are symmetric offsets into the target PE's segment;
 * the caller has checked PE numbers, bounds and alignment. The local side of a copy is addressed like
 * {@code Unsafe}: {@code (base, offset)} with {@code base} a primitive array and {@code offset} its base
 * offset plus the byte index, or {@code base == null} and {@code offset} a raw address (for example this PE's
 * own segment, which lets an RDMA transport send without a bounce copy).
 *
 * <p>Lifecycle: constructed and connected by the runtime at init, used until {@link #close()}. Completion and
 * ordering follow {@link io.jshmem.ShmemContext}: blocking puts return when the source may be reused, gets
 * with the data; {@link #fence()} orders puts per PE; {@link #quiet()} completes everything.
 */
public interface Transport extends AutoCloseable {
    /**
     * Short name used in configuration and routing output.
     *
     * @return e.g. {@code fabric} or {@code rdma}.
     */
    String name();

    /**
     * Routing priority; the reachable enabled transport with the highest priority serves a PE.
     *
     * @return the priority.
     */
    int priority();

    /**
     * Whether this transport can reach a PE.
     *
     * @param peer the PE.
     * @return true when it can.
     */
    boolean canReach(PeInfo peer);

    /**
     * Stores one byte.
     *
     * @param pe     target PE.
     * @param offset symmetric offset.
     * @param value  the value.
     */
    void putByte(int pe, long offset, byte value);

    /**
     * Stores one short (also chars).
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 2.
     * @param value  the value.
     */
    void putShort(int pe, long offset, short value);

    /**
     * Stores one int (also floats, as raw bits).
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param value  the value.
     */
    void putInt(int pe, long offset, int value);

    /**
     * Stores one long (also doubles, as raw bits).
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param value  the value.
     */
    void putLong(int pe, long offset, long value);

    /**
     * Loads one byte.
     *
     * @param pe     source PE.
     * @param offset symmetric offset.
     * @return the value.
     */
    byte getByte(int pe, long offset);

    /**
     * Loads one short.
     *
     * @param pe     source PE.
     * @param offset symmetric offset, aligned to 2.
     * @return the value.
     */
    short getShort(int pe, long offset);

    /**
     * Loads one int.
     *
     * @param pe     source PE.
     * @param offset symmetric offset, aligned to 4.
     * @return the value.
     */
    int getInt(int pe, long offset);

    /**
     * Loads one long.
     *
     * @param pe     source PE.
     * @param offset symmetric offset, aligned to 8.
     * @return the value.
     */
    long getLong(int pe, long offset);

    /**
     * Copies local bytes to a PE; returns when the source may be reused.
     *
     * @param pe        target PE.
     * @param offset    symmetric offset.
     * @param srcBase   source array, or null for a raw address.
     * @param srcOffset source offset or address.
     * @param bytes     number of bytes.
     */
    void put(int pe, long offset, Object srcBase, long srcOffset, long bytes);

    /**
     * Copies a PE's bytes to local memory; returns with the data.
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset or address.
     * @param pe        source PE.
     * @param offset    symmetric offset.
     * @param bytes     number of bytes.
     */
    void get(Object dstBase, long dstOffset, int pe, long offset, long bytes);

    /**
     * Non-blocking put: the source may be reused on return; delivery completes by {@link #quiet()}.
     *
     * @param pe        target PE.
     * @param offset    symmetric offset.
     * @param srcBase   source array, or null for a raw address.
     * @param srcOffset source offset or address.
     * @param bytes     number of bytes.
     */
    void putNbi(int pe, long offset, Object srcBase, long srcOffset, long bytes);

    /**
     * Non-blocking get: the destination holds the data after {@link #quiet()}. The destination array must
     * stay reachable until then (the transport may keep a reference).
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset or address.
     * @param pe        source PE.
     * @param offset    symmetric offset.
     * @param bytes     number of bytes.
     */
    void getNbi(Object dstBase, long dstOffset, int pe, long offset, long bytes);

    /**
     * Strided put of {@code count} elements of {@code elementBytes}.
     *
     * @param pe              target PE.
     * @param offset          symmetric offset of the first target element.
     * @param dstStrideBytes  bytes between target elements.
     * @param srcBase         source array, or null for a raw address.
     * @param srcOffset       source offset or address of the first element.
     * @param srcStrideBytes  bytes between source elements.
     * @param count           number of elements.
     * @param elementBytes    bytes per element (1, 2, 4 or 8).
     */
    void iput(int pe, long offset, long dstStrideBytes, Object srcBase, long srcOffset, long srcStrideBytes,
        long count, int elementBytes);

    /**
     * Strided get of {@code count} elements of {@code elementBytes}.
     *
     * @param dstBase         destination array, or null for a raw address.
     * @param dstOffset       destination offset or address of the first element.
     * @param dstStrideBytes  bytes between destination elements.
     * @param pe              source PE.
     * @param offset          symmetric offset of the first source element.
     * @param srcStrideBytes  bytes between source elements.
     * @param count           number of elements.
     * @param elementBytes    bytes per element (1, 2, 4 or 8).
     */
    void iget(Object dstBase, long dstOffset, long dstStrideBytes, int pe, long offset, long srcStrideBytes,
        long count, int elementBytes);

    // =================================================================================================
    // Atomics. Offsets are symmetric offsets on the target PE, aligned to the word size (checked by the
    // caller). Every AMO on one word must take the same path (DESIGN section 4): a transport that serves a PE
    // must make its AMOs atomic with respect to the AMOs every other PE's transport issues to that PE's
    // words. Non-fetching AMOs complete at quiet and are ordered by fence, like puts.
    // =================================================================================================

    /**
     * Atomically loads an {@code int}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @return the value.
     */
    int atomicFetchInt(int pe, long offset);

    /**
     * Atomically stores an {@code int}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param value  the operand.
     */
    void atomicSetInt(int pe, long offset, int value);

    /**
     * Atomically swaps an {@code int}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param value  the operand.
     * @return the previous value.
     */
    int atomicSwapInt(int pe, long offset, int value);

    /**
     * Atomically replaces an {@code int} with {@code value} if it equals {@code cond}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param cond   the value expected.
     * @param value  the operand.
     * @return the previous value.
     */
    int atomicCompareSwapInt(int pe, long offset, int cond, int value);

    /**
     * Atomically adds to an {@code int}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param value  the operand.
     * @return the previous value.
     */
    int atomicFetchAddInt(int pe, long offset, int value);

    /**
     * Atomically adds to an {@code int}, without fetching.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param value  the operand.
     */
    void atomicAddInt(int pe, long offset, int value);

    /**
     * Atomically ANDs into an {@code int}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param value  the operand.
     * @return the previous value.
     */
    int atomicFetchAndInt(int pe, long offset, int value);

    /**
     * Atomically ANDs into an {@code int}, without fetching.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param value  the operand.
     */
    void atomicAndInt(int pe, long offset, int value);

    /**
     * Atomically ORs into an {@code int}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param value  the operand.
     * @return the previous value.
     */
    int atomicFetchOrInt(int pe, long offset, int value);

    /**
     * Atomically ORs into an {@code int}, without fetching.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param value  the operand.
     */
    void atomicOrInt(int pe, long offset, int value);

    /**
     * Atomically XORs into an {@code int}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param value  the operand.
     * @return the previous value.
     */
    int atomicFetchXorInt(int pe, long offset, int value);

    /**
     * Atomically XORs into an {@code int}, without fetching.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param value  the operand.
     */
    void atomicXorInt(int pe, long offset, int value);

    /**
     * Atomically loads a {@code long}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @return the value.
     */
    long atomicFetchLong(int pe, long offset);

    /**
     * Atomically stores a {@code long}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param value  the operand.
     */
    void atomicSetLong(int pe, long offset, long value);

    /**
     * Atomically swaps a {@code long}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param value  the operand.
     * @return the previous value.
     */
    long atomicSwapLong(int pe, long offset, long value);

    /**
     * Atomically replaces a {@code long} with {@code value} if it equals {@code cond}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param cond   the value expected.
     * @param value  the operand.
     * @return the previous value.
     */
    long atomicCompareSwapLong(int pe, long offset, long cond, long value);

    /**
     * Atomically adds to a {@code long}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param value  the operand.
     * @return the previous value.
     */
    long atomicFetchAddLong(int pe, long offset, long value);

    /**
     * Atomically adds to a {@code long}, without fetching.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param value  the operand.
     */
    void atomicAddLong(int pe, long offset, long value);

    /**
     * Atomically ANDs into a {@code long}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param value  the operand.
     * @return the previous value.
     */
    long atomicFetchAndLong(int pe, long offset, long value);

    /**
     * Atomically ANDs into a {@code long}, without fetching.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param value  the operand.
     */
    void atomicAndLong(int pe, long offset, long value);

    /**
     * Atomically ORs into a {@code long}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param value  the operand.
     * @return the previous value.
     */
    long atomicFetchOrLong(int pe, long offset, long value);

    /**
     * Atomically ORs into a {@code long}, without fetching.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param value  the operand.
     */
    void atomicOrLong(int pe, long offset, long value);

    /**
     * Atomically XORs into a {@code long}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param value  the operand.
     * @return the previous value.
     */
    long atomicFetchXorLong(int pe, long offset, long value);

    /**
     * Atomically XORs into a {@code long}, without fetching.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param value  the operand.
     */
    void atomicXorLong(int pe, long offset, long value);

    /**
     * Non-blocking fetching AMO on a 4-byte word: the previous value is stored, in native order, at
     * {@code (resultBase, resultOffset)} by {@link #quiet()} (addressed like {@link #get}; the array must stay
     * reachable until then). The default performs the blocking operation at once.
     *
     * @param op           the operation.
     * @param resultBase   destination array, or null for a raw address.
     * @param resultOffset destination offset or address.
     * @param pe           target PE.
     * @param offset       symmetric offset, aligned to 4.
     * @param operand      the operand (unused by {@link AtomicOp#FETCH}).
     * @param cond         the condition of {@link AtomicOp#COMPARE_SWAP}.
     */
    default void atomicIntNbi(AtomicOp op, Object resultBase, long resultOffset, int pe, long offset, int operand,
        int cond) {
        RawMemory.putInt(resultBase, resultOffset, op.applyInt(this, pe, offset, operand, cond));
    }

    /**
     * Non-blocking fetching AMO on an 8-byte word: the previous value is stored, in native order, at
     * {@code (resultBase, resultOffset)} by {@link #quiet()}. The default performs the blocking operation at
     * once.
     *
     * @param op           the operation.
     * @param resultBase   destination array, or null for a raw address.
     * @param resultOffset destination offset or address.
     * @param pe           target PE.
     * @param offset       symmetric offset, aligned to 8.
     * @param operand      the operand (unused by {@link AtomicOp#FETCH}).
     * @param cond         the condition of {@link AtomicOp#COMPARE_SWAP}.
     */
    default void atomicLongNbi(AtomicOp op, Object resultBase, long resultOffset, int pe, long offset,
        long operand, long cond) {
        RawMemory.putLong(resultBase, resultOffset, op.applyLong(this, pe, offset, operand, cond));
    }

    // =================================================================================================
    // Put-with-signal.
    // =================================================================================================

    /**
     * Copies local bytes to a PE, then updates a 64-bit signal word on that PE; a PE that observes the signal
     * update observes the data. Returns when the source may be reused. The default is a put, a {@link #fence()}
     * and a non-fetching AMO ({@link #atomicSetLong} or {@link #atomicAddLong}); a transport may do better.
     *
     * @param pe           target PE.
     * @param offset       symmetric offset of the data.
     * @param srcBase      source array, or null for a raw address.
     * @param srcOffset    source offset or address.
     * @param bytes        number of bytes.
     * @param signalOffset symmetric offset of the signal word, aligned to 8.
     * @param signal       the signal value.
     * @param op           how the signal word is updated.
     */
    default void putSignal(int pe, long offset, Object srcBase, long srcOffset, long bytes, long signalOffset,
        long signal, SignalOp op) {
        put(pe, offset, srcBase, srcOffset, bytes);
        fence();
        signal(pe, signalOffset, signal, op);
    }

    /**
     * Non-blocking {@link #putSignal}: the source may be reused on return; data and signal are delivered, in
     * that order, by {@link #quiet()}.
     *
     * @param pe           target PE.
     * @param offset       symmetric offset of the data.
     * @param srcBase      source array, or null for a raw address.
     * @param srcOffset    source offset or address.
     * @param bytes        number of bytes.
     * @param signalOffset symmetric offset of the signal word, aligned to 8.
     * @param signal       the signal value.
     * @param op           how the signal word is updated.
     */
    default void putSignalNbi(int pe, long offset, Object srcBase, long srcOffset, long bytes, long signalOffset,
        long signal, SignalOp op) {
        putNbi(pe, offset, srcBase, srcOffset, bytes);
        fence();
        signal(pe, signalOffset, signal, op);
    }

    /**
     * Updates a 64-bit signal word: an atomic set or add, not fetching.
     *
     * @param pe           target PE.
     * @param signalOffset symmetric offset of the signal word, aligned to 8.
     * @param signal       the signal value.
     * @param op           how the signal word is updated.
     */
    default void signal(int pe, long signalOffset, long signal, SignalOp op) {
        if (op == SignalOp.ADD) {
            atomicAddLong(pe, signalOffset, signal);
        } else {
            atomicSetLong(pe, signalOffset, signal);
        }
    }

    // =================================================================================================
    // Contexts.
    // =================================================================================================

    /**
     * The transport a new communication context uses for the PEs this transport serves. A transport without
     * per-context state returns itself (the default): the context shares it, and its fence and quiet then cover
     * the operations of every context that shares it, which OpenSHMEM allows. A transport that can give a
     * context its own resources (an RDMA transport: its own endpoints or worker, so that quiet on one context
     * does not wait for another's operations) returns a new transport for the same PEs, which the context
     * closes when it is destroyed.
     *
     * @param options the context's options.
     * @return this, or a new transport owned by the context.
     */
    default Transport contextTransport(Set<ContextOption> options) {
        return this;
    }

    // =================================================================================================
    // Ordering and lifecycle.
    // =================================================================================================

    /** Orders this transport's puts, AMOs and signals per target PE. */
    void fence();

    /** Completes every outstanding operation of this transport and makes it visible. */
    void quiet();

    /** Releases the transport's resources. */
    @Override
    void close();
}
