package io.jshmem.conformance;

import io.jshmem.ThreadLevel;
import io.jshmem.jna.ucx.UcxLibrary;
import io.jshmem.testkit.LocalJob;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every conformance case with every PE reached through the RDMA transport (UCX over tcp on 1 to 4 PEs, over shared
 * memory on 2 and 3), and in a mixed job whose PEs 0-1 and 2-3 count as two hosts (shared memory inside a pair,
 * RDMA across), with UCX's atomics performed by the targets' CPUs (the default) and with NIC atomics allowed (every
 * atomic on a PE then goes through RDMA, from the PE itself and its host too). PEs are threads of this JVM, with
 * {@code THREAD_MULTIPLE} as {@link ConformanceMain} asks for; UCX's transport is chosen per PE through {@code
 * JSHMEM_RDMA_UCX_CONFIG}. Small slices and two lanes make the suite's larger transfers sliced and striped. Skipped
 * only when libucp is absent.
 */
class ConformanceRdmaLocalTest {
    private static final String SLICE = "16K";

    @TestFactory
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    List<DynamicTest> everyCaseOverRdma() {
        final List<DynamicTest> tests = new ArrayList<>();
        for (final String tls : new String[] {"tcp", "posix"}) {
            for (final int n : tls.equals("tcp") ? new int[] {1, 2, 3, 4} : new int[] {2, 3}) {
                for (final ConformanceCase c : ConformanceSuite.cases()) {
                    tests.add(DynamicTest.dynamicTest(c.name() + " on " + n + " PEs over rdma/" + tls, () -> {
                        assumeUcx();
                        assumeTrue(n >= c.minPes(), "needs " + c.minPes() + " PEs");
                        rdmaJob(n, tls).run(shmem -> c.body().run(shmem));
                    }));
                }
            }
        }
        return tests;
    }

    @TestFactory
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    List<DynamicTest> everyCaseOnTwoHostsOfTwoPes() {
        final List<DynamicTest> tests = new ArrayList<>();
        for (final String atomics : new String[] {"cpu", "nic"}) {
            for (final ConformanceCase c : ConformanceSuite.cases()) {
                tests.add(DynamicTest.dynamicTest(c.name() + " on hosts a(0,1) b(2,3), atomics " + atomics, () -> {
                    assumeUcx();
                    assumeTrue(4 >= c.minPes(), "needs " + c.minPes() + " PEs");
                    LocalJob.of(4).heapSize("16M").threadLevel(ThreadLevel.MULTIPLE)
                        .option("JSHMEM_RDMA_UCX_CONFIG", "TLS=tcp")
                        .option("JSHMEM_RDMA_SLICE_SIZE", SLICE)
                        .option("JSHMEM_RDMA_ATOMICS", atomics)
                        .optionPerPe("JSHMEM_HOST_ID", pe -> pe < 2 ? "host-a" : "host-b")
                        .run(shmem -> c.body().run(shmem));
                }));
            }
        }
        return tests;
    }

    static LocalJob rdmaJob(final int nPes, final String tls) {
        return LocalJob.of(nPes).heapSize("16M").threadLevel(ThreadLevel.MULTIPLE)
            .option("JSHMEM_TRANSPORTS", "rdma")
            .option("JSHMEM_RDMA_UCX_CONFIG", "TLS=" + tls)
            .option("JSHMEM_RDMA_SLICE_SIZE", SLICE)
            .option("JSHMEM_RDMA_LANES", "2");
    }

    static void assumeUcx() {
        assumeTrue(UcxLibrary.isAvailable(), "libucp not found: RDMA tests skipped (apt-get install -y libucx0)");
    }
}
