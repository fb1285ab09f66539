package io.jshmem.core.transport.rdma;

import io.jshmem.SignalOp;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.core.transport.AtomicOp;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The RDMA data path allocates nothing on the Java heap once warm: puts and gets of arrays (sliced and not), single
 * elements, strided transfers, every kind of atomic, put-with-signal, non-blocking gets into arrays, fence and
 * quiet. Measured with the JVM's per-thread allocation counter.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class RdmaAllocationTest {
    private static final int ROUNDS = 300;

    @BeforeAll
    static void needsUcx() {
        RdmaTestJob.assumeUcx();
    }

    @Test
    void shouldNotAllocateOnTheDataPath() {
        RdmaTestJob.run(2, RdmaTestJob.settings("tcp", 4096, 2), pe -> {
            final int peer = 1 - pe.me();
            final long[] longs = new long[2048]; // 16 KiB: 4 slices
            final int[] ints = new int[8];
            exercise(pe.rdma(), peer, longs, ints, pe.segment());
            final long before = allocatedBytes();
            exercise(pe.rdma(), peer, longs, ints, pe.segment());
            final long allocated = allocatedBytes() - before;
            pe.barrier();
            assertTrue(allocated < 4096, "PE " + pe.me() + " allocated " + allocated + " bytes in " + ROUNDS
                + " rounds of RDMA operations");
        });
    }

    private static void exercise(final UcxRdmaTransport rdma, final int peer, final long[] longs, final int[] ints,
        final long segment) {
        final long lb = RawMemory.LONG_ARRAY_BASE;
        long sink = 0;
        for (int i = 0; i < ROUNDS; i++) {
            rdma.putLong(peer, 64, i);
            sink += rdma.getLong(peer, 64);
            rdma.putByte(peer, 72, (byte) i);
            sink += rdma.getShort(peer, 80);
            rdma.put(peer, 65_536, longs, lb, 8L * longs.length);
            rdma.get(longs, lb, peer, 65_536, 8L * longs.length);
            rdma.getNbi(longs, lb + 8, peer, 65_536, 64);
            rdma.put(peer, 131_072, null, segment + 1024, 256);
            rdma.iput(peer, 4096, 16, longs, lb, 8, 8, 8);
            rdma.iget(ints, RawMemory.INT_ARRAY_BASE, 4, peer, 4096, 16, 8, 4);
            sink += rdma.atomicFetchAddLong(peer, 512, 1);
            sink += rdma.atomicCompareSwapLong(peer, 520, 0, 0);
            sink += rdma.atomicFetchInt(peer, 528);
            rdma.atomicAddLong(peer, 536, 2);
            rdma.atomicSetInt(peer, 544, i);
            rdma.atomicLongNbi(AtomicOp.FETCH_ADD, longs, lb, peer, 552, 1, 0L);
            rdma.putSignal(peer, 8192, longs, lb, 64, 600, i, SignalOp.SET);
            rdma.fence();
            rdma.quiet();
        }
        longs[0] = sink;
    }

    private static long allocatedBytes() {
        final com.sun.management.ThreadMXBean threads =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        return threads.getThreadAllocatedBytes(Thread.currentThread().getId());
    }
}
