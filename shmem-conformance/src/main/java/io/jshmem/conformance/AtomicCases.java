package io.jshmem.conformance;

import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;
import io.jshmem.exceptions.BufferFreedException;
import io.jshmem.exceptions.PeOutOfRangeException;

import java.util.Arrays;
import java.util.List;

/**
 * Atomic memory operations: every operation and type with exact results, all-PE contention on hot words
 * (exact totals, every fetched value seen once, neighbouring words untouched), compare-swap elections, the
 * non-blocking fetching forms, and bad arguments.
 */
final class AtomicCases {
    private static final int GUARD_INT = 0x5a5a_5a5a;
    private static final long GUARD_LONG = 0x5a5a_5a5a_5a5a_5a5aL;

    private AtomicCases() {
    }

    static List<ConformanceCase> all() {
        return List.of(
            ConformanceCase.of("amo.every-op-int", AtomicCases::everyOpInt),
            ConformanceCase.of("amo.every-op-long", AtomicCases::everyOpLong),
            ConformanceCase.of("amo.every-op-float-double", AtomicCases::everyOpFloatDouble),
            ConformanceCase.of("amo.nbi-fetching", AtomicCases::nbiFetching),
            ConformanceCase.of("amo.contention-fetch-add", AtomicCases::contentionFetchAdd),
            ConformanceCase.of("amo.contention-add-inc-all-to-all", AtomicCases::contentionAllToAll),
            ConformanceCase.of("amo.compare-swap-election", AtomicCases::compareSwapElection),
            ConformanceCase.of("amo.bitwise-contention", AtomicCases::bitwiseContention),
            ConformanceCase.of("amo.errors", AtomicCases::errors));
    }

    /**
     * Every int operation from this PE on its own slot of its right neighbour's buffer, slots separated by
     * guard words: each result exact, the guards untouched.
     */
    private static void everyOpInt(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int right = (me + 1) % n;
        final SymmetricBuffer b = shmem.calloc(3L * n, Integer.BYTES);
        for (int i = 0; i < 3 * n; i++) {
            b.putInt(i, GUARD_INT);
        }
        shmem.barrierAll();
        final long slot = 3L * me + 1;
        final int base = 1000 * (me + 1);
        shmem.atomicSetInt(b, slot, base, right);
        Check.equal(base, shmem.atomicFetchInt(b, slot, right), "fetch after set");
        Check.equal(base, shmem.atomicSwapInt(b, slot, base + 1, right), "swap returns the old value");
        Check.equal(base + 1, shmem.atomicCompareSwapInt(b, slot, 7, 99, right), "failed compare-swap");
        Check.equal(base + 1, shmem.atomicCompareSwapInt(b, slot, base + 1, base + 2, right), "compare-swap");
        Check.equal(base + 2, shmem.atomicFetchIncInt(b, slot, right), "fetch-inc");
        shmem.atomicIncInt(b, slot, right);
        Check.equal(base + 4, shmem.atomicFetchAddInt(b, slot, -5, right), "fetch-add");
        shmem.atomicAddInt(b, slot, 6, right);
        Check.equal(base + 5, shmem.atomicFetchInt(b, slot, right), "after add");
        shmem.atomicSetInt(b, slot, 0b1111_0000, right);
        Check.equal(0b1111_0000, shmem.atomicFetchAndInt(b, slot, 0b1010_1010, right), "fetch-and");
        shmem.atomicAndInt(b, slot, 0b1000_1111, right);
        Check.equal(0b1000_0000, shmem.atomicFetchOrInt(b, slot, 0b11, right), "fetch-or");
        shmem.atomicOrInt(b, slot, 0b100, right);
        Check.equal(0b1000_0111, shmem.atomicFetchXorInt(b, slot, 0b1000_0001, right), "fetch-xor");
        shmem.atomicXorInt(b, slot, 0xffff_ffff, right);
        Check.equal(~0b0000_0110, shmem.atomicFetchInt(b, slot, right), "after xor");
        // unsigned meaning: bits wrap like uint32_t
        shmem.atomicSetInt(b, slot, -1, right);
        Check.equal(-1, shmem.atomicFetchAddInt(b, slot, 1, right), "0xffffffff + 1");
        Check.equal(0, shmem.atomicFetchInt(b, slot, right), "unsigned wrap to 0");
        shmem.barrierAll();
        final int left = (me + n - 1) % n;
        for (int i = 0; i < 3 * n; i++) {
            final int expected = i == 3 * left + 1 ? 0 : GUARD_INT;
            Check.equal(expected, b.getInt(i), "word " + i + " after PE " + left + "'s operations");
        }
        shmem.barrierAll();
        shmem.free(b);
    }

    private static void everyOpLong(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int right = (me + 1) % n;
        final SymmetricBuffer b = shmem.calloc(3L * n, Long.BYTES);
        for (int i = 0; i < 3 * n; i++) {
            b.putLong(i, GUARD_LONG);
        }
        shmem.barrierAll();
        final long slot = 3L * me + 1;
        final long base = 0x1_0000_0000L * (me + 1);
        shmem.atomicSetLong(b, slot, base, right);
        Check.equal(base, shmem.atomicFetchLong(b, slot, right), "fetch after set");
        Check.equal(base, shmem.atomicSwapLong(b, slot, base + 1, right), "swap returns the old value");
        Check.equal(base + 1, shmem.atomicCompareSwapLong(b, slot, 7, 99, right), "failed compare-swap");
        Check.equal(base + 1, shmem.atomicCompareSwapLong(b, slot, base + 1, base + 2, right), "compare-swap");
        Check.equal(base + 2, shmem.atomicFetchIncLong(b, slot, right), "fetch-inc");
        shmem.atomicIncLong(b, slot, right);
        Check.equal(base + 4, shmem.atomicFetchAddLong(b, slot, -5, right), "fetch-add");
        shmem.atomicAddLong(b, slot, 6, right);
        Check.equal(base + 5, shmem.atomicFetchLong(b, slot, right), "after add");
        shmem.atomicSetLong(b, slot, 0xf0L << 40, right);
        Check.equal(0xf0L << 40, shmem.atomicFetchAndLong(b, slot, 0xaaL << 40, right), "fetch-and");
        shmem.atomicAndLong(b, slot, 0x8fL << 40, right);
        Check.equal(0x80L << 40, shmem.atomicFetchOrLong(b, slot, 0b11, right), "fetch-or");
        shmem.atomicOrLong(b, slot, 0b100, right);
        Check.equal((0x80L << 40) | 0b111, shmem.atomicFetchXorLong(b, slot, (0x80L << 40) | 1, right), "fetch-xor");
        shmem.atomicXorLong(b, slot, -1L, right);
        Check.equal(~0b110L, shmem.atomicFetchLong(b, slot, right), "after xor");
        // unsigned meaning: bits wrap like uint64_t
        shmem.atomicSetLong(b, slot, -1L, right);
        Check.equal(-1L, shmem.atomicFetchIncLong(b, slot, right), "0xffffffffffffffff + 1");
        Check.equal(0L, shmem.atomicFetchLong(b, slot, right), "unsigned wrap to 0");
        shmem.barrierAll();
        final int left = (me + n - 1) % n;
        for (int i = 0; i < 3 * n; i++) {
            final long expected = i == 3 * left + 1 ? 0 : GUARD_LONG;
            Check.equal(expected, b.getLong(i), "word " + i + " after PE " + left + "'s operations");
        }
        shmem.barrierAll();
        shmem.free(b);
    }

    private static void everyOpFloatDouble(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int right = (me + 1) % n;
        final SymmetricBuffer f = shmem.calloc(n, Float.BYTES);
        final SymmetricBuffer d = shmem.calloc(n, Double.BYTES);
        final float fv = 1.5f + me;
        final double dv = -2.25 - me;
        shmem.atomicSetFloat(f, me, fv, right);
        shmem.atomicSetDouble(d, me, dv, right);
        Check.equal(fv, shmem.atomicFetchFloat(f, me, right), "float fetch");
        Check.equal(dv, shmem.atomicFetchDouble(d, me, right), "double fetch");
        Check.equal(fv, shmem.atomicSwapFloat(f, me, Float.NaN, right), "float swap");
        Check.equal(dv, shmem.atomicSwapDouble(d, me, Double.NEGATIVE_INFINITY, right), "double swap");
        Check.that(Float.isNaN(shmem.atomicFetchFloat(f, me, right)), "float NaN swapped in");
        final float[] ff = new float[2];
        final double[] dd = new double[2];
        shmem.atomicSwapFloatNbi(ff, 1, f, me, fv * 2, right);
        shmem.atomicSwapDoubleNbi(dd, 1, d, me, dv * 2, right);
        shmem.quiet();
        shmem.atomicFetchFloatNbi(ff, 0, f, me, right);
        shmem.atomicFetchDoubleNbi(dd, 0, d, me, right);
        shmem.quiet();
        Check.that(Float.isNaN(ff[1]), "float swap nbi result");
        Check.equal(Double.NEGATIVE_INFINITY, dd[1], "double swap nbi result");
        Check.equal(fv * 2, ff[0], "float fetch nbi");
        Check.equal(dv * 2, dd[0], "double fetch nbi");
        shmem.barrierAll();
        final int left = (me + n - 1) % n;
        Check.equal(2 * (1.5f + left), f.getFloat(left), "float from the left neighbour");
        Check.equal(2 * (-2.25 - left), d.getDouble(left), "double from the left neighbour");
        shmem.barrierAll();
        shmem.free(d);
        shmem.free(f);
    }

    /** Every non-blocking fetching form, int and long, on every PE: results land in the array by quiet. */
    private static void nbiFetching(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final SymmetricBuffer ints = shmem.calloc(n, Integer.BYTES);
        final SymmetricBuffer longs = shmem.calloc(n, Long.BYTES);
        final int[] ir = new int[8 * n];
        final long[] lr = new long[8 * n];
        for (int pe = 0; pe < n; pe++) {
            final int k = 8 * pe;
            shmem.atomicSetInt(ints, me, 10, pe);
            shmem.atomicSetLong(longs, me, 10L << 33, pe);
            shmem.quiet();
            shmem.atomicFetchIntNbi(ir, k, ints, me, pe);
            shmem.atomicFetchLongNbi(lr, k, longs, me, pe);
            shmem.quiet();
            shmem.atomicFetchIncIntNbi(ir, k + 1, ints, me, pe);
            shmem.atomicFetchIncLongNbi(lr, k + 1, longs, me, pe);
            shmem.quiet();
            shmem.atomicFetchAddIntNbi(ir, k + 2, ints, me, 5, pe);
            shmem.atomicFetchAddLongNbi(lr, k + 2, longs, me, 5, pe);
            shmem.quiet();
            shmem.atomicSwapIntNbi(ir, k + 3, ints, me, 0b1100, pe);
            shmem.atomicSwapLongNbi(lr, k + 3, longs, me, 0b1100, pe);
            shmem.quiet();
            shmem.atomicCompareSwapIntNbi(ir, k + 4, ints, me, 0b1100, 0b1010, pe);
            shmem.atomicCompareSwapLongNbi(lr, k + 4, longs, me, 0b1100, 0b1010, pe);
            shmem.quiet();
            shmem.atomicFetchAndIntNbi(ir, k + 5, ints, me, 0b0110, pe);
            shmem.atomicFetchAndLongNbi(lr, k + 5, longs, me, 0b0110, pe);
            shmem.quiet();
            shmem.atomicFetchOrIntNbi(ir, k + 6, ints, me, 0b1001, pe);
            shmem.atomicFetchOrLongNbi(lr, k + 6, longs, me, 0b1001, pe);
            shmem.quiet();
            shmem.atomicFetchXorIntNbi(ir, k + 7, ints, me, 0b1111, pe);
            shmem.atomicFetchXorLongNbi(lr, k + 7, longs, me, 0b1111, pe);
        }
        shmem.quiet();
        for (int pe = 0; pe < n; pe++) {
            final int k = 8 * pe;
            final int[] expectedInts = {10, 10, 11, 16, 0b1100, 0b1010, 0b0010, 0b1011};
            final long[] expectedLongs = {10L << 33, 10L << 33, (10L << 33) + 1, (10L << 33) + 6, 0b1100, 0b1010,
                0b0010, 0b1011};
            for (int j = 0; j < 8; j++) {
                Check.equal(expectedInts[j], ir[k + j], "int nbi result " + j + " from PE " + pe);
                Check.equal(expectedLongs[j], lr[k + j], "long nbi result " + j + " from PE " + pe);
            }
        }
        shmem.barrierAll();
        for (int w = 0; w < n; w++) {
            Check.equal(0b0100, ints.getInt(w), "int word of PE " + w);
            Check.equal(0b0100L, longs.getLong(w), "long word of PE " + w);
        }
        shmem.barrierAll();
        shmem.free(longs);
        shmem.free(ints);
    }

    /**
     * Every PE fetch-adds 1 to one long and one int hot word on PE 0, many times: the totals are exact, the
     * fetched values together are exactly 0 .. total-1 (each seen once), and each PE's own values increase. The
     * hot words' neighbours on the same cache line are untouched.
     */
    private static void contentionFetchAdd(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int perPe = 4000 / n;
        final SymmetricBuffer hot = shmem.calloc(8, Long.BYTES);
        final SymmetricBuffer seen = shmem.calloc((long) n * perPe * 2, Long.BYTES);
        for (int i = 0; i < 8; i++) {
            hot.putLong(i, GUARD_LONG);
        }
        hot.putLong(3, 0);
        hot.putInt(10, 0); // the int at bytes 40..43, inside long 5, whose other half keeps the guard
        shmem.barrierAll();
        final long[] mine = new long[perPe * 2];
        for (int i = 0; i < perPe; i++) {
            mine[i] = shmem.atomicFetchAddLong(hot, 3, 1, 0);
            mine[perPe + i] = shmem.atomicFetchIncInt(hot, 10, 0);
        }
        for (int i = 1; i < perPe; i++) {
            Check.that(mine[i] > mine[i - 1] && mine[perPe + i] > mine[perPe + i - 1],
                "values fetched by one PE increase");
        }
        shmem.put(seen, (long) me * perPe * 2, mine, 0, mine.length, 0);
        shmem.barrierAll();
        if (me == 0) {
            final int total = n * perPe;
            Check.equal(total, hot.getLong(3), "long total");
            Check.equal(total, hot.getInt(10), "int total");
            Check.equal(GUARD_INT, hot.getInt(11), "the other half of the int's long");
            for (final int i : new int[] {0, 1, 2, 4, 6, 7}) {
                Check.equal(GUARD_LONG, hot.getLong(i), "neighbouring long " + i);
            }
            final long[] longsSeen = new long[total];
            final long[] intsSeen = new long[total];
            for (int pe = 0; pe < n; pe++) {
                for (int i = 0; i < perPe; i++) {
                    longsSeen[pe * perPe + i] = seen.getLong((long) pe * perPe * 2 + i);
                    intsSeen[pe * perPe + i] = seen.getLong((long) pe * perPe * 2 + perPe + i);
                }
            }
            checkPermutation(longsSeen, "fetch-add results");
            checkPermutation(intsSeen, "fetch-inc results");
        }
        shmem.barrierAll();
        shmem.free(seen);
        shmem.free(hot);
    }

    private static void checkPermutation(final long[] values, final String what) {
        Arrays.sort(values);
        for (int i = 0; i < values.length; i++) {
            if (values[i] != i) {
                throw new CheckFailed(what + ": expected every value 0.." + (values.length - 1) + " once, but sorted "
                    + "position " + i + " holds " + values[i]);
            }
        }
    }

    /** Every PE adds and increments words on every PE, interleaved: each word's total is exact. */
    private static void contentionAllToAll(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int rounds = 300;
        final SymmetricBuffer words = shmem.calloc(4, Long.BYTES);
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < n; k++) {
                final int pe = (me + k) % n;
                shmem.atomicAddLong(words, 0, me + 1, pe);
                shmem.atomicIncLong(words, 1, pe);
                shmem.atomicAddInt(words, 4, 2, pe);
                shmem.atomicIncInt(words, 5, pe);
            }
        }
        shmem.barrierAll();
        Check.equal((long) rounds * n * (n + 1) / 2, words.getLong(0), "sum of adds");
        Check.equal((long) rounds * n, words.getLong(1), "number of increments");
        Check.equal(2 * rounds * n, words.getInt(4), "int adds");
        Check.equal(rounds * n, words.getInt(5), "int increments");
        Check.equal(0L, words.getLong(3), "untouched neighbour");
        shmem.barrierAll();
        shmem.free(words);
    }

    /** Each round every PE tries to claim a word on PE (round mod n) by compare-swap; exactly one wins. */
    private static void compareSwapElection(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int rounds = 20;
        final SymmetricBuffer ballot = shmem.calloc(rounds, Long.BYTES);
        final SymmetricBuffer winners = shmem.calloc(rounds, Integer.BYTES);
        for (int r = 0; r < rounds; r++) {
            final int home = r % n;
            final long old = shmem.atomicCompareSwapLong(ballot, r, 0, me + 1, home);
            final int intOld = shmem.atomicCompareSwapInt(winners, r, 0, me + 1, (home + 1) % n);
            if (old == 0) {
                shmem.atomicAddInt(winners, r, 1000, home);
            } else {
                Check.that(old >= 1 && old <= n, "a loser sees a PE's ballot, got " + old);
            }
            Check.that(intOld >= 0 && intOld <= n, "int ballot value " + intOld);
        }
        shmem.barrierAll();
        for (int r = 0; r < rounds; r++) {
            if (r % n == me) {
                final long winner = ballot.getLong(r);
                Check.that(winner >= 1 && winner <= n, "round " + r + " has a winner, got " + winner);
                final int marks = winners.getInt(r) / 1000;
                Check.equal(1, marks, "round " + r + ": winners who saw 0");
            }
        }
        shmem.barrierAll();
        shmem.free(winners);
        shmem.free(ballot);
    }

    /** Every PE sets its own bit in words of every PE with or/fetch-or, then clears it with and/xor. */
    private static void bitwiseContention(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final SymmetricBuffer w = shmem.calloc(4, Long.BYTES);
        final long bit = 1L << (me % 64);
        final int ibit = 1 << (me % 32);
        for (int pe = 0; pe < n; pe++) {
            shmem.atomicOrLong(w, 0, bit, pe);
            shmem.atomicFetchOrLong(w, 1, bit, pe);
            shmem.atomicOrInt(w, 4, ibit, pe);
            shmem.atomicXorLong(w, 3, bit, pe);
        }
        shmem.barrierAll();
        final long all = n >= 64 ? -1L : (1L << n) - 1;
        final int allInts = n >= 32 ? -1 : (1 << n) - 1;
        Check.equal(all, w.getLong(0), "or");
        Check.equal(all, w.getLong(1), "fetch-or");
        Check.equal(allInts, w.getInt(4), "int or");
        Check.equal(all, w.getLong(3), "xor of distinct bits");
        shmem.barrierAll();
        for (int pe = 0; pe < n; pe++) {
            shmem.atomicAndLong(w, 0, ~bit, pe);
            final long before = shmem.atomicFetchXorLong(w, 3, bit, pe);
            Check.that((before & bit) != 0, "my bit is set before I clear it");
            shmem.atomicFetchAndInt(w, 4, ~ibit, pe);
        }
        shmem.barrierAll();
        Check.equal(0L, w.getLong(0), "and cleared every bit");
        Check.equal(0L, w.getLong(3), "xor cleared every bit");
        Check.equal(0, w.getInt(4), "int and cleared every bit");
        shmem.barrierAll();
        shmem.free(w);
    }

    private static void errors(final Shmem shmem) {
        final int n = shmem.nPes();
        final SymmetricBuffer b = shmem.calloc(2, Long.BYTES);
        final SymmetricBuffer gone = shmem.calloc(1, Long.BYTES);
        final IndexOutOfBoundsException ex = Check.throwsException(IndexOutOfBoundsException.class,
            () -> shmem.atomicFetchAddLong(b, 2, 1, 0), "long word 2 of 2");
        Check.mentions(ex.getMessage(), "index 2", "2 elements");
        Check.throwsException(IndexOutOfBoundsException.class, () -> shmem.atomicIncInt(b, 4, 0), "int word 4 of 4");
        Check.throwsException(IndexOutOfBoundsException.class, () -> shmem.atomicSwapDouble(b, -1, 1, 0), "index -1");
        Check.throwsException(PeOutOfRangeException.class, () -> shmem.atomicFetchLong(b, 0, n), "PE n");
        Check.throwsException(PeOutOfRangeException.class, () -> shmem.atomicCompareSwapInt(b, 0, 0, 1, -1), "PE -1");
        Check.throwsException(IndexOutOfBoundsException.class,
            () -> shmem.atomicFetchAddLongNbi(new long[1], 1, b, 0, 1, 0), "result slot outside the array");
        Check.throwsException(IndexOutOfBoundsException.class,
            () -> shmem.putSignal(b, 0, new long[1], 0, 1, b, 2, 1, io.jshmem.SignalOp.SET, 0), "signal word 2 of 2");
        shmem.free(gone);
        Check.throwsException(BufferFreedException.class, () -> shmem.atomicAddLong(gone, 0, 1, 0), "freed buffer");
        shmem.barrierAll();
        Check.equal(0L, b.getLong(0), "nothing written by rejected calls");
        Check.equal(0L, b.getLong(1), "nothing written by rejected calls");
        shmem.barrierAll();
        shmem.free(b);
    }
}
