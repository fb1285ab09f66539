package io.jshmem.bench;

import io.jshmem.Comparison;
import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;

import java.util.Arrays;
import java.util.Locale;

/**
 * Put ping-pong between PE 0 and PE 1: a PE writes a counter into the other's symmetric flag with
 * {@code putLong} (optionally followed by {@code quiet}); the other waits for it with {@code waitUntilLong} and
 * answers the same way.
 * One-way latency is half the round trip, microseconds: the end-to-end "the other side has seen it" latency.
 * Three more variants carry a payload of 8 B, 1 KiB and 64 KiB ({@code putMem + fence + putLong}). Twin of
 * {@code osh_pingpong.c}; env {@code REPS} (5), {@code ITERS} (100000).
 *
 * <p>Java only: an untimed JIT warm-up of every variant before timing.
 */
public final class PingPong {
    private static final long[] SIZES = {8, 1024, 65536};

    private PingPong() {
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
        final long iters = BenchSupport.knob("ITERS", 100_000);
        final SymmetricBuffer flag = shmem.calloc(1, 64);
        final SymmetricBuffer payload = shmem.malloc(1 << 20);
        final byte[] local = new byte[1 << 20];
        Arrays.fill(local, (byte) 7);
        if (me == 0) {
            System.out.printf(Locale.ROOT, "# put ping-pong PE0<->PE1, npes=%d, iters=%d, reps=%d (median), "
                + "one-way usec%n# %-40s %10s %10s %10s%n", shmem.nPes(), iters, reps, "variant", "one-way_us", "min",
                "max");
        }
        for (int v = 0; v < 5; v++) {
            rounds(shmem, flag, payload, local, v, Math.min(iters, 20_000));
        }
        final double[] s = new double[BenchSupport.MAX_REPS];
        for (int v = 0; v < 5; v++) {
            final long it = v >= 2 && SIZES[v - 2] >= 65536 ? iters / 10 : iters;
            for (int r = 0; r < reps; r++) {
                final double t0 = BenchSupport.nowUs();
                rounds(shmem, flag, payload, local, v, it);
                s[r] = (BenchSupport.nowUs() - t0) / it / 2;
            }
            if (me == 0) {
                final String name = v == 0 ? "long_p + wait_until" : v == 1 ? "long_p + quiet + wait_until"
                    : "putmem " + SIZES[v - 2] + " B + fence + long_p + wait";
                System.out.printf(Locale.ROOT, "%-42s %10.3f %10.3f %10.3f%n", name, BenchSupport.median(s, reps),
                    BenchSupport.min(s, reps), BenchSupport.max(s, reps));
                System.out.flush();
            }
        }
        shmem.barrierAll();
        shmem.free(payload);
        shmem.free(flag);
    }

    /** One timed batch of round trips (timing includes the opening barrier, as in the C program). */
    private static void rounds(final Shmem shmem, final SymmetricBuffer flag, final SymmetricBuffer payload,
        final byte[] local, final int variant, final long iterations) {
        final int me = shmem.myPe();
        flag.putLong(0, 0);
        shmem.barrierAll();
        if (me <= 1) {
            final int peer = 1 - me;
            for (long seq = 1; seq <= iterations; seq++) {
                if (me == 0) {
                    send(shmem, flag, payload, local, variant, seq, peer);
                    await(shmem, flag, seq);
                } else {
                    await(shmem, flag, seq);
                    send(shmem, flag, payload, local, variant, seq, peer);
                }
            }
        }
        shmem.barrierAll();
    }

    private static void send(final Shmem shmem, final SymmetricBuffer flag, final SymmetricBuffer payload,
        final byte[] local, final int variant, final long seq, final int peer) {
        if (variant >= 2) {
            shmem.putMem(payload, 0, local, 0, (int) SIZES[variant - 2], peer);
            shmem.fence();
        }
        shmem.putLong(flag, 0, seq, peer);
        if (variant == 1) {
            shmem.quiet();
        }
    }

    private static void await(final Shmem shmem, final SymmetricBuffer flag, final long seq) {
        shmem.waitUntilLong(flag, 0, Comparison.EQ, seq);
    }
}
