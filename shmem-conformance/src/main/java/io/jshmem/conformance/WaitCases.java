package io.jshmem.conformance;

import io.jshmem.Comparison;
import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * Point-to-point synchronization: waits on a local word updated by a remote put, for every comparison and
 * both word types, with the data written before the flag visible; waitUntilAny/Some/All and the tests, scalar
 * and vector, with status masks, empty and fully masked sets; the timed wait.
 */
final class WaitCases {
    /** For each comparison: the word's value before, the value the writer puts, and the comparison value. */
    private static final long[][] CASES = {
        {0, 5, 5},     // EQ
        {0, 7, 0},     // NE
        {10, 11, 10},  // GT
        {9, 10, 10},   // GE
        {10, 9, 10},   // LT
        {11, 10, 10},  // LE
    };

    private WaitCases() {
    }

    static List<ConformanceCase> all() {
        return List.of(
            ConformanceCase.of("wait.until-remote-put", WaitCases::untilRemotePut),
            ConformanceCase.of("wait.all-any-some", WaitCases::allAnySome),
            ConformanceCase.of("wait.empty-and-masked-sets", WaitCases::emptyAndMaskedSets),
            ConformanceCase.of("wait.tests", WaitCases::tests),
            ConformanceCase.of("wait.timed", WaitCases::timed),
            ConformanceCase.of("wait.errors", WaitCases::errors));
    }

    /**
     * For every comparison, int and long: each PE writes a payload and then (after a fence) a flag into its right
     * neighbour; each PE waits on its own flag, gets the value that satisfied it, and sees the payload.
     */
    private static void untilRemotePut(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int right = (me + 1) % n;
        final int left = (me + n - 1) % n;
        final SymmetricBuffer flags = shmem.calloc(2, 64);
        final SymmetricBuffer payload = shmem.calloc(512, Long.BYTES);
        final long[] data = new long[512];
        final Comparison[] all = Comparison.values();
        for (int c = 0; c < all.length; c++) {
            for (final boolean longWord : new boolean[] {true, false}) {
                final long[] v = CASES[c];
                flags.putLong(0, v[0]);
                flags.putInt(16, (int) v[0]);
                shmem.barrierAll();
                final long token = 100L * c + (longWord ? 1 : 2) + 1000L * me;
                Arrays.fill(data, token);
                shmem.put(payload, 0, data, 0, data.length, right);
                shmem.fence();
                if (longWord) {
                    shmem.putLong(flags, 0, v[1], right);
                    Check.equal(v[1], shmem.waitUntilLong(flags, 0, all[c], v[2]), all[c] + " on a long");
                } else {
                    shmem.putInt(flags, 16, (int) v[1], right);
                    Check.equal((int) v[1], shmem.waitUntilInt(flags, 16, all[c], (int) v[2]), all[c] + " on an int");
                }
                final long expected = 100L * c + (longWord ? 1 : 2) + 1000L * left;
                Check.equal(expected, payload.getLong(0), "payload start seen after the flag");
                Check.equal(expected, payload.getLong(511), "payload end seen after the flag");
                shmem.barrierAll();
            }
        }
        shmem.free(payload);
        shmem.free(flags);
    }

    /**
     * Every PE sets its slot in every PE's flag words (long and int), in a different order each round; each PE
     * collects all slots with waitUntilAny (masking the ones it has), waitUntilSome, and waitUntilAll, scalar and
     * vector.
     */
    private static void allAnySome(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final SymmetricBuffer longs = shmem.calloc(n, Long.BYTES);
        final SymmetricBuffer ints = shmem.calloc(n, Integer.BYTES);
        final long[] longRound = new long[n];
        final int[] intRound = new int[n];
        for (int round = 1; round <= 6; round++) {
            shmem.barrierAll();
            for (int k = 0; k < n; k++) {
                final int pe = round % 2 == 0 ? (me + k) % n : (me + n - k) % n;
                shmem.putLong(longs, me, round, pe);
                shmem.putInt(ints, me, round, pe);
            }
            shmem.quiet();
            final int[] status = new int[n];
            final int[] indices = new int[n];
            switch (round % 3) {
                case 0: {
                    for (int got = 0; got < n; got++) {
                        final int i = shmem.waitUntilAnyLong(longs, 0, n, status, Comparison.EQ, round);
                        Check.that(i >= 0 && i < n && status[i] == 0, "waitUntilAny gives a new position: " + i);
                        status[i] = 1;
                    }
                    Check.equal(Shmem.NO_INDEX, shmem.waitUntilAnyLong(longs, 0, n, status, Comparison.EQ, round),
                        "waitUntilAny on a fully masked set");
                    Arrays.fill(status, 0);
                    for (int got = 0; got < n; got++) {
                        final int i = shmem.waitUntilAnyInt(ints, 0, n, status, Comparison.GE, round);
                        Check.that(status[i] == 0, "int waitUntilAny gives a new position: " + i);
                        status[i] = 1;
                    }
                    break;
                }
                case 1: {
                    int got = 0;
                    while (got < n) {
                        final int found = shmem.waitUntilSomeLong(longs, 0, n, indices, status, Comparison.EQ,
                            round);
                        Check.that(found >= 1, "waitUntilSome finds at least one");
                        for (int j = 0; j < found; j++) {
                            Check.that(status[indices[j]] == 0, "waitUntilSome gives new positions");
                            Check.that(j == 0 || indices[j] > indices[j - 1], "positions increase");
                            status[indices[j]] = 1;
                        }
                        got += found;
                    }
                    Check.equal(0, shmem.waitUntilSomeLong(longs, 0, n, indices, status, Comparison.EQ, round),
                        "waitUntilSome on a fully masked set");
                    Arrays.fill(status, 0);
                    got = 0;
                    while (got < n) {
                        final int found = shmem.waitUntilSomeInt(ints, 0, n, indices, status, Comparison.EQ, round);
                        for (int j = 0; j < found; j++) {
                            status[indices[j]] = 1;
                        }
                        got += found;
                    }
                    break;
                }
                default: {
                    Arrays.fill(longRound, round);
                    Arrays.fill(intRound, round);
                    shmem.waitUntilAllLong(longs, 0, n, null, Comparison.EQ, longRound);
                    shmem.waitUntilAllInt(ints, 0, n, null, Comparison.GE, round);
                    final int i = shmem.waitUntilAnyLong(longs, 0, n, null, Comparison.LE, longRound);
                    Check.that(i >= 0, "vector waitUntilAny");
                    Check.that(shmem.waitUntilSomeInt(ints, 0, n, indices, null, Comparison.EQ, intRound) == n,
                        "vector waitUntilSome sees every word set");
                    break;
                }
            }
            shmem.waitUntilAllLong(longs, 0, n, null, Comparison.EQ, round);
            shmem.waitUntilAllInt(ints, 0, n, null, Comparison.EQ, round);
            for (int w = 0; w < n; w++) {
                Check.equal(round, longs.getLong(w), "long slot of PE " + w + " in round " + round);
                Check.equal(round, ints.getInt(w), "int slot of PE " + w + " in round " + round);
            }
        }
        shmem.barrierAll();
        shmem.free(ints);
        shmem.free(longs);
    }

    /** The OpenSHMEM 1.6 rules for empty and fully masked sets, for every form. */
    private static void emptyAndMaskedSets(final Shmem shmem) {
        final SymmetricBuffer w = shmem.calloc(4, Long.BYTES);
        final int[] none = new int[0];
        final int[] masked = {1, 1, 1, 1};
        final int[] indices = new int[4];
        // nothing here equals 1: a set that were not empty or masked would block or fail
        Check.that(shmem.testAllLong(w, 0, 0, null, Comparison.EQ, 1), "testAll on an empty set");
        Check.that(shmem.testAllInt(w, 0, 0, none, Comparison.EQ, 1), "int testAll on an empty set");
        Check.that(shmem.testAllLong(w, 0, 4, masked, Comparison.EQ, 1), "testAll on a masked set");
        Check.that(shmem.testAllLong(w, 0, 0, null, Comparison.EQ, new long[0]), "vector testAll on an empty set");
        Check.equal(Shmem.NO_INDEX, shmem.testAnyLong(w, 0, 0, null, Comparison.EQ, 1), "testAny, empty");
        Check.equal(Shmem.NO_INDEX, shmem.testAnyInt(w, 0, 8, new int[] {1, 1, 1, 1, 1, 1, 1, 1}, Comparison.EQ,
            1), "int testAny, masked");
        Check.equal(0, shmem.testSomeLong(w, 0, 4, indices, masked, Comparison.EQ, 1), "testSome, masked");
        Check.equal(0, shmem.testSomeInt(w, 0, 0, none, null, Comparison.EQ, new int[0]), "testSome, empty");
        shmem.waitUntilAllLong(w, 0, 0, null, Comparison.EQ, 1);
        shmem.waitUntilAllLong(w, 0, 4, masked, Comparison.EQ, 1);
        shmem.waitUntilAllInt(w, 0, 8, new int[] {1, 1, 1, 1, 1, 1, 1, 1}, Comparison.EQ, new int[8]);
        Check.equal(Shmem.NO_INDEX, shmem.waitUntilAnyLong(w, 0, 0, null, Comparison.EQ, 1), "waitUntilAny, empty");
        Check.equal(Shmem.NO_INDEX, shmem.waitUntilAnyLong(w, 0, 4, masked, Comparison.EQ, 1),
            "waitUntilAny, masked");
        Check.equal(Shmem.NO_INDEX, shmem.waitUntilAnyInt(w, 0, 4, masked, Comparison.EQ, new int[4]),
            "vector waitUntilAny, masked");
        Check.equal(0, shmem.waitUntilSomeLong(w, 0, 0, indices, null, Comparison.EQ, 1), "waitUntilSome, empty");
        Check.equal(0, shmem.waitUntilSomeInt(w, 0, 4, indices, masked, Comparison.EQ, 1), "waitUntilSome, masked");
        // a partly masked set waits only for what is not masked
        w.putLong(1, 9);
        w.putLong(3, 9);
        shmem.waitUntilAllLong(w, 0, 4, new int[] {0, 1, 0, 1}, Comparison.EQ, 0);
        Check.equal(2, shmem.waitUntilAnyLong(w, 0, 4, new int[] {1, 1, 0, 1}, Comparison.EQ, 0),
            "the only unmasked word");
        shmem.barrierAll();
        shmem.free(w);
    }

    /** Tests never block, and report exactly which words satisfy the comparison. */
    private static void tests(final Shmem shmem) {
        final int me = shmem.myPe();
        final int n = shmem.nPes();
        final SymmetricBuffer w = shmem.calloc(6, Long.BYTES);
        final SymmetricBuffer flag = shmem.calloc(1, Long.BYTES);
        for (int i = 0; i < 6; i++) {
            w.putLong(i, i % 2 == 0 ? 7 : 3);
        }
        Check.that(shmem.testLong(w, 0, Comparison.EQ, 7), "test EQ");
        Check.that(!shmem.testLong(w, 1, Comparison.GT, 3), "test GT, false");
        Check.that(shmem.testInt(w, 2, Comparison.LT, 8), "int test LT");
        Check.that(!shmem.testAllLong(w, 0, 6, null, Comparison.EQ, 7), "testAll, odd words differ");
        Check.that(shmem.testAllLong(w, 0, 6, new int[] {0, 1, 0, 1, 0, 1}, Comparison.EQ, 7),
            "testAll, odd words masked");
        Check.equal(1, shmem.testAnyLong(w, 0, 6, null, Comparison.LT, 5), "testAny finds word 1");
        Check.equal(3, shmem.testAnyLong(w, 0, 6, new int[] {0, 1, 0, 0, 0, 0}, Comparison.LT, 5),
            "testAny skips the masked word 1");
        final int[] idx = new int[6];
        Check.equal(3, shmem.testSomeLong(w, 0, 6, idx, null, Comparison.GE, 7), "testSome count");
        Check.equal("[0, 2, 4]", Arrays.toString(Arrays.copyOf(idx, 3)), "testSome positions");
        final long[] values = {7, 0, 7, 3, 0, 0};
        Check.equal(3, shmem.testSomeLong(w, 0, 6, idx, null, Comparison.EQ, values), "vector testSome");
        Check.equal("[0, 2, 3]", Arrays.toString(Arrays.copyOf(idx, 3)), "vector testSome positions");
        Check.that(shmem.testAllLong(w, 0, 4, null, Comparison.LE, new long[] {7, 3, 7, 3}), "vector testAll");
        Check.equal(Shmem.NO_INDEX, shmem.testAnyLong(w, 0, 6, null, Comparison.GT, new long[] {7, 3, 7, 3, 7, 3}),
            "vector testAny, nothing greater");
        // a test sees a remote put once it is complete
        shmem.barrierAll();
        Check.that(!shmem.testLong(flag, 0, Comparison.EQ, 1), "flag not yet set");
        shmem.barrierAll();
        shmem.putLong(flag, 0, 1, (me + 1) % n);
        shmem.barrierAll();
        Check.that(shmem.testLong(flag, 0, Comparison.EQ, 1), "flag set by the left neighbour, after the barrier");
        shmem.barrierAll();
        shmem.free(flag);
        shmem.free(w);
    }

    /**
     * The timed wait: it gives up (false) on a word nobody writes, not before its timeout; it returns true when
     * the word is written in time (or already satisfies the comparison, even with a zero timeout).
     */
    private static void timed(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final SymmetricBuffer w = shmem.calloc(2, Long.BYTES);
        final Duration timeout = Duration.ofMillis(50);
        final long start = System.nanoTime();
        Check.that(!shmem.waitUntilLong(w, 0, Comparison.EQ, 1, timeout), "a long nobody writes times out");
        final long waitedNs = System.nanoTime() - start;
        Check.that(waitedNs >= timeout.toNanos(), "gave up after " + waitedNs + " ns, before the timeout");
        Check.that(!shmem.waitUntilInt(w, 2, Comparison.NE, 0, Duration.ZERO), "zero timeout, unsatisfied");
        Check.that(shmem.waitUntilInt(w, 2, Comparison.EQ, 0, Duration.ZERO), "zero timeout, satisfied");
        Check.that(!shmem.waitUntilInt(w, 3, Comparison.GT, 0, Duration.ofNanos(-5)), "negative timeout");
        shmem.barrierAll();
        shmem.putLong(w, 1, me + 1, (me + 1) % n);
        Check.that(shmem.waitUntilLong(w, 1, Comparison.EQ, (me + n - 1) % n + 1, Duration.ofSeconds(60)),
            "a word written in time");
        Check.that(shmem.waitUntilLong(w, 1, Comparison.GT, 0, Duration.ofSeconds(Long.MAX_VALUE)),
            "a timeout beyond Long.MAX_VALUE nanoseconds");
        shmem.barrierAll();
        shmem.free(w);
    }

    private static void errors(final Shmem shmem) {
        final SymmetricBuffer w = shmem.calloc(4, Long.BYTES);
        Check.throwsException(IndexOutOfBoundsException.class,
            () -> shmem.waitUntilLong(w, 4, Comparison.EQ, 0), "word 4 of 4");
        Check.throwsException(IndexOutOfBoundsException.class,
            () -> shmem.testAllLong(w, 2, 3, null, Comparison.EQ, 0), "words 2..4 of 4");
        Check.throwsException(IndexOutOfBoundsException.class,
            () -> shmem.testAllLong(w, 0, 4, new int[3], Comparison.EQ, 0), "status shorter than count");
        Check.throwsException(IndexOutOfBoundsException.class,
            () -> shmem.testSomeInt(w, 0, 4, new int[2], null, Comparison.EQ, 0), "indices shorter than count");
        Check.throwsException(IndexOutOfBoundsException.class,
            () -> shmem.testAnyLong(w, 0, 4, null, Comparison.EQ, new long[3]), "values shorter than count");
        Check.throwsException(NullPointerException.class,
            () -> shmem.testAnyLong(w, 0, 4, null, null, 0), "no comparison");
        shmem.barrierAll();
        shmem.free(w);
    }
}
