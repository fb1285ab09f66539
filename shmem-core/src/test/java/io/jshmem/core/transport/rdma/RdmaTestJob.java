package io.jshmem.core.transport.rdma;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;
import io.jshmem.bootstrap.LocalBootstrap;
import io.jshmem.core.transport.PeInfo;
import io.jshmem.core.transport.TransportPlan;
import io.jshmem.jna.ucx.UcxLibrary;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * PEs as threads, each with a plain native memory "segment" and the RDMA transport over a local bootstrap, and no
 * runtime around: the transport's own operations, faults and counters can be driven directly. Every PE reaches every
 * PE (itself included) through RDMA.
 */
final class RdmaTestJob {
    static final long SEGMENT_BYTES = 4L << 20;

    /** What one PE runs. */
    @FunctionalInterface
    interface Body {
        void run(Pe pe) throws Exception;
    }

    /** One PE of the job: its transport, its segment and its bootstrap. */
    record Pe(int me, int nPes, UcxRdmaTransport rdma, long segment, LocalBootstrap bootstrap) {
        /** Native view of this PE's segment. */
        Pointer memory() {
            return new Pointer(segment);
        }

        void barrier() {
            bootstrap.barrier();
        }
    }

    private RdmaTestJob() {
    }

    static void assumeUcx() {
        assumeTrue(UcxLibrary.isAvailable(), "libucp not found: RDMA tests skipped (apt-get install -y libucx0)");
    }

    static RdmaSettings settings(final String tls, final long sliceBytes, final int lanes) {
        return settings(tls, sliceBytes, lanes, 3, 20_000_000_000L);
    }

    static RdmaSettings settings(final String tls, final long sliceBytes, final int lanes, final int retries,
        final long timeoutNs) {
        return new RdmaSettings(sliceBytes, lanes, retries, timeoutNs, ProgressMode.WAKEUP, AtomicsMode.CPU, 5_000,
            Map.of("TLS", tls, "ATOMIC_MODE", "cpu"));
    }

    static void run(final int nPes, final RdmaSettings settings, final Body body) {
        run(nPes, settings, FaultInjector.NONE, body);
    }

    /** Runs the body on every PE, then finalizes like the runtime does; rethrows the first failure. */
    static void run(final int nPes, final RdmaSettings settings, final FaultInjector faults, final Body body) {
        final LocalBootstrap.Group group = LocalBootstrap.group(nPes);
        final AtomicReferenceArray<Throwable> failures = new AtomicReferenceArray<>(nPes);
        final Thread[] threads = new Thread[nPes];
        for (int pe = 0; pe < nPes; pe++) {
            final int me = pe;
            threads[pe] = new Thread(() -> {
                try {
                    runPe(group.member(me), settings, faults, body);
                } catch (final Throwable t) {
                    failures.compareAndSet(me, null, t);
                    group.fail(me, t);
                }
            }, "rdma-test-pe-" + pe);
            threads[pe].start();
        }
        for (final Thread t : threads) {
            try {
                t.join(120_000);
            } catch (final InterruptedException ex) {
                Thread.currentThread().interrupt();
            }
            if (t.isAlive()) {
                throw new AssertionError(t.getName() + " did not finish");
            }
        }
        for (int pe = 0; pe < nPes; pe++) {
            if (failures.get(pe) != null && !(failures.get(pe) instanceof io.jshmem.exceptions.PeerFailedException)) {
                throw new AssertionError("PE " + pe + " failed: " + failures.get(pe), failures.get(pe));
            }
        }
        for (int pe = 0; pe < nPes; pe++) {
            if (failures.get(pe) != null) {
                throw new AssertionError("PE " + pe + " failed: " + failures.get(pe), failures.get(pe));
            }
        }
    }

    private static void runPe(final LocalBootstrap bootstrap, final RdmaSettings settings, final FaultInjector faults,
        final Body body) throws Exception {
        final int me = bootstrap.rank();
        final int nPes = bootstrap.size();
        try (Memory segment = new Memory(SEGMENT_BYTES)) {
            segment.clear();
            final byte[][] all = bootstrap.allgather(new PeInfo(me, "host", me, 0, SEGMENT_BYTES, SEGMENT_BYTES,
                TransportPlan.advertise(List.of("rdma"))).encode());
            final PeInfo[] peers = new PeInfo[nPes];
            for (int pe = 0; pe < nPes; pe++) {
                peers[pe] = PeInfo.decode(all[pe]);
            }
            final UcxRdmaTransport rdma = UcxRdmaTransport.join(settings, true, peers, Pointer.nativeValue(segment),
                SEGMENT_BYTES, bootstrap, faults);
            try {
                rdma.connect(IntStream.range(0, nPes).toArray());
                body.run(new Pe(me, nPes, rdma, Pointer.nativeValue(segment), bootstrap));
                rdma.quiet();
                bootstrap.barrier();
                rdma.disconnect();
                bootstrap.barrier();
            } finally {
                rdma.close();
            }
        }
    }
}
