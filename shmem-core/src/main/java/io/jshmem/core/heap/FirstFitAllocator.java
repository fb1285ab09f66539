package io.jshmem.core.heap;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;

/**
 * First-fit allocation over {@code [0, capacity)}: an offset-ordered free list, blocks split on allocation and
 * coalesced with both neighbours on free. Every block starts and ends on a multiple of the granule (64 bytes),
 * so requests for a larger power-of-two alignment may leave a free gap in front of the block.
 *
 * <p>Deterministic: the same sequence of calls gives the same offsets on every PE, which is what keeps
 * symmetric allocation symmetric. Metadata lives on the Java heap. Not thread safe.
 */
public final class FirstFitAllocator {
    /** Smallest alignment and size granule of every block. */
    public static final long GRANULE = 64;

    private final long capacity;
    /** Free blocks: offset to length, ordered by offset. */
    private final TreeMap<Long, Long> free = new TreeMap<>();
    /** Allocated blocks: offset to length (rounded to the granule). */
    private final Map<Long, Long> allocated = new HashMap<>();
    private long freeBytes;

    /**
     * Creates an allocator over an empty range.
     *
     * @param capacity bytes managed; a multiple of {@link #GRANULE}.
     */
    public FirstFitAllocator(final long capacity) {
        if (capacity < 0 || capacity % GRANULE != 0) {
            throw new IllegalArgumentException("capacity " + capacity + " is not a non-negative multiple of "
                + GRANULE);
        }
        this.capacity = capacity;
        if (capacity > 0) {
            free.put(0L, capacity);
        }
        this.freeBytes = capacity;
    }

    /**
     * Rounds a size up to the granule.
     *
     * @param bytes a size, at least 0.
     * @return the size a block of {@code bytes} occupies.
     */
    public static long blockSize(final long bytes) {
        return (bytes + GRANULE - 1) & -GRANULE;
    }

    /**
     * Allocates the first block that fits.
     *
     * @param bytes     at least 1.
     * @param alignment a power of two; values below the granule mean the granule.
     * @return the block's offset, or -1 when no free block fits.
     */
    public long allocate(final long bytes, final long alignment) {
        checkRequest(bytes, alignment);
        final long size = blockSize(bytes);
        final long align = Math.max(alignment, GRANULE);
        for (final Map.Entry<Long, Long> block : free.entrySet()) {
            final long start = block.getKey();
            final long end = start + block.getValue();
            final long aligned = (start + align - 1) & -align;
            if (aligned + size <= end) {
                take(start, end, aligned, size);
                return aligned;
            }
        }
        return -1;
    }

    /**
     * Grows or shrinks an allocated block where it is, when the free space right after it allows.
     *
     * @param offset the block's offset.
     * @param bytes  the new size, at least 1.
     * @return true when resized in place; false when it must move (nothing changed).
     */
    public boolean resizeInPlace(final long offset, final long bytes) {
        final long oldSize = sizeOf(offset);
        final long newSize = blockSize(bytes);
        if (newSize == oldSize) {
            return true;
        }
        if (newSize < oldSize) {
            allocated.put(offset, newSize);
            release(offset + newSize, oldSize - newSize);
            return true;
        }
        final long end = offset + oldSize;
        final Long nextLength = free.get(end);
        if (nextLength == null || oldSize + nextLength < newSize) {
            return false;
        }
        free.remove(end);
        final long grow = newSize - oldSize;
        if (nextLength > grow) {
            free.put(end + grow, nextLength - grow);
        }
        freeBytes -= grow;
        allocated.put(offset, newSize);
        return true;
    }

    /**
     * Frees a block, merging it with free neighbours.
     *
     * @param offset the block's offset, as returned by {@link #allocate}.
     * @return the bytes the block occupied.
     * @throws IllegalStateException when no block starts at that offset.
     */
    public long free(final long offset) {
        final long size = sizeOf(offset);
        allocated.remove(offset);
        release(offset, size);
        return size;
    }

    /**
     * Bytes occupied by an allocated block.
     *
     * @param offset the block's offset.
     * @return its size (rounded to the granule).
     * @throws IllegalStateException when no block starts at that offset.
     */
    public long sizeOf(final long offset) {
        final Long size = allocated.get(offset);
        if (size == null) {
            throw new IllegalStateException("no allocated block at offset " + offset);
        }
        return size;
    }

    /**
     * Whether a block starts at an offset.
     *
     * @param offset an offset.
     * @return true when allocated there.
     */
    public boolean isAllocated(final long offset) {
        return allocated.containsKey(offset);
    }

    /**
     * Bytes managed.
     *
     * @return the capacity.
     */
    public long capacity() {
        return capacity;
    }

    /**
     * Bytes free in total.
     *
     * @return free bytes.
     */
    public long freeBytes() {
        return freeBytes;
    }

    /**
     * Bytes in the largest free block.
     *
     * @return the largest free block, 0 when full.
     */
    public long largestFreeBytes() {
        long largest = 0;
        for (final long length : free.values()) {
            largest = Math.max(largest, length);
        }
        return largest;
    }

    /**
     * Number of free blocks (fragmentation indicator; one when everything is free).
     *
     * @return the count.
     */
    public int freeBlockCount() {
        return free.size();
    }

    private void take(final long start, final long end, final long aligned, final long size) {
        free.remove(start);
        if (aligned > start) {
            free.put(start, aligned - start);
        }
        if (aligned + size < end) {
            free.put(aligned + size, end - aligned - size);
        }
        allocated.put(aligned, size);
        freeBytes -= size;
    }

    private void release(final long offset, final long size) {
        long start = offset;
        long length = size;
        final Map.Entry<Long, Long> before = free.floorEntry(offset);
        if (before != null && before.getKey() + before.getValue() == offset) {
            start = before.getKey();
            length += before.getValue();
            free.remove(before.getKey());
        }
        final Long afterLength = free.get(offset + size);
        if (afterLength != null) {
            free.remove(offset + size);
            length += afterLength;
        }
        free.put(start, length);
        freeBytes += size;
    }

    private static void checkRequest(final long bytes, final long alignment) {
        if (bytes < 1) {
            throw new IllegalArgumentException("size " + bytes + " must be at least 1");
        }
        if (alignment < 1 || Long.bitCount(alignment) != 1) {
            throw new IllegalArgumentException("alignment " + alignment + " is not a power of two");
        }
    }

    /**
     * A description of the free list, for debugging.
     *
     * @return {@code [offset+length, ...]}.
     */
    @Override
    public String toString() {
        final StringBuilder sb = new StringBuilder("FirstFitAllocator{capacity=").append(capacity).append(", free=[");
        final Iterator<Map.Entry<Long, Long>> it = free.entrySet().iterator();
        while (it.hasNext()) {
            final Map.Entry<Long, Long> e = it.next();
            sb.append(e.getKey()).append('+').append(e.getValue()).append(it.hasNext() ? ", " : "");
        }
        return sb.append("]}").toString();
    }
}
