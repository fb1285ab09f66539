package io.jshmem.bench;

import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;

import java.util.Locale;

/**
 * Distributed lock throughput under contention: after a barrier, every PE acquires and releases one lock as
 * often as it can for {@code DURATION_MS} (500) milliseconds, with an empty critical section, and with a
 * get-increment-put of a counter on PE 0 inside it (the classic use; the counter must equal the number of
 * acquisitions). Reports lock acquisitions per second over all PEs and the mean time per acquisition, median
 * of {@code REPS} (5). Timed by duration rather than by a count, so that every PE contends for the whole
 * measurement even when the PEs are not scheduled at the same moments. Run it with 2 and 4 PEs. No C twin
 * among the reference programs.
 *
 * <p>Java only: an untimed JIT warm-up (half a second of short batches) before the first repetition.
 */
public final class LockThroughput {
    private static final long WARMUP_NS = 500_000_000L;

    private LockThroughput() {
    }

    /**
     * Runs the benchmark.
     *
     * @param args ignored.
     */
    public static void main(final String[] args) {
        try (Shmem shmem = Shmem.init()) {
            run(shmem);
        }
    }

    private static void run(final Shmem shmem) {
        final int me = shmem.myPe();
        final int n = shmem.nPes();
        final int reps = BenchSupport.reps();
        final long durationNs = BenchSupport.knob("DURATION_MS", 500) * 1_000_000L;
        final SymmetricBuffer lock = shmem.calloc(1, Long.BYTES);
        final SymmetricBuffer counter = shmem.calloc(1, Long.BYTES);
        final SymmetricBuffer acquisitions = shmem.calloc(1, Long.BYTES);
        if (me == 0) {
            System.out.printf(Locale.ROOT, "# distributed lock, all PEs contend for %d ms, npes=%d, reps=%d (median)"
                + "%n# %-30s %14s %12s %12s%n", durationNs / 1_000_000, n, reps, "critical section", "acquires/s",
                "usec/acquire", "min_acq/s");
        }
        acquireFor(shmem, lock, counter, true, WARMUP_NS);
        final double[] rate = new double[BenchSupport.MAX_REPS];
        for (final boolean withWork : new boolean[] {false, true}) {
            for (int r = 0; r < reps; r++) {
                counter.putLong(0, 0);
                acquisitions.putLong(0, 0);
                shmem.barrierAll();
                final long mine = acquireFor(shmem, lock, counter, withWork, durationNs);
                shmem.atomicAddLong(acquisitions, 0, mine, 0);
                shmem.barrierAll();
                final long total = acquisitions.getLong(0);
                rate[r] = total / (durationNs / 1e9);
                if (withWork && me == 0 && counter.getLong(0) != total) {
                    System.out.println("# CHECK FAILED: counter=" + counter.getLong(0) + ", acquisitions=" + total);
                }
            }
            if (me == 0) {
                final double median = BenchSupport.median(rate, reps);
                System.out.printf(Locale.ROOT, "%-32s %14.0f %12.3f %12.0f%n",
                    withWork ? "get+inc+put_on_PE0" : "empty", median, 1e6 / median, BenchSupport.min(rate, reps));
                System.out.flush();
            }
        }
        shmem.barrierAll();
        shmem.free(acquisitions);
        shmem.free(counter);
        shmem.free(lock);
    }

    /** Acquires and releases the lock until the time is up; returns how many times. */
    private static long acquireFor(final Shmem shmem, final SymmetricBuffer lock, final SymmetricBuffer counter,
        final boolean withWork, final long durationNs) {
        final long end = System.nanoTime() + durationNs;
        long count = 0;
        do {
            shmem.setLock(lock, 0);
            if (withWork) {
                shmem.putLong(counter, 0, shmem.getLong(counter, 0, 0) + 1, 0);
            }
            shmem.clearLock(lock, 0);
            count++;
        } while (System.nanoTime() < end);
        return count;
    }
}
