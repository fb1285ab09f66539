package io.jshmem.bootstrap;

import io.jshmem.exceptions.BootstrapException;
import io.jshmem.exceptions.PeerFailedException;

/**
 * Host-side collectives among the PEs of a job, for setup and teardown (exchanging segment handles, worker
 * addresses, host identities) and for failure detection. Not a data path: messages are small and rare.
 *
 * <p>Every collective must be called by every PE in the same order. Each call carries a sequence number and
 * its kind (and root); when PEs disagree (one calls {@code broadcast(root 1)} while another calls
 * {@code allgather}), every PE's call throws a {@link BootstrapException} naming both calls, and so does
 * every later call. Every collective completes only once every PE has called it, so each also acts as a
 * barrier.
 *
 * <p>When any PE fails (its connection closes before {@link #close()}, it stops answering, or it leaves while
 * others wait for it), every other PE's pending and next call fails within a bounded time with
 * {@link PeerFailedException} naming it, and {@link #failure()} starts returning it.
 *
 * <p>A {@code Bootstrap} is used by one thread at a time, except {@link #failure()} and {@link #checkHealthy()},
 * which any thread may call at any time (waiting loops poll them). Collectives called after {@link #close()}
 * throw {@link IllegalStateException}.
 */
public interface Bootstrap extends AutoCloseable {
    /**
     * This PE's rank.
     *
     * @return in {@code [0, size())}.
     */
    int rank();

    /**
     * Number of PEs.
     *
     * @return at least 1.
     */
    int size();

    /**
     * Gathers one contribution from every PE onto every PE. Contributions may differ in length.
     *
     * @param contribution this PE's bytes (copied; may be empty, not null).
     * @return the contributions indexed by rank; fresh arrays the caller owns.
     * @throws PeerFailedException when a PE failed.
     * @throws BootstrapException  when PEs called different collectives, or the contribution is too large.
     */
    byte[][] allgather(byte[] contribution);

    /**
     * Sends the root's bytes to every PE.
     *
     * @param root the rank whose bytes are sent, in {@code [0, size())}.
     * @param data the root's bytes (copied); ignored on other PEs (may be null there).
     * @return the root's bytes, on every PE; a fresh array the caller owns.
     * @throws PeerFailedException      when a PE failed.
     * @throws BootstrapException       when PEs called different collectives.
     * @throws IllegalArgumentException when root is out of range.
     */
    byte[] broadcast(int root, byte[] data);

    /**
     * Waits until every PE has called it.
     *
     * @throws PeerFailedException when a PE failed.
     * @throws BootstrapException  when PEs called different collectives.
     */
    void barrier();

    /**
     * The failure noticed so far, if any. Cheap: a volatile read; safe from any thread.
     *
     * @return the failure (a {@link io.jshmem.exceptions.GlobalExitException} after a globalExit in a job of
     *     threads), or null while every PE is healthy.
     */
    PeerFailedException failure();

    /**
     * Throws the failure noticed so far, if any. Cheap; safe from any thread.
     *
     * @throws PeerFailedException when a PE failed: a fresh exception naming the same PE, caused by
     *                             {@link #failure()}.
     */
    default void checkHealthy() {
        final PeerFailedException failure = failure();
        if (failure != null) {
            throw Failures.forCaller(failure);
        }
    }

    /**
     * Ends every PE of the job with a status ({@code shmem_global_exit}). Processes exit with the status; PEs
     * that are threads of one JVM see {@link io.jshmem.exceptions.GlobalExitException} instead. Does not return
     * normally in a process-per-PE job.
     *
     * @param status the exit status.
     */
    void globalExit(int status);

    /**
     * Leaves the job as failed, for a PE that cannot go on (for example its initialization failed after the
     * bootstrap connected): every other PE's pending and next call fails with {@link PeerFailedException}
     * naming this PE, instead of waiting for it. Releases this PE's bootstrap resources. Idempotent; never
     * throws.
     *
     * @param cause why this PE gives up.
     */
    void abort(Throwable cause);

    /**
     * Leaves the job in an orderly way: other PEs are told this PE is done (so its departure is not a failure).
     * Not collective by itself; callers barrier first when they need all PEs to be done: a PE that leaves while
     * others wait in (or later call) a collective fails them, naming it. Idempotent; never throws, not even
     * after a failure. A closed PE reports no further failures.
     */
    @Override
    void close();
}
