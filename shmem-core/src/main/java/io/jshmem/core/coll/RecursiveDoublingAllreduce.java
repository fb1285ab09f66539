package io.jshmem.core.coll;

import io.jshmem.ElementType;
import io.jshmem.ReduceOp;

/**
 * All-reduce by recursive doubling: with {@code m} the largest power of two not above n, the members
 * {@code m .. n - 1} first fold their vector into members {@code 0 .. n - m - 1}; then in round {@code r} each of
 * the first {@code m} members exchanges its partial vector with member {@code me ^ 2^r} and combines;
 * {@code log2 m} rounds later each holds the result, and the folded members receive it straight into their
 * {@code dest} (they are waiting for it, so nothing else uses it). Latency-optimal for small vectors.
 * Scratch: one vector per round plus one for the fold.
 *
 * <p>Partners combine the same two operands in opposite order; the operations are commutative (IEEE addition
 * and multiplication included), so every member ends with bit-identical results.
 */
final class RecursiveDoublingAllreduce {
    private RecursiveDoublingAllreduce() {
    }

    /** Scratch vectors needed for a team of n: one per round and one for the fold. */
    static int scratchVectors(final int n) {
        return Integer.numberOfTrailingZeros(Integer.highestOneBit(n)) + 1;
    }

    /** Reduces {@code count} elements of every member's source into every member's dest. */
    static void run(final TeamChannel ch, final ReduceOp rop, final ElementType type, final long destOffset,
        final long sourceOffset, final long count) {
        final int n = ch.size();
        final int me = ch.me();
        final int m = Integer.highestOneBit(n);
        final long bytes = count * type.bytes();
        final long op = ch.nextOp();
        final long scratch = ch.scratch(op);
        final long foldSlot = scratch + (scratchVectors(n) - 1) * bytes;
        final long exchanged = TeamChannel.signalValue(op, 0);
        final long result = TeamChannel.signalValue(op, 1);
        final long dest = ch.address(destOffset);
        if (me >= m) {
            ch.put(me - m, foldSlot, sourceOffset, bytes);
            ch.signal(me - m, exchanged);
            ch.await(me - m, result);
            return;
        }
        long partial = sourceOffset;
        final boolean hasFold = me < n - m;
        if (hasFold) {
            ch.await(me + m, exchanged);
            ReduceKernel.combine(rop, type, dest, ch.address(partial), ch.address(foldSlot), count);
            partial = destOffset;
        }
        for (int r = 0, d = 1; d < m; r++, d <<= 1) {
            final int partner = me ^ d;
            final long slot = scratch + r * bytes;
            ch.put(partner, slot, partial, bytes);
            ch.signal(partner, exchanged);
            ch.await(partner, exchanged);
            ReduceKernel.combine(rop, type, dest, ch.address(partial), ch.address(slot), count);
            partial = destOffset;
        }
        if (hasFold) {
            ch.put(me + m, destOffset, destOffset, bytes);
            ch.signal(me + m, result);
        }
    }
}
