package io.jshmem.core.transport.rdma;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;

/**
 * Registered native memory through which Java arrays travel (the garbage collector may move an array, so UCX
 * cannot read or write one directly): a ring of contiguous reservations, released oldest first. Positions grow
 * without bound (a {@code long} never wraps in practice); the byte at position {@code p} lives at
 * {@code base + p % capacity}. A reservation never straddles the end of the memory.
 *
 * <p>Ownership: the channel that made it reserves, and releases when the requests using a reservation are done
 * ({@link #releaseTo(long)} with the {@link #head()} noted after reserving, or {@link #releaseAll()} when nothing is
 * in flight). Not thread-safe.
 */
final class StagingRing implements AutoCloseable {
    private static final long ALIGNMENT = 8;

    private final Memory memory;
    private final long base;
    private final long capacity;
    private long head;
    private long tail;

    /**
     * Allocates the memory.
     *
     * @param capacity bytes; a multiple of 8.
     */
    StagingRing(final long capacity) {
        this.memory = new Memory(capacity);
        this.base = Pointer.nativeValue(memory);
        this.capacity = capacity;
    }

    /**
     * Reserves contiguous bytes.
     *
     * @param bytes how many; at most {@link #capacity()}.
     * @return the reservation's address, or 0 when the ring has no room until older reservations are released.
     */
    long tryReserve(final long bytes) {
        final long size = (bytes + ALIGNMENT - 1) & -ALIGNMENT;
        if (head == tail && head % capacity != 0) {
            head = tail = head - head % capacity + capacity; // empty: start again at the beginning of the memory
        }
        long position = head;
        final long inMemory = position % capacity;
        if (inMemory + size > capacity) {
            position += capacity - inMemory; // skip the end: reservations are contiguous
        }
        if (position + size - tail > capacity) {
            return 0;
        }
        head = position + size;
        return base + position % capacity;
    }

    /**
     * The position after the newest reservation: a mark to release up to once the requests using the
     * reservations made so far are done.
     *
     * @return the position.
     */
    long head() {
        return head;
    }

    /**
     * Releases every reservation made before a mark.
     *
     * @param mark a value of {@link #head()}.
     */
    void releaseTo(final long mark) {
        if (mark > tail) {
            tail = mark;
        }
    }

    /** Releases every reservation (nothing is in flight). */
    void releaseAll() {
        tail = head;
    }

    /**
     * Whether nothing is reserved.
     *
     * @return true when empty.
     */
    boolean isEmpty() {
        return tail == head;
    }

    /**
     * The first byte of the memory, to register it.
     *
     * @return the address.
     */
    long base() {
        return base;
    }

    /**
     * Size of the memory.
     *
     * @return bytes.
     */
    long capacity() {
        return capacity;
    }

    /** Frees the memory; its registration must be released first. */
    @Override
    public void close() {
        memory.close();
    }
}
