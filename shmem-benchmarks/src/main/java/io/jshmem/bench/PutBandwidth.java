package io.jshmem.bench;

import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;

import java.util.Arrays;
import java.util.Locale;

/**
 * Put bandwidth: PE 0 issues {@code WINDOW} {@code putMemNbi} to PE 1, then one {@code quiet}; repeated. MB/s
 * is 1e6 bytes/s; the message rate column is millions of messages per second. Twin of {@code osh_put_bw.c}.
 * Env {@code REPS} (5), {@code WINDOW} (64), {@code MAXSIZE} (4 MiB).
 *
 * <p>Java only: before the first size, an untimed JIT warm-up of the same loop.
 */
public final class PutBandwidth {
    private static final long MAX_MESSAGE = 4L << 20;
    private static final long SYMMETRIC_BYTES = 16L << 20;

    private PutBandwidth() {
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
        final long maxSize = BenchSupport.knob("MAXSIZE", MAX_MESSAGE);
        final int reps = BenchSupport.reps();
        final int window = (int) BenchSupport.knob("WINDOW", 64);
        final SymmetricBuffer sym = shmem.malloc(SYMMETRIC_BYTES);
        final byte[] loc = new byte[(int) SYMMETRIC_BYTES];
        Arrays.fill(loc, (byte) (1 + me));
        for (int i = 0; i < SYMMETRIC_BYTES; i += 4096) {
            sym.putByte(i, (byte) me);
        }
        if (me == 0) {
            System.out.printf(Locale.ROOT, "# putMemNbi x%d + quiet, PE0 -> PE1, npes=%d, reps=%d (median)%n"
                + "# %-10s %12s %12s %12s %10s %8s%n", window, shmem.nPes(), reps, "bytes", "MB/s", "min_MB/s",
                "max_MB/s", "Mmsg/s", "windows");
        }
        shmem.barrierAll();
        if (me == 0) {
            windows(shmem, sym, loc, 8, window, window, 2000);
        }
        final double[] s = new double[BenchSupport.MAX_REPS];
        for (long size = 8; size <= maxSize; size = BenchSupport.nextSize(size, maxSize)) {
            final long bytesPerWindow = size * window;
            final long windows = Math.max(10, Math.min(2000, (256L << 20) / bytesPerWindow));
            final long slots = Math.min(SYMMETRIC_BYTES / size, window);
            for (int r = 0; r < reps; r++) {
                shmem.barrierAll();
                if (me == 0) {
                    windows(shmem, sym, loc, (int) size, window, slots, 2);
                    final double t0 = BenchSupport.nowUs();
                    windows(shmem, sym, loc, (int) size, window, slots, windows);
                    final double dt = BenchSupport.nowUs() - t0;
                    s[r] = (double) size * window * windows / dt;
                }
                shmem.barrierAll();
            }
            if (me == 0) {
                final double med = BenchSupport.median(s, reps);
                System.out.printf(Locale.ROOT, "%-12d %12.1f %12.1f %12.1f %10.3f %8d%n", size, med,
                    BenchSupport.min(s, reps), BenchSupport.max(s, reps), med / size, windows);
                System.out.flush();
            }
            if (size == maxSize) {
                break;
            }
        }
        shmem.barrierAll();
        shmem.free(sym);
    }

    private static void windows(final Shmem shmem, final SymmetricBuffer sym, final byte[] loc, final int size,
        final int window, final long slots, final long count) {
        for (long w = 0; w < count; w++) {
            for (int i = 0; i < window; i++) {
                final long at = (i % slots) * size;
                shmem.putMemNbi(sym, at, loc, (int) at, size, 1);
            }
            shmem.quiet();
        }
    }
}
