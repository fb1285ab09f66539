package io.jshmem.jna.ucx;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Not a test: per-operation latency of the bindings between this JVM and a target JVM whose progress thread
 * spins, for one {@code UCX_TLS}. Prints the median and 99th percentile of 8-byte put+flush, put (local
 * completion), get and fetch-add. Run by {@code native/bench/ucx-latency.sh} next to {@code ucx_perftest}.
 *
 * <p>Arguments: {@code <UCX_TLS> [iterations]}.
 */
public final class UcxLatencyMain {
    private static final long TIMEOUT_NS = TimeUnit.SECONDS.toNanos(10);

    private UcxLatencyMain() {
    }

    /** One timed operation. */
    private interface Operation {
        void run();
    }

    public static void main(final String[] args) {
        final String transports = args[0];
        final int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 20_000;
        try (RmaTarget target = new ChildProcessTarget(transports, List.of("spin"));
             UcpContext context = UcpContext.open(Map.of("TLS", transports));
             Memory local = new Memory(64)) {
            final UcpEndpoint endpoint = context.newWorker(UcsThreadMode.SINGLE)
                .newEndpoint(target.workerAddress(), RmaScenarios.errorModeFor(transports));
            final UcpRemoteKey key = endpoint.unpackRemoteKey(target.packedKey());
            final long source = Pointer.nativeValue(local);
            final long word = target.base() + RmaTarget.SLOTS;
            System.out.printf(Locale.ROOT, "jshmem UCX bindings, UCX_TLS=%s, 8 B, %d iterations, us:%n", transports,
                iterations);
            measure("put + ep flush", iterations, () -> {
                endpoint.put(word, key, source, 8, TIMEOUT_NS);
                endpoint.flush(TIMEOUT_NS);
            });
            measure("put (local completion)", iterations, () -> endpoint.put(word, key, source, 8, TIMEOUT_NS));
            endpoint.flush(TIMEOUT_NS);
            measure("get", iterations, () -> endpoint.get(source, word, key, 8, TIMEOUT_NS));
            measure("fetch-add", iterations,
                () -> endpoint.atomicFetch(UcpAtomicOp.ADD, word, key, 1, Long.BYTES, TIMEOUT_NS));
        }
    }

    private static void measure(final String name, final int iterations, final Operation operation) {
        for (int i = 0; i < iterations / 10; i++) {
            operation.run(); // warm-up: JIT, wire-up, caches
        }
        final long[] nanos = new long[iterations];
        for (int i = 0; i < iterations; i++) {
            final long start = System.nanoTime();
            operation.run();
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        System.out.printf(Locale.ROOT, "  %-24s median %8.3f   p99 %8.3f%n", name, nanos[iterations / 2] / 1e3,
            nanos[iterations * 99 / 100] / 1e3);
    }
}
