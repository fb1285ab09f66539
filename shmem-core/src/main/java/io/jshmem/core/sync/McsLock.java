package io.jshmem.core.sync;

import io.jshmem.core.mem.RawMemory;
import io.jshmem.core.transport.Transport;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.Semaphore;

import static io.jshmem.core.sync.LockWordDescriptor.GRANTED;
import static io.jshmem.core.sync.LockWordDescriptor.HOME_PE;
import static io.jshmem.core.sync.LockWordDescriptor.NEXT_MASK;
import static io.jshmem.core.sync.LockWordDescriptor.NODE_OFFSET;
import static io.jshmem.core.sync.LockWordDescriptor.TAIL_OFFSET;

/**
 * The OpenSHMEM distributed lock as an MCS queue lock over AMOs (the scheme of Sandia OpenSHMEM): the lock
 * word's copy on the home PE holds the queue's tail, and each PE's own copy is its queue node (see
 * {@link LockWordDescriptor}).
 * <ul>
 *   <li><b>acquire</b>: clear my node; swap myself into the tail. If there was a predecessor, OR my number into
 *   its node's {@code next} and wait, polling <em>my own</em> node, until it sets my {@code GRANTED} bit.</li>
 *   <li><b>release</b> (after the caller's quiet): compare-and-swap the tail from me to free. If that fails a
 *   successor has swapped itself in: wait until it has linked itself into my node's {@code next} (it may not
 *   have yet), then OR {@code GRANTED} into its node.</li>
 *   <li><b>try</b>: clear my node; compare-and-swap the tail from free to me. Never waits.</li>
 * </ul>
 * Waiters are served in the order their swaps reached the tail (FIFO, hence fair), each spins on its own
 * memory (no traffic to the home PE while waiting), and a hand-over costs one remote AMO. Ordering: the
 * releaser's quiet and the atomic OR (a full barrier on shared memory) precede the grant, and the waiter
 * reads it with an acquire load, so the next holder sees every store of the critical section.
 *
 * <p>The queue node is per PE, so threads of one PE must not be in the queue of one lock at the same time:
 * a per-lock local permit makes threads of this PE take turns before they join the queue (and lets another
 * thread of this PE release a lock, as the specification allows). That map is the only state here; it is
 * concurrent, so the lock is safe under {@code THREAD_MULTIPLE}.
 */
public final class McsLock {
    private final Transport[] route;
    private final int myPe;
    private final long localBase;
    private final Idler idler;
    /** One permit per lock word (by symmetric offset) for the threads of this PE; an entry per word ever used. */
    private final ConcurrentMap<Long, Semaphore> localTurns = new ConcurrentHashMap<>();

    /**
     * Creates the lock service of one PE.
     *
     * @param route     the transport of each PE (shared with the PE; replaced when it closes).
     * @param myPe      this PE.
     * @param localBase address of this PE's segment.
     * @param idler     how to wait.
     */
    public McsLock(final Transport[] route, final int myPe, final long localBase, final Idler idler) {
        this.route = route;
        this.myPe = myPe;
        this.localBase = localBase;
        this.idler = idler;
    }

    /**
     * Acquires the lock whose word is at a symmetric offset, waiting in the queue.
     *
     * @param lockOffset symmetric offset of the lock word, aligned to 8.
     */
    public void acquire(final long lockOffset) {
        final Semaphore turn = turn(lockOffset);
        long start = 0;
        for (int i = 0; !turn.tryAcquire(); i++) {
            start = idler.idle(i, start);
        }
        try {
            clearMyNode(lockOffset);
            final int me = LockWordDescriptor.encode(myPe);
            final int previous = route[HOME_PE].atomicSwapInt(HOME_PE, lockOffset + TAIL_OFFSET, me);
            if (previous != 0) {
                final int predecessor = LockWordDescriptor.decode(previous);
                route[predecessor].atomicOrInt(predecessor, lockOffset + NODE_OFFSET, me);
                awaitGrant(lockOffset);
            }
        } catch (final RuntimeException | Error ex) {
            turn.release();
            throw ex;
        }
    }

    /**
     * Acquires the lock if it is free; never waits.
     *
     * @param lockOffset symmetric offset of the lock word, aligned to 8.
     * @return true when acquired.
     */
    public boolean tryAcquire(final long lockOffset) {
        final Semaphore turn = turn(lockOffset);
        if (!turn.tryAcquire()) {
            return false;
        }
        boolean acquired = false;
        try {
            clearMyNode(lockOffset);
            acquired = route[HOME_PE].atomicCompareSwapInt(HOME_PE, lockOffset + TAIL_OFFSET, 0,
                LockWordDescriptor.encode(myPe)) == 0;
            return acquired;
        } finally {
            if (!acquired) {
                turn.release();
            }
        }
    }

    /**
     * Releases the lock, handing it to the next PE in the queue if there is one. The caller has completed its
     * critical section's operations (quiet).
     *
     * @param lockOffset symmetric offset of the lock word, aligned to 8.
     * @throws IllegalStateException when this PE does not hold the lock.
     */
    public void release(final long lockOffset) {
        final Semaphore turn = localTurns.get(lockOffset);
        if (turn == null || turn.availablePermits() != 0) {
            throw new IllegalStateException("clearLock of the lock at symmetric offset " + lockOffset
                + ", which PE " + myPe + " does not hold");
        }
        final int me = LockWordDescriptor.encode(myPe);
        final int tail = route[HOME_PE].atomicCompareSwapInt(HOME_PE, lockOffset + TAIL_OFFSET, me, 0);
        if (tail != me) {
            final int next = awaitSuccessor(lockOffset);
            final int successor = LockWordDescriptor.decode(next);
            route[successor].atomicOrInt(successor, lockOffset + NODE_OFFSET, GRANTED);
        }
        turn.release();
    }

    private Semaphore turn(final long lockOffset) {
        final Semaphore turn = localTurns.get(lockOffset);
        return turn != null ? turn : localTurns.computeIfAbsent(lockOffset, k -> new Semaphore(1));
    }

    /** Clears my node, completed before I join the queue (a predecessor may link into it right after). */
    private void clearMyNode(final long lockOffset) {
        final Transport self = route[myPe];
        self.atomicSetInt(myPe, lockOffset + NODE_OFFSET, 0);
        self.quiet();
    }

    private void awaitGrant(final long lockOffset) {
        final long node = localBase + lockOffset + NODE_OFFSET;
        long start = 0;
        for (int i = 0; (RawMemory.getIntVolatile(node) & GRANTED) == 0; i++) {
            start = idler.idle(i, start);
        }
    }

    private int awaitSuccessor(final long lockOffset) {
        final long node = localBase + lockOffset + NODE_OFFSET;
        int next = RawMemory.getIntVolatile(node) & NEXT_MASK;
        long start = 0;
        for (int i = 0; next == 0; i++) {
            start = idler.idle(i, start);
            next = RawMemory.getIntVolatile(node) & NEXT_MASK;
        }
        return next;
    }
}
