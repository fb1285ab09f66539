package io.jshmem.bootstrap;

import io.jshmem.exceptions.BootstrapException;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Where the result of this PE's pending collective arrives (from a reader thread, or from the hub on PE 0)
 * and where the calling thread waits for it. One slot: a PE has at most one collective pending. A waiter
 * leaves when its result arrives, when the job's health turns fatal, or when the bootstrap closes.
 */
final class ResultMailbox {
    /** Upper bound of one wait, so a missed signal costs at most this much. */
    private static final long RECHECK_NS = TimeUnit.MILLISECONDS.toNanos(100);

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private long readySeq;
    private byte[][] parts;
    private boolean closed;

    /**
     * Delivers the result of a collective.
     *
     * @param seq    its sequence number.
     * @param result its parts.
     */
    void deliver(final long seq, final byte[][] result) {
        lock.lock();
        try {
            readySeq = seq;
            parts = result;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Wakes the waiter so it rechecks the job's health. */
    void wake() {
        lock.lock();
        try {
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Wakes the waiter for good: the bootstrap closed. */
    void close() {
        lock.lock();
        try {
            closed = true;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Waits for the result of a collective.
     *
     * @param seq    its sequence number.
     * @param health the job's health, checked on every wake-up.
     * @return the parts.
     * @throws io.jshmem.exceptions.PeerFailedException when a PE failed.
     * @throws BootstrapException                       when the job aborted or the wait was interrupted.
     * @throws IllegalStateException                    when the bootstrap closed meanwhile.
     */
    byte[][] await(final long seq, final JobHealth health) {
        lock.lock();
        try {
            while (true) {
                if (readySeq == seq) {
                    final byte[][] result = parts;
                    parts = null;
                    return result;
                }
                health.throwIfFatal();
                if (closed) {
                    throw new IllegalStateException("bootstrap closed while collective #" + seq + " was pending");
                }
                changed.awaitNanos(RECHECK_NS);
            }
        } catch (final InterruptedException ex) {
            Thread.currentThread().interrupt();
            throw new BootstrapException("interrupted while waiting in collective #" + seq, ex);
        } finally {
            lock.unlock();
        }
    }
}
