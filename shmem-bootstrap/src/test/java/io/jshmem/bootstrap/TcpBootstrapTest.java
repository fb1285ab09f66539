package io.jshmem.bootstrap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jshmem.config.Configuration;
import io.jshmem.exceptions.BootstrapException;
import io.jshmem.exceptions.GlobalExitException;
import io.jshmem.exceptions.PeerFailedException;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Timeout;

/** TcpBootstrap with every PE a thread of this JVM, over 127.0.0.1. */
class TcpBootstrapTest {
    private static final long WAIT_MS = 20_000;

    private final CapturingLogger logger = new CapturingLogger();

    private TcpBootstrap join(final UniqueId uid, final int rank, final int size) {
        return TcpBootstrap.connect(uid, rank, size, TcpTesting.options(logger));
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void shouldRunCollectivesOnOnePe() throws IOException {
        try (TcpBootstrap bootstrap = join(TcpTesting.loopbackUid(), 0, 1)) {
            assertEquals(0, CollectiveChecks.run(bootstrap));
            assertNull(bootstrap.failure());
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldRunCollectivesOnFourPes() throws Exception {
        final UniqueId uid = TcpTesting.loopbackUid();
        final List<Integer> ranks = PeThreads.start("tcp4", 0, 4, rank -> {
            try (TcpBootstrap bootstrap = join(uid, rank, 4)) {
                final int result = CollectiveChecks.run(bootstrap);
                assertNull(bootstrap.failure());
                bootstrap.barrier();
                return result;
            }
        }).results(WAIT_MS);
        assertEquals(List.of(0, 1, 2, 3), ranks);
        assertEquals(List.of(), logger.lines(), "an orderly job logs no warning");
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldDropIntrudersWhileTheJobCompletes() throws Exception {
        final UniqueId uid = TcpTesting.loopbackUid();
        final TcpBootstrap.Options options = TcpTesting.options(logger).withHelloTimeout(Duration.ofMillis(500));
        final PeThreads<Integer> pe0 = PeThreads.start("intruders", 0, 1, rank -> {
            try (TcpBootstrap bootstrap = TcpBootstrap.connect(uid, rank, 3, options)) {
                return CollectiveChecks.run(bootstrap);
            }
        });

        final UniqueId stranger = UniqueId.create(uid.address().getAddress(), uid.address().getPort());
        try (Socket socket = connectToPe0(uid)) {
            send(socket, frameBytes(FrameType.HELLO, Hello.of(stranger, 1, 3).encode()));
            assertClosedWithoutAnswer(socket);
            assertRefusalLogged(socket, "wrong magic");
        }
        try (Socket socket = connectToPe0(uid)) {
            send(socket, "GET / HTTP/1.1\r\nHost: pe0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            assertClosedWithoutAnswer(socket);
            assertRefusalLogged(socket, "malformed hello", "frame length");
        }
        try (Socket socket = connectToPe0(uid)) {
            send(socket, new byte[] {0, 0, 0, 5, 0x7f, 1, 2, 3, 4});
            assertClosedWithoutAnswer(socket);
            assertRefusalLogged(socket, "malformed hello", "unknown frame type 127");
        }
        try (Socket socket = connectToPe0(uid)) {
            send(socket, ByteBuffer.allocate(5).putInt(Integer.MAX_VALUE).put(FrameType.HELLO.code()).array());
            assertClosedWithoutAnswer(socket);
            assertRefusalLogged(socket, "malformed hello", "2147483647");
        }
        try (Socket silent = connectToPe0(uid)) {
            assertClosedWithoutAnswer(silent);
            assertRefusalLogged(silent, "sent no complete hello within 500 ms (hello timeout)");
        }

        final PeThreads<Integer> others = PeThreads.start("intruders", 1, 3, rank -> {
            try (TcpBootstrap bootstrap = TcpBootstrap.connect(uid, rank, 3, options)) {
                return CollectiveChecks.run(bootstrap);
            }
        });
        // The acceptor keeps refusing strangers after the job has formed.
        try (Socket late = connectToPe0(uid)) {
            send(late, frameBytes(FrameType.HELLO, Hello.of(stranger, 2, 3).encode()));
            assertClosedWithoutAnswer(late);
            assertRefusalLogged(late, "wrong magic");
        }
        assertEquals(List.of(0), pe0.results(WAIT_MS));
        assertEquals(List.of(1, 2), others.results(WAIT_MS));
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldTellAPeWithTheMagicWhyItIsRefused() throws Exception {
        final UniqueId uid = TcpTesting.loopbackUid();
        final PeThreads<Integer> job = PeThreads.start("refuse", 0, 2, rank -> {
            try (TcpBootstrap bootstrap = join(uid, rank, 2)) {
                bootstrap.barrier();
                if (rank == 1) {
                    final BootstrapException duplicate = assertThrows(BootstrapException.class,
                        () -> join(uid, 1, 2));
                    assertTrue(duplicate.getMessage().contains("refused PE 1: pe 1 already joined"),
                        duplicate.getMessage());
                    final BootstrapException wrongSize = assertThrows(BootstrapException.class,
                        () -> join(uid, 2, 3));
                    assertTrue(wrongSize.getMessage().contains("npes 3 but the job has 2 PEs"),
                        wrongSize.getMessage());
                }
                bootstrap.barrier();
                return rank;
            }
        });
        assertEquals(List.of(0, 1), job.results(WAIT_MS));
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldFailEveryPeWhenCollectivesMismatch() throws Exception {
        final UniqueId uid = TcpTesting.loopbackUid();
        final List<Throwable> failures = PeThreads.start("mismatch", 0, 3, rank -> {
            try (TcpBootstrap bootstrap = join(uid, rank, 3)) {
                bootstrap.barrier();
                try {
                    if (rank == 2) {
                        bootstrap.broadcast(1, null);
                    } else {
                        bootstrap.allgather(new byte[] {1});
                    }
                } catch (final BootstrapException first) {
                    final BootstrapException next = assertThrows(BootstrapException.class, bootstrap::barrier);
                    assertEquals(first.getMessage(), next.getMessage());
                    throw first;
                }
                return null;
            }
        }).failures(WAIT_MS);
        for (final Throwable failure : failures) {
            LocalBootstrapTest.assertMismatch(failure);
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldFailOthersWhenAPeLeavesWhileTheyWait() throws Exception {
        final UniqueId uid = TcpTesting.loopbackUid();
        final List<Throwable> failures = PeThreads.start("leave", 0, 3, rank -> {
            try (TcpBootstrap bootstrap = join(uid, rank, 3)) {
                bootstrap.barrier();
                if (rank == 2) {
                    return null;
                }
                bootstrap.barrier();
                return null;
            }
        }).failures(WAIT_MS);
        assertNull(failures.get(2));
        for (final Throwable failure : failures.subList(0, 2)) {
            final PeerFailedException peerFailed = assertInstanceOf(PeerFailedException.class, failure);
            assertEquals(2, peerFailed.failedPe());
            assertTrue(peerFailed.getMessage().contains("left the job (called close())"), peerFailed.getMessage());
        }
    }

    @ParameterizedTest(name = "PE {0} aborts")
    @ValueSource(ints = {0, 2})
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldFailOthersPromptlyWhenAPeAborts(final int aborter) throws Exception {
        final UniqueId uid = TcpTesting.loopbackUid();
        final long start = System.nanoTime();
        final List<Throwable> failures = PeThreads.start("abort", 0, 3, rank -> {
            final TcpBootstrap bootstrap = join(uid, rank, 3);
            bootstrap.barrier();
            if (rank == aborter) {
                bootstrap.abort(new IllegalStateException("init failed"));
                bootstrap.abort(new IllegalStateException("twice is harmless"));
                return null;
            }
            try (bootstrap) {
                bootstrap.barrier();
                return null;
            }
        }).failures(WAIT_MS);
        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(10), "no one waited for a heartbeat timeout");
        assertNull(failures.get(aborter));
        for (int rank = 0; rank < 3; rank++) {
            if (rank != aborter) {
                final PeerFailedException peerFailed = assertInstanceOf(PeerFailedException.class,
                    failures.get(rank));
                assertEquals(aborter, peerFailed.failedPe(), peerFailed.getMessage());
            }
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldFailOthersWhenPe0LeavesWhileTheyWait() throws Exception {
        final UniqueId uid = TcpTesting.loopbackUid();
        final List<Throwable> failures = PeThreads.start("pe0leaves", 0, 3, rank -> {
            try (TcpBootstrap bootstrap = join(uid, rank, 3)) {
                bootstrap.barrier();
                if (rank != 0) {
                    bootstrap.barrier();
                }
                return null;
            }
        }).failures(WAIT_MS);
        assertNull(failures.get(0));
        for (final Throwable failure : failures.subList(1, 3)) {
            final PeerFailedException peerFailed = assertInstanceOf(PeerFailedException.class, failure);
            assertEquals(0, peerFailed.failedPe());
            assertTrue(peerFailed.getMessage().contains("left the job (called close())"), peerFailed.getMessage());
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldFailLaterCallsOnceAClosedPe0IsGone() throws Exception {
        final UniqueId uid = TcpTesting.loopbackUid();
        final TcpBootstrap.Options options = TcpTesting.options(logger).withCloseTimeout(Duration.ofMillis(200));
        final CountDownLatch pe0Closed = new CountDownLatch(1);
        final List<Throwable> failures = PeThreads.start("pe0gone", 0, 2, rank -> {
            final TcpBootstrap bootstrap = TcpBootstrap.connect(uid, rank, 2, options);
            try {
                bootstrap.barrier();
                if (rank == 0) {
                    bootstrap.close();
                    pe0Closed.countDown();
                    return null;
                }
                pe0Closed.await();
                bootstrap.barrier();
                return null;
            } finally {
                bootstrap.close();
            }
        }).failures(WAIT_MS);
        assertNull(failures.get(0));
        final PeerFailedException failure = assertInstanceOf(PeerFailedException.class, failures.get(1));
        assertEquals(0, failure.failedPe());
        assertTrue(failure.getMessage().contains("left the job (called close()) before PE 1 did"),
            failure.getMessage());
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldFailASilentPe() throws Exception {
        final UniqueId uid = TcpTesting.loopbackUid();
        final TcpBootstrap.Options options = TcpTesting.options(logger)
            .withHeartbeatTimeout(Duration.ofMillis(1500));
        final PeThreads<Object> real = PeThreads.start("silent", 0, 2, rank -> {
            try (TcpBootstrap bootstrap = TcpBootstrap.connect(uid, rank, 3, options)) {
                final long start = System.nanoTime();
                final PeerFailedException failure = assertThrows(PeerFailedException.class, bootstrap::barrier);
                assertEquals(2, failure.failedPe());
                assertTrue(failure.getMessage().contains("silent for more than 1.5 s"), failure.getMessage());
                assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(5));
                assertEquals(2, bootstrap.failure().failedPe());
                return null;
            }
        });
        // PE 2 joins properly, then never says another word.
        try (Socket mute = connectToPe0(uid)) {
            send(mute, frameBytes(FrameType.HELLO, Hello.of(uid, 2, 3).encode()));
            final Frame ack = FrameCodec.read(new DataInputStream(mute.getInputStream()), 64);
            assertEquals(FrameType.ACK, ack.type());
            real.results(WAIT_MS);
        }
        assertNotNull(logger.awaitLine(WAIT_MS, "PE 2 failed: silent"));
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldFailPe0WhenItFallsSilent() throws Exception {
        final InetAddress loopback = InetAddress.getLoopbackAddress();
        try (ServerSocket fakePe0 = new ServerSocket(0, 1, loopback)) {
            final UniqueId uid = UniqueId.create(loopback, fakePe0.getLocalPort());
            final PeThreads<Object> pe1 = PeThreads.start("silent0", 1, 2, rank -> {
                final TcpBootstrap.Options options = TcpTesting.options(logger)
                    .withHeartbeatTimeout(Duration.ofMillis(1500));
                try (TcpBootstrap bootstrap = TcpBootstrap.connect(uid, rank, 2, options)) {
                    final PeerFailedException failure = assertThrows(PeerFailedException.class,
                        () -> bootstrap.allgather(new byte[] {1}));
                    assertEquals(0, failure.failedPe());
                    assertTrue(failure.getMessage().contains("silent for more than 1.5 s"), failure.getMessage());
                    return null;
                }
            });
            try (Socket socket = fakePe0.accept()) {
                final DataInputStream in = new DataInputStream(socket.getInputStream());
                final Hello hello = Hello.decode(FrameCodec.read(in, Hello.BYTES).payload());
                assertEquals(1, hello.pe());
                assertTrue(uid.magicMatches(hello.magic()));
                send(socket, frameBytes(FrameType.ACK, new byte[0]));
                pe1.results(WAIT_MS);
            }
        }
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void shouldGiveUpReachingPe0AtTheDeadline() throws IOException {
        final UniqueId nobodyListens = TcpTesting.loopbackUid();
        final TcpBootstrap.Options options = TcpTesting.options(logger).withConnectTimeout(Duration.ofMillis(400));
        final long start = System.nanoTime();
        final BootstrapException ex = assertThrows(BootstrapException.class,
            () -> TcpBootstrap.connect(nobodyListens, 1, 2, options));
        final long elapsedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(ex.getMessage().contains("could not reach PE 0 at " + nobodyListens.address() + " within 400 ms "
            + "(is PE 0 running? firewall? wrong JSHMEM_UID?)"), ex.getMessage());
        assertTrue(elapsedMs >= 100 && elapsedMs < 5000, elapsedMs + " ms");
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void shouldNameMissingPesWhenJoiningTimesOut() throws Exception {
        final UniqueId uid = TcpTesting.loopbackUid();
        final TcpBootstrap.Options options = TcpTesting.options(logger).withConnectTimeout(Duration.ofSeconds(1));
        final List<Throwable> failures = PeThreads.start("missing", 0, 2, rank -> {
            try (TcpBootstrap bootstrap = TcpBootstrap.connect(uid, rank, 5, options)) {
                bootstrap.barrier();
                return null;
            }
        }).failures(WAIT_MS);
        for (final Throwable failure : failures) {
            assertInstanceOf(BootstrapException.class, failure);
            assertTrue(failure.getMessage().contains("PE 0 waited 1 s for 5 PEs to join; 3 never did: PE 2-4"),
                failure.getMessage());
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldRunEveryExitHandlerOnGlobalExit() throws Exception {
        final UniqueId uid = TcpTesting.loopbackUid();
        final AtomicIntegerArray statuses = new AtomicIntegerArray(new int[] {-1, -1, -1});
        final List<Throwable> failures = PeThreads.start("exit", 0, 3, rank -> {
            try (TcpBootstrap bootstrap = TcpBootstrap.connect(uid, rank, 3,
                TcpTesting.options(statuses, rank, logger))) {
                bootstrap.barrier();
                if (rank == 1) {
                    bootstrap.globalExit(7);
                }
                bootstrap.barrier();
                return null;
            }
        }).failures(WAIT_MS);
        for (int rank = 0; rank < 3; rank++) {
            final GlobalExitException exit = assertInstanceOf(GlobalExitException.class, failures.get(rank));
            assertEquals(1, exit.failedPe());
            assertEquals(7, exit.status());
            assertEquals(7, statuses.get(rank), "exit handler of PE " + rank);
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldCloseQuietlyAndRefuseCallsAfterwards() throws Exception {
        final UniqueId uid = TcpTesting.loopbackUid();
        final List<TcpBootstrap> closed = PeThreads.start("close", 0, 3, rank -> {
            final TcpBootstrap bootstrap = join(uid, rank, 3);
            bootstrap.barrier();
            bootstrap.close();
            bootstrap.close();
            return bootstrap;
        }).results(WAIT_MS);
        for (final TcpBootstrap bootstrap : closed) {
            assertNull(bootstrap.failure());
            assertThrows(IllegalStateException.class, bootstrap::barrier);
        }
        assertEquals(List.of(), logger.lines(), "an orderly close logs no warning");
    }

    @Test
    void shouldValidateRankAndSize() throws IOException {
        final UniqueId uid = TcpTesting.loopbackUid();
        final TcpBootstrap.Options options = TcpTesting.options(logger);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TcpBootstrap.connect(uid, 2, 2, options))
            .getMessage().contains("rank 2 is outside [0, 2)"));
        assertThrows(IllegalArgumentException.class, () -> TcpBootstrap.connect(uid, -1, 2, options));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TcpBootstrap.connect(uid, 0, 0, options))
            .getMessage().contains("size 0"));
        assertThrows(IllegalArgumentException.class,
            () -> options.withHeartbeatTimeout(Duration.ZERO));
        try (TcpBootstrap alone = TcpBootstrap.connect(uid, 0, 1, options)) {
            assertThrows(IllegalArgumentException.class, () -> alone.broadcast(1, new byte[0]));
            assertThrows(NullPointerException.class, () -> alone.broadcast(0, null));
        }
    }

    @Test
    void shouldReadTimeoutsFromConfiguration() {
        final Properties properties = new Properties();
        properties.setProperty("jshmem.bootstrap.timeout", "3s");
        final Configuration config = Configuration.resolve(Map.of(), properties,
            Map.of("JSHMEM_HEARTBEAT_TIMEOUT", "750ms"));
        final TcpBootstrap.Options options = TcpBootstrap.Options.fromConfiguration(config);
        assertEquals(Duration.ofSeconds(3), options.connectTimeout());
        assertEquals(Duration.ofMillis(750), options.heartbeatTimeout());
        assertEquals(Duration.ofSeconds(5), options.helloTimeout());
        assertEquals(TimeUnit.MILLISECONDS.toNanos(187), TimeUnit.MILLISECONDS.toNanos(
            TimeUnit.NANOSECONDS.toMillis(options.heartbeatIntervalNs())));
        assertEquals(TimeUnit.SECONDS.toNanos(1), TcpBootstrap.Options.defaults().heartbeatIntervalNs());
    }

    @Test
    void shouldSayWhichVariableIsMissing() {
        final Configuration noPe = Configuration.resolve(Map.of(), new Properties(),
            Map.of("JSHMEM_UID", "jshmem-uid:1@127.0.0.1:5000/00112233445566778899aabbccddeeff",
                "JSHMEM_NPES", "2"));
        assertTrue(assertThrows(BootstrapException.class, () -> TcpBootstrap.connect(noPe)).getMessage()
            .startsWith("JSHMEM_PE is not set"));
        final Configuration noUid = Configuration.resolve(Map.of(), new Properties(), Map.of());
        assertTrue(assertThrows(BootstrapException.class, () -> TcpBootstrap.connect(noUid)).getMessage()
            .contains("JSHMEM_UID"));
    }

    private static Socket connectToPe0(final UniqueId uid) throws IOException {
        final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (true) {
            try {
                final Socket socket = new Socket(uid.address().getAddress(), uid.address().getPort());
                socket.setSoTimeout(10_000);
                return socket;
            } catch (final IOException ex) {
                // PE 0 is still binding its port: retry until the deadline.
                if (System.nanoTime() > deadline) {
                    throw ex;
                }
                Thread.onSpinWait();
            }
        }
    }

    private static byte[] frameBytes(final FrameType type, final byte[] payload) throws IOException {
        final java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        FrameCodec.write(new DataOutputStream(bytes), type, payload);
        return bytes.toByteArray();
    }

    private static void send(final Socket socket, final byte[] bytes) throws IOException {
        final OutputStream out = socket.getOutputStream();
        out.write(bytes);
        out.flush();
    }

    /** PE 0 closed the connection (end of stream or reset) without sending a single byte. */
    private static void assertClosedWithoutAnswer(final Socket socket) throws IOException {
        final InputStream in = socket.getInputStream();
        try {
            assertEquals(-1, in.read(), "PE 0 must close without answering");
        } catch (final SocketTimeoutException ex) {
            throw new AssertionError("PE 0 did not close the connection within 10 s", ex);
        } catch (final SocketException reset) {
            assertTrue(String.valueOf(reset.getMessage()).contains("reset"), reset.toString());
        }
    }

    private void assertRefusalLogged(final Socket socket, final String... reason) throws InterruptedException {
        final String[] fragments = new String[reason.length + 1];
        fragments[0] = "refused a bootstrap connection from " + socket.getLocalSocketAddress() + ": ";
        System.arraycopy(reason, 0, fragments, 1, reason.length);
        assertNotNull(logger.awaitLine(WAIT_MS, fragments), "no log line with " + String.join(" / ", fragments)
            + " in " + logger.lines());
    }

    @Test
    void shouldPrintUsefulToString() throws IOException {
        try (TcpBootstrap alone = join(TcpTesting.loopbackUid(), 0, 1)) {
            assertEquals("TcpBootstrap[PE 0 of 1]", alone.toString());
        }
        assertArrayEquals(new byte[0], new byte[0]);
    }
}
