package io.jshmem.core.coll;

/**
 * Central barrier: every member signals member 0, which waits for all of them and then signals each back. Two
 * hops whatever the size, with member 0 doing {@code 2(n - 1)} of the work: good for small teams, and when PEs
 * outnumber cores (each member waits for one event only).
 */
final class LinearSync {
    private LinearSync() {
    }

    static void run(final TeamChannel ch) {
        final int n = ch.size();
        final long signal = TeamChannel.signalValue(ch.nextOp(), 0);
        ch.markSync();
        if (ch.me() != 0) {
            ch.signal(0, signal);
            ch.await(0, signal);
            return;
        }
        for (int peer = 1; peer < n; peer++) {
            ch.await(peer, signal);
        }
        for (int peer = 1; peer < n; peer++) {
            ch.signal(peer, signal);
        }
    }
}
