package io.jshmem.conformance;

import io.jshmem.Comparison;
import io.jshmem.PeerStatistics;
import io.jshmem.Shmem;
import io.jshmem.ShmemContext;
import io.jshmem.SymmetricBuffer;
import io.jshmem.ThreadLevel;
import io.jshmem.testkit.LocalJob;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The coherence rule of atomics (DESIGN section 4) in a job of two hosts, a (PEs 0, 1) and b (PEs 2, 3), where PE 0
 * and PE 2 are reached through RDMA from the other host and through shared memory from their own: every PE hammers
 * one word on PE 0 and one on PE 2 with fetch-adds (through the default context and a context of its own), adds
 * signals and takes a lock homed on PE 0, all at once, and the totals are exact. The transport statistics show
 * which path each combination took:
 * <ul>
 *   <li>{@code JSHMEM_RDMA_ATOMICS=cpu} (default): from the owner and its host, CPU atomics (no RDMA traffic);
 *       from the other host, UCX atomics performed by the owner's CPU (RDMA traffic). Both are CPU atomics on the
 *       word, hence coherent.</li>
 *   <li>{@code nic}: every atomic on PE 0 and PE 2 goes through RDMA, from the owner itself and its host too.</li>
 * </ul>
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class AtomicsCoherenceTest {
    private static final int ROUNDS = 400;
    private static final int LOCK_ROUNDS = 20;

    @ParameterizedTest
    @ValueSource(strings = {"cpu", "nic"})
    void shouldKeepEveryAtomicOnOneWordOnOnePath(final String atomics) {
        ConformanceRdmaLocalTest.assumeUcx();
        LocalJob.of(4).heapSize("16M").threadLevel(ThreadLevel.MULTIPLE)
            .option("JSHMEM_RDMA_UCX_CONFIG", "TLS=tcp")
            .option("JSHMEM_RDMA_ATOMICS", atomics)
            .optionPerPe("JSHMEM_HOST_ID", pe -> pe < 2 ? "host-a" : "host-b")
            .run(shmem -> hammer(shmem, atomics.equals("nic")));
    }

    private static void hammer(final Shmem shmem, final boolean nic) {
        final int me = shmem.myPe();
        final int n = shmem.nPes();
        final SymmetricBuffer words = shmem.calloc(8, Long.BYTES);
        final SymmetricBuffer lock = shmem.calloc(1, Long.BYTES);
        final SymmetricBuffer signals = shmem.calloc(1, Long.BYTES);
        final List<PeerStatistics> before = shmem.statistics();
        try (ShmemContext context = shmem.createContext()) {
            shmem.barrierAll();
            long last0 = -1;
            for (int i = 0; i < ROUNDS; i++) {
                final ShmemContext via = (i & 1) == 0 ? shmem : context;
                final long old0 = via.atomicFetchAddLong(words, 0, 1, 0);
                assertTrue(old0 > last0, "values fetched by one PE increase");
                last0 = old0;
                via.atomicFetchAddLong(words, 0, 1, 2);
                via.atomicAddInt(words, 4, 3, 0); // bytes 16..19, in a long of their own
                via.signalAdd(signals, 0, 1, 0);
            }
            context.quiet();
        }
        for (int r = 0; r < LOCK_ROUNDS; r++) {
            shmem.setLock(lock, 0);
            final long v = shmem.getLong(words, 1, 0); // non-atomic read-modify-write inside the lock
            shmem.putLong(words, 1, v + 1, 0);
            shmem.clearLock(lock, 0);
        }
        shmem.quiet();
        if (me == 0) {
            shmem.signalWaitUntil(signals, 0, Comparison.GE, (long) n * ROUNDS);
        }
        shmem.barrierAll();
        final List<PeerStatistics> after = shmem.statistics();
        if (me == 0 || me == 2) {
            assertEquals((long) n * ROUNDS, words.getLong(0), "fetch-add total on PE " + me);
        }
        if (me == 0) {
            assertEquals((long) n * LOCK_ROUNDS, words.getLong(1), "lock-protected increments");
            assertEquals(3 * n * ROUNDS, words.getInt(4), "int adds");
            assertEquals((long) n * ROUNDS, shmem.signalFetch(signals, 0), "signal adds");
        }
        // which path: RDMA operations this PE counted towards PE 0 and PE 2
        final boolean sameHostAs0 = me < 2;
        final boolean sameHostAs2 = me >= 2;
        assertEquals(nic || !sameHostAs0, rdmaOps(after, 0) - rdmaOps(before, 0) >= ROUNDS,
            "PE " + me + " -> PE 0 through rdma: " + after);
        assertEquals(nic || !sameHostAs2, rdmaOps(after, 2) - rdmaOps(before, 2) >= ROUNDS,
            "PE " + me + " -> PE 2 through rdma: " + after);
        shmem.barrierAll();
        shmem.free(signals);
        shmem.free(lock);
        shmem.free(words);
    }

    private static long rdmaOps(final List<PeerStatistics> records, final int pe) {
        return records.stream().filter(r -> r.pe() == pe && r.transport().equals("rdma"))
            .mapToLong(PeerStatistics::operations).sum();
    }
}
