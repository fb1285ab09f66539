package io.jshmem.core.transport.rdma;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;
import io.jshmem.PeerStatistics;
import io.jshmem.bootstrap.LocalBootstrap;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.exceptions.PeerFailedException;
import io.jshmem.exceptions.TransportException;
import io.jshmem.jna.ucx.UcpContext;
import io.jshmem.jna.ucx.UcpMemory;
import io.jshmem.jna.ucx.UcpWorker;
import io.jshmem.jna.ucx.UcsThreadMode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Failed slices are sent again on the next lane and counted; a slice that keeps failing fails its operation naming
 * the PE, the offset and the length; a peer that never answers fails the operation at its deadline; a failure the
 * bootstrap notices ends a wait at once. No wait outlives its deadline.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class RdmaFaultTest {
    private static final int SLICE = 4096;

    @BeforeAll
    static void needsUcx() {
        RdmaTestJob.assumeUcx();
    }

    @Test
    void shouldResendFailedSlicesOnTheNextLane() {
        // every first attempt on lane 0 fails: those slices must go again, on lane 1
        final FaultInjector laneZeroBroken = (lane, pe, attempt) -> lane == 0 && attempt == 0;
        final int bytes = 16 * SLICE + 5;
        RdmaTestJob.run(2, RdmaTestJob.settings("tcp", SLICE, 2), laneZeroBroken, pe -> {
            final byte[] data = new byte[bytes];
            for (int i = 0; i < bytes; i++) {
                data[i] = (byte) (i * 13 + pe.me());
            }
            final int other = 1 - pe.me();
            pe.rdma().put(other, 8192, data, RawMemory.BYTE_ARRAY_BASE, bytes);
            pe.rdma().quiet();
            pe.barrier();
            final byte[] got = pe.memory().getByteArray(8192, bytes);
            for (int i = 0; i < bytes; i++) {
                if (got[i] != (byte) (i * 13 + other)) {
                    throw new AssertionError("byte " + i + " of the retried put is wrong");
                }
            }
            final PeerStatistics s = RdmaSlicingTest.statistics(pe, other);
            // slices start on lane other % 2 and alternate: half of the 17 go on lane 0
            final long onLaneZero = other == 0 ? 9 : 8;
            assertEquals(onLaneZero, s.retries(), "one retry per slice first sent on lane 0");
            assertEquals(17, s.slices());
            assertEquals(0, s.failures());
            final byte[] back = new byte[bytes];
            pe.rdma().get(back, RawMemory.BYTE_ARRAY_BASE, other, 8192, bytes);
            assertArrayEquals(data, back, "a get that needs retries too");
        });
    }

    @Test
    void shouldFailNamingThePeOffsetAndLengthOnceTheRetriesAreSpent() {
        final FaultInjector peOneUnreachable = (lane, pe, attempt) -> pe == 1;
        RdmaTestJob.run(2, RdmaTestJob.settings("tcp", SLICE, 2, 3, 20_000_000_000L), peOneUnreachable, pe -> {
            if (pe.me() == 0) {
                final TransportException ex = assertThrows(TransportException.class,
                    () -> pe.rdma().put(1, 40_960, new byte[10_000], RawMemory.BYTE_ARRAY_BASE, 10_000));
                final String message = ex.getMessage();
                assertTrue(message.contains("put of 10000 bytes at offset 40960 on PE 1"), message);
                assertTrue(message.contains("failed after 4 attempts"), message);
                final PeerStatistics s = RdmaSlicingTest.statistics(pe, 1);
                assertEquals(3, s.retries());
                assertEquals(1, s.failures());
                pe.rdma().putLong(0, 64, 1); // the channel is still usable for others
                assertEquals(1, pe.rdma().getLong(0, 64));
            }
        });
    }

    @Test
    void shouldFailAtTheDeadlineWhenThePeerNeverAnswers() {
        RdmaTestJob.assumeUcx();
        final long timeoutNs = TimeUnit.MILLISECONDS.toNanos(1500);
        try (SilentPeer silent = new SilentPeer("tcp")) {
            final LocalBootstrap.Group group = LocalBootstrap.group(2);
            try (Memory segment = new Memory(1 << 20); Channel c = new Channel(timeoutNs, silent, group)) {
                final long start = System.nanoTime();
                final TransportException ex = assertThrows(TransportException.class,
                    () -> c.channel.getValue(1, 64, 8));
                final long tookMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                assertTrue(ex.getMessage().contains("get of 8 bytes at offset 64 on PE 1 did not complete within "
                    + "1500 ms"), ex.getMessage());
                assertTrue(tookMs < 20_000, "gave up after " + tookMs + " ms");
                assertEquals(1, c.counters.get(1, PeerCounters.FAILURES));
                assertTrue(segment.size() > 0);
            }
        }
    }

    @Test
    void shouldStopWaitingAsSoonAsTheBootstrapReportsTheFailedPe() throws Exception {
        try (SilentPeer silent = new SilentPeer("tcp")) {
            final LocalBootstrap.Group group = LocalBootstrap.group(2);
            try (Channel c = new Channel(TimeUnit.SECONDS.toNanos(60), silent, group)) {
                final Thread failer = new Thread(() -> {
                    sleep(300);
                    group.fail(1, new IllegalStateException("killed by the test"));
                });
                failer.start();
                final long start = System.nanoTime();
                final PeerFailedException ex = assertThrows(PeerFailedException.class,
                    () -> c.channel.get(new byte[100_000], RawMemory.BYTE_ARRAY_BASE, 1, 0, 100_000, true));
                failer.join();
                assertEquals(1, ex.failedPe());
                assertTrue(ex.getMessage().contains("get of 100000 bytes at offset 0 on PE 1"), ex.getMessage());
                assertTrue(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) < 20_000);
                final PeerFailedException again = assertThrows(PeerFailedException.class, c.channel::quiet,
                    "what is still in flight to the failed PE is abandoned at once too");
                assertEquals(1, again.failedPe());
            }
        }
    }

    private static void sleep(final long ms) {
        try {
            Thread.sleep(ms);
        } catch (final InterruptedException ex) {
            Thread.currentThread().interrupt();
        }
    }

    /** A UCX worker with registered memory that nobody ever progresses: a peer that hangs. */
    private static final class SilentPeer implements AutoCloseable {
        final UcpContext context;
        final UcpWorker worker;
        final Memory memory = new Memory(1 << 16);
        final UcpMemory registration;

        SilentPeer(final String tls) {
            context = UcpContext.open(Map.of("TLS", tls));
            worker = context.newWorker(UcsThreadMode.SINGLE);
            registration = context.memoryMap(Pointer.nativeValue(memory), memory.size());
        }

        RdmaPeerInfo info() {
            return new RdmaPeerInfo(registration.address(), registration.packedRemoteKey(), AtomicsMode.CPU,
                List.of(worker.address()));
        }

        @Override
        public void close() {
            context.close();
            memory.close();
        }
    }

    /** PE 0's channel, with PE 1 a silent peer. */
    private static final class Channel implements AutoCloseable {
        final Memory segment = new Memory(1 << 20);
        final RdmaNode node;
        final PeerCounters counters = new PeerCounters(2);
        final RdmaChannel channel;

        Channel(final long timeoutNs, final SilentPeer silent, final LocalBootstrap.Group group) {
            final RdmaSettings settings = RdmaTestJob.settings("tcp", SLICE, 2, 3, timeoutNs);
            node = RdmaNode.open(0, settings, Pointer.nativeValue(segment), segment.size());
            channel = new RdmaChannel(0, node, new RdmaPeerInfo[] {node.info(), silent.info()},
                new boolean[] {true, true}, settings, counters, group.member(0), FaultInjector.NONE);
        }

        @Override
        public void close() {
            try {
                channel.disconnect(false);
                channel.close();
            } finally {
                node.close();
                segment.close();
            }
        }
    }
}
