package io.jshmem.examples;

import io.jshmem.ElementType;
import io.jshmem.ReduceOp;
import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;
import io.jshmem.Team;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Sample sort of random longs spread over the PEs, with team collectives doing the coordination:
 * <ol>
 *   <li>every PE sorts its keys and offers {@code n - 1} evenly spaced samples; {@code fcollect} gives every PE
 *   all samples, from which each picks the same {@code n - 1} splitters;</li>
 *   <li>every PE cuts its sorted keys into one bucket per PE; {@code alltoall} of the bucket sizes tells each
 *   PE how much it will receive from whom, and a second {@code alltoall} returns to each sender the offset at
 *   which its bucket goes on the receiver;</li>
 *   <li>every PE puts each bucket into its receiver's symmetric inbox at that offset; after a barrier each PE
 *   sorts what it received.</li>
 * </ol>
 * It then checks the result: every PE's keys are sorted, each PE's smallest key is not below the previous PE's
 * largest ({@code fcollect} of the boundaries), and no key was lost or invented (count and an order-independent
 * checksum, reduced before and after). PE 0 prints {@code ParallelSort OK ...} or {@code ParallelSort FAILED}.
 * <pre>
 *   bin/shmemrun -n 4 -cp examples/target/jshmem-examples.jar io.jshmem.examples.ParallelSort [keysPerPe]
 * </pre>
 */
public final class ParallelSort {
    private ParallelSort() {
    }

    /**
     * Runs the example; exits with status 1 when a check failed.
     *
     * @param args optional number of keys per PE (default 1,000,000).
     */
    public static void main(final String[] args) {
        final int keysPerPe = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        final boolean ok;
        try (Shmem shmem = Shmem.init()) {
            ok = run(shmem, keysPerPe);
        }
        if (!ok) {
            System.exit(1);
        }
    }

    /**
     * Sorts {@code keysPerPe} random keys per PE and checks the result.
     *
     * @param shmem     this PE.
     * @param keysPerPe keys each PE starts with, at least 0.
     * @return true on every PE when the keys ended sorted, complete and unchanged.
     */
    public static boolean run(final Shmem shmem, final int keysPerPe) {
        final Team world = shmem.teamWorld();
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final long[] keys = new SplittableRandom(42 + me).longs(keysPerPe).toArray();
        final long countBefore = world.reduce(ReduceOp.SUM, (long) keys.length);
        final long checksumBefore = world.reduce(ReduceOp.SUM, checksum(keys, keys.length));
        Arrays.sort(keys);

        final long[] splitters = splitters(shmem, keys);
        final long[] bucketStart = new long[n + 1];
        for (int p = 0; p < n; p++) {
            bucketStart[p] = lowerBound(keys, p == 0 ? Long.MIN_VALUE : splitters[p - 1], p == 0);
        }
        bucketStart[n] = keys.length;

        final SymmetricBuffer sendCounts = shmem.malloc((long) n * Long.BYTES);
        final SymmetricBuffer receiveCounts = shmem.malloc((long) n * Long.BYTES);
        final SymmetricBuffer offsets = shmem.malloc((long) n * Long.BYTES);
        final SymmetricBuffer offsetsBack = shmem.malloc((long) n * Long.BYTES);
        for (int p = 0; p < n; p++) {
            sendCounts.putLong(p, bucketStart[p + 1] - bucketStart[p]);
        }
        world.alltoall(ElementType.LONG, receiveCounts, sendCounts, 1);
        long received = 0;
        for (int p = 0; p < n; p++) {
            offsets.putLong(p, received);
            received += receiveCounts.getLong(p);
        }
        world.alltoall(ElementType.LONG, offsetsBack, offsets, 1);

        final long inboxLength = world.reduce(ReduceOp.MAX, received);
        final SymmetricBuffer inbox = shmem.malloc(Math.max(1, inboxLength) * Long.BYTES);
        for (int k = 1; k <= n; k++) {
            final int p = (me + k) % n;
            shmem.put(inbox, offsetsBack.getLong(p), keys, (int) bucketStart[p],
                (int) (bucketStart[p + 1] - bucketStart[p]), p);
        }
        shmem.barrierAll();
        final long[] mine = new long[(int) received];
        for (int i = 0; i < mine.length; i++) {
            mine[i] = inbox.getLong(i);
        }
        Arrays.sort(mine);

        final boolean ok = check(shmem, mine, countBefore, checksumBefore);
        shmem.free(inbox);
        shmem.free(offsetsBack);
        shmem.free(offsets);
        shmem.free(receiveCounts);
        shmem.free(sendCounts);
        return ok;
    }

    /** {@code n - 1} splitters, the same on every PE, from {@code n - 1} samples of every PE's sorted keys. */
    private static long[] splitters(final Shmem shmem, final long[] sorted) {
        final int n = shmem.nPes();
        final SymmetricBuffer samples = shmem.malloc((n - 1L) * Long.BYTES);
        final SymmetricBuffer allSamples = shmem.malloc((long) n * (n - 1) * Long.BYTES);
        for (int s = 0; s < n - 1; s++) {
            samples.putLong(s, sorted.length == 0 ? 0 : sorted[(int) ((long) (s + 1) * sorted.length / n)]);
        }
        shmem.teamWorld().fcollect(ElementType.LONG, allSamples, samples, n - 1);
        final long[] all = new long[n * (n - 1)];
        for (int i = 0; i < all.length; i++) {
            all[i] = allSamples.getLong(i);
        }
        Arrays.sort(all);
        final long[] splitters = new long[n - 1];
        for (int i = 0; i < n - 1; i++) {
            splitters[i] = all[(i + 1) * (n - 1)];
        }
        shmem.free(allSamples);
        shmem.free(samples);
        return splitters;
    }

    /** First index whose key is at least {@code bound} (0 for the first bucket). */
    private static long lowerBound(final long[] sorted, final long bound, final boolean first) {
        if (first) {
            return 0;
        }
        int lo = 0;
        int hi = sorted.length;
        while (lo < hi) {
            final int mid = (lo + hi) >>> 1;
            if (sorted[mid] < bound) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private static boolean check(final Shmem shmem, final long[] mine, final long countBefore,
        final long checksumBefore) {
        final Team world = shmem.teamWorld();
        boolean sorted = true;
        for (int i = 1; i < mine.length; i++) {
            sorted &= mine[i - 1] <= mine[i];
        }
        final long[] lows = world.fcollect(mine.length == 0 ? Long.MAX_VALUE : mine[0]);
        final long[] highs = world.fcollect(mine.length == 0 ? Long.MIN_VALUE : mine[mine.length - 1]);
        long highestSoFar = Long.MIN_VALUE;
        for (int p = 0; p < world.nPes(); p++) {
            sorted &= lows[p] >= highestSoFar || lows[p] == Long.MAX_VALUE;
            highestSoFar = Math.max(highestSoFar, highs[p]);
        }
        final boolean allSorted = world.reduce(ReduceOp.MIN, sorted ? 1L : 0L) == 1;
        final long countAfter = world.reduce(ReduceOp.SUM, (long) mine.length);
        final long checksumAfter = world.reduce(ReduceOp.SUM, checksum(mine, mine.length));
        final boolean ok = allSorted && countAfter == countBefore && checksumAfter == checksumBefore;
        if (shmem.myPe() == 0) {
            System.out.println(ok
                ? "ParallelSort OK: " + countAfter + " keys sorted across " + world.nPes() + " PE(s), none lost"
                : "ParallelSort FAILED: sorted " + allSorted + ", keys " + countAfter + " of " + countBefore
                    + ", checksum " + (checksumAfter == checksumBefore ? "equal" : "different"));
        }
        return ok;
    }

    /** An order-independent checksum (sum of a mix of each key). */
    private static long checksum(final long[] keys, final int length) {
        long sum = 0;
        for (int i = 0; i < length; i++) {
            long z = keys[i] * 0x9e3779b97f4a7c15L;
            z ^= z >>> 29;
            sum += z;
        }
        return sum;
    }
}
