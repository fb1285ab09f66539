package io.jshmem.core.coll;

import io.jshmem.ElementType;
import io.jshmem.ReduceOp;
import io.jshmem.core.mem.RawMemory;

/**
 * A team's collective operations on symmetric offsets of this PE's segment: picks the algorithm, cuts the
 * operation into pieces that fit a scratch buffer, and moves results from scratch into {@code dest}. Arguments
 * are checked by the caller (equal on every member, ranges inside their buffers). Allocation-free.
 */
public final class Collectives {
    private final TeamChannel ch;

    /**
     * Creates the collectives of a team.
     *
     * @param channel the team's channel.
     */
    public Collectives(final TeamChannel channel) {
        this.ch = channel;
    }

    /**
     * The team's channel.
     *
     * @return the channel.
     */
    public TeamChannel channel() {
        return ch;
    }

    /** Waits until every member has called it (no quiet). */
    public void sync() {
        if (ch.size() == 1) {
            return;
        }
        if (ch.tuning().sync() == Algorithm.LINEAR) {
            LinearSync.run(ch);
        } else {
            DisseminationSync.run(ch);
        }
    }

    /**
     * Broadcast of bytes from the root's source into every member's dest.
     *
     * @param destOffset   symmetric offset of dest.
     * @param sourceOffset symmetric offset of the root's source.
     * @param bytes        bytes.
     * @param root         team index of the root.
     */
    public void broadcast(final long destOffset, final long sourceOffset, final long bytes, final int root) {
        if (bytes == 0) {
            return;
        }
        if (ch.size() == 1) {
            copy(sourceOffset, destOffset, bytes);
        } else if (ch.tuning().broadcast(ch.size(), bytes) == Algorithm.LINEAR) {
            LinearBroadcast.run(ch, destOffset, sourceOffset, bytes, root);
        } else {
            BinomialBroadcast.run(ch, destOffset, sourceOffset, bytes, root);
        }
    }

    /**
     * All-gather of {@code count} elements per member, member {@code i}'s at {@code dest + i * count}.
     *
     * @param type         element type.
     * @param destOffset   symmetric offset of dest.
     * @param sourceOffset symmetric offset of source.
     * @param count        elements per member.
     */
    public void fcollect(final ElementType type, final long destOffset, final long sourceOffset, final long count) {
        final int n = ch.size();
        final int eb = type.bytes();
        if (count == 0) {
            return;
        }
        if (n == 1) {
            copy(sourceOffset, destOffset, count * eb);
            return;
        }
        final long piece = Math.min(count, elementsPerMember(n, eb));
        final BlockLayout layout = ch.layout();
        for (long first = 0; first < count; first += piece) {
            final long c = Math.min(piece, count - first);
            layout.uniform(c * eb);
            final long window = ch.scratch(allgather(layout, sourceOffset + first * eb));
            if (c == count) {
                copy(window, destOffset, n * c * eb);
            } else {
                for (int i = 0; i < n; i++) {
                    copy(window + layout.start(i), destOffset + (i * count + first) * eb, c * eb);
                }
            }
        }
    }

    /**
     * All-gather of a different number of elements per member, concatenated in team order.
     *
     * @param type           element type.
     * @param destOffset     symmetric offset of dest.
     * @param destCapacity   elements dest has room for (equal on every member).
     * @param sourceOffset   symmetric offset of source.
     * @param count          this member's elements.
     * @param sourceInBounds whether this member's source range was inside its buffer.
     * @return the total number of elements gathered.
     * @throws IllegalArgumentException on every member when some member's count was negative or out of bounds.
     * @throws IndexOutOfBoundsException on every member when dest cannot hold the total.
     */
    public long collect(final ElementType type, final long destOffset, final long destCapacity,
        final long sourceOffset, final long count, final boolean sourceInBounds) {
        final int n = ch.size();
        final int eb = type.bytes();
        final BlockLayout layout = ch.layout();
        final long[] counts = layout.counts();
        gatherLongs(sourceInBounds && count >= 0 ? count : -1, counts);
        long total = 0;
        StringBuilder bad = null;
        for (int i = 0; i < n; i++) {
            if (counts[i] < 0) {
                bad = (bad == null ? new StringBuilder() : bad.append(',')).append(i);
            } else {
                total = total > Long.MAX_VALUE - counts[i] ? Long.MAX_VALUE : total + counts[i];
            }
        }
        if (bad != null) {
            throw new IllegalArgumentException("collect: team PE(s) " + bad + " passed a negative count or a source "
                + "range outside their buffer; nothing was collected");
        }
        if (total > destCapacity) {
            throw new IndexOutOfBoundsException("collect: the team's counts add up to " + total + " elements but "
                + "dest has room for " + destCapacity + "; nothing was collected");
        }
        final long windowElements = TeamChannel.scratchBytes() / eb;
        long myStart = 0;
        for (int i = 0; i < ch.me(); i++) {
            myStart += counts[i];
        }
        for (long first = 0; first < total; first += windowElements) {
            final long end = Math.min(total, first + windowElements);
            layout.clip(first, end, eb);
            final long skip = Math.min(Math.max(first - myStart, 0), count);
            final long window = ch.scratch(allgather(layout, sourceOffset + skip * eb));
            copy(window, destOffset + first * eb, (end - first) * eb);
        }
        return total;
    }

    /**
     * All-to-all exchange of {@code count} elements per pair of members, with element strides.
     *
     * @param type         element type.
     * @param destOffset   symmetric offset of dest.
     * @param destStride   elements between consecutive dest elements (1: contiguous).
     * @param sourceOffset symmetric offset of source.
     * @param sourceStride elements between consecutive source elements.
     * @param count        elements per pair.
     */
    public void alltoall(final ElementType type, final long destOffset, final long destStride,
        final long sourceOffset, final long sourceStride, final long count) {
        final int n = ch.size();
        final int eb = type.bytes();
        if (count == 0) {
            return;
        }
        final long piece = n == 1 ? count : Math.min(count, elementsPerMember(n, eb));
        final long destBlock = count * destStride * eb;
        final long sourceBlock = count * sourceStride * eb;
        for (long first = 0; first < count; first += piece) {
            final long c = Math.min(piece, count - first);
            PairwiseAlltoall.run(ch, destOffset + first * destStride * eb, destStride * eb, destBlock,
                sourceOffset + first * sourceStride * eb, sourceStride * eb, sourceBlock, c, eb);
        }
    }

    /**
     * All-reduce of {@code count} elements.
     *
     * @param op           the operation (supported by the type).
     * @param type         element type.
     * @param destOffset   symmetric offset of dest.
     * @param sourceOffset symmetric offset of source (equal to dest, or not overlapping it).
     * @param count        elements.
     */
    public void reduce(final ReduceOp op, final ElementType type, final long destOffset, final long sourceOffset,
        final long count) {
        final int n = ch.size();
        final int eb = type.bytes();
        if (count == 0) {
            return;
        }
        if (n == 1) {
            copy(sourceOffset, destOffset, count * eb);
            return;
        }
        final Algorithm algorithm = ch.tuning().reduce(n, count * eb);
        final long piece = Math.min(count, reducePiece(algorithm, n, eb));
        for (long first = 0; first < count; first += piece) {
            final long c = Math.min(piece, count - first);
            final long dest = destOffset + first * eb;
            final long source = sourceOffset + first * eb;
            if (algorithm == Algorithm.LINEAR) {
                linearReduce(op, type, dest, source, c);
            } else if (algorithm == Algorithm.RING) {
                RingAllreduce.run(ch, op, type, dest, source, c);
            } else {
                RecursiveDoublingAllreduce.run(ch, op, type, dest, source, c);
            }
        }
    }

    /**
     * Prefix sum over the team.
     *
     * @param inclusive    whether a member's own values count in its result.
     * @param type         element type.
     * @param destOffset   symmetric offset of dest.
     * @param sourceOffset symmetric offset of source (equal to dest, or not overlapping it).
     * @param count        elements.
     */
    public void scan(final boolean inclusive, final ElementType type, final long destOffset,
        final long sourceOffset, final long count) {
        final int n = ch.size();
        final int eb = type.bytes();
        if (count == 0) {
            return;
        }
        final int upTo = inclusive ? ch.me() + 1 : ch.me();
        if (n == 1) {
            if (inclusive) {
                copy(sourceOffset, destOffset, count * eb);
            } else {
                RawMemory.fill(ch.address(destOffset), count * eb, (byte) 0);
            }
            return;
        }
        final long piece = Math.min(count, elementsPerMember(n, eb));
        final BlockLayout layout = ch.layout();
        for (long first = 0; first < count; first += piece) {
            final long c = Math.min(piece, count - first);
            layout.uniform(c * eb);
            final long window = ch.scratch(allgather(layout, sourceOffset + first * eb));
            final long dest = destOffset + first * eb;
            if (upTo == 0) {
                RawMemory.fill(ch.address(dest), c * eb, (byte) 0);
            } else {
                combineBlocks(ReduceOp.SUM, type, window, layout, upTo, dest, c);
            }
        }
    }

    /**
     * Gathers one long from every member, in team order.
     *
     * @param value this member's value.
     * @param into  receives {@code size()} values.
     */
    public void gatherLongs(final long value, final long[] into) {
        final int n = ch.size();
        if (n == 1) {
            into[0] = value;
            return;
        }
        final long staging = ch.stagingOffset();
        RawMemory.putLong(ch.address(staging), value);
        final BlockLayout layout = ch.layout();
        layout.uniform(Long.BYTES);
        final long window = ch.address(ch.scratch(allgather(layout, staging)));
        for (int i = 0; i < n; i++) {
            into[i] = RawMemory.getLong(window + (long) i * Long.BYTES);
        }
    }

    /** All-gather by the configured algorithm; returns the operation (whose scratch buffer holds the window). */
    private long allgather(final BlockLayout layout, final long sourceOffset) {
        switch (ch.tuning().collect(ch.size(), layout.totalBytes())) {
            case LINEAR:
                return LinearAllgather.run(ch, layout, sourceOffset);
            case RING:
                return RingAllgather.run(ch, layout, sourceOffset);
            default:
                return BruckAllgather.run(ch, layout, sourceOffset);
        }
    }

    /**
     * All-gather, then every member combines the blocks in team order (so floating-point results do not depend
     * on who computes them). This member's own block is read from its source, unless the reduction is in place
     * and the source would be overwritten before its turn.
     */
    private void linearReduce(final ReduceOp op, final ElementType type, final long destOffset,
        final long sourceOffset, final long count) {
        final int me = ch.me();
        final BlockLayout layout = ch.layout();
        layout.uniform(count * type.bytes());
        final boolean copyOwn = destOffset == sourceOffset && me >= 2;
        final long window = ch.scratch(LinearAllgather.run(ch, layout, sourceOffset, copyOwn));
        final long dest = ch.address(destOffset);
        long left = ch.address(me == 0 && !copyOwn ? sourceOffset : window);
        for (int i = 1; i < ch.size(); i++) {
            final long right = ch.address(i == me && !copyOwn ? sourceOffset : window + layout.start(i));
            ReduceKernel.combine(op, type, dest, left, right, count);
            left = dest;
        }
    }

    /** dest = block 0 OP block 1 OP ... OP block (blocks - 1), combined in team order. */
    private void combineBlocks(final ReduceOp op, final ElementType type, final long window,
        final BlockLayout layout, final int blocks, final long destOffset, final long count) {
        final long dest = ch.address(destOffset);
        if (blocks == 1) {
            RawMemory.copy(null, ch.address(window), null, dest, count * type.bytes());
            return;
        }
        long left = ch.address(window);
        for (int i = 1; i < blocks; i++) {
            ReduceKernel.combine(op, type, dest, left, ch.address(window + layout.start(i)), count);
            left = dest;
        }
    }

    private static long reducePiece(final Algorithm algorithm, final int n, final int eb) {
        switch (algorithm) {
            case LINEAR:
                return elementsPerMember(n, eb);
            case RING:
                return RingAllreduce.maxCount(n, eb);
            default:
                return Math.max(1, TeamChannel.scratchBytes() / (RecursiveDoublingAllreduce.scratchVectors(n) * eb));
        }
    }

    /** Elements per member when every member's piece must fit one scratch buffer together. */
    private static long elementsPerMember(final int n, final int eb) {
        final long elements = TeamChannel.scratchBytes() / ((long) n * eb);
        if (elements == 0) {
            throw new UnsupportedOperationException("a team of " + n + " PEs is too large for this collective's "
                + "scratch (" + TeamChannel.scratchBytes() + " bytes per operation)");
        }
        return elements;
    }

    private void copy(final long fromOffset, final long toOffset, final long bytes) {
        if (fromOffset != toOffset && bytes > 0) {
            RawMemory.copy(null, ch.address(fromOffset), null, ch.address(toOffset), bytes);
        }
    }
}
