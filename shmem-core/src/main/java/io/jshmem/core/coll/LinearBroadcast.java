package io.jshmem.core.coll;

import io.jshmem.core.mem.RawMemory;

/**
 * Broadcast by the root to every member directly. Each member first signals the root that it entered the
 * operation (step 0), so the root never writes into a member's {@code dest} that the member may still use for
 * an earlier collective; once it has heard from all of them (which makes the operation all-hearing: a member
 * that receives the data knows every member entered), the root copies its source into each member's
 * {@code dest} and signals it (step 0 on the member's line).
 */
final class LinearBroadcast {
    private LinearBroadcast() {
    }

    static void run(final TeamChannel ch, final long destOffset, final long sourceOffset, final long bytes,
        final int root) {
        final int n = ch.size();
        final int me = ch.me();
        final long signal = TeamChannel.signalValue(ch.nextOp(), 0);
        if (me != root) {
            ch.signal(root, signal);
            ch.await(root, signal);
            return;
        }
        for (int k = 1; k < n; k++) {
            ch.await((root + k) % n, signal);
        }
        for (int k = 1; k < n; k++) {
            final int peer = (root + k) % n;
            ch.put(peer, destOffset, sourceOffset, bytes);
            ch.signal(peer, signal);
        }
        if (destOffset != sourceOffset) {
            RawMemory.copy(null, ch.address(sourceOffset), null, ch.address(destOffset), bytes);
        }
    }
}
