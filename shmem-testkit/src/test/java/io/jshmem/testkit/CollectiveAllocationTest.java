package io.jshmem.testkit;

import io.jshmem.ElementType;
import io.jshmem.ReduceOp;
import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;
import io.jshmem.Team;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Team collectives in steady state allocate nothing on the Java heap (after warm-up), with the automatic
 * algorithms and with the logarithmic and ring ones forced, measured with the JVM's per-thread allocation counter.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class CollectiveAllocationTest {
    private static final int ROUNDS = 300;

    @Test
    void shouldNotAllocateInSteadyStateCollectives() {
        LocalJob.run(3, CollectiveAllocationTest::measure);
    }

    @Test
    void shouldNotAllocateWithTheLogarithmicAndRingAlgorithms() {
        LocalJob.of(5).option("JSHMEM_BARRIER_ALGORITHM", "dissemination")
            .option("JSHMEM_BCAST_ALGORITHM", "binomial").option("JSHMEM_REDUCE_ALGORITHM", "recursive-doubling")
            .option("JSHMEM_COLLECT_ALGORITHM", "ring").run(CollectiveAllocationTest::measure);
        LocalJob.of(3).option("JSHMEM_REDUCE_ALGORITHM", "ring")
            .option("JSHMEM_COLLECT_ALGORITHM", "recursive-doubling").run(CollectiveAllocationTest::measure);
    }

    private static void measure(final Shmem shmem) {
        final Team world = shmem.teamWorld();
        final int n = shmem.nPes();
        final SymmetricBuffer a = shmem.calloc(1024L * n, Long.BYTES);
        final SymmetricBuffer b = shmem.calloc(1024L * n, Long.BYTES);
        exercise(shmem, world, a, b);
        final long before = allocatedBytes();
        exercise(shmem, world, a, b);
        final long allocated = allocatedBytes() - before;
        shmem.barrierAll();
        assertTrue(allocated < 4096, "PE " + shmem.myPe() + " allocated " + allocated + " bytes in " + ROUNDS
            + " rounds of collectives");
    }

    private static void exercise(final Shmem shmem, final Team world, final SymmetricBuffer a,
        final SymmetricBuffer b) {
        long sink = 0;
        for (int i = 0; i < ROUNDS; i++) {
            shmem.barrierAll();
            world.sync();
            world.reduce(ReduceOp.SUM, ElementType.LONG, b, a, 1);
            world.reduce(ReduceOp.MAX, ElementType.DOUBLE, b, a, 1024);
            world.reduce(ReduceOp.XOR, ElementType.INT, a, a, 100);
            world.broadcast(ElementType.LONG, b, a, 1, i % world.nPes());
            world.broadcast(ElementType.LONG, b, a, 1024, 0);
            world.fcollect(ElementType.LONG, b, a, 7);
            world.alltoall(ElementType.INT, b, a, 5);
            world.sumExscan(ElementType.LONG, b, a, 3);
            sink += world.reduce(ReduceOp.SUM, 1L);
        }
        a.putLong(0, sink);
    }

    private static long allocatedBytes() {
        final com.sun.management.ThreadMXBean threads =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        return threads.getThreadAllocatedBytes(Thread.currentThread().getId());
    }
}
