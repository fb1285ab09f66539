package io.jshmem.core.transport.rdma;

import io.jshmem.bootstrap.Bootstrap;
import io.jshmem.exceptions.PeerFailedException;

import java.util.concurrent.locks.LockSupport;

/**
 * How a channel waits for its requests: progresses its lanes (and, now and then, this PE's target workers, since a
 * peer may be waiting for this PE while this PE waits for it), spins, then yields, then parks briefly; and tells
 * when a PE of the job has failed. Waits are bounded by deadlines kept by the callers. Used by one thread at a time
 * (the channel's lock holder); allocates nothing.
 */
final class LaneWaits {
    private static final long YIELD_NS = 1_000_000;
    private static final long PARK_NS = 20_000;
    /** Target workers are progressed every this many rounds: over tcp each progress is a system call. */
    private static final int TARGET_PROGRESS_INTERVAL = 8;

    private final Lane[] lanes;
    private final RdmaNode node;
    private final Bootstrap bootstrap;
    private final long spinNs;
    private int rounds;

    LaneWaits(final Lane[] lanes, final RdmaNode node, final Bootstrap bootstrap, final long spinNs) {
        this.lanes = lanes;
        this.node = node;
        this.bootstrap = bootstrap;
        this.spinNs = spinNs;
    }

    /**
     * One round of progress.
     *
     * @return the work done; 0 when nothing moved.
     */
    int progress() {
        int work = (++rounds & (TARGET_PROGRESS_INTERVAL - 1)) == 0 ? node.progressTargets() : 0;
        for (final Lane lane : lanes) {
            work += lane.worker().progress();
        }
        return work;
    }

    /**
     * Gives the CPU away a little, the more the longer the wait.
     *
     * @param idleNs how long this wait has found nothing to do.
     */
    void idle(final long idleNs) {
        if (idleNs < spinNs) {
            Thread.onSpinWait();
        } else if (idleNs < spinNs + YIELD_NS) {
            Thread.yield();
        } else {
            LockSupport.parkNanos(PARK_NS);
        }
    }

    /**
     * The failure of a PE of the job, if the bootstrap noticed one.
     *
     * @return the failure, or null.
     */
    PeerFailedException peerFailure() {
        return bootstrap.failure();
    }
}
