package io.jshmem.core.coll;

import io.jshmem.core.mem.RawMemory;

/**
 * Broadcast by the root to every member directly. With a readiness round ({@link BroadcastPlan}) each member
 * first signals the root that it entered the operation (step 0) and the root waits for all of them, which also
 * makes the operation heard by all; then the root delivers to each member and signals it (step 1): the payload
 * inside the signal line when it is small (the member copies it into its {@code dest}), else straight into
 * the member's {@code dest}.
 */
final class LinearBroadcast {
    private LinearBroadcast() {
    }

    static void run(final TeamChannel ch, final long destOffset, final long sourceOffset, final long bytes,
        final int root) {
        final int n = ch.size();
        final int me = ch.me();
        final long op = ch.nextOp();
        final boolean inline = BroadcastPlan.inline(bytes);
        final boolean readiness = BroadcastPlan.needsReadiness(ch, inline);
        final long ready = TeamChannel.signalValue(op, 0);
        final long data = TeamChannel.signalValue(op, 1);
        if (me != root) {
            if (readiness) {
                ch.signal(root, ready);
            }
            ch.await(root, data);
            if (inline) {
                TeamChannel.copySmall(ch.inlineAddress(root, op), ch.address(destOffset), bytes);
            }
            return;
        }
        if (readiness) {
            for (int k = 1; k < n; k++) {
                ch.await((root + k) % n, ready);
            }
        }
        for (int k = 1; k < n; k++) {
            final int peer = (root + k) % n;
            if (inline) {
                ch.putInline(peer, op, sourceOffset, bytes);
            } else {
                ch.put(peer, destOffset, sourceOffset, bytes);
            }
            ch.signal(peer, data);
        }
        if (destOffset != sourceOffset) {
            RawMemory.copy(null, ch.address(sourceOffset), null, ch.address(destOffset), bytes);
        }
    }
}
