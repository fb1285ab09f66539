package io.jshmem.core.coll;

import io.jshmem.core.mem.RawMemory;

/**
 * All-to-all by direct puts: each member puts the block meant for member {@code j} into {@code j}'s scratch
 * buffer at slot {@code me}, visiting {@code me + 1, me + 2, ...} so that members do not all write to the same
 * target at once, then takes its own slots out of its scratch. One step; strides on either side are applied by
 * the puts (source) and the copies out of scratch (dest).
 */
final class PairwiseAlltoall {
    private PairwiseAlltoall() {
    }

    /**
     * Exchanges one piece of {@code count} elements with every member.
     *
     * @param ch           the team.
     * @param destOffset   symmetric offset of element {@code e0} of block 0 of {@code dest}.
     * @param destStride   bytes between consecutive dest elements.
     * @param destBlock    bytes between the starts of consecutive dest blocks.
     * @param sourceOffset symmetric offset of element {@code e0} of block 0 of {@code source}.
     * @param sourceStride bytes between consecutive source elements.
     * @param sourceBlock  bytes between the starts of consecutive source blocks.
     * @param count        elements of the piece.
     * @param eb           bytes per element.
     */
    static void run(final TeamChannel ch, final long destOffset, final long destStride, final long destBlock,
        final long sourceOffset, final long sourceStride, final long sourceBlock, final long count, final int eb) {
        final int n = ch.size();
        final int me = ch.me();
        final long op = ch.nextOp();
        final long scratch = ch.scratch(op);
        final long slotBytes = count * eb;
        final long signal = TeamChannel.signalValue(op, 0);
        for (int k = 1; k < n; k++) {
            final int peer = (me + k) % n;
            final long from = sourceOffset + peer * sourceBlock;
            if (sourceStride == eb) {
                ch.put(peer, scratch + me * slotBytes, from, slotBytes);
            } else {
                ch.putStrided(peer, scratch + me * slotBytes, from, sourceStride, count, eb);
            }
            ch.signal(peer, signal);
        }
        copy(ch.address(sourceOffset + me * sourceBlock), sourceStride, ch.address(destOffset + me * destBlock),
            destStride, count, eb);
        for (int k = 1; k < n; k++) {
            final int peer = (me - k + n) % n;
            ch.await(peer, signal);
            copy(ch.address(scratch + peer * slotBytes), eb, ch.address(destOffset + peer * destBlock), destStride,
                count, eb);
        }
    }

    private static void copy(final long from, final long fromStride, final long to, final long toStride,
        final long count, final int eb) {
        if (fromStride == eb && toStride == eb) {
            RawMemory.copy(null, from, null, to, count * eb);
            return;
        }
        for (long i = 0; i < count; i++) {
            RawMemory.copy(null, from + i * fromStride, null, to + i * toStride, eb);
        }
    }
}
