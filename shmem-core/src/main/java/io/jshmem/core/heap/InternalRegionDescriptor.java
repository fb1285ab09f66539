package io.jshmem.core.heap;

/**
 * Fixed layout of the internal region at the end of every PE's segment: words the library itself puts, waits
 * and spins on. Every word that PEs spin on sits on its own cache line. Offsets are relative to the region's
 * start; add {@link SegmentLayout#internalOffset()} for a symmetric offset.
 * <pre>
 *   0        +--------------------------------------------------+
 *            | header: magic (8 B), pe (4 B)                    |  one cache line
 *   64       +--------------------------------------------------+
 *            | allocation request: seq, kind, bytes, alignment, |  one cache line: what this PE asked the
 *            | offset (5 x 8 B)                                 |  collective allocator for, read by all
 *   4096     +--------------------------------------------------+
 *            | team 0 sync block (TEAM_SYNC_BYTES)              |  barrier flags: one cache line per round,
 *            |   [0, 4096): barrier round flags r = 0..63        |  then words for collectives
 *            |   [4096, TEAM_SYNC_BYTES): collective sync words |
 *            +--------------------------------------------------+
 *            | team 1 sync block ...  (maxTeams blocks)         |
 *            +--------------------------------------------------+
 *            | team 0 scratch (TEAM_SCRATCH_BYTES) ...          |  collective staging, per team slot
 *            +--------------------------------------------------+
 * </pre>
 */
public final class InternalRegionDescriptor {
    /** Cache line size assumed for padding. */
    public static final int CACHE_LINE = 64;
    /** Value of the header's magic word. */
    public static final long HEADER_MAGIC = 0x6a73686d656d3031L;
    /** Offset of the header's magic word. */
    public static final long HEADER_MAGIC_OFFSET = 0;
    /** Offset of the header's PE word (int). */
    public static final long HEADER_PE_OFFSET = 8;
    /** Offset of the allocation request line. */
    public static final long ALLOC_REQUEST_OFFSET = CACHE_LINE;
    /** Start of the team sync blocks. */
    public static final long TEAM_SYNC_BASE = 4096;
    /** Bytes of one team's sync block. */
    public static final long TEAM_SYNC_BYTES = 16 * 1024;
    /** Barrier rounds that fit in a sync block (enough for 2^64 PEs). */
    public static final int MAX_BARRIER_ROUNDS = 64;
    /** Offset, inside a team sync block, of the words collectives use. */
    public static final long COLLECTIVE_SYNC_OFFSET = (long) MAX_BARRIER_ROUNDS * CACHE_LINE;
    /** Bytes of one team's collective scratch area. */
    public static final long TEAM_SCRATCH_BYTES = 256 * 1024;

    private final int maxTeams;

    /**
     * A layout for a team pool of a given size.
     *
     * @param maxTeams team slots, at least 1.
     */
    public InternalRegionDescriptor(final int maxTeams) {
        if (maxTeams < 1) {
            throw new IllegalArgumentException("maxTeams " + maxTeams + " must be at least 1");
        }
        this.maxTeams = maxTeams;
    }

    /**
     * Team slots the region has room for.
     *
     * @return the slot count.
     */
    public int maxTeams() {
        return maxTeams;
    }

    /**
     * Offset of a team slot's sync block.
     *
     * @param slot the team slot.
     * @return region offset.
     */
    public long teamSyncOffset(final int slot) {
        return TEAM_SYNC_BASE + slot * TEAM_SYNC_BYTES;
    }

    /**
     * Offset of a team slot's barrier flag for one round.
     *
     * @param slot  the team slot.
     * @param round the round, below {@link #MAX_BARRIER_ROUNDS}.
     * @return region offset (cache-line aligned).
     */
    public long barrierFlagOffset(final int slot, final int round) {
        return teamSyncOffset(slot) + (long) round * CACHE_LINE;
    }

    /**
     * Offset of a team slot's collective scratch area.
     *
     * @param slot the team slot.
     * @return region offset.
     */
    public long teamScratchOffset(final int slot) {
        return teamSyncOffset(maxTeams) + slot * TEAM_SCRATCH_BYTES;
    }

    /**
     * Size of the region.
     *
     * @return bytes.
     */
    public long sizeBytes() {
        return teamScratchOffset(maxTeams);
    }
}
