package io.jshmem.jna.ucx;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A peer whose worker never progresses: deadlines must turn the hang into a clear, bounded failure. */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class UcxDeadlineTest {
    private static final long DEADLINE_NS = TimeUnit.MILLISECONDS.toNanos(300);

    @ParameterizedTest
    @ValueSource(strings = {"tcp", "posix"})
    void shouldFailFlushToSilentPeerWhenDeadlinePasses(final String transports) {
        final UcpContext initiator = UcpContext.open(Map.of("TLS", transports));
        try (Memory region = new Memory(4096); UcpContext silent = UcpContext.open(Map.of("TLS", transports))) {
            final UcpWorker silentWorker = silent.newWorker(UcsThreadMode.SINGLE); // never progressed
            final UcpMemory memory = silent.memoryMap(Pointer.nativeValue(region), 4096);
            final UcpEndpoint endpoint = initiator.newWorker(UcsThreadMode.SINGLE)
                .newEndpoint(silentWorker.address(), RmaScenarios.errorModeFor(transports));
            final UcpRemoteKey key = endpoint.unpackRemoteKey(memory.packedRemoteKey());
            try (Memory source = new Memory(8)) {
                source.setLong(0, 42);
                endpoint.putNonBlocking(memory.address(), key, Pointer.nativeValue(source), 8);

                final long start = System.nanoTime();
                final UcxException e = assertThrows(UcxException.class, () -> endpoint.flush(DEADLINE_NS));
                final long elapsedNs = System.nanoTime() - start;

                assertEquals(UcsStatus.UCS_ERR_TIMED_OUT, e.status());
                assertEquals("UCS_ERR_TIMED_OUT", e.statusName());
                assertEquals("ucp_ep_flush_nbx did not complete within 300 ms (is the peer alive and progressing its"
                    + " worker?)", e.getMessage());
                assertTrue(elapsedNs >= DEADLINE_NS && elapsedNs < TimeUnit.SECONDS.toNanos(3),
                    "flush gave up after " + elapsedNs / 1_000_000 + " ms");
                assertTrue(endpoint.isBroken());
            }
            initiator.close(); // must not hang on the silent peer
            assertTrue(endpoint.isClosed() && key.isClosed());
        } finally {
            initiator.close();
        }
    }
}
