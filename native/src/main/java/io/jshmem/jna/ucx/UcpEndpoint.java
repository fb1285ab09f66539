package io.jshmem.jna.ucx;

import com.sun.jna.Memory;

import static io.jshmem.jna.ucx.NativeSupport.addressOf;
import static io.jshmem.jna.ucx.NativeSupport.check;

/**
 * A connection from a {@link UcpWorker} to a peer's worker ({@code ucp_ep_h}), for one-sided operations on the
 * peer's registered memory through a {@link UcpRemoteKey} unpacked on this endpoint.
 *
 * <p>Every operation comes in two forms. Blocking forms wait, progressing the worker, until the operation is
 * complete <em>locally</em> (a put's source may be reused; a get's data or an atomic's old value has arrived) or
 * the deadline passes; remote completion of puts and non-fetching atomics needs {@link #flush(long)}. Non-blocking
 * forms return a request handle to finish with {@link UcpWorker#await(long, long)} or {@link UcpWorker#free(long)};
 * their local buffers must stay untouched until then.
 *
 * <p>Atomics work on naturally aligned 4- or 8-byte words ({@code widthBytes}); 4-byte results are returned
 * sign-extended. UCX's software atomics (tcp, shared memory) are atomic with respect to each other only, not with
 * CPU atomics on the same word.
 *
 * <p>Thread-safety: one thread at a time (see {@link UcpWorker}). The data path allocates nothing: request
 * parameters and the atomic operand and reply words are preallocated per endpoint. An operation whose deadline
 * passed leaves the endpoint broken: close it; {@link #close()} then does not wait for the peer.
 */
public final class UcpEndpoint extends NativeHandle {
    private static final String PUT = "ucp_put_nbx";
    private static final String GET = "ucp_get_nbx";
    private static final String ATOMIC = "ucp_atomic_op_nbx";
    private static final String FLUSH = "ucp_ep_flush_nbx";
    private static final String CLOSE = "ucp_ep_close_nbx";
    /** How long {@link #close()} waits for the peer to acknowledge outstanding operations. */
    private static final long CLOSE_TIMEOUT_NS = 2_000_000_000L;

    private final UcpWorker worker;
    private final UcpErrorHandlingMode errorMode;
    private final OwnedResources owned = new OwnedResources();
    private final OperationScratch scratch = new OperationScratch();
    private boolean broken;

    private UcpEndpoint(final UcpWorker worker, final UcpErrorHandlingMode errorMode, final long handle) {
        super(handle);
        this.worker = worker;
        this.errorMode = errorMode;
    }

    static UcpEndpoint create(final UcpWorker worker, final byte[] remoteAddress,
        final UcpErrorHandlingMode errorMode) {
        try (Memory out = NativeSupport.outSlots(1); Memory params = UcpEpParamsLayout.STRUCT.allocate();
             Memory peer = NativeSupport.copyIn(remoteAddress)) {
            UcpEpParamsLayout.FIELD_MASK.put(params, UcpConstants.UCP_EP_PARAM_FIELD_REMOTE_ADDRESS
                | UcpConstants.UCP_EP_PARAM_FIELD_ERR_HANDLING_MODE);
            UcpEpParamsLayout.ADDRESS.put(params, addressOf(peer));
            UcpEpParamsLayout.ERR_MODE.put(params, errorMode.code());
            final int status = Ucp.ucp_ep_create(worker.handle(), addressOf(params), addressOf(out));
            if (status != UcsStatus.UCS_OK) {
                final boolean peerModeRefused = status == UcsStatus.UCS_ERR_UNREACHABLE
                    && errorMode == UcpErrorHandlingMode.PEER;
                throw UcxException.failed("ucp_ep_create(address of " + remoteAddress.length + " bytes, " + errorMode
                    + (peerModeRefused ? "; UCX 1.13's shared-memory transports refuse PEER: use NONE" : "") + ")",
                    status);
            }
            return new UcpEndpoint(worker, errorMode, out.getLong(0));
        }
    }

    /**
     * Unpacks a peer's remote key for use on this endpoint.
     *
     * @param packedKey the bytes of the peer's {@link UcpMemory#packedRemoteKey()}.
     * @return the remote key, owned by this endpoint.
     * @throws UcxException when UCX cannot unpack it.
     */
    public UcpRemoteKey unpackRemoteKey(final byte[] packedKey) {
        try (Memory out = NativeSupport.outSlots(1); Memory packed = NativeSupport.copyIn(packedKey)) {
            check(Ucp.ucp_ep_rkey_unpack(handle(), addressOf(packed), addressOf(out)),
                "ucp_ep_rkey_unpack(" + packedKey.length + " bytes)");
            final UcpRemoteKey key = new UcpRemoteKey(this, out.getLong(0));
            owned.add(key);
            return key;
        }
    }

    /**
     * Copies local memory to the peer and waits for local completion.
     *
     * @param remoteAddress the destination in the peer's region.
     * @param key           the region's key, unpacked on this endpoint.
     * @param localAddress  the source.
     * @param lengthBytes   the number of bytes.
     * @param timeoutNs     how long to wait.
     * @throws UcxException on failure, or with {@code UCS_ERR_TIMED_OUT}.
     */
    public void put(final long remoteAddress, final UcpRemoteKey key, final long localAddress,
        final long lengthBytes, final long timeoutNs) {
        worker.complete(putNonBlocking(remoteAddress, key, localAddress, lengthBytes), PUT, timeoutNs, this);
    }

    /**
     * Starts copying local memory to the peer.
     *
     * @param remoteAddress the destination in the peer's region.
     * @param key           the region's key, unpacked on this endpoint.
     * @param localAddress  the source; unchanged until the request completes.
     * @param lengthBytes   the number of bytes.
     * @return a request handle; 0 when complete already.
     * @throws UcxException when UCX refuses the operation.
     */
    public long putNonBlocking(final long remoteAddress, final UcpRemoteKey key, final long localAddress,
        final long lengthBytes) {
        return started(Ucp.ucp_put_nbx(handle(), localAddress, lengthBytes, remoteAddress, keyOf(key),
            scratch.plain()), PUT);
    }

    /**
     * Copies the peer's memory to local memory and waits until it has arrived.
     *
     * @param localAddress  the destination.
     * @param remoteAddress the source in the peer's region.
     * @param key           the region's key, unpacked on this endpoint.
     * @param lengthBytes   the number of bytes.
     * @param timeoutNs     how long to wait.
     * @throws UcxException on failure, or with {@code UCS_ERR_TIMED_OUT}.
     */
    public void get(final long localAddress, final long remoteAddress, final UcpRemoteKey key,
        final long lengthBytes, final long timeoutNs) {
        worker.complete(getNonBlocking(localAddress, remoteAddress, key, lengthBytes), GET, timeoutNs, this);
    }

    /**
     * Starts copying the peer's memory to local memory.
     *
     * @param localAddress  the destination; valid only once the request completes.
     * @param remoteAddress the source in the peer's region.
     * @param key           the region's key, unpacked on this endpoint.
     * @param lengthBytes   the number of bytes.
     * @return a request handle; 0 when complete already.
     * @throws UcxException when UCX refuses the operation.
     */
    public long getNonBlocking(final long localAddress, final long remoteAddress, final UcpRemoteKey key,
        final long lengthBytes) {
        return started(Ucp.ucp_get_nbx(handle(), localAddress, lengthBytes, remoteAddress, keyOf(key),
            scratch.plain()), GET);
    }

    /**
     * Posts a non-fetching atomic ({@link UcpAtomicOp#canPost()}: add, and, or, xor). Returns at once; the
     * operation is complete at the target after {@link #flush(long)} or a worker flush. UCX 1.13 copies the
     * operand during the call.
     *
     * @param op            the operation.
     * @param remoteAddress the target word, aligned to {@code widthBytes}.
     * @param key           the region's key, unpacked on this endpoint.
     * @param operand       the operand (its low 32 bits for a 4-byte word).
     * @param widthBytes    4 or 8.
     * @throws UcxException when UCX refuses the operation.
     */
    public void atomicPost(final UcpAtomicOp op, final long remoteAddress, final UcpRemoteKey key,
        final long operand, final int widthBytes) {
        if (!op.canPost()) {
            throw new IllegalArgumentException(op + " always fetches: use atomicFetch or compareAndSwap");
        }
        checkAtomic(remoteAddress, widthBytes);
        scratch.setOperand(operand, widthBytes);
        final long request = started(Ucp.ucp_atomic_op_nbx(handle(), op.code(),
            scratch.operandAddress(), 1, remoteAddress, keyOf(key), scratch.post(widthBytes)), ATOMIC);
        worker.free(request); // UCX completes posts in place; release a request should one ever come back
    }

    /**
     * Performs a fetching atomic (add, swap, and, or, xor) and waits for the word's previous value.
     *
     * @param op            the operation; not {@link UcpAtomicOp#CSWAP} (see {@link #compareAndSwap}).
     * @param remoteAddress the target word, aligned to {@code widthBytes}.
     * @param key           the region's key, unpacked on this endpoint.
     * @param operand       the operand (its low 32 bits for a 4-byte word).
     * @param widthBytes    4 or 8.
     * @param timeoutNs     how long to wait.
     * @return the word's value before the operation.
     * @throws UcxException on failure, or with {@code UCS_ERR_TIMED_OUT}.
     */
    public long atomicFetch(final UcpAtomicOp op, final long remoteAddress, final UcpRemoteKey key,
        final long operand, final int widthBytes, final long timeoutNs) {
        worker.complete(atomicFetchNonBlocking(op, remoteAddress, key, operand, widthBytes, scratch.resultAddress()),
            ATOMIC, timeoutNs, this);
        return scratch.result(widthBytes);
    }

    /**
     * Starts a fetching atomic (add, swap, and, or, xor).
     *
     * @param op            the operation; not {@link UcpAtomicOp#CSWAP} (see {@link #compareAndSwapNonBlocking}).
     * @param remoteAddress the target word, aligned to {@code widthBytes}.
     * @param key           the region's key, unpacked on this endpoint.
     * @param operand       the operand (its low 32 bits for a 4-byte word); UCX 1.13 copies it during the call.
     * @param widthBytes    4 or 8.
     * @param resultAddress native memory of {@code widthBytes} receiving the previous value once complete.
     * @return a request handle; 0 when complete already.
     * @throws UcxException when UCX refuses the operation.
     */
    public long atomicFetchNonBlocking(final UcpAtomicOp op, final long remoteAddress, final UcpRemoteKey key,
        final long operand, final int widthBytes, final long resultAddress) {
        if (op == UcpAtomicOp.CSWAP) {
            throw new IllegalArgumentException("CSWAP needs an expected and a desired value: use compareAndSwap");
        }
        checkAtomic(remoteAddress, widthBytes);
        scratch.setOperand(operand, widthBytes);
        return started(Ucp.ucp_atomic_op_nbx(handle(), op.code(), scratch.operandAddress(), 1,
            remoteAddress, keyOf(key), scratch.fetch(widthBytes, resultAddress)), ATOMIC);
    }

    /**
     * Atomically replaces the word with {@code desired} if it equals {@code expected}, and waits for its previous
     * value.
     *
     * @param remoteAddress the target word, aligned to {@code widthBytes}.
     * @param key           the region's key, unpacked on this endpoint.
     * @param expected      the value to compare with.
     * @param desired       the value to store when equal.
     * @param widthBytes    4 or 8.
     * @param timeoutNs     how long to wait.
     * @return the word's value before the operation (equal to {@code expected} when the swap happened).
     * @throws UcxException on failure, or with {@code UCS_ERR_TIMED_OUT}.
     */
    public long compareAndSwap(final long remoteAddress, final UcpRemoteKey key, final long expected,
        final long desired, final int widthBytes, final long timeoutNs) {
        worker.complete(compareAndSwapNonBlocking(remoteAddress, key, expected, desired, widthBytes,
            scratch.resultAddress()), ATOMIC, timeoutNs, this);
        return scratch.result(widthBytes);
    }

    /**
     * Starts a compare-and-swap.
     *
     * @param remoteAddress the target word, aligned to {@code widthBytes}.
     * @param key           the region's key, unpacked on this endpoint.
     * @param expected      the value to compare with.
     * @param desired       the value to store when equal; written to {@code resultAddress} by this call.
     * @param widthBytes    4 or 8.
     * @param resultAddress native memory of {@code widthBytes} that holds {@code desired} until the operation is
     *                      sent and then receives the previous value.
     * @return a request handle; 0 when complete already.
     * @throws UcxException when UCX refuses the operation.
     */
    public long compareAndSwapNonBlocking(final long remoteAddress, final UcpRemoteKey key, final long expected,
        final long desired, final int widthBytes, final long resultAddress) {
        checkAtomic(remoteAddress, widthBytes);
        scratch.setOperand(expected, widthBytes);
        scratch.writeAt(resultAddress, desired, widthBytes); // CSWAP's reply buffer carries the new value in
        return started(Ucp.ucp_atomic_op_nbx(handle(), UcpAtomicOp.CSWAP.code(), scratch.operandAddress(),
            1, remoteAddress, keyOf(key), scratch.fetch(widthBytes, resultAddress)), ATOMIC);
    }

    /**
     * Waits until every operation issued on this endpoint is complete at the peer.
     *
     * @param timeoutNs how long to wait.
     * @throws UcxException on failure, or with {@code UCS_ERR_TIMED_OUT} (the endpoint is then broken).
     */
    public void flush(final long timeoutNs) {
        worker.complete(flushNonBlocking(), FLUSH, timeoutNs, this);
    }

    /**
     * Starts a flush of every operation issued on this endpoint.
     *
     * @return a request handle; 0 when complete already.
     * @throws UcxException when UCX refuses.
     */
    public long flushNonBlocking() {
        return started(Ucp.ucp_ep_flush_nbx(handle(), scratch.plain()), FLUSH);
    }

    /**
     * Describes the endpoint as UCX sees it ({@code ucp_ep_print_info}): the lanes and transports chosen for
     * each kind of operation.
     *
     * @return multi-line text.
     */
    public String info() {
        final long endpoint = handle();
        return NativeText.capture(stream -> Ucp.ucp_ep_print_info(endpoint, stream));
    }

    /**
     * Returns the worker this endpoint belongs to.
     *
     * @return the owning worker.
     */
    public UcpWorker worker() {
        return worker;
    }

    /**
     * Tells whether an operation failed or timed out, so that the endpoint should be closed.
     *
     * @return true once broken.
     */
    public boolean isBroken() {
        return broken;
    }

    /**
     * Destroys the remote keys, then closes the endpoint. A healthy endpoint is flushed first, waiting up to 2 s for
     * the peer; a peer that is already gone (it closed or exited first, as PEs do at the end of a job) is not an
     * error. A broken endpoint is not waited for: it is closed at once when created with {@link
     * UcpErrorHandlingMode#PEER}, otherwise its close is left to finish in the background (at the latest when the
     * worker is destroyed); its failure was already reported by the operation that broke it. Idempotent.
     *
     * @throws UcxException when a healthy endpoint's close failed or its live peer did not answer in time; the
     *                      endpoint is closed nevertheless.
     */
    @Override
    public void close() {
        if (isClosed()) {
            return;
        }
        try {
            owned.closeAll();
        } finally {
            final long endpoint = takeHandle();
            worker.forget(this);
            worker.retire(scratch); // a cancelled atomic may still write its reply word until the worker dies
            if (!broken) {
                final int status = worker.finish(Ucp.ucp_ep_close_nbx(endpoint, scratch.plain()), CLOSE_TIMEOUT_NS);
                if (status != UcsStatus.UCS_OK && !UcsStatus.isPeerGone(status)) {
                    throw UcpWorker.failure(CLOSE, status, CLOSE_TIMEOUT_NS);
                }
            } else if (errorMode == UcpErrorHandlingMode.PEER) {
                worker.finish(Ucp.ucp_ep_close_nbx(endpoint, scratch.forceClose()), CLOSE_TIMEOUT_NS);
            } else {
                worker.free(started(Ucp.ucp_ep_close_nbx(endpoint, scratch.plain()), CLOSE));
            }
        }
    }

    /**
     * Closes the endpoint without waiting for its peer, for a peer that failed or may be gone: outstanding operations
     * are cancelled (with {@link UcpErrorHandlingMode#PEER}) or left to finish in the background. Idempotent.
     */
    public void closeNow() {
        if (isClosed()) {
            return;
        }
        broken = true;
        close();
    }

    void markBroken() {
        broken = true;
    }

    /** {@link UcpWorker#started}, also noting a peer that is gone. */
    private long started(final long statusPointer, final String operation) {
        if (UcsStatus.isError(statusPointer) && UcsStatus.isPeerGone((int) statusPointer)) {
            broken = true;
        }
        return UcpWorker.started(statusPointer, operation);
    }

    void forget(final NativeResource key) {
        owned.remove(key);
    }

    private long keyOf(final UcpRemoteKey key) {
        if (key.endpoint() != this) {
            throw new IllegalArgumentException("remote key was unpacked on another endpoint");
        }
        return key.handle();
    }

    private static void checkAtomic(final long remoteAddress, final int widthBytes) {
        if (widthBytes != Integer.BYTES && widthBytes != Long.BYTES) {
            throw new IllegalArgumentException("atomic width must be 4 or 8 bytes, not " + widthBytes);
        }
        if ((remoteAddress & (widthBytes - 1)) != 0) {
            throw new IllegalArgumentException("atomic target 0x" + Long.toHexString(remoteAddress)
                + " is not aligned to " + widthBytes + " bytes");
        }
    }
}
