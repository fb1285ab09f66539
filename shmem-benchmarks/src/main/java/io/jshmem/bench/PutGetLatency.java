package io.jshmem.bench;

import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;

import java.util.Locale;

/**
 * Blocking put latency ({@code putMem} + {@code quiet} per operation) or blocking get latency ({@code getMem})
 * from PE 0 to PE 1; twin of {@code osh_put_get_lat.c}. Median over {@code REPS} repetitions of the time per
 * operation, microseconds. Usage: {@code PutGetLatency put|get}; env {@code REPS} (5), {@code MAXSIZE} (4 MiB).
 *
 * <p>Java only: before the first size, an untimed JIT warm-up of the same loop (the C program needs none).
 */
public final class PutGetLatency {
    private static final long MAX_MESSAGE = 4L << 20;

    private PutGetLatency() {
    }

    /**
     * Runs the benchmark.
     *
     * @param args {@code put} (default) or {@code get}.
     */
    public static void main(final String[] args) {
        final boolean isPut = args.length == 0 || !args[0].equals("get");
        try (Shmem shmem = Shmem.init()) {
            run(shmem, isPut);
        }
    }

    private static void run(final Shmem shmem, final boolean isPut) {
        final int me = shmem.myPe();
        final long maxSize = BenchSupport.knob("MAXSIZE", MAX_MESSAGE);
        final int reps = BenchSupport.reps();
        final SymmetricBuffer sym = shmem.malloc(MAX_MESSAGE);
        final byte[] loc = new byte[(int) MAX_MESSAGE];
        java.util.Arrays.fill(loc, (byte) (1 + me));
        for (int i = 0; i < MAX_MESSAGE; i += 4096) {
            sym.putByte(i, (byte) me);
        }
        if (me == 0) {
            System.out.printf(Locale.ROOT,
                "# %s latency, PE0 -> PE1, npes=%d, reps=%d (median)%n# %-10s %12s %12s %12s %8s%n",
                isPut ? "putMem+quiet" : "getMem", shmem.nPes(), reps, "bytes", "usec/op", "min_usec", "max_usec",
                "iters");
        }
        shmem.barrierAll();
        if (me == 0) {
            loop(shmem, isPut, sym, loc, 8, 50_000);
        }
        final double[] s = new double[BenchSupport.MAX_REPS];
        for (long size = 8; size <= maxSize; size = BenchSupport.nextSize(size, maxSize)) {
            final long iters = size <= 8192 ? 10_000 : size <= 131_072 ? 2000 : size <= 1_048_576 ? 300 : 100;
            final long warm = iters / 10 + 1;
            for (int r = 0; r < reps; r++) {
                shmem.barrierAll();
                if (me == 0) {
                    loop(shmem, isPut, sym, loc, (int) size, warm);
                    final double t0 = BenchSupport.nowUs();
                    loop(shmem, isPut, sym, loc, (int) size, iters);
                    s[r] = (BenchSupport.nowUs() - t0) / iters;
                }
                shmem.barrierAll();
            }
            if (me == 0) {
                System.out.printf(Locale.ROOT, "%-12d %12.3f %12.3f %12.3f %8d%n", size, BenchSupport.median(s, reps),
                    BenchSupport.min(s, reps), BenchSupport.max(s, reps), iters);
                System.out.flush();
            }
            if (size == maxSize) {
                break;
            }
        }
        shmem.barrierAll();
        shmem.free(sym);
    }

    private static void loop(final Shmem shmem, final boolean isPut, final SymmetricBuffer sym, final byte[] loc,
        final int size, final long iterations) {
        if (isPut) {
            for (long i = 0; i < iterations; i++) {
                shmem.putMem(sym, 0, loc, 0, size, 1);
                shmem.quiet();
            }
        } else {
            for (long i = 0; i < iterations; i++) {
                shmem.getMem(loc, 0, sym, 0, size, 1);
            }
        }
    }
}
