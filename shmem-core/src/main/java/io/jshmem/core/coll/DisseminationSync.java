package io.jshmem.core.coll;

/**
 * Dissemination barrier: in round {@code r} each member signals the member {@code 2^r} places ahead and waits
 * for the one {@code 2^r} places behind; after {@code ceil(log2 n)} rounds every member has heard from every
 * member. Works for any n. The writers a member hears from are different in every round (2<sup>r</sup> -
 * 2<sup>r'</sup> is never a multiple of n for {@code r' < r < ceil(log2 n)}), so one step value serves all
 * rounds.
 */
final class DisseminationSync {
    private DisseminationSync() {
    }

    static void run(final TeamChannel ch) {
        final int n = ch.size();
        final int me = ch.me();
        final long signal = TeamChannel.signalValue(ch.nextOp(), 0);
        ch.markSync();
        for (int distance = 1; distance < n; distance <<= 1) {
            ch.signal((me + distance) % n, signal);
            ch.await((me - distance + n) % n, signal);
        }
    }
}
