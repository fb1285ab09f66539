package io.jshmem.bootstrap;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;

/**
 * Times one (allgather of 64 bytes + barrier) per iteration, on PE 0, after a warm-up, for LocalBootstrap with
 * 64 and 512 PEs and TcpBootstrap with 8 PEs (threads over loopback), and prints the median and 90th
 * percentile. A main program, not a test:
 *
 * <pre>
 * mvn -q -o -pl shmem-api,shmem-bootstrap -am test-compile
 * java -cp shmem-api/target/classes:shmem-bootstrap/target/classes:shmem-bootstrap/target/test-classes \
 *     io.jshmem.bootstrap.BootstrapBenchmark
 * </pre>
 */
public final class BootstrapBenchmark {
    private static final int CONTRIBUTION_BYTES = 64;

    private BootstrapBenchmark() {
    }

    public static void main(final String[] args) throws Exception {
        System.out.printf(Locale.ROOT, "jshmem bootstrap: allgather(%d B) + barrier per iteration, timed on PE 0%n",
            CONTRIBUTION_BYTES);
        System.out.printf(Locale.ROOT, "java %s, %d cores%n%n", System.getProperty("java.version"),
            Runtime.getRuntime().availableProcessors());
        System.out.printf(Locale.ROOT, "%-28s %5s %11s %12s %10s%n", "bootstrap", "PEs", "iterations", "median (us)",
            "p90 (us)");
        report("LocalBootstrap (threads)", 64, 200, 2000, local(64));
        report("LocalBootstrap (threads)", 512, 50, 300, local(512));
        report("TcpBootstrap (loopback)", 8, 500, 3000, tcp(8));
    }

    private static IntFunction<Bootstrap> local(final int size) {
        final LocalBootstrap.Group group = LocalBootstrap.group(size);
        return group::member;
    }

    private static IntFunction<Bootstrap> tcp(final int size) throws IOException {
        final InetAddress loopback = InetAddress.getLoopbackAddress();
        final UniqueId uid;
        try (ServerSocket probe = new ServerSocket(0, 1, loopback)) {
            uid = UniqueId.create(loopback, probe.getLocalPort());
        }
        final TcpBootstrap.Options options = TcpBootstrap.Options.defaults()
            .withConnectTimeout(Duration.ofSeconds(30))
            .withExitHandler(status -> {
                throw new IllegalStateException("globalExit(" + status + ") in a benchmark");
            });
        return rank -> TcpBootstrap.connect(uid, rank, size, options);
    }

    private static void report(final String name, final int size, final int warmup, final int iterations,
        final IntFunction<Bootstrap> join) throws Exception {
        final long[] samplesNs = new long[iterations];
        final Thread[] threads = new Thread[size];
        final Throwable[] failures = new Throwable[size];
        for (int rank = 0; rank < size; rank++) {
            final int r = rank;
            threads[rank] = new Thread(() -> {
                try (Bootstrap bootstrap = join.apply(r)) {
                    final byte[] contribution = new byte[CONTRIBUTION_BYTES];
                    Arrays.fill(contribution, (byte) r);
                    for (int i = 0; i < warmup; i++) {
                        bootstrap.allgather(contribution);
                        bootstrap.barrier();
                    }
                    for (int i = 0; i < iterations; i++) {
                        final long start = System.nanoTime();
                        bootstrap.allgather(contribution);
                        bootstrap.barrier();
                        if (r == 0) {
                            samplesNs[i] = System.nanoTime() - start;
                        }
                    }
                    bootstrap.barrier();
                } catch (final Throwable ex) {
                    failures[r] = ex;
                }
            }, "bench-pe" + rank);
            threads[rank].start();
        }
        for (final Thread thread : threads) {
            thread.join(TimeUnit.MINUTES.toMillis(5));
        }
        for (final Throwable failure : failures) {
            if (failure != null) {
                throw new IllegalStateException(name + " with " + size + " PEs failed", failure);
            }
        }
        Arrays.sort(samplesNs);
        System.out.printf(Locale.ROOT, "%-28s %5d %11d %12.1f %10.1f%n", name, size, iterations,
            samplesNs[iterations / 2] / 1e3, samplesNs[(int) (iterations * 0.9)] / 1e3);
    }
}
