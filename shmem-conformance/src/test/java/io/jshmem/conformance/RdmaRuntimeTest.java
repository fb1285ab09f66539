package io.jshmem.conformance;

import io.jshmem.PeerStatistics;
import io.jshmem.SymmetricBuffer;
import io.jshmem.testkit.LocalJob;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the runtime around the RDMA transport promises: per-peer statistics through {@code Shmem.statistics()} and
 * at exit, the route of every PE printed with {@code SHMEM_INFO} (with the atomics route of the coherence rule),
 * and shared memory kept inside a host when PEs of two hosts share a job.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class RdmaRuntimeTest {
    @Test
    void shouldCountOperationsBytesAndSlicesPerPeer() {
        ConformanceRdmaLocalTest.assumeUcx();
        LocalJob.of(2).heapSize("16M").option("JSHMEM_TRANSPORTS", "rdma")
            .option("JSHMEM_RDMA_UCX_CONFIG", "TLS=tcp").option("JSHMEM_RDMA_SLICE_SIZE", "4K")
            .run(shmem -> {
                final SymmetricBuffer b = shmem.malloc(64 * 1024);
                shmem.barrierAll();
                final int peer = 1 - shmem.myPe();
                final List<PeerStatistics> before = shmem.statistics();
                shmem.putMem(b, 0, new byte[10_000], 0, 10_000, peer); // 3 slices
                shmem.getMem(new byte[4096], 0, b, 0, 4096, peer); // 1 slice
                shmem.putLong(b, 0, 7, peer); // 1
                final PeerStatistics delta = minus(find(shmem.statistics(), peer), find(before, peer));
                assertEquals(3, delta.operations());
                assertEquals(10_000 + 4096 + 8, delta.bytes());
                assertEquals(5, delta.slices());
                assertEquals(0, delta.retries());
                assertEquals(0, delta.failures());
                assertTrue(delta.busyNanos() > 0);
                assertEquals("rdma", delta.transport());
                shmem.barrierAll();
                shmem.free(b);
            });
    }

    @Test
    void shouldCountNothingOnSharedMemory() {
        LocalJob.run(2, shmem -> {
            final SymmetricBuffer b = shmem.malloc(64);
            shmem.putLong(b, 0, 1, 1 - shmem.myPe());
            shmem.barrierAll();
            assertEquals(List.of(), shmem.statistics());
            shmem.free(b);
        });
    }

    @Test
    void shouldPrintRoutesAtStartAndStatisticsAtExit() {
        ConformanceRdmaLocalTest.assumeUcx();
        final String out = captureStdout(() -> LocalJob.of(4).heapSize("16M")
            .option("SHMEM_INFO", "1").option("JSHMEM_RDMA_UCX_CONFIG", "TLS=tcp")
            .optionPerPe("JSHMEM_HOST_ID", pe -> pe < 2 ? "host-a" : "host-b")
            .run(shmem -> {
                final SymmetricBuffer b = shmem.malloc(64);
                shmem.putLong(b, 0, 1, (shmem.myPe() + 2) % 4);
                shmem.putLong(b, 1, 1, shmem.myPe() ^ 1);
                shmem.barrierAll();
                shmem.free(b);
            }));
        assertTrue(out.contains("pe 1 -> fabric (host host-a)"), out);
        assertTrue(out.contains("pe 2 -> rdma (host host-b)"), out);
        assertTrue(out.contains("pe 3 -> rdma (host host-b)"), out);
        assertTrue(out.contains("jshmem[pe 3] transport statistics"), out);
        final List<String> pe0 = out.lines().filter(l -> l.startsWith("jshmem[pe 0]")).toList();
        assertTrue(pe0.stream().anyMatch(l -> l.matches(".*\\s2 rdma\\s.*")), "PE 0 counted PE 2:\n" + out);
        assertTrue(pe0.stream().noneMatch(l -> l.matches(".*\\s1 rdma\\s.*")),
            "PE 0 reaches PE 1 over shared memory, which is not counted:\n" + out);
    }

    @Test
    void shouldSendAtomicsForRdmaTargetsThroughRdmaFromTheirHostToo() {
        ConformanceRdmaLocalTest.assumeUcx();
        final String out = captureStdout(() -> LocalJob.of(3).heapSize("16M")
            .option("SHMEM_INFO", "1").option("JSHMEM_RDMA_UCX_CONFIG", "TLS=tcp")
            .option("JSHMEM_RDMA_ATOMICS", "nic")
            .optionPerPe("JSHMEM_HOST_ID", pe -> pe < 2 ? "host-a" : "host-b")
            .run(shmem -> shmem.barrierAll()));
        assertTrue(out.contains("pe 0 -> fabric (host host-a), atomics rdma"), out);
        assertTrue(out.contains("pe 1 -> fabric (host host-a), atomics rdma"), out);
        assertTrue(out.contains("pe 2 -> rdma (host host-b)" + System.lineSeparator()), out);
    }

    private static PeerStatistics find(final List<PeerStatistics> records, final int pe) {
        return records.stream().filter(r -> r.pe() == pe).findFirst()
            .orElse(new PeerStatistics(pe, "rdma", 0, 0, 0, 0, 0, 0));
    }

    private static PeerStatistics minus(final PeerStatistics a, final PeerStatistics b) {
        return new PeerStatistics(a.pe(), a.transport(), a.operations() - b.operations(), a.bytes() - b.bytes(),
            a.slices() - b.slices(), a.retries() - b.retries(), a.failures() - b.failures(),
            a.busyNanos() - b.busyNanos());
    }

    /** PEs are threads of this JVM and print to System.out: catch it for the duration of the job. */
    private static synchronized String captureStdout(final Runnable job) {
        final PrintStream original = System.out;
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            job.run();
        } finally {
            System.setOut(original);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
