package io.jshmem.conformance;

import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;

import java.util.List;

/**
 * Ordering: fence orders a payload before its flag; a barrier makes every earlier put visible; a barrier
 * lets nobody leave before everybody arrived, even when PEs arrive late.
 */
final class OrderingCases {
    private OrderingCases() {
    }

    static List<ConformanceCase> all() {
        return List.of(
            ConformanceCase.of("ordering.fence-payload-then-flag", 2, OrderingCases::fencePayloadThenFlag),
            ConformanceCase.of("ordering.quiet-then-flag", 2, OrderingCases::quietThenFlag),
            ConformanceCase.of("barrier.slow-pes", OrderingCases::barrierWithSlowPes),
            ConformanceCase.of("barrier.sync-all", OrderingCases::syncAll),
            ConformanceCase.of("barrier.many", OrderingCases::manyBarriers));
    }

    /** Polls a word of this PE's own memory with gets (which read with acquire semantics). */
    private static void awaitLocal(final Shmem shmem, final SymmetricBuffer flag, final long value) {
        final long deadline = System.nanoTime() + 30_000_000_000L;
        while (shmem.getLong(flag, 0, shmem.myPe()) < value) {
            if (System.nanoTime() > deadline) {
                throw new CheckFailed("flag never reached " + value);
            }
            Thread.onSpinWait();
        }
    }

    /** PE 0 streams payloads to PE 1, each followed by fence and a flag; PE 1 must see each full payload. */
    private static void fencePayloadThenFlag(final Shmem shmem) {
        ordered(shmem, true);
    }

    private static void quietThenFlag(final Shmem shmem) {
        ordered(shmem, false);
    }

    private static void ordered(final Shmem shmem, final boolean useFence) {
        final int len = 8192;
        final int rounds = 300;
        final SymmetricBuffer payload = shmem.calloc(len, 8);
        final SymmetricBuffer flag = shmem.calloc(1, 8);
        final SymmetricBuffer ack = shmem.calloc(1, 8);
        final long[] data = new long[len];
        if (shmem.myPe() == 0) {
            for (int r = 1; r <= rounds; r++) {
                java.util.Arrays.fill(data, r);
                shmem.put(payload, 0, data, 0, len, 1);
                if (useFence) {
                    shmem.fence();
                } else {
                    shmem.quiet();
                }
                shmem.putLong(flag, 0, r, 1);
                awaitLocal(shmem, ack, r);
            }
        } else if (shmem.myPe() == 1) {
            for (int r = 1; r <= rounds; r++) {
                awaitLocal(shmem, flag, r);
                shmem.get(data, 0, payload, 0, len, 1);
                for (int i = 0; i < len; i += 61) {
                    Check.equal(r, data[i], "payload element " + i + " after flag " + r);
                }
                Check.equal(r, data[len - 1], "last payload element after flag " + r);
                shmem.putLong(ack, 0, r, 0);
            }
        }
        shmem.barrierAll();
        shmem.free(ack);
        shmem.free(flag);
        shmem.free(payload);
    }

    private static void barrierWithSlowPes(final Shmem shmem) throws InterruptedException {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final SymmetricBuffer arrived = shmem.calloc(n, 8);
        for (int round = 1; round <= 5; round++) {
            Thread.sleep(((me + round) % n) * 15L);
            for (int pe = 0; pe < n; pe++) {
                shmem.putLong(arrived, me, round, pe);
            }
            shmem.barrierAll();
            for (int pe = 0; pe < n; pe++) {
                Check.equal(round, arrived.getLong(pe), "round " + round + ": PE " + pe + " arrival seen after "
                    + "the barrier");
            }
            shmem.barrierAll();
        }
        shmem.free(arrived);
    }

    private static void syncAll(final Shmem shmem) throws InterruptedException {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final SymmetricBuffer arrived = shmem.calloc(n, 8);
        for (int round = 1; round <= 5; round++) {
            Thread.sleep(((me * 3 + round) % n) * 10L);
            for (int pe = 0; pe < n; pe++) {
                shmem.putLong(arrived, me, round, pe);
            }
            shmem.quiet();
            shmem.syncAll();
            for (int pe = 0; pe < n; pe++) {
                Check.equal(round, arrived.getLong(pe), "round " + round + ": PE " + pe + " seen after syncAll");
            }
            shmem.syncAll();
        }
        shmem.free(arrived);
    }

    private static void manyBarriers(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final SymmetricBuffer counter = shmem.calloc(1, 8);
        // a token goes around the ring once per barrier: each barrier must separate consecutive rounds
        for (int round = 0; round < 500; round++) {
            if (round % n == me) {
                shmem.putLong(counter, 0, round + 1, (me + 1) % n);
            }
            shmem.barrierAll();
            if ((round + 1) % n == me) {
                Check.equal(round + 1, counter.getLong(0), "token of round " + round);
            }
            shmem.barrierAll();
        }
        shmem.free(counter);
    }
}
