package io.jshmem.bench;

import io.jshmem.ElementType;
import io.jshmem.ReduceOp;
import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;
import io.jshmem.Team;

import java.util.Locale;

/**
 * Collective latency over all PEs, twin of {@code osh_coll_lat.c}: {@code barrierAll}, a sum reduction of 1 and
 * of 1024 longs over TEAM_WORLD, and a broadcast of 8 B and of 64 KiB from PE 0, each followed by
 * {@code barrierAll} (as the C program does, so that back-to-back broadcasts are comparable). The C side uses
 * OSHMEM 1.4's {@code shmem_long_sum_to_all} and {@code shmem_broadcast64} (OSHMEM has no team collectives);
 * this side uses the team forms, which do the same work ({@code reduce(SUM, LONG, ...)} is an all-reduce, and
 * the team broadcast also fills the root's {@code dest}). Rows keep the C program's names so that
 * {@code compare-oshmem.sh} can pair them.
 *
 * <p>Per operation and repetition: {@code ITERS / 10} untimed iterations, then {@code ITERS} timed ones; the
 * figure is the maximum over PEs of the per-PE average; the row prints the median, minimum and maximum over
 * {@code REPS} repetitions, in microseconds. Env {@code ITERS} (2000), {@code REPS} (5).
 *
 * <p>Java only: before the first operation, an untimed JIT warm-up of every operation (batches of 200 calls for
 * at least half a second, so that the timed loops run compiled even on a loaded machine; the C program needs
 * none). All PEs stop warming up together: each batch ends with a reduction of "still warming up".
 */
public final class CollectiveLatency {
    private static final int REDUCE_MAX = 1024;
    private static final long JIT_WARMUP_NS = 500_000_000L;
    private static final int JIT_WARMUP_BATCH = 200;
    private static final int BCAST_LONGS = 8192;
    private static final String[] NAMES = {"barrier_all", "long_sum_to_all n=1 (8 B)",
        "long_sum_to_all n=1024 (8 KiB)", "broadcast64 8 B (+barrier)", "broadcast64 64 KiB (+barrier)"};

    private final Shmem shmem;
    private final Team world;
    private final SymmetricBuffer rsrc;
    private final SymmetricBuffer rdst;
    private final SymmetricBuffer bsrc;
    private final SymmetricBuffer bdst;

    private CollectiveLatency(final Shmem shmem) {
        this.shmem = shmem;
        this.world = shmem.teamWorld();
        this.rsrc = shmem.malloc(REDUCE_MAX * 8L);
        this.rdst = shmem.malloc(REDUCE_MAX * 8L);
        this.bsrc = shmem.malloc(BCAST_LONGS * 8L);
        this.bdst = shmem.malloc(BCAST_LONGS * 8L);
    }

    /**
     * Runs the benchmark.
     *
     * @param args none.
     */
    public static void main(final String[] args) {
        try (Shmem shmem = Shmem.init()) {
            new CollectiveLatency(shmem).run();
        }
    }

    private void run() {
        final int me = shmem.myPe();
        final int npes = shmem.nPes();
        final int reps = BenchSupport.reps();
        final long iters = BenchSupport.knob("ITERS", 2000);
        for (int i = 0; i < REDUCE_MAX; i++) {
            rsrc.putLong(i, me + i);
        }
        for (int i = 0; i < BCAST_LONGS; i++) {
            bsrc.putLong(i, i);
        }
        shmem.barrierAll();
        for (int op = 0; op < NAMES.length; op++) {
            final long until = System.nanoTime() + JIT_WARMUP_NS;
            do {
                loop(op, 0, JIT_WARMUP_BATCH);
            } while (world.reduce(ReduceOp.MAX, System.nanoTime() < until ? 1L : 0L) == 1);
        }
        if (me == 0) {
            System.out.printf(Locale.ROOT, "# collectives, npes=%d, iters=%d, reps=%d (median of max-over-PEs)%n"
                + "# %-34s %10s %10s %10s%n", npes, iters, reps, "op", "usec/op", "min", "max");
        }
        double barrierMedian = 0;
        final double[] s = new double[BenchSupport.MAX_REPS];
        for (int op = 0; op < NAMES.length; op++) {
            for (int r = 0; r < reps; r++) {
                shmem.barrierAll();
                loop(op, -iters / 10, 0);
                final double t0 = BenchSupport.nowUs();
                loop(op, 0, iters);
                s[r] = world.reduce(ReduceOp.MAX, (BenchSupport.nowUs() - t0) / iters);
            }
            check(op, me, npes);
            if (me == 0) {
                final double median = BenchSupport.median(s, reps);
                if (op == 0) {
                    barrierMedian = median;
                }
                System.out.printf(Locale.ROOT, "%-36s %10.3f %10.3f %10.3f", NAMES[op], median,
                    BenchSupport.min(s, reps), BenchSupport.max(s, reps));
                if (op >= 3) {
                    System.out.printf(Locale.ROOT, "   net(-barrier)=%.3f", median - barrierMedian);
                }
                System.out.println();
                System.out.flush();
            }
        }
        shmem.barrierAll();
    }

    private void loop(final int op, final long from, final long until) {
        for (long i = from; i < until; i++) {
            switch (op) {
                case 0:
                    shmem.barrierAll();
                    break;
                case 1:
                    world.reduce(ReduceOp.SUM, ElementType.LONG, rdst, rsrc, 1);
                    break;
                case 2:
                    world.reduce(ReduceOp.SUM, ElementType.LONG, rdst, rsrc, REDUCE_MAX);
                    break;
                case 3:
                    world.broadcast(ElementType.LONG, bdst, bsrc, 1, 0);
                    shmem.barrierAll();
                    break;
                default:
                    world.broadcast(ElementType.LONG, bdst, bsrc, BCAST_LONGS, 0);
                    shmem.barrierAll();
                    break;
            }
        }
    }

    /** Correctness of the last operation, as the C program checks it. */
    private void check(final int op, final int me, final int npes) {
        if (op == 1 || op == 2) {
            long expect = 0;
            for (int p = 0; p < npes; p++) {
                expect += p + (op == 2 ? REDUCE_MAX - 1 : 0);
            }
            final int idx = op == 2 ? REDUCE_MAX - 1 : 0;
            if (rdst.getLong(idx) != expect) {
                System.out.printf(Locale.ROOT, "# PE%d CHECK FAILED %s: %d != %d%n", me, NAMES[op],
                    rdst.getLong(idx), expect);
            }
        }
        if (op == 4 && me != 0 && bdst.getLong(BCAST_LONGS - 1) != BCAST_LONGS - 1) {
            System.out.printf(Locale.ROOT, "# PE%d CHECK FAILED bcast%n", me);
        }
    }
}
