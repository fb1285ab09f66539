package io.jshmem.core.coll;

import io.jshmem.core.mem.RawMemory;

/**
 * Bruck's all-gather, the recursive-doubling all-gather for any n: before round {@code r} a member holds the
 * {@code d = 2^r} blocks {@code me .. me + d - 1}; it sends the first {@code min(d, n - d)} of them to member
 * {@code me - d} and receives as many from member {@code me + d}. {@code ceil(log2 n)} rounds. Blocks keep their
 * window positions, so a run of blocks that wraps past the last member goes as two puts.
 */
final class BruckAllgather {
    private BruckAllgather() {
    }

    /**
     * Gathers every member's block into this member's scratch buffer of the operation.
     *
     * @return the operation number (its scratch buffer holds the window).
     */
    static long run(final TeamChannel ch, final BlockLayout layout, final long sourceOffset) {
        final int n = ch.size();
        final int me = ch.me();
        final long op = ch.nextOp();
        final long window = ch.scratch(op);
        final long signal = TeamChannel.signalValue(op, 0);
        RawMemory.copy(null, ch.address(sourceOffset), null, ch.address(window + layout.start(me)),
            layout.bytes(me));
        for (int d = 1; d < n; d <<= 1) {
            final int to = (me - d + n) % n;
            final int blocks = Math.min(d, n - d);
            final int end = me + blocks;
            if (end <= n) {
                putRange(ch, to, window, layout.start(me), layout.start(end));
            } else {
                putRange(ch, to, window, layout.start(me), layout.totalBytes());
                putRange(ch, to, window, 0, layout.start(end - n));
            }
            ch.signal(to, signal);
            ch.await((me + d) % n, signal);
        }
        return op;
    }

    private static void putRange(final TeamChannel ch, final int to, final long window, final long from,
        final long until) {
        ch.put(to, window + from, window + from, until - from);
    }
}
