package io.jshmem.bench;

import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;

import java.util.Locale;

/**
 * Remote atomic latency from PE 0 to PE 1, microseconds per operation, median of {@code REPS}: {@code long}
 * fetch-add, compare-swap, add followed by quiet, and fetch. Twin of {@code osh_atomic_lat.c}: the same
 * operations, iterations ({@code ITERS}, 20000), warm-up (a tenth of the iterations before the clock starts,
 * every repetition), columns, and closing check. The word is in the symmetric heap ({@code TARGET=heap}, the
 * C program's default; Java has no static symmetric data).
 *
 * <p>Java only: before the first repetition, an untimed JIT warm-up of each operation (at least 2000 calls of
 * 100 operations and half a second, so that the timed loops run compiled; the C program needs none).
 */
public final class AtomicLatency {
    private static final String[] NAMES = {"long_atomic_fetch_add", "long_atomic_compare_swap",
        "long_atomic_add+quiet", "long_atomic_fetch"};
    private static final int JIT_WARMUP_CALLS = 2000;
    private static final long JIT_WARMUP_ITERS = 100;
    private static final long JIT_WARMUP_NS = 500_000_000L;

    /** Keeps results alive, as the C program's {@code volatile long sink}. */
    private static volatile long sink;

    private AtomicLatency() {
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
        final int reps = BenchSupport.reps();
        final long iters = BenchSupport.knob("ITERS", 20_000);
        final SymmetricBuffer target = shmem.malloc(64);
        if (me == 0) {
            System.out.printf(Locale.ROOT, "# remote atomics PE0 -> PE1, target in heap, npes=%d, iters=%d, reps=%d "
                + "(median)%n# %-26s %10s %10s %10s%n", shmem.nPes(), iters, reps, "op", "usec/op", "min", "max");
        }
        target.putLong(0, 0);
        shmem.barrierAll();
        if (me == 0) {
            // many short calls, so that each loop is compiled as a method (not only on-stack), for long enough
            // that the JIT's background compiler finishes even on a loaded machine
            for (int op = 0; op < NAMES.length; op++) {
                // from 0, as the timed runs start, so that compare-swap is trained on its succeeding path
                shmem.atomicSetLong(target, 0, 0, 1);
                final long until = System.nanoTime() + JIT_WARMUP_NS;
                for (int call = 0; call < JIT_WARMUP_CALLS || System.nanoTime() < until; call++) {
                    sink = loop(shmem, target, op, 0, JIT_WARMUP_ITERS, sink);
                }
            }
        }
        final double[] s = new double[BenchSupport.MAX_REPS];
        for (int op = 0; op < NAMES.length; op++) {
            for (int r = 0; r < reps; r++) {
                target.putLong(0, 0);
                shmem.barrierAll();
                if (me == 0) {
                    sink = loop(shmem, target, op, -iters / 10, 0, sink);
                    final double t0 = BenchSupport.nowUs();
                    sink = loop(shmem, target, op, 0, iters, sink);
                    s[r] = (BenchSupport.nowUs() - t0) / iters;
                }
                shmem.barrierAll();
            }
            if (me == 0) {
                System.out.printf(Locale.ROOT, "%-28s %10.3f %10.3f %10.3f%n", NAMES[op], BenchSupport.median(s, reps),
                    BenchSupport.min(s, reps), BenchSupport.max(s, reps));
                System.out.flush();
            }
        }
        // sanity, as the C program: 1000 fetch-adds must be observed on PE 1
        target.putLong(0, 0);
        shmem.barrierAll();
        if (me == 0) {
            for (int i = 0; i < 1000; i++) {
                shmem.atomicFetchAddLong(target, 0, 1, 1);
            }
        }
        shmem.barrierAll();
        if (me == 1) {
            final long seen = target.getLong(0);
            System.out.println(seen == 1000 ? "# check ok: 1000 fetch_adds observed on PE1"
                : "# CHECK FAILED: target=" + seen);
        }
        shmem.barrierAll();
        shmem.free(target);
    }

    /** Iterations {@code from} (inclusive) to {@code to} (exclusive) of one operation on PE 1's word. */
    private static long loop(final Shmem shmem, final SymmetricBuffer target, final int op, final long from,
        final long to, final long acc) {
        switch (op) {
            case 0:
                return fetchAdd(shmem, target, from, to, acc);
            case 1:
                return compareSwap(shmem, target, from, to, acc);
            case 2:
                addQuiet(shmem, target, from, to);
                return acc;
            default:
                return fetch(shmem, target, from, to, acc);
        }
    }

    private static long fetchAdd(final Shmem shmem, final SymmetricBuffer target, final long from, final long to,
        final long acc) {
        long sum = acc;
        for (long i = from; i < to; i++) {
            sum += shmem.atomicFetchAddLong(target, 0, 1, 1);
        }
        return sum;
    }

    /** The condition always matches the value last stored, so each swap succeeds (as in the C program). */
    private static long compareSwap(final Shmem shmem, final SymmetricBuffer target, final long from,
        final long to, final long acc) {
        long sum = acc;
        for (long i = from; i < to; i++) {
            sum += shmem.atomicCompareSwapLong(target, 0, sum & 1, (sum & 1) ^ 1, 1);
            sum = (sum & 1) ^ 1;
        }
        return sum;
    }

    private static void addQuiet(final Shmem shmem, final SymmetricBuffer target, final long from, final long to) {
        for (long i = from; i < to; i++) {
            shmem.atomicAddLong(target, 0, 1, 1);
            shmem.quiet();
        }
    }

    private static long fetch(final Shmem shmem, final SymmetricBuffer target, final long from, final long to,
        final long acc) {
        long sum = acc;
        for (long i = from; i < to; i++) {
            sum += shmem.atomicFetchLong(target, 0, 1);
        }
        return sum;
    }
}
