package io.jshmem.core.sync;

import io.jshmem.bootstrap.Bootstrap;

import java.util.concurrent.locks.LockSupport;

/**
 * How a PE waits: busy polling first (lowest latency when every PE has a core), with a brief yield every 128
 * polls (PEs are not bound to cores, so the one being waited for may share this CPU, and must not wait for
 * the end of this PE's time slice); then yielding the CPU (so that, with more PEs than cores, the PE being
 * waited for gets to run); then parking with a growing period. Every phase checks for a failed peer, so no
 * wait outlives the job, and first does the transports' {@link WaitProgress} (answering RDMA peers, pushing out
 * this PE's RDMA operations in flight): a round that made progress does not back off.
 *
 * <p>Stateless apart from configuration, so one instance serves every thread: a wait loop keeps its own
 * iteration count and start time and passes them in.
 * <pre>{@code
 * long start = 0;
 * for (int i = 0; !condition(); i++) {
 *     start = idler.idle(i, start);
 * }
 * }</pre>
 */
public final class Idler {
    private static final int HEALTH_CHECK_MASK = 1023;
    private static final int SPIN_YIELD_MASK = 127;
    private static final long MIN_PARK_NS = 1_000;
    private static final long MAX_PARK_NS = 1_000_000;

    private final Bootstrap bootstrap;
    private final long spinNs;
    private final long yieldNs;
    private final WaitProgress progress;

    /**
     * Creates an idler.
     *
     * @param bootstrap where peer failures are noticed.
     * @param spinNs    how long to busy-poll before yielding.
     * @param yieldNs   how long to yield before parking.
     */
    public Idler(final Bootstrap bootstrap, final long spinNs, final long yieldNs) {
        this(bootstrap, spinNs, yieldNs, WaitProgress.NONE);
    }

    /**
     * Creates an idler that also progresses the transports while it waits.
     *
     * @param bootstrap where peer failures are noticed.
     * @param spinNs    how long to busy-poll before yielding.
     * @param yieldNs   how long to yield before parking.
     * @param progress  work to do on every round of a wait.
     */
    public Idler(final Bootstrap bootstrap, final long spinNs, final long yieldNs, final WaitProgress progress) {
        this.bootstrap = bootstrap;
        this.spinNs = spinNs;
        this.yieldNs = yieldNs;
        this.progress = progress;
    }

    /**
     * A spin time suited to the machine: long when every co-located PE can have a core, short otherwise.
     * "Long" is longer than a scheduler time slice: on a host shared with other work, PEs that yield after a
     * short spin fall into step with each other's absences (each wait ends in a yield, the peer runs while this
     * PE is off the CPU, and so on), which measured at about 200 us per barrier between two PEs on two busy
     * cores; spinning until the scheduler preempts breaks that lock-step.
     *
     * @param localPes PEs on this host.
     * @param cores    processors available.
     * @return spin time in nanoseconds.
     */
    public static long defaultSpinNs(final int localPes, final int cores) {
        return localPes <= cores ? 10_000_000 : 2_000;
    }

    /**
     * Throws when a PE of the job failed: collectives call it on entry, so that once the job has failed no PE
     * (not even the failed one, finalizing) completes a collective for the others.
     *
     * @throws io.jshmem.exceptions.PeerFailedException when a PE of the job failed.
     */
    public void checkHealthy() {
        bootstrap.checkHealthy();
    }

    /**
     * Waits a little, by the phase the wait has reached; throws when a peer failed.
     *
     * @param iteration how many times this wait has idled before (0 on the first call).
     * @param startNs   the value this method returned last time, or anything on the first call.
     * @return the wait's start time, to pass to the next call.
     * @throws io.jshmem.exceptions.PeerFailedException when a PE of the job failed.
     */
    public long idle(final int iteration, final long startNs) {
        final int work = progress.progress();
        if (iteration == 0) {
            bootstrap.checkHealthy();
            Thread.onSpinWait();
            return System.nanoTime();
        }
        if ((iteration & HEALTH_CHECK_MASK) == 0) {
            bootstrap.checkHealthy();
        }
        final long waitedNs = System.nanoTime() - startNs;
        if (work > 0 || waitedNs < spinNs) {
            if ((iteration & SPIN_YIELD_MASK) == 0) {
                // if the PE being waited for shares this CPU it runs now, not at the end of this PE's time
                // slice; with nothing else runnable the yield returns at once
                Thread.yield();
            } else {
                Thread.onSpinWait();
            }
        } else if (waitedNs < spinNs + yieldNs) {
            Thread.yield();
        } else {
            bootstrap.checkHealthy();
            LockSupport.parkNanos(Math.min(MAX_PARK_NS, Math.max(MIN_PARK_NS, (waitedNs - spinNs - yieldNs) / 16)));
        }
        return startNs;
    }
}
