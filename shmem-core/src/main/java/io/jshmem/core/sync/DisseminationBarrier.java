package io.jshmem.core.sync;

import io.jshmem.core.transport.Transport;

/**
 * Dissemination barrier among a set of PEs: in round {@code r} each member signals the member
 * {@code 2^r} places ahead and waits for the signal of the member {@code 2^r} places behind; after
 * {@code ceil(log2 n)} rounds every member knows every member arrived. Works for any n.
 *
 * <p>Signals are epoch numbers stored into the partner's flag for the round (one cache line per round, in the
 * team's sync block); flags only grow, so they never need resetting while the team lives, and a partner that
 * is already one barrier ahead cannot confuse a waiter. The put is ordered after everything this PE stored
 * before entering (release), and a waiter's acquire load of its flag orders its later loads after the
 * partner's earlier stores: the barrier synchronizes memory as well as control.
 *
 * <p>One thread at a time per team (collectives on a team are serialized by the program).
 */
public final class DisseminationBarrier {
    private final int[] members;
    private final int myIndex;
    private final Transport[] route;
    private final long flagBaseOffset;
    private final long flagStride;
    private final long localSegment;
    private final Idler idler;
    private long epoch;

    /**
     * Creates a barrier.
     *
     * @param members        world PE numbers of the members, in team order.
     * @param myIndex        this PE's index in {@code members}.
     * @param route          transport of each world PE.
     * @param flagBaseOffset symmetric offset of round 0's flag.
     * @param flagStride     bytes between rounds' flags.
     * @param localSegment   address of this PE's segment.
     * @param idler          how to wait.
     */
    public DisseminationBarrier(final int[] members, final int myIndex, final Transport[] route,
        final long flagBaseOffset, final long flagStride, final long localSegment, final Idler idler) {
        this.members = members.clone();
        this.myIndex = myIndex;
        this.route = route;
        this.flagBaseOffset = flagBaseOffset;
        this.flagStride = flagStride;
        this.localSegment = localSegment;
        this.idler = idler;
    }

    /**
     * Waits until every member has called it. Fails first when the job has failed: a PE must not complete a
     * barrier for members waiting on a PE that is gone (a PE that failed and then finalizes would otherwise let
     * the others through).
     */
    public void sync() {
        idler.checkHealthy();
        final int n = members.length;
        final long e = ++epoch;
        for (int r = 0, distance = 1; distance < n; r++, distance <<= 1) {
            final long flag = flagBaseOffset + r * flagStride;
            final int partner = members[(myIndex + distance) % n];
            final Transport t = route[partner];
            t.fence();
            t.putLong(partner, flag, e);
            LocalWord.awaitAtLeast(localSegment + flag, e, idler);
        }
    }
}
