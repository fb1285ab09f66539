package io.jshmem.core.transport.rdma;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;
import io.jshmem.bootstrap.TcpBootstrap;
import io.jshmem.bootstrap.UniqueId;
import io.jshmem.config.Configuration;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.core.transport.PeInfo;
import io.jshmem.core.transport.TransportPlan;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Not a test: the RDMA transport's per-operation latency and bandwidth between two JVMs, with no runtime around it,
 * for comparison with {@code ucx_perftest} in the same run ({@code shmem-benchmarks/rdma-benchmarks.sh} starts it).
 * PE 0 prints the median and 90th percentile of: 8-byte put ping-pong (half a round trip, like {@code
 * ucp_put_lat}), 8-byte get and 8-byte fetch-add (like {@code ucp_get} and {@code ucp_fadd} with one outstanding),
 * then the bandwidth of 1 MiB puts from registered memory.
 *
 * <p>Arguments: {@code <unique id> <pe> <UCX_TLS> <lanes> <iterations> [progress mode]}.
 */
public final class RdmaLatencyMain {
    private static final long SEGMENT = 32L << 20;
    private static final long FLAG = 64;
    private static final long WORD = 128;
    private static final long BULK_TARGET = 1L << 20;
    private static final long BULK_SOURCE = 8L << 20;
    private static final int BULK_BYTES = 1 << 20;
    private static final int BULK_ROUNDS = 40;

    private RdmaLatencyMain() {
    }

    /** One timed operation. */
    private interface Operation {
        void run(int iteration);
    }

    public static void main(final String[] args) {
        final UniqueId uid = UniqueId.parse(args[0]);
        final int me = Integer.parseInt(args[1]);
        final String tls = args[2];
        final int lanes = Integer.parseInt(args[3]);
        final int iterations = Integer.parseInt(args[4]);
        final ProgressMode mode = args.length > 5 ? ProgressMode.parse(args[5]) : ProgressMode.WAKEUP;
        final String spin = System.getenv("JSHMEM_WAIT_SPIN");
        final long spinNs = spin == null || spin.isBlank() ? RdmaSettings.defaultSpinNs(2,
            Runtime.getRuntime().availableProcessors()) : Configuration.parseDurationNs(spin);
        final RdmaSettings settings = new RdmaSettings(64 * 1024, lanes, 3, 60_000_000_000L, mode, AtomicsMode.CPU,
            spinNs, Map.of("TLS", tls, "ATOMIC_MODE", "cpu"));
        try (TcpBootstrap bootstrap = TcpBootstrap.connect(uid, me, 2, TcpBootstrap.Options.defaults());
             Memory segment = new Memory(SEGMENT)) {
            segment.clear();
            final byte[][] all = bootstrap.allgather(new PeInfo(me, "bench-host", ProcessHandle.current().pid(), 0,
                SEGMENT, SEGMENT, TransportPlan.advertise(List.of("rdma"))).encode());
            final PeInfo[] peers = {PeInfo.decode(all[0]), PeInfo.decode(all[1])};
            final UcxRdmaTransport rdma = UcxRdmaTransport.join(settings, true, peers, Pointer.nativeValue(segment),
                SEGMENT, bootstrap);
            try {
                rdma.connect(IntStream.range(0, 2).toArray());
                run(rdma, me, bootstrap, Pointer.nativeValue(segment), tls, lanes, iterations, mode, spinNs);
                bootstrap.barrier();
                rdma.disconnect();
                bootstrap.barrier();
            } finally {
                rdma.close();
            }
        }
    }

    private static void run(final UcxRdmaTransport rdma, final int me, final TcpBootstrap bootstrap,
        final long segment, final String tls, final int lanes, final int iterations, final ProgressMode mode,
        final long spinNs) {
        if (me == 0) {
            System.out.printf(Locale.ROOT, "jshmem rdma transport, UCX_TLS=%s, %d lane(s), progress %s "
                + "(spin %d us), %d iterations, us:%n", tls, lanes, mode.knobValue(), spinNs / 1000, iterations);
        }
        // put ping-pong: both PEs take part; PE 0 times the round trips
        bootstrap.barrier();
        final long[] halfRtt = new long[iterations];
        final int warm = iterations / 10;
        for (int i = 1; i <= warm + iterations; i++) {
            final long start = System.nanoTime();
            if (me == 0) {
                rdma.putLong(1, FLAG, i);
                awaitFlag(rdma, 0, i);
            } else {
                awaitFlag(rdma, 1, i);
                rdma.putLong(0, FLAG, i);
            }
            if (i > warm) {
                halfRtt[i - warm - 1] = (System.nanoTime() - start) / 2;
            }
        }
        bootstrap.barrier();
        if (me == 0) {
            report("put ping-pong (1/2 RTT)", halfRtt);
            measure("get 8 B", iterations, i -> rdma.getLong(1, WORD));
            measure("fetch-add 8 B", iterations, i -> rdma.atomicFetchAddLong(1, WORD, 1));
        }
        bootstrap.barrier(); // PE 1 waits here (its progress agent serves PE 0)
        final long cpuBefore = processCpuNs();
        final long wallBefore = System.nanoTime();
        if (me == 0) {
            bandwidth(rdma, segment);
        }
        bootstrap.barrier();
        final long cpu = processCpuNs() - cpuBefore;
        final long wall = System.nanoTime() - wallBefore;
        final byte[][] cpus = bootstrap.allgather(Long.toString(cpu).getBytes(StandardCharsets.UTF_8));
        if (me == 0) {
            final double initiator = 100.0 * cpu / wall;
            final double target = 100.0 * Long.parseLong(new String(cpus[1], StandardCharsets.UTF_8))
                / wall;
            System.out.printf(Locale.ROOT, "  %-26s initiator %5.0f%%, target %5.0f%% of a core (%d cores)%n",
                "CPU during the bandwidth", initiator, target, Runtime.getRuntime().availableProcessors());
        }
    }

    private static long processCpuNs() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
            .getProcessCpuTime();
    }

    private static void awaitFlag(final UcxRdmaTransport rdma, final int me, final long value) {
        while (rdma.getLong(me, FLAG) < value) {
            Thread.onSpinWait();
        }
    }

    private static void measure(final String name, final int iterations, final Operation operation) {
        for (int i = 0; i < iterations / 10; i++) {
            operation.run(i);
        }
        final long[] nanos = new long[iterations];
        for (int i = 0; i < iterations; i++) {
            final long start = System.nanoTime();
            operation.run(i);
            nanos[i] = System.nanoTime() - start;
        }
        report(name, nanos);
    }

    private static void report(final String name, final long[] nanos) {
        Arrays.sort(nanos);
        System.out.printf(Locale.ROOT, "  %-26s median %9.3f   p90 %9.3f%n", name, nanos[nanos.length / 2] / 1e3,
            nanos[nanos.length * 9 / 10] / 1e3);
    }

    /** 1 MiB puts from registered memory (this PE's segment), each waited for, then quiet: MB/s (1e6 B/s). */
    private static void bandwidth(final UcxRdmaTransport rdma, final long segment) {
        RawMemory.fill(segment + BULK_SOURCE, BULK_BYTES, (byte) 7);
        for (int i = 0; i < 5; i++) {
            rdma.put(1, BULK_TARGET, null, segment + BULK_SOURCE, BULK_BYTES);
        }
        rdma.quiet();
        final double[] mbs = new double[5];
        for (int r = 0; r < mbs.length; r++) {
            final long start = System.nanoTime();
            for (int i = 0; i < BULK_ROUNDS; i++) {
                rdma.put(1, BULK_TARGET, null, segment + BULK_SOURCE, BULK_BYTES);
            }
            rdma.quiet();
            mbs[r] = (double) BULK_ROUNDS * BULK_BYTES / ((System.nanoTime() - start) / 1e9) / 1e6;
        }
        Arrays.sort(mbs);
        System.out.printf(Locale.ROOT, "  %-26s median %9.1f MB/s (min %.1f, max %.1f)%n", "put 1 MiB bandwidth",
            mbs[2], mbs[0], mbs[4]);
    }
}
