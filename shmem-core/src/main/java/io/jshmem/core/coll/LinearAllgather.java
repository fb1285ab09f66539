package io.jshmem.core.coll;

import io.jshmem.core.mem.RawMemory;

/**
 * All-gather by direct puts: each member puts its block into every other member's scratch buffer and signals
 * it. One step; {@code n - 1} puts per member. Peers are visited starting after this member, so members do
 * not all hit the same target at once. Blocks of at most {@link TeamChannel#INLINE_BYTES} travel inside the
 * signal line (one cache line to fetch instead of two) and are copied into the scratch buffer on arrival.
 */
final class LinearAllgather {
    private LinearAllgather() {
    }

    /**
     * Gathers every member's block into this member's scratch buffer of the operation.
     *
     * @return the operation number (its scratch buffer holds the window).
     */
    static long run(final TeamChannel ch, final BlockLayout layout, final long sourceOffset) {
        return run(ch, layout, sourceOffset, true);
    }

    /**
     * Gathers the other members' blocks into this member's scratch buffer of the operation, and this member's own
     * block too when asked (a reduction that can read it from its source skips that copy).
     *
     * @return the operation number (its scratch buffer holds the window).
     */
    static long run(final TeamChannel ch, final BlockLayout layout, final long sourceOffset,
        final boolean copyOwnBlock) {
        final int n = ch.size();
        final int me = ch.me();
        final long op = ch.nextOp();
        final long window = ch.scratch(op);
        final long signal = TeamChannel.signalValue(op, 0);
        final long at = window + layout.start(me);
        final long bytes = layout.bytes(me);
        final boolean inline = fitsInline(layout, n);
        for (int k = 1; k < n; k++) {
            final int peer = (me + k) % n;
            if (inline) {
                ch.putInline(peer, op, sourceOffset, bytes);
            } else {
                ch.put(peer, at, sourceOffset, bytes);
            }
            ch.signal(peer, signal);
        }
        if (copyOwnBlock) {
            RawMemory.copy(null, ch.address(sourceOffset), null, ch.address(at), bytes);
        }
        for (int k = 1; k < n; k++) {
            final int peer = (me - k + n) % n;
            ch.await(peer, signal);
            if (inline) {
                TeamChannel.copySmall(ch.inlineAddress(peer, op), ch.address(window + layout.start(peer)),
                    layout.bytes(peer));
            }
        }
        return op;
    }

    private static boolean fitsInline(final BlockLayout layout, final int n) {
        for (int i = 0; i < n; i++) {
            if (layout.bytes(i) > TeamChannel.INLINE_BYTES) {
                return false;
            }
        }
        return true;
    }
}
