package io.jshmem.core.transport.rdma;

import io.jshmem.SignalOp;
import io.jshmem.bootstrap.Bootstrap;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.exceptions.PeerFailedException;
import io.jshmem.jna.ucx.UcpAtomicOp;
import io.jshmem.jna.ucx.UcpMemory;

/**
 * The initiator side of the RDMA transport for one communication context: what to send on which lane. It owns the
 * context's lanes, staging memory, {@link RequestQueue} (posting, retries, completion, deadlines),
 * {@link LaneOrdering} (fence and flush) and counters. Every operation of the transport to another PE ends up here.
 *
 * <h2>Data path</h2>
 * A transfer longer than a slice is cut into slices that go round-robin over the lanes, starting at the target's
 * <em>home lane</em> ({@code pe % lanes}); everything shorter (single elements, atomics) goes on the home lane. A
 * Java array travels through the {@link StagingRing} (copied in before a put, copied out when a get completes); raw
 * addresses (this PE's registered segment, direct buffers) are handed to UCX as they are. Requests that UCX does not
 * complete at once are finished oldest first, by the blocking operation that needs them, by a later operation that
 * needs room, or by {@link #quiet()}.
 *
 * <h2>Completion</h2>
 * A blocking put from an array returns once its data is in staging (the array may be reused); one from a raw address
 * returns when UCX no longer needs the source. Blocking gets and fetching atomics return with their data. A
 * non-blocking get into an array completes into it at {@link #quiet()} (the channel keeps the array reachable until
 * then). A failed slice of a put or get is sent again, on the next lane and over a new endpoint, up to {@code
 * retries} times; atomics are never sent again (they are not idempotent). Every wait has the operation's deadline
 * and gives up early, with a {@link PeerFailedException}, when the bootstrap reports a failed PE. A failure is
 * reported by the call that finishes the request: its own call when blocking, else a later one or {@code quiet}.
 *
 * <h2>Ordering</h2>
 * UCX orders operations on one worker after {@code ucp_worker_fence}, not across workers. So {@link #fence()} only
 * notes that ordering is due; the next operation with a remote effect then fences its lane when all earlier work is
 * on that same lane (the common case: single elements and short transfers to one PE), and otherwise flushes every
 * lane that carries earlier work. {@link #quiet()} finishes every request and flushes every endpoint that carried
 * a remote effect since the last quiet.
 *
 * <h2>Progress</h2>
 * UCX sends what it could not send at once (a full queue, an operation behind an earlier one on the same endpoint,
 * the rest of a tcp stream) only while the initiator worker is progressed, and this channel's workers are
 * progressed only by its own calls. So an operation issued without a later quiet (a put-with-signal, a posted
 * atomic, a put) could wait in UCX for as long as the program does not call this channel again, and a program
 * that waits for the peer's answer would wait forever. Hence {@link #needsProgress()} (read without the lock) and
 * {@link #progressPending()}, which the transport lets waiting threads call.
 *
 * <p>Thread-safety: none, except {@link #needsProgress()}; the transport calls it under its lock. Allocation: none on
 * the data path; exceptions only on failure.
 */
final class RdmaChannel implements AutoCloseable {
    private final Lane[] lanes;
    private final int laneCount;
    private final long sliceBytes;
    private final long timeoutNs;
    private final StagingRing ring;
    private final UcpMemory stagingRegistration;
    private final PeerCounters counters;
    private final Bootstrap bootstrap;
    private final LaneOrdering ordering;
    private final RequestQueue requests;
    /** Whether requests are in flight or endpoints carry unflushed remote effects (see {@link #needsProgress()}). */
    private volatile boolean unsettled;

    RdmaChannel(final int myPe, final RdmaNode node, final RdmaPeerInfo[] peers, final boolean[] sameHost,
        final RdmaSettings settings, final PeerCounters counters, final Bootstrap bootstrap,
        final FaultInjector faults) {
        this.laneCount = settings.lanes();
        this.lanes = new Lane[laneCount];
        this.sliceBytes = settings.sliceBytes();
        this.timeoutNs = settings.timeoutNs();
        this.counters = counters;
        this.bootstrap = bootstrap;
        this.ring = new StagingRing(settings.stagingBytes());
        UcpMemory registration = null;
        try {
            registration = node.register(ring.base(), ring.capacity());
            for (int lane = 0; lane < laneCount; lane++) {
                lanes[lane] = new Lane(lane, node.newInitiatorWorker(), peers, sameHost);
            }
        } catch (final RuntimeException ex) {
            for (final Lane lane : lanes) {
                if (lane != null) {
                    lane.worker().close();
                }
            }
            if (registration != null) {
                registration.close();
            }
            ring.close();
            throw ex;
        }
        this.stagingRegistration = registration;
        final LaneWaits waits = new LaneWaits(lanes, node, bootstrap, settings.spinNs());
        this.ordering = new LaneOrdering(lanes, peers.length, waits, counters, timeoutNs, myPe);
        this.requests = new RequestQueue(lanes, ring, waits, ordering, counters, bootstrap, faults,
            settings.retries(), timeoutNs);
    }

    /**
     * Connects every lane to some PEs and waits until UCX has wired the endpoints up (a flush of each), so that an
     * unreachable peer fails the job at init rather than at its first use.
     *
     * @param pes the PEs this channel will address.
     */
    void connect(final int[] pes) {
        ordering.wireUp(pes, System.nanoTime() + timeoutNs);
    }

    /**
     * What UCX chose for the first connected endpoint, for diagnostics.
     *
     * @param pe a connected PE.
     * @return multi-line text.
     */
    String describeEndpoint(final int pe) {
        return lanes[home(pe)].endpoint(pe).info();
    }

    // ---------------------------------------------------------------------------------------------------------------
    // puts and gets

    /**
     * Copies local bytes to a PE, in slices striped over the lanes.
     *
     * @param pe        target PE.
     * @param offset    symmetric offset.
     * @param srcBase   source array, or null for a raw address.
     * @param srcOffset source offset or address.
     * @param bytes     length.
     */
    void put(final int pe, final long offset, final Object srcBase, final long srcOffset, final long bytes) {
        if (bytes == 0) {
            return;
        }
        final long start = System.nanoTime();
        final long deadline = start + timeoutNs;
        final long slices = Slices.count(bytes, sliceBytes);
        final int first = home(pe);
        ordering.orderBefore(Slices.laneMask(slices, first, laneCount), deadline);
        long last = RequestQueue.NO_SEQ;
        for (long i = 0; i < slices; i++) {
            final long at = i * sliceBytes;
            final long length = Slices.length(i, bytes, sliceBytes);
            final int lane = Slices.lane(i, first, laneCount);
            final long seq;
            if (srcBase == null) {
                seq = requests.issue(PendingOps.PUT, lane, pe, offset + at, srcOffset + at, length,
                    RequestQueue.NO_MARK, offset, bytes);
            } else {
                final long staged = requests.reserve(length, deadline);
                RawMemory.copy(srcBase, srcOffset + at, null, staged, length);
                seq = requests.issue(PendingOps.PUT, lane, pe, offset + at, staged, length, requests.stagingMark(),
                    offset, bytes);
            }
            ordering.markDirty(requests.postedLane(), pe);
            last = seq == RequestQueue.NO_SEQ ? last : seq;
        }
        if (srcBase == null && last != RequestQueue.NO_SEQ) {
            requests.completeThrough(last, deadline); // the caller's memory must not be needed after return
        }
        settle();
        counters.operation(pe, bytes, slices, System.nanoTime() - start);
    }

    /**
     * Copies a PE's bytes to local memory, in slices striped over the lanes.
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset or address.
     * @param pe        source PE.
     * @param offset    symmetric offset.
     * @param bytes     length.
     * @param blocking  true to return with the data; false to let it arrive by {@link #quiet()}.
     */
    void get(final Object dstBase, final long dstOffset, final int pe, final long offset, final long bytes,
        final boolean blocking) {
        if (bytes == 0) {
            return;
        }
        final long start = System.nanoTime();
        final long deadline = start + timeoutNs;
        final long slices = Slices.count(bytes, sliceBytes);
        final int first = home(pe);
        long last = RequestQueue.NO_SEQ;
        for (long i = 0; i < slices; i++) {
            final long at = i * sliceBytes;
            final long length = Slices.length(i, bytes, sliceBytes);
            final int lane = Slices.lane(i, first, laneCount);
            final long seq;
            if (dstBase == null) {
                seq = requests.issue(PendingOps.GET, lane, pe, offset + at, dstOffset + at, length,
                    RequestQueue.NO_MARK, offset, bytes);
            } else {
                final long staged = requests.reserve(length, deadline);
                seq = requests.issueCopyingOut(lane, pe, offset + at, staged, length, offset, bytes, dstBase,
                    dstOffset + at, 0, 0);
            }
            last = seq == RequestQueue.NO_SEQ ? last : seq;
        }
        if (blocking && last != RequestQueue.NO_SEQ) {
            requests.completeThrough(last, deadline);
        }
        settle();
        counters.operation(pe, bytes, slices, System.nanoTime() - start);
    }

    /**
     * Stores one element of 1, 2, 4 or 8 bytes (through staging).
     *
     * @param pe     target PE.
     * @param offset symmetric offset.
     * @param value  the value (its low {@code width} bytes).
     * @param width  element size.
     */
    void putValue(final int pe, final long offset, final long value, final int width) {
        final long start = System.nanoTime();
        final long deadline = start + timeoutNs;
        final int lane = home(pe);
        ordering.orderBefore(1 << lane, deadline);
        final long staged = requests.reserve(width, deadline);
        RawMemory.putOfWidth(staged, value, width);
        requests.issue(PendingOps.PUT, lane, pe, offset, staged, width, requests.stagingMark(), offset, width);
        ordering.markDirty(requests.postedLane(), pe);
        settle();
        counters.operation(pe, width, 1, System.nanoTime() - start);
    }

    /**
     * Loads one element of 1, 2, 4 or 8 bytes.
     *
     * @param pe     source PE.
     * @param offset symmetric offset.
     * @param width  element size.
     * @return the value, sign-extended.
     */
    long getValue(final int pe, final long offset, final int width) {
        final long start = System.nanoTime();
        final long deadline = start + timeoutNs;
        final long staged = requests.reserve(width, deadline);
        final long seq = requests.issue(PendingOps.GET, home(pe), pe, offset, staged, width, requests.stagingMark(),
            offset, width);
        if (seq != RequestQueue.NO_SEQ) {
            requests.completeThrough(seq, deadline);
        }
        final long value = RawMemory.getOfWidth(staged, width);
        settle();
        counters.operation(pe, width, 1, System.nanoTime() - start);
        return value;
    }

    /**
     * Strided put: {@code count} elements, batched: gathered into staging runs when the target is contiguous,
     * otherwise one request per element, all in flight together.
     *
     * @param pe             target PE.
     * @param offset         symmetric offset of the first target element.
     * @param dstStrideBytes bytes between target elements.
     * @param srcBase        source array, or null for a raw address.
     * @param srcOffset      source offset or address of the first element.
     * @param srcStrideBytes bytes between source elements.
     * @param count          elements.
     * @param elementBytes   bytes per element.
     */
    void iput(final int pe, final long offset, final long dstStrideBytes, final Object srcBase, final long srcOffset,
        final long srcStrideBytes, final long count, final int elementBytes) {
        if (count == 0) {
            return;
        }
        if (dstStrideBytes == elementBytes && srcStrideBytes == elementBytes) {
            put(pe, offset, srcBase, srcOffset, count * elementBytes);
            return;
        }
        final long start = System.nanoTime();
        final long deadline = start + timeoutNs;
        final long totalBytes = count * elementBytes;
        final int home = home(pe);
        long last = RequestQueue.NO_SEQ;
        long posts = 0;
        if (dstStrideBytes == elementBytes) {
            // contiguous target: gather runs of up to a slice, striped like a put
            final long perRun = Math.max(1, sliceBytes / elementBytes);
            final long runs = Slices.count(count, perRun);
            ordering.orderBefore(Slices.laneMask(runs, home, laneCount), deadline);
            for (long r = 0; r < runs; r++) {
                final long first = r * perRun;
                final long n = Math.min(perRun, count - first);
                final long staged = requests.reserve(n * elementBytes, deadline);
                for (long k = 0; k < n; k++) {
                    RawMemory.copy(srcBase, srcOffset + (first + k) * srcStrideBytes, null, staged + k * elementBytes,
                        elementBytes);
                }
                final long seq = requests.issue(PendingOps.PUT, Slices.lane(r, home, laneCount), pe,
                    offset + first * elementBytes, staged, n * elementBytes, requests.stagingMark(), offset,
                    totalBytes);
                ordering.markDirty(requests.postedLane(), pe);
                last = seq == RequestQueue.NO_SEQ ? last : seq;
                posts++;
            }
        } else {
            ordering.orderBefore(1 << home, deadline);
            for (long k = 0; k < count; k++) {
                final long staged = requests.reserve(elementBytes, deadline);
                RawMemory.copy(srcBase, srcOffset + k * srcStrideBytes, null, staged, elementBytes);
                final long seq = requests.issue(PendingOps.PUT, home, pe, offset + k * dstStrideBytes, staged,
                    elementBytes, requests.stagingMark(), offset, totalBytes);
                ordering.markDirty(requests.postedLane(), pe);
                last = seq == RequestQueue.NO_SEQ ? last : seq;
                posts++;
            }
        }
        if (srcBase == null && last != RequestQueue.NO_SEQ) {
            requests.completeThrough(last, deadline);
        }
        settle();
        counters.operation(pe, totalBytes, posts, System.nanoTime() - start);
    }

    /**
     * Strided get, batched like {@link #iput}: contiguous source runs are fetched whole and scattered on arrival.
     *
     * @param dstBase        destination array, or null for a raw address.
     * @param dstOffset      destination offset or address of the first element.
     * @param dstStrideBytes bytes between destination elements.
     * @param pe             source PE.
     * @param offset         symmetric offset of the first source element.
     * @param srcStrideBytes bytes between source elements.
     * @param count          elements.
     * @param elementBytes   bytes per element.
     */
    void iget(final Object dstBase, final long dstOffset, final long dstStrideBytes, final int pe, final long offset,
        final long srcStrideBytes, final long count, final int elementBytes) {
        if (count == 0) {
            return;
        }
        if (dstStrideBytes == elementBytes && srcStrideBytes == elementBytes) {
            get(dstBase, dstOffset, pe, offset, count * elementBytes, true);
            return;
        }
        final long start = System.nanoTime();
        final long deadline = start + timeoutNs;
        final int home = home(pe);
        long last = RequestQueue.NO_SEQ;
        long posts = 0;
        if (srcStrideBytes == elementBytes) {
            final long perRun = Math.max(1, sliceBytes / elementBytes);
            final long runs = Slices.count(count, perRun);
            for (long r = 0; r < runs; r++) {
                final long first = r * perRun;
                final long n = Math.min(perRun, count - first);
                final long staged = requests.reserve(n * elementBytes, deadline);
                final long seq = requests.issueCopyingOut(Slices.lane(r, home, laneCount), pe,
                    offset + first * elementBytes, staged, n * elementBytes, offset, count * elementBytes, dstBase,
                    dstOffset + first * dstStrideBytes, dstStrideBytes, elementBytes);
                last = seq == RequestQueue.NO_SEQ ? last : seq;
                posts++;
            }
        } else {
            for (long k = 0; k < count; k++) {
                final long staged = requests.reserve(elementBytes, deadline);
                final long seq = requests.issueCopyingOut(home, pe, offset + k * srcStrideBytes, staged, elementBytes,
                    offset, count * elementBytes, dstBase, dstOffset + k * dstStrideBytes, 0, 0);
                last = seq == RequestQueue.NO_SEQ ? last : seq;
                posts++;
            }
        }
        if (last != RequestQueue.NO_SEQ) {
            requests.completeThrough(last, deadline);
        }
        settle();
        counters.operation(pe, count * elementBytes, posts, System.nanoTime() - start);
    }

    // ---------------------------------------------------------------------------------------------------------------
    // atomics and signals

    /**
     * A fetching atomic (add, swap, and, or, xor) on the home lane; waits for the old value.
     *
     * @param op      the operation.
     * @param pe      target PE.
     * @param offset  symmetric offset, aligned to {@code width}.
     * @param operand the operand.
     * @param width   4 or 8.
     * @return the old value, sign-extended.
     */
    long atomicFetch(final UcpAtomicOp op, final int pe, final long offset, final long operand, final int width) {
        final long start = System.nanoTime();
        final long deadline = start + timeoutNs;
        final int lane = home(pe);
        ordering.orderBefore(1 << lane, deadline);
        final long result = requests.reserve(Long.BYTES, deadline);
        final long request = requests.postFetch(op, lane, pe, offset, operand, 0, width, result);
        awaitFetch(request, lane, pe, offset, result, width, deadline);
        final long value = RawMemory.getOfWidth(result, width);
        settle();
        counters.operation(pe, width, 1, System.nanoTime() - start);
        return value;
    }

    /**
     * Compare-and-swap on the home lane; waits for the old value.
     *
     * @param pe       target PE.
     * @param offset   symmetric offset, aligned to {@code width}.
     * @param expected the value to compare with.
     * @param desired  the value stored when equal.
     * @param width    4 or 8.
     * @return the old value, sign-extended.
     */
    long compareSwap(final int pe, final long offset, final long expected, final long desired, final int width) {
        final long start = System.nanoTime();
        final long deadline = start + timeoutNs;
        final int lane = home(pe);
        ordering.orderBefore(1 << lane, deadline);
        final long result = requests.reserve(Long.BYTES, deadline);
        final long request = requests.postFetch(UcpAtomicOp.CSWAP, lane, pe, offset, expected, desired, width,
            result);
        awaitFetch(request, lane, pe, offset, result, width, deadline);
        final long value = RawMemory.getOfWidth(result, width);
        settle();
        counters.operation(pe, width, 1, System.nanoTime() - start);
        return value;
    }

    /**
     * A fetching atomic whose old value arrives in local memory by {@link #quiet()}.
     *
     * @param op        the operation (CSWAP included).
     * @param pe        target PE.
     * @param offset    symmetric offset.
     * @param operand   the operand (the expected value for CSWAP).
     * @param desired   the new value for CSWAP; ignored otherwise.
     * @param width     4 or 8.
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset or address.
     */
    void atomicFetchNbi(final UcpAtomicOp op, final int pe, final long offset, final long operand, final long desired,
        final int width, final Object dstBase, final long dstOffset) {
        final long start = System.nanoTime();
        final long deadline = start + timeoutNs;
        final int lane = home(pe);
        ordering.orderBefore(1 << lane, deadline);
        if (dstBase == null) {
            requests.ensureRoom(deadline); // the old value goes straight to raw memory: no staging to reserve
        }
        final long result = dstBase == null ? dstOffset : requests.reserve(Long.BYTES, deadline);
        final long request = requests.postFetch(op, lane, pe, offset, operand, desired, width, result);
        if (request == 0) {
            if (dstBase != null) {
                RawMemory.copy(null, result, dstBase, dstOffset, width);
            }
        } else {
            final long seq = requests.track(PendingOps.FETCH, lane, pe, request, offset, result, width,
                dstBase == null ? RequestQueue.NO_MARK : requests.stagingMark());
            if (dstBase != null) {
                requests.copyTo(seq, dstBase, dstOffset, 0, 0);
            }
        }
        settle();
        counters.operation(pe, width, 1, System.nanoTime() - start);
    }

    /**
     * A non-fetching atomic (add, and, or, xor), complete at the target by {@link #quiet()}.
     *
     * @param op      the operation.
     * @param pe      target PE.
     * @param offset  symmetric offset.
     * @param operand the operand.
     * @param width   4 or 8.
     */
    void atomicPost(final UcpAtomicOp op, final int pe, final long offset, final long operand, final int width) {
        final long start = System.nanoTime();
        final int lane = home(pe);
        ordering.orderBefore(1 << lane, start + timeoutNs);
        requests.postAtomic(op, lane, pe, offset, operand, width);
        settle();
        counters.operation(pe, width, 1, System.nanoTime() - start);
    }

    /**
     * An atomic store (a swap whose old value is dropped), complete at the target by {@link #quiet()}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset.
     * @param value  the value.
     * @param width  4 or 8.
     */
    void atomicSet(final int pe, final long offset, final long value, final int width) {
        final long start = System.nanoTime();
        final long deadline = start + timeoutNs;
        final int lane = home(pe);
        ordering.orderBefore(1 << lane, deadline);
        requests.postSet(lane, pe, offset, value, width, deadline);
        settle();
        counters.operation(pe, width, 1, System.nanoTime() - start);
    }

    /**
     * Put with signal: the data (sliced and striped like a put), then, ordered after all of it, an atomic update of
     * the signal word on the home lane. Data on other lanes is flushed before the signal is sent; data on the home
     * lane is fenced.
     *
     * @param pe           target PE.
     * @param offset       symmetric offset of the data.
     * @param srcBase      source array, or null for a raw address.
     * @param srcOffset    source offset or address.
     * @param bytes        data length.
     * @param signalOffset symmetric offset of the 64-bit signal word.
     * @param signal       the signal value.
     * @param op           how the word is updated.
     */
    void putSignal(final int pe, final long offset, final Object srcBase, final long srcOffset, final long bytes,
        final long signalOffset, final long signal, final SignalOp op) {
        final long start = System.nanoTime();
        final long deadline = start + timeoutNs;
        put(pe, offset, srcBase, srcOffset, bytes);
        final int lane = home(pe);
        ordering.orderAllBefore(lane, pe, deadline);
        if (op == SignalOp.ADD) {
            requests.postAtomic(UcpAtomicOp.ADD, lane, pe, signalOffset, signal, Long.BYTES);
        } else {
            requests.postSet(lane, pe, signalOffset, signal, Long.BYTES, deadline);
        }
        settle();
        counters.operation(pe, Long.BYTES, 1, System.nanoTime() - start);
    }

    // ---------------------------------------------------------------------------------------------------------------
    // ordering and completion

    /** Orders remote effects issued before it before those issued after it (see the class comment). */
    void fence() {
        ordering.fence();
    }

    /** Finishes every request in flight (gets into arrays are copied out) and flushes every endpoint written to. */
    void quiet() {
        final long deadline = System.nanoTime() + timeoutNs;
        requests.completeAll(deadline);
        ordering.flushAll(deadline);
        settle();
    }

    /**
     * Whether this channel's workers should be progressed for what it issued to reach its targets: requests are in
     * flight, or endpoints carry remote effects not flushed yet. Any thread, without the lock; allocates nothing.
     *
     * @return true until the channel's operations are finished and flushed.
     */
    boolean needsProgress() {
        return unsettled;
    }

    /**
     * Progresses every lane once and finishes the requests that are done, without waiting: what UCX queued goes
     * out. For a thread that waits for something else (a flag, a signal) while this channel has operations in
     * flight. A request that failed is reported here.
     *
     * @return the work done; 0 when nothing moved.
     */
    int progressPending() {
        int work = 0;
        for (final Lane lane : lanes) {
            work += lane.worker().progress();
        }
        work += requests.finishCompleted();
        settle();
        return work;
    }

    /** Notes whether anything this channel issued is still unfinished or unflushed. */
    private void settle() {
        final boolean now = !requests.idle() || ordering.dirtyLanes() != 0;
        if (now != unsettled) {
            unsettled = now;
        }
    }

    /**
     * Quiets (unless the job failed) and closes every endpoint: gracefully when the peers are known to serve still.
     *
     * @param graceful whether the peers still progress their target workers.
     */
    void disconnect(final boolean graceful) {
        boolean peersAlive = graceful && bootstrap.failure() == null;
        if (peersAlive) {
            try {
                quiet();
            } catch (final RuntimeException ex) {
                peersAlive = false;
            }
        }
        for (final Lane lane : lanes) {
            lane.disconnectAll(peersAlive);
        }
    }

    /** Releases the lanes' workers and the staging memory; {@link #disconnect} first. */
    @Override
    public void close() {
        for (final Lane lane : lanes) {
            lane.disconnectAll(false);
            lane.worker().close();
        }
        stagingRegistration.close();
        ring.close();
    }

    private int home(final int pe) {
        return pe % laneCount;
    }

    /** Waits for a fetching atomic's request, when UCX did not complete it at once. */
    private void awaitFetch(final long request, final int lane, final int pe, final long offset, final long result,
        final int width, final long deadline) {
        if (request != 0) {
            requests.completeThrough(requests.track(PendingOps.FETCH, lane, pe, request, offset, result, width,
                requests.stagingMark()), deadline);
        }
    }
}
