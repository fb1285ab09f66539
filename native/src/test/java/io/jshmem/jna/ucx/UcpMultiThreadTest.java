package io.jshmem.jna.ucx;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Two peers shaped like PEs with a progress agent: each has one MULTI worker that a progress thread drives while
 * an application thread issues atomics on it towards the other peer, both directions at once.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class UcpMultiThreadTest {
    private static final int OPERATIONS = 1_000;
    private static final long TIMEOUT_NS = TimeUnit.SECONDS.toNanos(10);

    @ParameterizedTest
    @ValueSource(strings = {"tcp", "posix"})
    void shouldCountEveryFetchAddWhileBothWorkersAreProgressedConcurrently(final String transports)
        throws Exception {
        try (Peer a = new Peer(transports); Peer b = new Peer(transports)) {
            a.connect(b);
            b.connect(a);
            a.startProgress();
            b.startProgress();
            final CompletableFuture<Long> fromA = CompletableFuture.supplyAsync(a::addToPeer);
            final CompletableFuture<Long> fromB = CompletableFuture.supplyAsync(b::addToPeer);

            assertEquals(expectedSumOfFetched(), fromA.get(20, TimeUnit.SECONDS));
            assertEquals(expectedSumOfFetched(), fromB.get(20, TimeUnit.SECONDS));
            assertEquals(OPERATIONS, a.region.getLong(0));
            assertEquals(OPERATIONS, b.region.getLong(0));
        }
    }

    /** Each fetch-add of 1 returns 0, 1, 2, ... in turn: their sum is fixed. */
    private static long expectedSumOfFetched() {
        return (long) OPERATIONS * (OPERATIONS - 1) / 2;
    }

    private static final class Peer implements AutoCloseable {
        final Memory region = new Memory(64);
        final String transports;
        final UcpContext context;
        final UcpWorker worker;
        final UcpMemory memory;
        ProgressThread progress;
        UcpEndpoint endpoint;
        UcpRemoteKey key;
        long peerWord;

        Peer(final String transports) {
            region.clear();
            this.transports = transports;
            context = UcpContext.open(Map.of("TLS", transports));
            worker = context.newWorker(UcsThreadMode.MULTI);
            memory = context.memoryMap(Pointer.nativeValue(region), 64);
        }

        void connect(final Peer peer) {
            endpoint = worker.newEndpoint(peer.worker.address(), RmaScenarios.errorModeFor(transports));
            key = endpoint.unpackRemoteKey(peer.memory.packedRemoteKey());
            peerWord = peer.memory.address();
        }

        void startProgress() {
            progress = new ProgressThread(worker, "progress-" + transports);
        }

        long addToPeer() {
            long sum = 0;
            for (int i = 0; i < OPERATIONS; i++) {
                sum += endpoint.atomicFetch(UcpAtomicOp.ADD, peerWord, key, 1, 8, TIMEOUT_NS);
            }
            endpoint.flush(TIMEOUT_NS);
            return sum;
        }

        @Override
        public void close() {
            try {
                if (progress != null) {
                    progress.close();
                }
            } finally {
                context.close();
                region.close();
            }
        }
    }
}
