package io.jshmem.core.coll;

import io.jshmem.core.mem.RawMemory;

/**
 * All-gather around the ring: in step {@code s} each member forwards block {@code me - s} to its right
 * neighbour and receives block {@code me - s - 1} from its left. {@code n - 1} steps, each moving one block per
 * member: every byte crosses each link once, which is what large messages want.
 */
final class RingAllgather {
    private RingAllgather() {
    }

    /**
     * Gathers every member's block into this member's scratch buffer of the operation.
     *
     * @return the operation number (its scratch buffer holds the window).
     */
    static long run(final TeamChannel ch, final BlockLayout layout, final long sourceOffset) {
        final int n = ch.size();
        final int me = ch.me();
        final int right = (me + 1) % n;
        final int left = (me - 1 + n) % n;
        final long op = ch.nextOp();
        final long window = ch.scratch(op);
        RawMemory.copy(null, ch.address(sourceOffset), null, ch.address(window + layout.start(me)),
            layout.bytes(me));
        for (int s = 0; s < n - 1; s++) {
            final int block = (me - s + n) % n;
            final long at = window + layout.start(block);
            ch.put(right, at, at, layout.bytes(block));
            final long signal = TeamChannel.signalValue(op, s);
            ch.signal(right, signal);
            ch.await(left, signal);
        }
        return op;
    }
}
