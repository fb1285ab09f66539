package io.jshmem.core.transport.rdma;

import io.jshmem.bootstrap.Bootstrap;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.exceptions.PeerFailedException;
import io.jshmem.exceptions.TransportException;
import io.jshmem.jna.ucx.UcpAtomicOp;
import io.jshmem.jna.ucx.UcpEndpoint;
import io.jshmem.jna.ucx.UcpMemory;
import io.jshmem.jna.ucx.UcsStatus;
import io.jshmem.jna.ucx.UcxException;

import java.util.Locale;
import java.util.concurrent.locks.LockSupport;

/**
 * The initiator side of the RDMA transport for one communication context: its lanes, its staging memory, its
 * requests in flight, its ordering state and its counters. Every operation of the transport ends up here.
 *
 * <h2>Data path</h2>
 * A transfer longer than a slice is cut into slices that go round-robin over the lanes, starting at the target's
 * <em>home lane</em> ({@code pe % lanes}); everything shorter (single elements, atomics) goes on the home lane. A
 * Java array travels through the {@link StagingRing} (copied in before a put, copied out when a get completes); raw
 * addresses (this PE's registered segment, direct buffers) are handed to UCX as they are. Requests that UCX does not
 * complete at once are tracked in {@link PendingOps} and finished oldest first, by the blocking operation that needs
 * them, by a later operation that needs room, or by {@link #quiet()}.
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
 * <p>Thread-safety: none; the transport calls it under its lock. Allocation: none on the data path; exceptions only
 * on failure.
 */
final class RdmaChannel implements AutoCloseable {
    private static final int PENDING_CAPACITY = 1024;
    private static final long NO_SEQ = -1;
    private static final long NO_MARK = -1;
    private static final long YIELD_NS = 1_000_000;
    private static final long PARK_NS = 20_000;

    private final int myPe;
    private final RdmaNode node;
    private final Lane[] lanes;
    private final int laneCount;
    private final long sliceBytes;
    private final int retries;
    private final long timeoutNs;
    private final long spinNs;
    private final StagingRing ring;
    private final UcpMemory stagingRegistration;
    private final PendingOps pending = new PendingOps(PENDING_CAPACITY);
    private final PeerCounters counters;
    private final Bootstrap bootstrap;
    private final FaultInjector faults;

    /** Lanes with remote effects (puts, posted atomics) not yet flushed. */
    private int dirtyLanes;
    /** A fence was called and not yet applied. */
    private boolean fencePending;
    private final boolean[][] dirtyPe;
    private final int[][] dirtyList;
    private final int[] dirtyCount;
    private final long[] flushRequest;
    private final int[] flushLane;
    private final int[] flushPe;
    /** Lane and attempts of the last {@link #postSlice} (a second return value, without allocating). */
    private int postedLane;
    private int postedAttempts;

    RdmaChannel(final int myPe, final RdmaNode node, final RdmaPeerInfo[] peers, final boolean[] sameHost,
        final RdmaSettings settings, final PeerCounters counters, final Bootstrap bootstrap,
        final FaultInjector faults) {
        this.myPe = myPe;
        this.node = node;
        this.laneCount = settings.lanes();
        this.lanes = new Lane[laneCount];
        this.sliceBytes = settings.sliceBytes();
        this.retries = settings.retries();
        this.timeoutNs = settings.timeoutNs();
        this.spinNs = settings.spinNs();
        this.counters = counters;
        this.bootstrap = bootstrap;
        this.faults = faults;
        final int nPes = peers.length;
        this.dirtyPe = new boolean[laneCount][nPes];
        this.dirtyList = new int[laneCount][nPes];
        this.dirtyCount = new int[laneCount];
        this.flushRequest = new long[laneCount * nPes];
        this.flushLane = new int[laneCount * nPes];
        this.flushPe = new int[laneCount * nPes];
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
    }

    /**
     * Connects every lane to some PEs and waits until UCX has wired the endpoints up (a flush of each), so that an
     * unreachable peer fails the job at init rather than at its first use.
     *
     * @param pes the PEs this channel will address.
     */
    void connect(final int[] pes) {
        final long deadline = System.nanoTime() + timeoutNs;
        int n = 0;
        for (final Lane lane : lanes) {
            for (final int pe : pes) {
                try {
                    flushRequest[n] = lane.endpoint(pe).flushNonBlocking();
                } catch (final UcxException ex) {
                    throw new TransportException("rdma: cannot connect lane " + lane.index() + " to PE " + pe + ": "
                        + ex.getMessage(), ex);
                }
                flushLane[n] = lane.index();
                flushPe[n] = pe;
                n++;
            }
        }
        awaitFlushes(n, deadline, "connection");
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
        orderBefore(Slices.laneMask(slices, first, laneCount), deadline);
        long last = NO_SEQ;
        for (long i = 0; i < slices; i++) {
            final long at = i * sliceBytes;
            final long length = Slices.length(i, bytes, sliceBytes);
            final int lane = Slices.lane(i, first, laneCount);
            ensureRoom(deadline);
            final long seq;
            if (srcBase == null) {
                seq = issue(PendingOps.PUT, lane, pe, offset + at, srcOffset + at, length, NO_MARK, offset, bytes);
            } else {
                final long staged = reserve(length, deadline);
                RawMemory.copy(srcBase, srcOffset + at, null, staged, length);
                seq = issue(PendingOps.PUT, lane, pe, offset + at, staged, length, ring.head(), offset, bytes);
            }
            markDirty(postedLane, pe);
            last = seq == NO_SEQ ? last : seq;
        }
        if (srcBase == null && last != NO_SEQ) {
            completeThrough(last, deadline); // the caller's memory must not be needed after return
        }
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
        long last = NO_SEQ;
        for (long i = 0; i < slices; i++) {
            final long at = i * sliceBytes;
            final long length = Slices.length(i, bytes, sliceBytes);
            final int lane = Slices.lane(i, first, laneCount);
            ensureRoom(deadline);
            final long seq;
            if (dstBase == null) {
                seq = issue(PendingOps.GET, lane, pe, offset + at, dstOffset + at, length, NO_MARK, offset, bytes);
            } else {
                final long staged = reserve(length, deadline);
                seq = issueCopyingOut(lane, pe, offset + at, staged, length, offset, bytes, dstBase, dstOffset + at,
                    0, 0);
            }
            last = seq == NO_SEQ ? last : seq;
        }
        if (blocking && last != NO_SEQ) {
            completeThrough(last, deadline);
        }
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
        orderBefore(1 << lane, deadline);
        ensureRoom(deadline);
        final long staged = reserve(width, deadline);
        write(staged, value, width);
        issue(PendingOps.PUT, lane, pe, offset, staged, width, ring.head(), offset, width);
        markDirty(postedLane, pe);
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
        ensureRoom(deadline);
        final long staged = reserve(width, deadline);
        final long seq = issue(PendingOps.GET, home(pe), pe, offset, staged, width, ring.head(), offset, width);
        if (seq != NO_SEQ) {
            completeThrough(seq, deadline);
        }
        final long value = read(staged, width);
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
        long last = NO_SEQ;
        long posts = 0;
        if (dstStrideBytes == elementBytes) {
            // contiguous target: gather runs of up to a slice, striped like a put
            final long perRun = Math.max(1, sliceBytes / elementBytes);
            final long runs = Slices.count(count, perRun);
            orderBefore(Slices.laneMask(runs, home, laneCount), deadline);
            for (long r = 0; r < runs; r++) {
                final long first = r * perRun;
                final long n = Math.min(perRun, count - first);
                ensureRoom(deadline);
                final long staged = reserve(n * elementBytes, deadline);
                for (long k = 0; k < n; k++) {
                    RawMemory.copy(srcBase, srcOffset + (first + k) * srcStrideBytes, null, staged + k * elementBytes,
                        elementBytes);
                }
                final long seq = issue(PendingOps.PUT, Slices.lane(r, home, laneCount), pe,
                    offset + first * elementBytes, staged, n * elementBytes, ring.head(), offset, totalBytes);
                markDirty(postedLane, pe);
                last = seq == NO_SEQ ? last : seq;
                posts++;
            }
        } else {
            orderBefore(1 << home, deadline);
            for (long k = 0; k < count; k++) {
                ensureRoom(deadline);
                final long staged = reserve(elementBytes, deadline);
                RawMemory.copy(srcBase, srcOffset + k * srcStrideBytes, null, staged, elementBytes);
                final long seq = issue(PendingOps.PUT, home, pe, offset + k * dstStrideBytes, staged, elementBytes,
                    ring.head(), offset, totalBytes);
                markDirty(postedLane, pe);
                last = seq == NO_SEQ ? last : seq;
                posts++;
            }
        }
        if (srcBase == null && last != NO_SEQ) {
            completeThrough(last, deadline);
        }
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
        long last = NO_SEQ;
        long posts = 0;
        if (srcStrideBytes == elementBytes) {
            final long perRun = Math.max(1, sliceBytes / elementBytes);
            final long runs = Slices.count(count, perRun);
            for (long r = 0; r < runs; r++) {
                final long first = r * perRun;
                final long n = Math.min(perRun, count - first);
                ensureRoom(deadline);
                final long staged = reserve(n * elementBytes, deadline);
                final long seq = issueCopyingOut(Slices.lane(r, home, laneCount), pe, offset + first * elementBytes,
                    staged, n * elementBytes, offset, count * elementBytes, dstBase, dstOffset + first * dstStrideBytes,
                    dstStrideBytes, elementBytes);
                last = seq == NO_SEQ ? last : seq;
                posts++;
            }
        } else {
            for (long k = 0; k < count; k++) {
                ensureRoom(deadline);
                final long staged = reserve(elementBytes, deadline);
                final long seq = issueCopyingOut(home, pe, offset + k * srcStrideBytes, staged, elementBytes, offset,
                    count * elementBytes, dstBase, dstOffset + k * dstStrideBytes, 0, 0);
                last = seq == NO_SEQ ? last : seq;
                posts++;
            }
        }
        if (last != NO_SEQ) {
            completeThrough(last, deadline);
        }
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
        orderBefore(1 << lane, deadline);
        ensureRoom(deadline);
        final long result = reserve(Long.BYTES, deadline);
        final long request = postFetch(op, lane, pe, offset, operand, 0, width, result);
        if (request != 0) {
            completeThrough(pending.add(PendingOps.FETCH, lane, pe, 0, request, offset, result, width, ring.head()),
                deadline);
        }
        final long value = read(result, width);
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
        orderBefore(1 << lane, deadline);
        ensureRoom(deadline);
        final long result = reserve(Long.BYTES, deadline);
        final long request = postFetch(UcpAtomicOp.CSWAP, lane, pe, offset, expected, desired, width, result);
        if (request != 0) {
            completeThrough(pending.add(PendingOps.FETCH, lane, pe, 0, request, offset, result, width, ring.head()),
                deadline);
        }
        final long value = read(result, width);
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
        orderBefore(1 << lane, deadline);
        ensureRoom(deadline);
        final long result = dstBase == null ? dstOffset : reserve(Long.BYTES, deadline);
        final long request = postFetch(op, lane, pe, offset, operand, desired, width, result);
        if (request == 0) {
            if (dstBase != null) {
                RawMemory.copy(null, result, dstBase, dstOffset, width);
            }
        } else {
            final long seq = pending.add(PendingOps.FETCH, lane, pe, 0, request, offset, result, width,
                dstBase == null ? NO_MARK : ring.head());
            if (dstBase != null) {
                pending.copyTo(seq, dstBase, dstOffset, 0, 0);
            }
        }
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
        orderBefore(1 << lane, start + timeoutNs);
        postAtomic(op, lane, pe, offset, operand, width);
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
        orderBefore(1 << lane, deadline);
        postSet(lane, pe, offset, value, width, deadline);
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
        if ((dirtyLanes & ~(1 << lane)) != 0) {
            flush(dirtyLanes & ~(1 << lane), deadline);
        }
        if ((dirtyLanes & 1 << lane) != 0) {
            fenceLane(lane, pe);
        }
        fencePending = false;
        if (op == SignalOp.ADD) {
            postAtomic(UcpAtomicOp.ADD, lane, pe, signalOffset, signal, Long.BYTES);
        } else {
            postSet(lane, pe, signalOffset, signal, Long.BYTES, deadline);
        }
        counters.operation(pe, Long.BYTES, 1, System.nanoTime() - start);
    }

    // ---------------------------------------------------------------------------------------------------------------
    // ordering and completion

    /** Orders remote effects issued before it before those issued after it (see the class comment). */
    void fence() {
        if (dirtyLanes != 0) {
            fencePending = true;
        }
    }

    /** Finishes every request in flight (gets into arrays are copied out) and flushes every endpoint written to. */
    void quiet() {
        final long deadline = System.nanoTime() + timeoutNs;
        if (!pending.isEmpty()) {
            completeThrough(pending.next() - 1, deadline);
        }
        if (dirtyLanes != 0) {
            flush(dirtyLanes, deadline);
        }
        fencePending = false;
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

    // ---------------------------------------------------------------------------------------------------------------
    // posting

    private int home(final int pe) {
        return pe % laneCount;
    }

    /**
     * Posts a put or get slice (retrying on the next lanes when posting fails) and records it when UCX did not
     * complete it at once.
     *
     * @return its sequence number, or {@link #NO_SEQ} when complete already.
     */
    private long issue(final byte kind, final int lane, final int pe, final long remoteOffset, final long local,
        final long bytes, final long mark, final long opOffset, final long opBytes) {
        final long request = postSlice(kind, lane, pe, remoteOffset, local, bytes, 0, opOffset, opBytes);
        if (request == 0) {
            return NO_SEQ;
        }
        final long seq = pending.add(kind, postedLane, pe, postedAttempts, request, remoteOffset, local, bytes, mark);
        pending.partOf(seq, opOffset, opBytes);
        return seq;
    }

    /** {@link #issue} for a get into staging whose bytes go to an array (scattered when {@code stride != 0}). */
    private long issueCopyingOut(final int lane, final int pe, final long remoteOffset, final long staged,
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

    private long postFetch(final UcpAtomicOp op, final int lane, final int pe, final long offset, final long operand,
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

    private void postAtomic(final UcpAtomicOp op, final int lane, final int pe, final long offset, final long operand,
        final int width) {
        final Lane l = lanes[lane];
        try {
            l.endpoint(pe).atomicPost(op, l.remoteAddress(pe, offset), l.key(pe), operand, width);
        } catch (final UcxException ex) {
            l.disconnectNow(pe);
            throw failed(PendingOps.DISCARD, pe, offset, width, offset, width, 1, ex);
        }
        markDirty(lane, pe);
    }

    private void postSet(final int lane, final int pe, final long offset, final long value, final int width,
        final long deadline) {
        ensureRoom(deadline);
        final long result = reserve(Long.BYTES, deadline);
        final long request = postFetch(UcpAtomicOp.SWAP, lane, pe, offset, value, 0, width, result);
        if (request != 0) {
            pending.add(PendingOps.DISCARD, lane, pe, 0, request, offset, result, width, ring.head());
        }
        markDirty(lane, pe);
    }

    // ---------------------------------------------------------------------------------------------------------------
    // staging and completion

    /** Makes room for one more record, finishing the oldest ones if needed. */
    private void ensureRoom(final long deadline) {
        while (pending.isFull()) {
            completeThrough(pending.oldest(), deadline);
        }
    }

    /** Reserves staging, finishing the oldest records until there is room. */
    private long reserve(final long bytes, final long deadline) {
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
    private void completeThrough(final long seq, final long deadline) {
        int idleRounds = 0;
        long idleSince = 0;
        while (pending.oldest() <= seq) {
            if (finishOldestIfDone()) {
                idleRounds = 0;
                continue;
            }
            if (progressLanes() != 0) {
                idleRounds = 0;
                continue;
            }
            final long now = System.nanoTime();
            checkDeadlineAndHealth(now, deadline);
            if (idleRounds++ == 0) {
                idleSince = now;
            }
            idle(now - idleSince);
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
            markDirty(postedLane, pe);
        }
        if (request == 0) {
            finishOldest(seq);
            return true;
        }
        pending.resent(seq, postedLane, request, postedAttempts);
        return false;
    }

    /** Progresses the lanes, and this PE's target workers unless the agent is at it: peers may wait for us too. */
    private int progressLanes() {
        int work = node.progressTargets();
        for (final Lane lane : lanes) {
            work += lane.worker().progress();
        }
        return work;
    }

    /** Spins, then yields, then parks briefly: waits are bounded by deadlines, and peers may need this CPU. */
    private void idle(final long idleNs) {
        if (idleNs < spinNs) {
            Thread.onSpinWait();
        } else if (idleNs < spinNs + YIELD_NS) {
            Thread.yield();
        } else {
            LockSupport.parkNanos(PARK_NS);
        }
    }

    /** Gives up on the oldest record when the deadline passed or a PE failed. */
    private void checkDeadlineAndHealth(final long now, final long deadline) {
        final PeerFailedException peerFailure = bootstrap.failure();
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

    /** Flushes the endpoints of the given lanes that carried remote effects, and waits. */
    private void flush(final int laneMask, final long deadline) {
        int n = 0;
        for (int lane = 0; lane < laneCount; lane++) {
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
            if (progressLanes() != 0) {
                idleRounds = 0;
                continue;
            }
            final long now = System.nanoTime();
            final PeerFailedException peerFailure = bootstrap.failure();
            if (peerFailure != null || now - deadline >= 0) {
                final int pe = firstOutstandingFlush(n);
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
            idle(now - idleSince);
        }
    }

    private int firstOutstandingFlush(final int n) {
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

    /** Applies a pending fence before an operation with remote effects on the lanes of {@code laneMask}. */
    private void orderBefore(final int laneMask, final long deadline) {
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

    private void fenceLane(final int lane, final int pe) {
        try {
            lanes[lane].worker().fence();
        } catch (final UcxException ex) {
            throw new TransportException("rdma fence on lane " + lane + (pe < 0 ? "" : " before an operation on PE "
                + pe) + " failed: " + ex.getMessage(), ex);
        }
    }

    private void markDirty(final int lane, final int pe) {
        if (!dirtyPe[lane][pe]) {
            dirtyPe[lane][pe] = true;
            dirtyList[lane][dirtyCount[lane]++] = pe;
        }
        dirtyLanes |= 1 << lane;
    }

    // ---------------------------------------------------------------------------------------------------------------
    // helpers

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

    private static void write(final long address, final long value, final int width) {
        switch (width) {
            case 1:
                RawMemory.putByte(address, (byte) value);
                break;
            case 2:
                RawMemory.putShort(address, (short) value);
                break;
            case 4:
                RawMemory.putInt(address, (int) value);
                break;
            default:
                RawMemory.putLong(address, value);
        }
    }

    private static long read(final long address, final int width) {
        switch (width) {
            case 1:
                return RawMemory.getByte(address);
            case 2:
                return RawMemory.getShort(address);
            case 4:
                return RawMemory.getInt(address);
            default:
                return RawMemory.getLong(address);
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

    private TransportException flushFailed(final int pe, final UcxException cause) {
        counters.add(pe, PeerCounters.FAILURES, 1);
        return new TransportException("rdma flush of the operations of PE " + myPe + " on PE " + pe + " failed: "
            + cause.getMessage(), cause);
    }

    private static String describe(final byte kind, final int pe, final long offset, final long bytes) {
        final String op = kind == PendingOps.PUT ? "put" : kind == PendingOps.GET ? "get" : "atomic";
        return String.format(Locale.ROOT, "rdma %s of %d bytes at offset %d on PE %d", op, bytes, offset, pe);
    }
}
