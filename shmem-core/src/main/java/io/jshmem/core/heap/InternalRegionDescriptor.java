package io.jshmem.core.heap;

/**
 * Fixed layout of the internal region at the end of every PE's segment: words the library itself puts, waits
 * and spins on, and the teams' collective scratch. Every word that PEs spin on sits on its own cache line.
 * Offsets are relative to the region's start; add {@link SegmentLayout#internalOffset()} for a symmetric offset.
 * <pre>
 *   0        +--------------------------------------------------+
 *            | header: magic (8 B), pe (4 B)                    |  one cache line
 *   64       +--------------------------------------------------+
 *            | allocation request: seq, kind, bytes, alignment, |  one cache line: what this PE asked the
 *            | offset (5 x 8 B)                                 |  collective allocator for, read by all
 *   4096     +--------------------------------------------------+
 *            | team slot 0 sync block (syncBlockBytes)          |  one signal line (64 B) per team member:
 *            |   line i: written only by team member i:         |  nPes lines, rounded up to 4 KiB
 *            |   signal word (8 B), 3 payload slots (16 B each) |
 *            +--------------------------------------------------+
 *            | team slot 1 sync block ...  (maxTeams blocks)    |
 *            +--------------------------------------------------+
 *            | team slot 0 scratch (TEAM_SCRATCH_BYTES):        |  staging: local values of the Team
 *            |   staging (16 KiB) | buffer 0 | buffer 1 |       |  convenience calls; buffers: what other
 *            |   buffer 2  (SCRATCH_BUFFER_BYTES each)          |  members put for a collective, the
 *            +--------------------------------------------------+  buffer chosen by operation number mod 3
 *            | team slot 1 scratch ...     (maxTeams areas)     |
 *            +--------------------------------------------------+
 * </pre>
 * A slot's sync block and scratch belong to whichever team holds the slot; a member zeroes its sync block when
 * the team is destroyed, so the next team in the slot starts from clean signal lines.
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
    /** Bytes of a slot's staging area, at the start of its scratch. */
    public static final long STAGING_BYTES = 16 * 1024;
    /** Scratch buffers per slot; collectives rotate through them by operation number. */
    public static final int SCRATCH_BUFFERS = 3;
    /** Bytes of each of a slot's scratch buffers. */
    public static final long SCRATCH_BUFFER_BYTES = 120 * 1024;
    /** Bytes of one team slot's scratch area (staging and buffers). */
    public static final long TEAM_SCRATCH_BYTES = STAGING_BYTES + SCRATCH_BUFFERS * SCRATCH_BUFFER_BYTES;

    private static final long PAGE = 4096;

    private final int maxTeams;
    private final int nPes;
    private final long syncBlockBytes;

    /**
     * A layout for a team pool of a given size in a job of a given size.
     *
     * @param maxTeams team slots, at least 1.
     * @param nPes     PEs of the job (the largest possible team), at least 1.
     */
    public InternalRegionDescriptor(final int maxTeams, final int nPes) {
        if (maxTeams < 1) {
            throw new IllegalArgumentException("maxTeams " + maxTeams + " must be at least 1");
        }
        if (nPes < 1) {
            throw new IllegalArgumentException("nPes " + nPes + " must be at least 1");
        }
        this.maxTeams = maxTeams;
        this.nPes = nPes;
        this.syncBlockBytes = (nPes * (long) CACHE_LINE + PAGE - 1) / PAGE * PAGE;
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
     * PEs of the job the layout was made for.
     *
     * @return the PE count.
     */
    public int nPes() {
        return nPes;
    }

    /**
     * Bytes of one slot's sync block.
     *
     * @return a multiple of 4096.
     */
    public long syncBlockBytes() {
        return syncBlockBytes;
    }

    /**
     * Offset of a team slot's sync block.
     *
     * @param slot the team slot.
     * @return region offset.
     */
    public long teamSyncOffset(final int slot) {
        return TEAM_SYNC_BASE + slot * syncBlockBytes;
    }

    /**
     * Offset of the signal line that team member {@code member} writes in a slot's sync block.
     *
     * @param slot   the team slot.
     * @param member the writer's index in the team.
     * @return region offset (cache-line aligned).
     */
    public long signalLineOffset(final int slot, final int member) {
        return teamSyncOffset(slot) + (long) member * CACHE_LINE;
    }

    /**
     * Offset of a team slot's scratch area (its staging area comes first).
     *
     * @param slot the team slot.
     * @return region offset.
     */
    public long teamScratchOffset(final int slot) {
        return teamSyncOffset(maxTeams) + slot * TEAM_SCRATCH_BYTES;
    }

    /**
     * Offset of one of a team slot's scratch buffers.
     *
     * @param slot   the team slot.
     * @param buffer below {@link #SCRATCH_BUFFERS}.
     * @return region offset.
     */
    public long scratchBufferOffset(final int slot, final int buffer) {
        return teamScratchOffset(slot) + STAGING_BYTES + buffer * SCRATCH_BUFFER_BYTES;
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
