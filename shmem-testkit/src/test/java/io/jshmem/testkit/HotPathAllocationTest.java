package io.jshmem.testkit;

import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Puts and gets to a co-located PE allocate nothing on the Java heap (after warm-up), measured with the JVM's
 * per-thread allocation counter.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HotPathAllocationTest {
    private static final int ROUNDS = 20_000;

    @Test
    void shouldNotAllocateOnPutsAndGetsToACoLocatedPe() {
        LocalJob.run(2, shmem -> {
            final SymmetricBuffer b = shmem.calloc(64, 8);
            final long[] longs = new long[8];
            final byte[] bytes = new byte[64];
            final int peer = 1 - shmem.myPe();
            exercise(shmem, b, longs, bytes, peer);
            final long before = allocatedBytes();
            exercise(shmem, b, longs, bytes, peer);
            final long allocated = allocatedBytes() - before;
            shmem.barrierAll();
            assertTrue(allocated < 4096, "PE " + shmem.myPe() + " allocated " + allocated + " bytes in " + ROUNDS
                + " rounds of puts and gets");
        });
    }

    private static void exercise(final Shmem shmem, final SymmetricBuffer b, final long[] longs, final byte[] bytes,
        final int peer) {
        long sink = 0;
        for (int i = 0; i < ROUNDS; i++) {
            shmem.putLong(b, i & 7, i, peer);
            sink += shmem.getLong(b, (i + 1) & 7, peer);
            shmem.putDouble(b, 8, i, peer);
            sink += (long) shmem.getDouble(b, 8, peer);
            shmem.put(b, 16, longs, 0, 8, peer);
            shmem.get(longs, 0, b, 16, 8, peer);
            shmem.putMem(b, 256, bytes, 0, 64, peer);
            shmem.getMem(bytes, 0, b, 256, 64, peer);
            shmem.putNbi(b, 24, longs, 0, 4, peer);
            shmem.iput(b, 32, 2, longs, 0, 1, 4, peer);
            shmem.fence();
            shmem.quiet();
        }
        longs[0] = sink;
    }

    private static long allocatedBytes() {
        final com.sun.management.ThreadMXBean threads =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        return threads.getThreadAllocatedBytes(Thread.currentThread().getId());
    }
}
