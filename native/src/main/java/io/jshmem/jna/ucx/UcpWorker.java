package io.jshmem.jna.ucx;

import com.sun.jna.Memory;

import java.util.ArrayList;
import java.util.List;

import static io.jshmem.jna.ucx.NativeSupport.addressOf;
import static io.jshmem.jna.ucx.NativeSupport.check;
import static io.jshmem.jna.ucx.UcsStatus.UCS_ERR_TIMED_OUT;
import static io.jshmem.jna.ucx.UcsStatus.UCS_INPROGRESS;
import static io.jshmem.jna.ucx.UcsStatus.UCS_OK;

/**
 * A UCP worker ({@code ucp_worker_h}): it owns {@link UcpEndpoint}s, has an address peers connect to, and moves
 * data only while someone calls {@link #progress()} (directly, or inside a blocking call of this worker or its
 * endpoints). A process that is the <em>target</em> of remote operations must progress its worker too, even over
 * shared memory (UCX 1.13 completes flushes and emulated operations through the target).
 *
 * <p>Requests: a non-blocking call returns a request handle, a {@code long} that is 0 when the operation
 * completed at once. Test it with {@link #isComplete(long)}, wait for it with {@link #await(long, long)} (which
 * also releases it), or drop it with {@link #free(long)}. Every handle must end in {@code await} or {@code free}.
 *
 * <p>Thread-safety: per the {@link UcsThreadMode} given at creation. With {@code SINGLE} or {@code SERIALIZED},
 * the worker and all its endpoints are used by one thread at a time; with {@code MULTI}, threads may call
 * concurrently, but each endpoint's atomics still need one thread at a time (they share its reply word).
 * Nothing here allocates on the data path ({@code progress}, request polling, flush, fence).
 */
public final class UcpWorker extends NativeHandle {
    /** Deadline checks are made every this many polls (plus one): {@code System.nanoTime()} is not free. */
    private static final int DEADLINE_CHECK_MASK = 63;
    /**
     * Polls in a row that progressed nothing before a wait yields the CPU (about 50-100 us): on a machine with
     * more busy threads than cores, the peer (or this process's progress thread) needs that CPU to answer.
     */
    private static final int IDLE_POLLS_BEFORE_YIELD = 1_000;

    private final UcpContext context;
    private final UcsThreadMode threadMode;
    private final OwnedResources owned = new OwnedResources();
    private final Memory plainParam = UcpRequestParamLayout.STRUCT.allocate();
    private final long plainParamAddress = addressOf(plainParam);
    /** Scratch memory of closed endpoints: UCX may still write into it until this worker is destroyed. */
    private final List<OperationScratch> retired = new ArrayList<>();

    private UcpWorker(final UcpContext context, final UcsThreadMode threadMode, final long handle) {
        super(handle);
        this.context = context;
        this.threadMode = threadMode;
    }

    static UcpWorker create(final UcpContext context, final UcsThreadMode threadMode) {
        try (Memory out = NativeSupport.outSlots(1); Memory params = UcpWorkerParamsLayout.STRUCT.allocate()) {
            UcpWorkerParamsLayout.FIELD_MASK.put(params, UcpConstants.UCP_WORKER_PARAM_FIELD_THREAD_MODE);
            UcpWorkerParamsLayout.THREAD_MODE.put(params, threadMode.code());
            check(Ucp.ucp_worker_create(context.handle(), addressOf(params), addressOf(out)),
                "ucp_worker_create(" + threadMode + ")");
            return new UcpWorker(context, threadMode, out.getLong(0));
        }
    }

    /**
     * Returns this worker's address, for peers to connect to with {@link #newEndpoint(byte[])}.
     *
     * @return a copy of the address bytes.
     * @throws UcxException when UCX cannot produce it.
     */
    public byte[] address() {
        try (Memory out = NativeSupport.outSlots(2)) {
            check(Ucp.ucp_worker_get_address(handle(), addressOf(out), addressOf(out) + Long.BYTES),
                "ucp_worker_get_address");
            final long buffer = out.getLong(0);
            try {
                return NativeSupport.copyOut(buffer, out.getLong(Long.BYTES));
            } finally {
                Ucp.ucp_worker_release_address(handle(), buffer);
            }
        }
    }

    /**
     * Connects to a peer's worker, with {@link UcpErrorHandlingMode#PEER} so that a failed peer turns into
     * errors rather than hangs. UCX 1.13 supports that over tcp and InfiniBand but not over its shared-memory
     * transports (posix, sysv, cma): to a peer they alone reach, this fails with {@code UCS_ERR_UNREACHABLE}; use
     * {@link #newEndpoint(byte[], UcpErrorHandlingMode)} with {@code NONE} there.
     *
     * @param remoteAddress the peer's {@link #address()}.
     * @return the endpoint, owned by this worker.
     * @throws UcxException when UCX cannot create it.
     */
    public UcpEndpoint newEndpoint(final byte[] remoteAddress) {
        return newEndpoint(remoteAddress, UcpErrorHandlingMode.PEER);
    }

    /**
     * Connects to a peer's worker. The connection is made lazily; the first operation completes it, which
     * needs the peer to progress.
     *
     * @param remoteAddress the peer's {@link #address()}.
     * @param errorMode     what the endpoint guarantees when the peer fails.
     * @return the endpoint, owned by this worker.
     * @throws UcxException when UCX cannot create it.
     */
    public UcpEndpoint newEndpoint(final byte[] remoteAddress, final UcpErrorHandlingMode errorMode) {
        final UcpEndpoint endpoint = UcpEndpoint.create(this, remoteAddress, errorMode);
        owned.add(endpoint);
        return endpoint;
    }

    /**
     * Makes progress on this worker's communication: completes requests, answers peers, runs wire-up.
     *
     * @return non-zero when something happened.
     */
    public int progress() {
        return Ucp.ucp_worker_progress(handle());
    }

    /**
     * Waits until every operation issued on this worker is complete at its target ({@code ucp_worker_flush_nbx}).
     *
     * @param timeoutNs how long to wait.
     * @throws UcxException when the flush fails, or with {@code UCS_ERR_TIMED_OUT} when the deadline passes.
     */
    public void flush(final long timeoutNs) {
        complete(flushNonBlocking(), "ucp_worker_flush_nbx", timeoutNs, null);
    }

    /**
     * Starts a flush of every operation issued on this worker.
     *
     * @return a request handle; 0 when already complete.
     * @throws UcxException when UCX refuses the flush.
     */
    public long flushNonBlocking() {
        return started(Ucp.ucp_worker_flush_nbx(handle(), plainParamAddress), "ucp_worker_flush_nbx");
    }

    /**
     * Orders operations: those issued on this worker after the fence are performed at their targets after those
     * issued before it. Does not wait for anything.
     *
     * @throws UcxException when UCX refuses.
     */
    public void fence() {
        check(Ucp.ucp_worker_fence(handle()), "ucp_worker_fence");
    }

    /**
     * Returns the descriptor that becomes readable when this worker, once {@link #arm() armed}, has an event, for
     * a thread that sleeps in {@code poll(2)} instead of spinning. The worker owns it: do not close it.
     *
     * @return the file descriptor.
     * @throws UcxException when the context was opened without wake-up ({@link UcpContext#hasWakeup()}).
     */
    public int eventFd() {
        try (Memory out = NativeSupport.outSlots(1)) {
            check(Ucp.ucp_worker_get_efd(handle(), addressOf(out)), "ucp_worker_get_efd");
            return out.getInt(0);
        }
    }

    /**
     * Asks for a signal on {@link #eventFd()} at the next event. Call it only after {@link #progress()} returned 0;
     * when events are still pending it does not arm and returns false (progress, then try again).
     *
     * @return true when armed: sleeping on the descriptor is safe.
     * @throws UcxException when UCX fails otherwise.
     */
    public boolean arm() {
        final byte status = Ucp.ucp_worker_arm(handle());
        if (status == UcsStatus.UCS_ERR_BUSY) {
            return false;
        }
        check(status, "ucp_worker_arm");
        return true;
    }

    /**
     * Wakes a thread sleeping on {@link #eventFd()} (or makes its next sleep return at once). Safe from any thread,
     * whatever the thread mode.
     *
     * @throws UcxException when UCX fails.
     */
    public void signal() {
        check(Ucp.ucp_worker_signal(handle()), "ucp_worker_signal");
    }

    /**
     * Tells whether a request has completed (successfully or not). Does not progress and does not release it.
     *
     * @param request a handle from a non-blocking call; 0 is complete.
     * @return true when complete.
     */
    public boolean isComplete(final long request) {
        return request == 0 || Ucp.ucp_request_check_status(request) != UCS_INPROGRESS;
    }

    /**
     * Returns a request's status without progressing or releasing it.
     *
     * @param request a handle from a non-blocking call; 0 is {@code UCS_OK}.
     * @return {@code UCS_INPROGRESS}, {@code UCS_OK}, or a negative error (see {@link UcsStatus}).
     */
    public int status(final long request) {
        return request == 0 ? UCS_OK : Ucp.ucp_request_check_status(request);
    }

    /**
     * Progresses this worker until a request completes, then releases it. When the deadline passes first, the
     * request is left alone: the caller may wait again or {@link #free(long)} it.
     *
     * @param request   a handle from a non-blocking call on this worker or its endpoints; 0 returns at once.
     * @param timeoutNs how long to wait.
     * @throws UcxException when the request completed with an error, or with {@code UCS_ERR_TIMED_OUT}.
     */
    public void await(final long request, final long timeoutNs) {
        if (request == 0) {
            return;
        }
        final int status = poll(request, timeoutNs);
        if (status == UCS_ERR_TIMED_OUT) {
            throw timedOut("request", timeoutNs);
        }
        Ucp.ucp_request_free(request);
        if (status != UCS_OK) {
            throw UcxException.failed("request", status);
        }
    }

    /**
     * Releases a request handle; an operation still in progress carries on and its handle is released when it
     * completes.
     *
     * @param request a handle from a non-blocking call; 0 is ignored.
     */
    public void free(final long request) {
        if (request != 0) {
            Ucp.ucp_request_free(request);
        }
    }

    /**
     * Describes this worker as UCX sees it ({@code ucp_worker_print_info}): address, transports, thread mode.
     *
     * @return multi-line text.
     */
    public String info() {
        final long worker = handle();
        return NativeText.capture(stream -> Ucp.ucp_worker_print_info(worker, stream));
    }

    /**
     * Returns the thread mode given at creation.
     *
     * @return the thread mode.
     */
    public UcsThreadMode threadMode() {
        return threadMode;
    }

    /**
     * Returns the context this worker belongs to.
     *
     * @return the owning context.
     */
    public UcpContext context() {
        return context;
    }

    /**
     * Closes every endpoint still open (newest first), then destroys the worker. Idempotent.
     *
     * @throws UcxException when an endpoint failed to close; the worker is destroyed nevertheless.
     */
    @Override
    public void close() {
        if (isClosed()) {
            return;
        }
        try {
            owned.closeAll();
        } finally {
            Ucp.ucp_worker_destroy(takeHandle());
            synchronized (retired) {
                retired.forEach(OperationScratch::close);
                retired.clear();
            }
            plainParam.close();
            context.forget(this);
        }
    }

    /** A non-blocking call's status pointer: an error code becomes an exception, anything else a handle. */
    static long started(final long statusPointer, final String operation) {
        if (UcsStatus.isError(statusPointer)) {
            throw UcxException.failed(operation, (int) statusPointer);
        }
        return statusPointer;
    }

    /**
     * Completes a blocking operation: waits for its request (if any) and always releases it. A failure or an
     * expired deadline marks {@code endpoint} (when given) as broken, so that closing it does not wait for a peer
     * that may be gone.
     */
    void complete(final long request, final String operation, final long timeoutNs, final UcpEndpoint endpoint) {
        final int status = finish(request, timeoutNs);
        if (status != UCS_OK) {
            if (endpoint != null) {
                endpoint.markBroken();
            }
            throw failure(operation, status, timeoutNs);
        }
    }

    /**
     * Waits for a status pointer to complete and releases its request.
     *
     * @return its final status: {@code UCS_OK}, an error, or {@code UCS_ERR_TIMED_OUT} when the deadline passed.
     */
    int finish(final long statusPointer, final long timeoutNs) {
        if (statusPointer == 0 || UcsStatus.isError(statusPointer)) {
            return (int) statusPointer;
        }
        final int status = poll(statusPointer, timeoutNs);
        Ucp.ucp_request_free(statusPointer);
        return status;
    }

    /**
     * Progresses until the request completes; returns its status, or {@code UCS_ERR_TIMED_OUT}. Spins while
     * anything progresses, yields after a run of idle polls.
     */
    private int poll(final long request, final long timeoutNs) {
        final long worker = handle();
        final long start = System.nanoTime();
        int polls = 0;
        int idlePolls = 0;
        while (true) {
            final int status = Ucp.ucp_request_check_status(request);
            if (status != UCS_INPROGRESS) {
                return status;
            }
            if (Ucp.ucp_worker_progress(worker) != 0) {
                idlePolls = 0;
            } else if (++idlePolls >= IDLE_POLLS_BEFORE_YIELD) {
                idlePolls = 0;
                Thread.yield();
            }
            if ((++polls & DEADLINE_CHECK_MASK) == 0 && System.nanoTime() - start >= timeoutNs) {
                return UCS_ERR_TIMED_OUT;
            }
        }
    }

    /** The exception for an operation that ended with {@code status} ({@code UCS_ERR_TIMED_OUT}: its deadline). */
    static UcxException failure(final String operation, final int status, final long timeoutNs) {
        return status == UCS_ERR_TIMED_OUT ? timedOut(operation, timeoutNs) : UcxException.failed(operation, status);
    }

    private static UcxException timedOut(final String operation, final long timeoutNs) {
        final String limit = timeoutNs % 1_000_000L == 0 ? timeoutNs / 1_000_000L + " ms" : timeoutNs + " ns";
        return new UcxException(operation + " did not complete within " + limit
            + " (is the peer alive and progressing its worker?)", UCS_ERR_TIMED_OUT);
    }

    void retire(final OperationScratch scratch) {
        synchronized (retired) {
            retired.add(scratch);
        }
    }

    void forget(final NativeResource endpoint) {
        owned.remove(endpoint);
    }
}
