package io.jshmem.bootstrap;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicIntegerArray;

/** Unique ids and options for TCP tests on the loopback interface. */
final class TcpTesting {
    private TcpTesting() {
    }

    /** A unique id on 127.0.0.1 and a port that was free a moment ago. */
    static UniqueId loopbackUid() throws IOException {
        final InetAddress loopback = InetAddress.getLoopbackAddress();
        try (ServerSocket probe = new ServerSocket(0, 1, loopback)) {
            return UniqueId.create(loopback, probe.getLocalPort());
        }
    }

    /** Short timeouts, an exit handler that records the status per rank (never exits), and the given logger. */
    static TcpBootstrap.Options options(final AtomicIntegerArray exitStatusByRank, final int rank,
        final System.Logger logger) {
        return TcpBootstrap.Options.defaults()
            .withConnectTimeout(Duration.ofSeconds(15))
            .withHeartbeatTimeout(Duration.ofSeconds(5))
            .withHelloTimeout(Duration.ofSeconds(2))
            .withCloseTimeout(Duration.ofSeconds(3))
            .withExitHandler(status -> exitStatusByRank.set(rank, status))
            .withLogger(logger);
    }

    /** Test options whose exit handler fails the test if it ever runs. */
    static TcpBootstrap.Options options(final System.Logger logger) {
        return options(null, 0, logger).withExitHandler(status -> {
            throw new AssertionError("unexpected globalExit(" + status + ")");
        });
    }
}
