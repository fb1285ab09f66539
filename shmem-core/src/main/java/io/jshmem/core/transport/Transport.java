package io.jshmem.core.transport;

import io.jshmem.PeerStatistics;

import java.util.List;

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

    /** Orders this transport's puts per target PE. */
    void fence();

    /** Completes every outstanding operation of this transport and makes it visible. */
    void quiet();

    /**
     * Per-peer counters of the operations this PE issued through this transport, for transports that keep them.
     * Safe from any thread.
     *
     * @return records of the peers with traffic, by PE; empty by default.
     */
    default List<PeerStatistics> statistics() {
        return List.of();
    }

    /**
     * First step of finalization, before {@link #close()}: completes what is outstanding and drops this PE's
     * connections to its peers, while the peers still serve theirs. The runtime synchronizes every PE between this
     * step and {@link #close()}. Does nothing by default.
     */
    default void disconnect() {
    }

    /** Releases the transport's resources. */
    @Override
    void close();
}
