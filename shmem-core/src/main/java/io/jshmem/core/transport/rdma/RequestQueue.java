package io.jshmem.core.transport.rdma;

import io.jshmem.bootstrap.Bootstrap;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.exceptions.PeerFailedException;
import io.jshmem.exceptions.TransportException;
import io.jshmem.jna.ucx.UcpAtomicOp;
import io.jshmem.jna.ucx.UcpEndpoint;
import io.jshmem.jna.ucx.UcsStatus;
import io.jshmem.jna.ucx.UcxException;

import java.util.Locale;

/**
 * Hands slices and atomics to UCX and finishes their requests: posts on a lane (a failed post of a put or get slice
 * goes again on the next lane, over a new endpoint, up to {@code retries} times), tracks what UCX did not complete at
 * once in {@link PendingOps}, and finishes records oldest first, by copying fetched bytes out of staging, releasing
 * staging, or sending a failed slice again; gives up on the oldest record at its deadline or when the bootstrap
 * reports a failed PE. Owns the staging ring's reservations: staged data lives until its request is finished.
 *
 * <p>Used by one thread at a time (the channel's lock holder); allocates nothing (exceptions aside).
 */
final class RequestQueue {
    /** No record: the request completed at once. */
    static final long NO_SEQ = -1;
    /** No staging to release. */
    static final long NO_MARK = -1;
    private static final int CAPACITY = 1024;

    private final Lane[] lanes;
    private final int laneCount;
    private final StagingRing ring;
    private final PendingOps pending = new PendingOps(CAPACITY);
    private final LaneWaits waits;
    private final LaneOrdering ordering;
    private final PeerCounters counters;
    private final Bootstrap bootstrap;
    private final FaultInjector faults;
    private final int retries;
    private final long timeoutNs;
    /** Lane and attempts of the last {@link #postSlice} (a second return value, without allocating). */
    private int postedLane;
    private int postedAttempts;

    RequestQueue(final Lane[] lanes, final StagingRing ring, final LaneWaits waits, final LaneOrdering ordering,
        final PeerCounters counters, final Bootstrap bootstrap, final FaultInjector faults, final int retries,
        final long timeoutNs) {
        this.lanes = lanes;
        this.laneCount = lanes.length;
        this.ring = ring;
        this.waits = waits;
        this.ordering = ordering;
        this.counters = counters;
        this.bootstrap = bootstrap;
        this.faults = faults;
        this.retries = retries;
        this.timeoutNs = timeoutNs;
    }

    /**
     * The lane the last put or get slice was posted on (the planned one, or a later one after failed posts).
     *
     * @return the lane.
     */
    int postedLane() {
        return postedLane;
    }

    /**
     * The mark that releases every staging reservation made so far.
     *
     * @return the ring's head.
     */
    long stagingMark() {
        return ring.head();
    }

    /**
     * Records a request UCX did not complete at once, for a caller that posted it itself (atomics).
     *
     * @return its sequence number.
     */
    long track(final byte kind, final int lane, final int pe, final long request, final long offset,
        final long local, final int width, final long mark) {
        return pending.add(kind, lane, pe, 0, request, offset, local, width, mark);
    }

    /** Gives a record a destination to copy its bytes to when it completes (see {@link PendingOps#copyTo}). */
    void copyTo(final long seq, final Object base, final long offset, final long stride, final int elementBytes) {
        pending.copyTo(seq, base, offset, stride, elementBytes);
    }

    /**
     * Whether no request is in flight.
     *
     * @return true when every record is finished.
     */
    boolean idle() {
        return pending.isEmpty();
    }

    /**
     * Finishes the oldest records whose requests are done, without waiting for any.
     *
     * @return how many were finished.
     */
    int finishCompleted() {
        int finished = 0;
        while (!pending.isEmpty() && finishOldestIfDone()) {
            finished++;
        }
        if (pending.isEmpty()) {
            ring.releaseAll();
        }
        return finished;
    }

    /**
     * Finishes every record in flight.
     *
     * @param deadline the deadline.
     */
    void completeAll(final long deadline) {
        if (!pending.isEmpty()) {
            completeThrough(pending.next() - 1, deadline);
        }
    }

    /**
     * Posts a put or get slice (retrying on the next lanes when posting fails) and records it when UCX did not
     * complete it at once. A raw slice ({@code mark == NO_MARK}) makes room for its record first; a staged one got
     * it with its {@link #reserve reservation}.
     *
     * @return its sequence number, or {@link #NO_SEQ} when complete already.
     */
    long issue(final byte kind, final int lane, final int pe, final long remoteOffset, final long local,
        final long bytes, final long mark, final long opOffset, final long opBytes) {
        if (mark == NO_MARK) {
            ensureRoom(System.nanoTime() + timeoutNs); // staged slices got room with their reservation
        }
        final long request = postSlice(kind, lane, pe, remoteOffset, local, bytes, 0, opOffset, opBytes);
        if (request == 0) {
            return NO_SEQ;
        }
        final long seq = pending.add(kind, postedLane, pe, postedAttempts, request, remoteOffset, local, bytes, mark);
        pending.partOf(seq, opOffset, opBytes);
        return seq;
    }

    /** {@link #issue} for a get into staging whose bytes go to an array (scattered when {@code stride != 0}). */
    long issueCopyingOut(final int lane, final int pe, final long remoteOffset, final long staged,
        final long bytes, final long opOffset, final long opBytes, final Object dstBase, final long dstOffset,
        final long stride, final int elementBytes) {
        final long seq = issue(PendingOps.GET, lane, pe, remoteOffset, staged, bytes, ring.head(), opOffset, opBytes);
        if (seq == NO_SEQ) {
            copyOut(staged, bytes, dstBase, dstOffset, stride, elementBytes);
        } else {
            pending.copyTo(seq, dstBase, dstOffset, stride, elementBytes);
        }
        return seq;
    }

    /**
     * Posts a put or get slice, moving to the next lane (over a new endpoint) each time posting fails, at most
     * {@code retries} times. Leaves the lane used and the attempts made in {@link #postedLane} and
     * {@link #postedAttempts}.
     */
    private long postSlice(final byte kind, final int firstLane, final int pe, final long remoteOffset,
        final long local, final long bytes, final int firstAttempt, final long opOffset, final long opBytes) {
        int lane = firstLane;
        int attempt = firstAttempt;
        while (true) {
            try {
                if (faults.failPost(lane, pe, attempt)) {
                    throw FaultInjector.injected(lane, pe);
                }
                final Lane l = lanes[lane];
                final UcpEndpoint endpoint = l.endpoint(pe);
                final long address = l.remoteAddress(pe, remoteOffset);
                final long request = kind == PendingOps.PUT
                    ? endpoint.putNonBlocking(address, l.key(pe), local, bytes)
                    : endpoint.getNonBlocking(local, address, l.key(pe), bytes);
                postedLane = lane;
                postedAttempts = attempt;
                return request;
            } catch (final UcxException ex) {
                lanes[lane].disconnectNow(pe);
                attempt++;
                if (attempt > retries || bootstrap.failure() != null) {
                    throw failed(kind, pe, remoteOffset, bytes, opOffset, opBytes, attempt, ex);
                }
                counters.add(pe, PeerCounters.RETRIES, 1);
                lane = (lane + 1) % laneCount;
            }
        }
    }

    long postFetch(final UcpAtomicOp op, final int lane, final int pe, final long offset, final long operand,
        final long desired, final int width, final long result) {
        final Lane l = lanes[lane];
        try {
            final UcpEndpoint endpoint = l.endpoint(pe);
            final long address = l.remoteAddress(pe, offset);
            return op == UcpAtomicOp.CSWAP
                ? endpoint.compareAndSwapNonBlocking(address, l.key(pe), operand, desired, width, result)
                : endpoint.atomicFetchNonBlocking(op, address, l.key(pe), operand, width, result);
        } catch (final UcxException ex) {
            l.disconnectNow(pe);
            throw failed(PendingOps.FETCH, pe, offset, width, offset, width, 1, ex);
        }
    }

    void postAtomic(final UcpAtomicOp op, final int lane, final int pe, final long offset, final long operand,
        final int width) {
        final Lane l = lanes[lane];
        try {
            l.endpoint(pe).atomicPost(op, l.remoteAddress(pe, offset), l.key(pe), operand, width);
        } catch (final UcxException ex) {
            l.disconnectNow(pe);
            throw failed(PendingOps.DISCARD, pe, offset, width, offset, width, 1, ex);
        }
        ordering.markDirty(lane, pe);
    }

    void postSet(final int lane, final int pe, final long offset, final long value, final int width,
        final long deadline) {
        final long result = reserve(Long.BYTES, deadline);
        final long request = postFetch(UcpAtomicOp.SWAP, lane, pe, offset, value, 0, width, result);
        if (request != 0) {
            pending.add(PendingOps.DISCARD, lane, pe, 0, request, offset, result, width, ring.head());
        }
        ordering.markDirty(lane, pe);
    }

    /** Makes room for one more record, finishing the oldest ones if needed. */
    void ensureRoom(final long deadline) {
        while (pending.isFull()) {
            completeThrough(pending.oldest(), deadline);
        }
    }

    /**
     * Reserves staging for a slice about to be issued, finishing the oldest records until there is room for its
     * bytes and its record. Issue it before the next reservation.
     */
    long reserve(final long bytes, final long deadline) {
        ensureRoom(deadline);
        long address = ring.tryReserve(bytes);
        while (address == 0) {
            if (pending.isEmpty()) {
                ring.releaseAll();
            } else {
                completeThrough(pending.oldest(), deadline);
            }
            address = ring.tryReserve(bytes);
        }
        return address;
    }

    /** Progresses the lanes until every record up to {@code seq} is finished (or failed: that throws). */
    void completeThrough(final long seq, final long deadline) {
        int idleRounds = 0;
        long idleSince = 0;
        while (pending.oldest() <= seq) {
            if (finishOldestIfDone()) {
                idleRounds = 0;
                continue;
            }
            if (waits.progress() != 0) {
                idleRounds = 0;
                continue;
            }
            final long now = System.nanoTime();
            checkDeadlineAndHealth(now, deadline);
            if (idleRounds++ == 0) {
                idleSince = now;
            }
            waits.idle(now - idleSince);
        }
        if (pending.isEmpty()) {
            ring.releaseAll();
        }
    }

    /** Finishes the oldest record when its request is done: copies out, releases staging, or sends it again. */
    private boolean finishOldestIfDone() {
        final long seq = pending.oldest();
        final Lane lane = lanes[pending.lane(seq)];
        final long request = pending.request(seq);
        final int status = lane.worker().status(request);
        if (status == UcsStatus.UCS_INPROGRESS) {
            return false;
        }
        lane.worker().free(request);
        if (status == UcsStatus.UCS_OK) {
            finishOldest(seq);
            return true;
        }
        return resend(seq, status);
    }

    private void finishOldest(final long seq) {
        if (pending.copies(seq)) {
            copyOut(pending.local(seq), pending.bytes(seq), pending.copyBase(seq), pending.copyOffset(seq),
                pending.copyStride(seq), pending.elementBytes(seq));
        }
        ring.releaseTo(pending.stagingMark(seq));
        pending.removeOldest();
    }

    /** A failed put or get slice goes again on the next lane; anything else fails. True when it completed at once. */
    private boolean resend(final long seq, final int status) {
        final int pe = pending.pe(seq);
        final byte kind = pending.kind(seq);
        final int attempts = pending.attempts(seq) + 1;
        final UcxException cause = UcxException.failed(kind == PendingOps.PUT ? "ucp_put_nbx"
            : kind == PendingOps.GET ? "ucp_get_nbx" : "ucp_atomic_op_nbx", status);
        lanes[pending.lane(seq)].disconnectNow(pe);
        if (kind != PendingOps.PUT && kind != PendingOps.GET || attempts > retries || bootstrap.failure() != null) {
            final RuntimeException failure = failed(kind, pe, pending.remoteOffset(seq), pending.bytes(seq),
                pending.opOffset(seq), pending.opBytes(seq), attempts, cause);
            ring.releaseTo(pending.stagingMark(seq));
            pending.removeOldest();
            throw failure;
        }
        counters.add(pe, PeerCounters.RETRIES, 1);
        final long request = postSlice(kind, (pending.lane(seq) + 1) % laneCount, pe, pending.remoteOffset(seq),
            pending.local(seq), pending.bytes(seq), attempts, pending.opOffset(seq), pending.opBytes(seq));
        if (kind == PendingOps.PUT) {
            ordering.markDirty(postedLane, pe);
        }
        if (request == 0) {
            finishOldest(seq);
            return true;
        }
        pending.resent(seq, postedLane, request, postedAttempts);
        return false;
    }

    /** Gives up on the oldest record when the deadline passed or a PE failed. */
    private void checkDeadlineAndHealth(final long now, final long deadline) {
        final PeerFailedException peerFailure = waits.peerFailure();
        if (peerFailure == null && now - deadline < 0) {
            return;
        }
        final long seq = pending.oldest();
        final int pe = pending.pe(seq);
        final String what = describe(pending.kind(seq), pe, pending.opOffset(seq), pending.opBytes(seq));
        lanes[pending.lane(seq)].worker().free(pending.request(seq));
        for (final Lane lane : lanes) {
            lane.disconnectNow(pe); // cancels what is still in flight to it (with PEER error handling)
        }
        ring.releaseTo(pending.stagingMark(seq));
        pending.removeOldest();
        counters.add(pe, PeerCounters.FAILURES, 1);
        if (peerFailure != null) {
            throw new PeerFailedException(peerFailure.failedPe(), "noticed while waiting for " + what, peerFailure);
        }
        throw new TransportException(what + " did not complete within " + timeoutNs / 1_000_000L
            + " ms (JSHMEM_RDMA_TIMEOUT; is PE " + pe + " alive and progressing?)");
    }

    private static void copyOut(final long staged, final long bytes, final Object dstBase, final long dstOffset,
        final long stride, final int elementBytes) {
        if (stride == 0) {
            RawMemory.copy(null, staged, dstBase, dstOffset, bytes);
            return;
        }
        final long count = bytes / elementBytes;
        for (long k = 0; k < count; k++) {
            RawMemory.copy(null, staged + k * elementBytes, dstBase, dstOffset + k * stride, elementBytes);
        }
    }

    private RuntimeException failed(final byte kind, final int pe, final long sliceOffset, final long sliceBytes,
        final long opOffset, final long opBytes, final int attempts, final UcxException cause) {
        counters.add(pe, PeerCounters.FAILURES, 1);
        final String what = describe(kind, pe, opOffset, opBytes);
        final PeerFailedException peerFailure = bootstrap.failure();
        if (peerFailure != null) {
            return new PeerFailedException(peerFailure.failedPe(), "noticed when " + what + " failed ("
                + cause.getMessage() + ")", peerFailure);
        }
        final String slice = sliceOffset == opOffset && sliceBytes == opBytes ? ""
            : String.format(Locale.ROOT, " (slice of %d bytes at offset %d)", sliceBytes, sliceOffset);
        return new TransportException(what + slice + " failed after " + attempts + " attempt"
            + (attempts == 1 ? "" : "s") + ": " + cause.getMessage(), cause);
    }

    private static String describe(final byte kind, final int pe, final long offset, final long bytes) {
        final String op = kind == PendingOps.PUT ? "put" : kind == PendingOps.GET ? "get" : "atomic";
        return String.format(Locale.ROOT, "rdma %s of %d bytes at offset %d on PE %d", op, bytes, offset, pe);
    }
}
