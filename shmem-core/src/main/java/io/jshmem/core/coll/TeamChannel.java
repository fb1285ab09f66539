package io.jshmem.core.coll;

import io.jshmem.core.heap.InternalRegionDescriptor;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.core.sync.Idler;
import io.jshmem.core.sync.LocalWord;
import io.jshmem.core.transport.Transport;

/**
 * One member's end of a team's communication resources: the members' transports, this slot's signal lines and
 * scratch, and the operation counter. Every collective algorithm is written against it.
 *
 * <h2>Operations and signals</h2>
 * Each collective operation (each piece of a cut-up one) takes the next operation number {@code op}; members
 * call collectives in the same order, so they agree on it. Member {@code w} signals member {@code r} by a put of
 * {@link #signalValue(long, int) signalValue(op, step)} into {@code r}'s line {@code w}, after a fence that
 * orders its data puts first; {@code r} waits with acquire loads until the line reaches that value. Each line
 * has one writer, its values only grow (by operation, then by step), and a writer signals a reader in
 * increasing step order; so a value seen at or above the one awaited proves the awaited signal and its data
 * were written, even when the writer is already in a later operation.
 *
 * <h2>Keeping operations apart</h2>
 * Data from other members lands in the receiver's scratch buffer {@code op mod 3}, which the receiver reads
 * only during operation {@code op}. Almost every algorithm is <em>heard by all</em>: no member leaves the
 * operation before it has heard, directly or through others, from every member in it. The exception is a
 * broadcast that skips its readiness round (below); such an operation is only ever run right after one heard
 * by all. So of the two operations before {@code op} one was heard by all, which means a member writing into
 * another's buffer {@code op mod 3} has finished that operation, hence the receiver entered it and is done
 * with {@code op - 3}, the last user of that buffer. Up to {@link #INLINE_BYTES} bytes may also travel in the
 * signal line itself ({@link #putInline}), in one of three payload slots chosen the same way.
 *
 * <p>Writes into another member's <em>user</em> buffers (a broadcast's {@code dest}) need more: the member
 * must have left the previous operation. The broadcast gets that from a readiness round (each member signals
 * that it entered), or, when the previous operation was a sync or barrier (heard by all, no user buffers),
 * from OpenSHMEM's rule that {@code dest} is ready on every member once any member calls the broadcast. A
 * member zeroes its own lines when the team is destroyed, after a final barrier.
 *
 * <p>Not thread safe: one thread at a time per team.
 */
public final class TeamChannel {
    /** Bits of a signal value that hold the step within an operation. */
    static final int STEP_BITS = 24;
    /**
     * Bytes of data a signal line carries next to its signal word: a line is the signal word (8 B) and three
     * payload slots (16 B each), used in turn by successive operations; the receiver then gets data and signal
     * in one cache-line transfer.
     */
    static final int INLINE_BYTES = 16;
    private static final int SIGNAL_WORD_BYTES = 8;
    private static final int BUFFERS = InternalRegionDescriptor.SCRATCH_BUFFERS;

    private final int[] members;
    private final int me;
    private final Transport[] route;
    private final long localBase;
    private final long linesOffset;
    private final long stagingOffset;
    private final long[] bufferOffset;
    private final Idler idler;
    private final CollectiveTuning tuning;
    private final BlockLayout layout;
    private long op;
    private boolean previousHeardByAll = true;
    private boolean previousWasSync;
    private boolean currentHeardByAll = true;
    private boolean currentIsSync;

    /**
     * Creates a member's channel over a team slot.
     *
     * @param members         world PE of each team member, in team order.
     * @param me              this PE's index in {@code members}.
     * @param route           transport of each world PE.
     * @param localBase       address of this PE's segment.
     * @param internalOffset  symmetric offset of the internal region.
     * @param descriptor      layout of the internal region.
     * @param slot            the team's slot.
     * @param idler           how to wait.
     * @param tuning          algorithm choices.
     */
    public TeamChannel(final int[] members, final int me, final Transport[] route, final long localBase,
        final long internalOffset, final InternalRegionDescriptor descriptor, final int slot, final Idler idler,
        final CollectiveTuning tuning) {
        this.members = members.clone();
        this.me = me;
        this.route = route;
        this.localBase = localBase;
        this.linesOffset = internalOffset + descriptor.signalLineOffset(slot, 0);
        this.stagingOffset = internalOffset + descriptor.teamScratchOffset(slot);
        this.bufferOffset = new long[BUFFERS];
        for (int b = 0; b < BUFFERS; b++) {
            bufferOffset[b] = internalOffset + descriptor.scratchBufferOffset(slot, b);
        }
        this.idler = idler;
        this.tuning = tuning;
        this.layout = new BlockLayout(members.length);
    }

    /**
     * The value member signals carry for a step of an operation.
     *
     * @param op   the operation number.
     * @param step the step, below 2<sup>24</sup>.
     * @return the value; larger for later operations and later steps.
     */
    static long signalValue(final long op, final int step) {
        return (op << STEP_BITS) + step;
    }

    /**
     * Starts the next operation, taken to be heard by all and to touch user buffers until marked otherwise.
     * Fails first when the job has failed: a PE must not complete a collective for members waiting on a PE that
     * is gone (a PE that failed and then finalizes would otherwise let a barrier through).
     *
     * @return its number (1 for the first).
     */
    long nextOp() {
        idler.checkHealthy();
        previousHeardByAll = currentHeardByAll;
        previousWasSync = currentIsSync;
        currentHeardByAll = true;
        currentIsSync = false;
        return ++op;
    }

    /** Marks the current operation a sync: heard by all, and touching no user buffer. */
    void markSync() {
        currentIsSync = true;
    }

    /** Marks the current operation as not heard by all (a broadcast without readiness round). */
    void markNotHeardByAll() {
        currentHeardByAll = false;
    }

    /**
     * Whether the operation before the current one was heard by all members.
     *
     * @return true also for the team's first operation.
     */
    boolean previousHeardByAll() {
        return previousHeardByAll;
    }

    /**
     * Whether the operation before the current one was a sync or barrier.
     *
     * @return false for the team's first operation.
     */
    boolean previousWasSync() {
        return previousWasSync;
    }

    /**
     * Number of members.
     *
     * @return at least 1.
     */
    public int size() {
        return members.length;
    }

    /**
     * This PE's index in the team.
     *
     * @return the index.
     */
    public int me() {
        return me;
    }

    /**
     * World PE of a member.
     *
     * @param member team index.
     * @return the world PE.
     */
    public int worldPe(final int member) {
        return members[member];
    }

    /**
     * The algorithm choices.
     *
     * @return the tuning.
     */
    CollectiveTuning tuning() {
        return tuning;
    }

    /**
     * Per-team reusable block bookkeeping (one instance: collectives on a team are serialized).
     *
     * @return the layout.
     */
    BlockLayout layout() {
        return layout;
    }

    /**
     * Address of a symmetric offset in this PE's segment.
     *
     * @param offset symmetric offset.
     * @return the address.
     */
    long address(final long offset) {
        return localBase + offset;
    }

    /**
     * Symmetric offset of the scratch buffer an operation uses.
     *
     * @param operation the operation number.
     * @return symmetric offset.
     */
    long scratch(final long operation) {
        return bufferOffset[(int) (operation % BUFFERS)];
    }

    /**
     * Bytes of a scratch buffer.
     *
     * @return bytes.
     */
    static long scratchBytes() {
        return InternalRegionDescriptor.SCRATCH_BUFFER_BYTES;
    }

    /**
     * Symmetric offset of this slot's staging area.
     *
     * @return symmetric offset.
     */
    public long stagingOffset() {
        return stagingOffset;
    }

    /**
     * Copies local bytes into a member's memory (blocking: the source may be reused on return).
     *
     * @param member       the target's team index.
     * @param remoteOffset symmetric offset on the target.
     * @param localOffset  symmetric offset of the bytes in this PE's segment.
     * @param bytes        how many.
     */
    void put(final int member, final long remoteOffset, final long localOffset, final long bytes) {
        if (bytes > 0) {
            final int pe = members[member];
            route[pe].put(pe, remoteOffset, null, localBase + localOffset, bytes);
        }
    }

    /**
     * Strided put of elements from this PE's memory into a member's contiguous memory.
     *
     * @param member          the target's team index.
     * @param remoteOffset    symmetric offset on the target.
     * @param localOffset     symmetric offset of the first local element.
     * @param localStride     bytes between local elements.
     * @param count           elements.
     * @param elementBytes    bytes per element.
     */
    void putStrided(final int member, final long remoteOffset, final long localOffset, final long localStride,
        final long count, final int elementBytes) {
        if (count > 0) {
            final int pe = members[member];
            route[pe].iput(pe, remoteOffset, elementBytes, null, localBase + localOffset, localStride, count,
                elementBytes);
        }
    }

    /**
     * Puts up to {@link #INLINE_BYTES} bytes into this PE's line on a member, in the payload slot of the
     * operation; {@link #signal} must follow. The slot is reused three operations later, as the scratch buffers
     * are.
     *
     * @param member      the target's team index.
     * @param operation   the operation number.
     * @param localOffset symmetric offset of the bytes in this PE's segment.
     * @param bytes       at most {@link #INLINE_BYTES}.
     */
    void putInline(final int member, final long operation, final long localOffset, final long bytes) {
        final int pe = members[member];
        final long remote = inlineOffset(me, operation);
        final long local = localBase + localOffset;
        if ((bytes & 7) == 0 && (local & 7) == 0) {
            // whole words: word stores, cheaper than a copy call for a payload this small
            for (long at = 0; at < bytes; at += 8) {
                route[pe].putLong(pe, remote + at, RawMemory.getLong(local + at));
            }
        } else if (bytes > 0) {
            route[pe].put(pe, remote, null, local, bytes);
        }
    }

    /**
     * Copies a small payload between two local addresses: word by word when it is whole aligned words (the
     * common case of inline payloads), else by a copy call.
     *
     * @param from  source address.
     * @param to    destination address.
     * @param bytes how many.
     */
    static void copySmall(final long from, final long to, final long bytes) {
        if ((bytes & 7) == 0 && ((from | to) & 7) == 0) {
            for (long at = 0; at < bytes; at += 8) {
                RawMemory.putLong(to + at, RawMemory.getLong(from + at));
            }
        } else if (bytes > 0) {
            RawMemory.copy(null, from, null, to, bytes);
        }
    }

    /**
     * Address of the payload a member put into its line on this PE for an operation.
     *
     * @param member    the writer's team index.
     * @param operation the operation number.
     * @return local address.
     */
    long inlineAddress(final int member, final long operation) {
        return localBase + inlineOffset(member, operation);
    }

    private long inlineOffset(final int writer, final long operation) {
        return linesOffset + (long) writer * InternalRegionDescriptor.CACHE_LINE + SIGNAL_WORD_BYTES
            + (operation % BUFFERS) * INLINE_BYTES;
    }

    /**
     * Signals a member: orders this PE's earlier puts to it first, then writes this PE's line on it.
     *
     * @param member the target's team index.
     * @param value  {@link #signalValue(long, int)} of the operation and step.
     */
    void signal(final int member, final long value) {
        final int pe = members[member];
        final Transport t = route[pe];
        t.fence();
        t.putLong(pe, linesOffset + (long) me * InternalRegionDescriptor.CACHE_LINE, value);
    }

    /**
     * Waits until a member's line on this PE reaches a value.
     *
     * @param member the writer's team index.
     * @param value  the value to reach.
     */
    void await(final int member, final long value) {
        LocalWord.awaitAtLeast(localBase + linesOffset + (long) member * InternalRegionDescriptor.CACHE_LINE, value,
            idler);
    }

    /**
     * Zeroes this PE's signal lines of the slot and restarts the operation count (the team is being destroyed
     * and every member has passed its final barrier, so no signal is in flight).
     */
    public void reset() {
        RawMemory.fill(localBase + linesOffset, (long) members.length * InternalRegionDescriptor.CACHE_LINE,
            (byte) 0);
        RawMemory.fullFence();
        op = 0;
        previousHeardByAll = true;
        previousWasSync = false;
        currentHeardByAll = true;
        currentIsSync = false;
    }
}
