package io.jshmem.core.heap;

import io.jshmem.jna.libc.Posix;

/**
 * One reserved range of virtual addresses covering the segments of every PE on this host, each mapped at
 * {@code base + slot * segmentBytes}. So the address of symmetric offset {@code o} on the co-located PE in
 * slot {@code s} is {@code base + s * segmentBytes + o}: arithmetic, no lookup.
 */
public final class HeapWindow implements AutoCloseable {
    private final long base;
    private final long segmentBytes;
    private final int slots;
    private boolean closed;

    private HeapWindow(final long base, final long segmentBytes, final int slots) {
        this.base = base;
        this.segmentBytes = segmentBytes;
        this.slots = slots;
    }

    /**
     * Reserves address space for some segments ({@code PROT_NONE}, no memory committed).
     *
     * @param segmentBytes bytes per segment (page aligned).
     * @param slots        number of segments.
     * @return the window, nothing mapped yet.
     */
    public static HeapWindow reserve(final long segmentBytes, final int slots) {
        return new HeapWindow(Posix.reserve(segmentBytes * slots), segmentBytes, slots);
    }

    /**
     * Maps a memory file into a slot.
     *
     * @param slot the slot, in {@code [0, slots)}.
     * @param file the segment.
     */
    public void map(final int slot, final SharedMemoryFile file) {
        if (slot < 0 || slot >= slots) {
            throw new IllegalArgumentException("slot " + slot + " outside [0, " + slots + ")");
        }
        Posix.mapSharedFixed(slotAddress(slot), segmentBytes, file.fd());
    }

    /**
     * The address of a slot's segment.
     *
     * @param slot the slot.
     * @return its first byte's address.
     */
    public long slotAddress(final int slot) {
        return base + slot * segmentBytes;
    }

    /**
     * The window's first address.
     *
     * @return the base.
     */
    public long base() {
        return base;
    }

    /**
     * Bytes per segment.
     *
     * @return the stride between slots.
     */
    public long segmentBytes() {
        return segmentBytes;
    }

    /**
     * Number of slots.
     *
     * @return the slot count.
     */
    public int slots() {
        return slots;
    }

    /**
     * Releases every mapped segment. The address range is not returned to the system but covered with fresh,
     * sparse, private memory: a stale view (a {@code ByteBuffer} from {@code ptr} or {@code asByteBuffer}) used
     * after close then reads garbage instead of crashing the JVM. Idempotent.
     */
    @Override
    public void close() {
        if (!closed) {
            closed = true;
            Posix.mapAnonymousFixed(base, segmentBytes * slots);
        }
    }
}
