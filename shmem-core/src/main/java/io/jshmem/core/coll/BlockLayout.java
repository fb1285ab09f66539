package io.jshmem.core.coll;

/**
 * Where each member's block sits in an all-gather window: block {@code i} is bytes {@code [start(i), start(i + 1))}
 * of the window, blocks in team order, contiguous. Reused by every operation of a team (no allocation).
 */
final class BlockLayout {
    private final long[] start;
    private final long[] counts;

    BlockLayout(final int members) {
        this.start = new long[members + 1];
        this.counts = new long[members];
    }

    /** Every member has a block of the same size. */
    void uniform(final long blockBytes) {
        for (int i = 0; i < start.length; i++) {
            start[i] = i * blockBytes;
        }
    }

    /**
     * The window {@code [windowStart, windowEnd)} (in elements) of the concatenation of every member's
     * {@link #counts()} elements: each member's block is the part of its elements inside the window.
     */
    void clip(final long windowStart, final long windowEnd, final int elementBytes) {
        long offset = 0;
        for (int i = 0; i < counts.length; i++) {
            start[i] = (Math.min(Math.max(offset, windowStart), windowEnd) - windowStart) * elementBytes;
            offset += counts[i];
        }
        start[counts.length] = (windowEnd - windowStart) * elementBytes;
    }

    /** Per-member element counts for {@link #clip}; filled by the caller. */
    long[] counts() {
        return counts;
    }

    long start(final int member) {
        return start[member];
    }

    long bytes(final int member) {
        return start[member + 1] - start[member];
    }

    long totalBytes() {
        return start[start.length - 1];
    }
}
