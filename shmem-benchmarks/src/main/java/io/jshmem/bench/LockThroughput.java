package io.jshmem.bench;

import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;

import java.util.Locale;

/**
 * Distributed lock throughput under contention: every PE acquires and releases one lock {@code ITERS} times
 * (2000), with an empty critical section, and with a get-increment-put of a counter on PE 0 inside it (the
 * classic use; its final value is checked). Reports lock acquisitions per second over all PEs and the mean time
 * per acquisition, median of {@code REPS}. Run it with 2 and 4 PEs. No C twin among the reference programs.
 *
 * <p>Java only: an untimed JIT warm-up (half a second of short batches) before the first repetition.
 */
public final class LockThroughput {
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
        final long iters = BenchSupport.knob("ITERS", 2000);
        final SymmetricBuffer lock = shmem.calloc(1, Long.BYTES);
        final SymmetricBuffer counter = shmem.calloc(1, Long.BYTES);
        if (me == 0) {
            System.out.printf(Locale.ROOT, "# distributed lock, all PEs contend, npes=%d, iters=%d per PE, reps=%d "
                + "(median)%n# %-30s %14s %12s %12s%n", n, iters, reps, "critical section", "acquires/s",
                "usec/acquire", "min_acq/s");
        }
        // JIT warm-up: short batches for half a second, so that the JIT's background compiler finishes
        final long until = System.nanoTime() + 500_000_000L;
        while (System.nanoTime() < until) {
            rounds(shmem, lock, counter, true, 100);
        }
        shmem.barrierAll();
        final double[] rate = new double[BenchSupport.MAX_REPS];
        for (final boolean withWork : new boolean[] {false, true}) {
            for (int r = 0; r < reps; r++) {
                counter.putLong(0, 0);
                shmem.barrierAll();
                final double t0 = BenchSupport.nowUs();
                rounds(shmem, lock, counter, withWork, iters);
                shmem.barrierAll();
                final double us = BenchSupport.nowUs() - t0;
                rate[r] = n * iters / (us / 1e6);
                if (withWork && me == 0 && counter.getLong(0) != n * iters) {
                    System.out.println("# CHECK FAILED: counter=" + counter.getLong(0) + ", expected " + n * iters);
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
        shmem.free(counter);
        shmem.free(lock);
    }

    private static void rounds(final Shmem shmem, final SymmetricBuffer lock, final SymmetricBuffer counter,
        final boolean withWork, final long iterations) {
        for (long i = 0; i < iterations; i++) {
            shmem.setLock(lock, 0);
            if (withWork) {
                shmem.putLong(counter, 0, shmem.getLong(counter, 0, 0) + 1, 0);
            }
            shmem.clearLock(lock, 0);
        }
    }
}
