package io.jshmem.core.transport.rdma;

import io.jshmem.exceptions.PeerFailedException;
import io.jshmem.exceptions.TransportException;
import io.jshmem.jna.ucx.UcsStatus;
import io.jshmem.jna.ucx.UcxException;

/**
 * Which lanes and endpoints carry remote effects (puts, posted atomics) not yet known complete at their targets, and
 * the fence and flush built on that. UCX orders the operations of one worker after {@code ucp_worker_fence}, not
 * those of different workers; so a fence is only noted ({@link #fence()}) and applied before the next operation
 * with remote effects ({@link #orderBefore}): a worker fence when all earlier work is on the lane of that operation,
 * otherwise a flush of every lane that carries some. A flush waits for {@code ucp_ep_flush_nbx} of each endpoint
 * written to, so a failure names its PE.
 *
 * <p>Used by one thread at a time (the channel's lock holder); allocates nothing (exceptions aside).
 */
final class LaneOrdering {
    private final Lane[] lanes;
    private final LaneWaits waits;
    private final PeerCounters counters;
    private final long timeoutNs;
    private final int myPe;
    private int dirtyLanes;
    private boolean fencePending;
    private final boolean[][] dirtyPe;
    private final int[][] dirtyList;
    private final int[] dirtyCount;
    private final long[] flushRequest;
    private final int[] flushLane;
    private final int[] flushPe;

    LaneOrdering(final Lane[] lanes, final int nPes, final LaneWaits waits, final PeerCounters counters,
        final long timeoutNs, final int myPe) {
        this.lanes = lanes;
        this.waits = waits;
        this.counters = counters;
        this.timeoutNs = timeoutNs;
        this.myPe = myPe;
        this.dirtyPe = new boolean[lanes.length][nPes];
        this.dirtyList = new int[lanes.length][nPes];
        this.dirtyCount = new int[lanes.length];
        this.flushRequest = new long[lanes.length * nPes];
        this.flushLane = new int[lanes.length * nPes];
        this.flushPe = new int[lanes.length * nPes];
    }

    /**
     * Notes an operation with remote effects on an endpoint.
     *
     * @param lane the lane it went on.
     * @param pe   its target.
     */
    void markDirty(final int lane, final int pe) {
        if (!dirtyPe[lane][pe]) {
            dirtyPe[lane][pe] = true;
            dirtyList[lane][dirtyCount[lane]++] = pe;
        }
        dirtyLanes |= 1 << lane;
    }

    /**
     * The lanes with remote effects not yet flushed.
     *
     * @return a bit mask.
     */
    int dirtyLanes() {
        return dirtyLanes;
    }

    /** Notes that what was issued so far must reach its targets before what is issued next. */
    void fence() {
        if (dirtyLanes != 0) {
            fencePending = true;
        }
    }

    /**
     * Applies a pending fence before an operation with remote effects on some lanes.
     *
     * @param laneMask the lanes the operation will use.
     * @param deadline the operation's deadline.
     */
    void orderBefore(final int laneMask, final long deadline) {
        if (!fencePending) {
            return;
        }
        fencePending = false;
        if (dirtyLanes == 0) {
            return;
        }
        if (Integer.bitCount(laneMask) == 1 && (dirtyLanes & ~laneMask) == 0) {
            fenceLane(Integer.numberOfTrailingZeros(laneMask), -1);
        } else {
            flush(dirtyLanes, deadline);
        }
    }

    /**
     * Orders everything issued so far before what follows on one lane, for a signal after its data: flushes the
     * other lanes that carry remote effects and fences this one. Consumes a pending fence.
     *
     * @param lane     the lane of what follows.
     * @param pe       its target, for messages.
     * @param deadline the operation's deadline.
     */
    void orderAllBefore(final int lane, final int pe, final long deadline) {
        fencePending = false;
        if ((dirtyLanes & ~(1 << lane)) != 0) {
            flush(dirtyLanes & ~(1 << lane), deadline);
        }
        if ((dirtyLanes & 1 << lane) != 0) {
            fenceLane(lane, pe);
        }
    }

    /**
     * Flushes every endpoint written to (quiet).
     *
     * @param deadline the deadline.
     */
    void flushAll(final long deadline) {
        if (dirtyLanes != 0) {
            flush(dirtyLanes, deadline);
        }
        fencePending = false;
    }

    /**
     * Flushes the endpoints of every lane to some PEs (whether written to or not): UCX wires endpoints up on their
     * first operation, so this makes an unreachable peer fail now.
     *
     * @param pes      the PEs.
     * @param deadline the deadline.
     */
    void wireUp(final int[] pes, final long deadline) {
        int n = 0;
        for (final Lane lane : lanes) {
            for (final int pe : pes) {
                try {
                    flushRequest[n] = lane.endpoint(pe).flushNonBlocking();
                } catch (final UcxException ex) {
                    freeFlushes(n);
                    throw new TransportException("rdma: cannot connect lane " + lane.index() + " of PE " + myPe
                        + " to PE " + pe + ": " + ex.getMessage(), ex);
                }
                flushLane[n] = lane.index();
                flushPe[n] = pe;
                n++;
            }
        }
        awaitFlushes(n, deadline, "connection");
    }

    private void flush(final int laneMask, final long deadline) {
        int n = 0;
        for (int lane = 0; lane < lanes.length; lane++) {
            if ((laneMask & 1 << lane) == 0) {
                continue;
            }
            for (int k = 0; k < dirtyCount[lane]; k++) {
                final int pe = dirtyList[lane][k];
                dirtyPe[lane][pe] = false;
                try {
                    flushRequest[n] = lanes[lane].endpoint(pe).flushNonBlocking();
                } catch (final UcxException ex) {
                    lanes[lane].disconnectNow(pe);
                    freeFlushes(n);
                    throw flushFailed(pe, ex);
                }
                flushLane[n] = lane;
                flushPe[n] = pe;
                n++;
            }
            dirtyCount[lane] = 0;
        }
        dirtyLanes &= ~laneMask;
        awaitFlushes(n, deadline, "flush");
    }

    private void awaitFlushes(final int n, final long deadline, final String what) {
        int remaining = 0;
        for (int i = 0; i < n; i++) {
            remaining += flushRequest[i] == 0 ? 0 : 1;
        }
        int idleRounds = 0;
        long idleSince = 0;
        while (true) {
            for (int i = 0; i < n; i++) {
                final long request = flushRequest[i];
                if (request == 0) {
                    continue;
                }
                final int status = lanes[flushLane[i]].worker().status(request);
                if (status == UcsStatus.UCS_INPROGRESS) {
                    continue;
                }
                lanes[flushLane[i]].worker().free(request);
                flushRequest[i] = 0;
                remaining--;
                if (status != UcsStatus.UCS_OK) {
                    lanes[flushLane[i]].disconnectNow(flushPe[i]);
                    freeFlushes(n);
                    throw flushFailed(flushPe[i], UcxException.failed("ucp_ep_flush_nbx (" + what + ")", status));
                }
            }
            if (remaining == 0) {
                return;
            }
            if (waits.progress() != 0) {
                idleRounds = 0;
                continue;
            }
            final long now = System.nanoTime();
            final PeerFailedException peerFailure = waits.peerFailure();
            if (peerFailure != null || now - deadline >= 0) {
                final int pe = firstOutstanding(n);
                freeFlushes(n);
                if (peerFailure != null) {
                    throw new PeerFailedException(peerFailure.failedPe(), "noticed during an rdma " + what
                        + " to PE " + pe, peerFailure);
                }
                throw new TransportException("rdma " + what + " to PE " + pe + " did not complete within "
                    + timeoutNs / 1_000_000L + " ms (JSHMEM_RDMA_TIMEOUT; is PE " + pe + " alive and progressing?)");
            }
            if (idleRounds++ == 0) {
                idleSince = now;
            }
            waits.idle(now - idleSince);
        }
    }

    private int firstOutstanding(final int n) {
        for (int i = 0; i < n; i++) {
            if (flushRequest[i] != 0) {
                return flushPe[i];
            }
        }
        return -1;
    }

    private void freeFlushes(final int n) {
        for (int i = 0; i < n; i++) {
            if (flushRequest[i] != 0) {
                lanes[flushLane[i]].worker().free(flushRequest[i]);
                flushRequest[i] = 0;
            }
        }
    }

    private void fenceLane(final int lane, final int pe) {
        try {
            lanes[lane].worker().fence();
        } catch (final UcxException ex) {
            throw new TransportException("rdma fence on lane " + lane + (pe < 0 ? "" : " before an operation on PE "
                + pe) + " failed: " + ex.getMessage(), ex);
        }
    }

    private TransportException flushFailed(final int pe, final UcxException cause) {
        counters.add(pe, PeerCounters.FAILURES, 1);
        return new TransportException("rdma flush of the operations of PE " + myPe + " on PE " + pe + " failed: "
            + cause.getMessage(), cause);
    }
}
