package io.jshmem.core.coll;

import io.jshmem.ElementType;
import io.jshmem.ReduceOp;
import io.jshmem.core.mem.RawMemory;

/**
 * All-reduce as a ring reduce-scatter followed by a ring all-gather. The vector is cut into n blocks; in
 * reduce-scatter step {@code s} a member sends its partial of block {@code me - s} to the right and combines
 * the left neighbour's partial of block {@code me - s - 1} into its own, so after {@code n - 1} steps it holds
 * the result of block {@code me + 1}; the all-gather then passes the finished blocks around. Each member sends
 * about {@code 2 (n - 1) / n} of the vector whatever n: the choice for large vectors. Each block is reduced
 * once, along one chain, and copied everywhere, so the results are bit-identical on every member.
 *
 * <p>Scratch: a slot per reduce-scatter step (received partials) and a vector for the all-gather.
 */
final class RingAllreduce {
    private RingAllreduce() {
    }

    /** Elements of a vector of {@code count} that fit the scratch together with its step slots. */
    static long maxCount(final int n, final int elementBytes) {
        return Math.max(1, (TeamChannel.scratchBytes() / elementBytes - n) / 2);
    }

    /**
     * Reduces {@code count} elements of every member's source into every member's dest. A block is combined at
     * most once per member during the reduce-scatter, so the first combine reads the source and writes dest:
     * no copy of the source is needed, in place or not.
     */
    static void run(final TeamChannel ch, final ReduceOp rop, final ElementType type, final long destOffset,
        final long sourceOffset, final long count) {
        final int n = ch.size();
        final int me = ch.me();
        final int eb = type.bytes();
        final int right = (me + 1) % n;
        final int left = (me - 1 + n) % n;
        final long op = ch.nextOp();
        final long slotBytes = ((count + n - 1) / n) * eb;
        final long steps = ch.scratch(op);
        final long gathered = steps + (n - 1) * slotBytes;
        for (int s = 0; s < n - 1; s++) {
            final int send = (me - s + n) % n;
            final long slot = steps + s * slotBytes;
            final long partial = s == 0 ? sourceOffset : destOffset;
            ch.put(right, slot, partial + blockStart(send, count, n) * eb, blockLength(send, count, n) * eb);
            final long signal = TeamChannel.signalValue(op, s);
            ch.signal(right, signal);
            ch.await(left, signal);
            final int receive = (me - s - 1 + n) % n;
            final long at = blockStart(receive, count, n) * eb;
            ReduceKernel.combine(rop, type, ch.address(destOffset + at), ch.address(sourceOffset + at),
                ch.address(slot), blockLength(receive, count, n));
        }
        for (int s = 0; s < n - 1; s++) {
            final int send = (me + 1 - s + n) % n;
            final long sendAt = blockStart(send, count, n) * eb;
            ch.put(right, gathered + sendAt, destOffset + sendAt, blockLength(send, count, n) * eb);
            final long signal = TeamChannel.signalValue(op, n - 1 + s);
            ch.signal(right, signal);
            ch.await(left, signal);
            final int receive = (me - s + n) % n;
            final long receiveAt = blockStart(receive, count, n) * eb;
            RawMemory.copy(null, ch.address(gathered + receiveAt), null, ch.address(destOffset + receiveAt),
                blockLength(receive, count, n) * eb);
        }
    }

    private static long blockStart(final int block, final long count, final int n) {
        return block * count / n;
    }

    private static long blockLength(final int block, final long count, final int n) {
        return blockStart(block + 1, count, n) - blockStart(block, count, n);
    }
}
