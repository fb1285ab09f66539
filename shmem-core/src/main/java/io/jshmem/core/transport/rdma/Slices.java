package io.jshmem.core.transport.rdma;

/**
 * How a transfer is cut into slices and striped over lanes: slice {@code i} covers bytes {@code [i * sliceBytes,
 * min((i + 1) * sliceBytes, bytes))} and travels on lane {@code (firstLane + i) % lanes}, so consecutive slices use
 * consecutive lanes, as Mooncake's transfer engine spreads slices over NICs. Pure arithmetic.
 */
final class Slices {
    private Slices() {
    }

    /**
     * Number of slices of a transfer.
     *
     * @param bytes      transfer length, at least 0.
     * @param sliceBytes slice size, positive.
     * @return {@code ceil(bytes / sliceBytes)}; 0 for an empty transfer.
     */
    static long count(final long bytes, final long sliceBytes) {
        return bytes / sliceBytes + (bytes % sliceBytes == 0 ? 0 : 1);
    }

    /**
     * Length of one slice.
     *
     * @param index      slice index, below {@link #count}.
     * @param bytes      transfer length.
     * @param sliceBytes slice size.
     * @return bytes in that slice: {@code sliceBytes} except for a shorter last one.
     */
    static long length(final long index, final long bytes, final long sliceBytes) {
        return Math.min(sliceBytes, bytes - index * sliceBytes);
    }

    /**
     * Lane of one slice.
     *
     * @param index     slice index.
     * @param firstLane lane of slice 0.
     * @param lanes     number of lanes.
     * @return the lane.
     */
    static int lane(final long index, final int firstLane, final int lanes) {
        return (int) ((firstLane + index) % lanes);
    }

    /**
     * The set of lanes a transfer of {@code slices} slices uses.
     *
     * @param slices    slice count.
     * @param firstLane lane of slice 0.
     * @param lanes     number of lanes (at most 31).
     * @return a bit mask, bit {@code l} for lane {@code l}.
     */
    static int laneMask(final long slices, final int firstLane, final int lanes) {
        if (slices >= lanes) {
            return (1 << lanes) - 1;
        }
        int mask = 0;
        for (long i = 0; i < slices; i++) {
            mask |= 1 << lane(i, firstLane, lanes);
        }
        return mask;
    }
}
