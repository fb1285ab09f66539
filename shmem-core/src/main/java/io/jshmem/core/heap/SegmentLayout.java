package io.jshmem.core.heap;

/**
 * Layout of one PE's segment, equal on every PE:
 * <pre>
 *   0                      userHeapBytes      internalOffset                         segmentBytes
 *   +----------------------+------------------+--------------------------------------+
 *   | user symmetric heap  |  padding         | internal region                      |
 *   | (first-fit allocator)|  (to 64 KiB)     | (see {@link InternalRegionDescriptor})  |
 *   +----------------------+------------------+--------------------------------------+
 * </pre>
 * Symmetric offsets are offsets into the segment; a user buffer's offset is its offset in the user heap.
 *
 * @param userHeapBytes  size of the user heap (a multiple of the allocator granule).
 * @param internalOffset where the internal region starts.
 * @param internalBytes  size of the internal region.
 */
public record SegmentLayout(long userHeapBytes, long internalOffset, long internalBytes) {
    /** Alignment of the internal region and of the whole segment. */
    public static final long SEGMENT_ALIGNMENT = 64 * 1024;

    /**
     * Lays out a segment for a user heap and an internal region.
     *
     * @param requestedHeapBytes user heap size asked for ({@code SHMEM_SYMMETRIC_SIZE}).
     * @param internal           the internal region's layout.
     * @return the layout.
     */
    public static SegmentLayout of(final long requestedHeapBytes, final InternalRegionDescriptor internal) {
        if (requestedHeapBytes < 0) {
            throw new IllegalArgumentException("heap size " + requestedHeapBytes + " is negative");
        }
        final long heap = FirstFitAllocator.blockSize(requestedHeapBytes);
        final long internalOffset = alignUp(heap, SEGMENT_ALIGNMENT);
        return new SegmentLayout(heap, internalOffset, alignUp(internal.sizeBytes(), SEGMENT_ALIGNMENT));
    }

    /**
     * Total bytes of the segment (also the stride between co-located PEs' segments in the window).
     *
     * @return bytes.
     */
    public long segmentBytes() {
        return internalOffset + internalBytes;
    }

    static long alignUp(final long value, final long alignment) {
        return (value + alignment - 1) & -alignment;
    }
}
