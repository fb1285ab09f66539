package io.jshmem.core.transport.rdma;

import io.jshmem.ContextOption;
import io.jshmem.PeerStatistics;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.core.transport.AtomicOp;
import io.jshmem.core.transport.Transport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * Communication contexts over RDMA: each gets a transport with a channel of its own (its own workers, requests and
 * ordering), so quiet on one context neither waits for nor completes another's operations; contexts of different
 * threads run at once; their traffic counts in the PE's statistics; closing one closes only it, and the PE's
 * transport closes what is left.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class RdmaContextTest {
    private static final long DATA = 65_536;
    private static final long WORDS = 1024;

    @BeforeAll
    static void needsUcx() {
        RdmaTestJob.assumeUcx();
    }

    @Test
    void shouldNotCompleteAnotherContextsOperationsOnQuiet() {
        RdmaTestJob.run(2, RdmaTestJob.settings("tcp", 4096, 2), pe -> {
            if (pe.me() == 1) {
                for (int i = 0; i < 512; i++) {
                    pe.memory().setLong(DATA + 8L * i, 1000 + i);
                }
            }
            pe.barrier();
            if (pe.me() == 0) {
                final Transport a = pe.rdma().contextTransport(Set.of());
                final Transport b = pe.rdma().contextTransport(Set.of(ContextOption.PRIVATE));
                assertNotSame(pe.rdma(), a);
                assertNotSame(a, b);
                assertEquals(2, pe.rdma().openContexts());
                final long[] viaB = new long[512];
                // over tcp a get cannot complete while it is posted: the data has to come back first
                b.getNbi(viaB, RawMemory.LONG_ARRAY_BASE, 1, DATA, 8L * viaB.length);
                a.putLong(1, WORDS, 5);
                a.quiet();
                assertEquals(0, Arrays.stream(viaB).sum(), "quiet on context a left context b's get alone");
                b.quiet();
                assertEquals(1000, viaB[0]);
                assertEquals(1511, viaB[511], "context b's own quiet completed its get");
                a.close();
                assertEquals(1, pe.rdma().openContexts(), "closing a context closes only it");
            }
            pe.barrier();
            if (pe.me() == 1) {
                assertEquals(5, pe.memory().getLong(WORDS));
            }
            // b is still open on PE 0: the PE's transport closes it when it disconnects (RdmaTestJob does that)
        });
    }

    /**
     * A context's endpoints connect on first use: its first put waits in UCX until the connection is wired up, which
     * needs the context's worker progressed. A thread that then waits for the peer's answer (as the library's waits
     * do, through {@link UcxRdmaTransport#progressWhileWaiting()}) must push it out, or both PEs wait forever.
     */
    @Test
    void shouldDeliverAContextsFirstPutWhileItsThreadWaits() {
        RdmaTestJob.run(2, RdmaTestJob.settings("tcp", 4096, 2), pe -> {
            if (pe.me() == 0) {
                final Transport context = pe.rdma().contextTransport(Set.of());
                try {
                    context.putLong(1, WORDS, 42);
                    context.atomicAddLong(1, WORDS + 8, 1);
                    awaitWhileWaiting(pe, WORDS + 16, 1);
                } finally {
                    context.close();
                }
            } else {
                awaitWhileWaiting(pe, WORDS + 8, 1);
                assertEquals(42, pe.memory().getLong(WORDS), "the put came before the atomic");
                pe.rdma().atomicSetLong(0, WORDS + 16, 1);
                pe.rdma().quiet();
            }
        });
    }

    /** Waits as the library's waits do: polling local memory and progressing the transport. */
    private static void awaitWhileWaiting(final RdmaTestJob.Pe pe, final long offset, final long value) {
        final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (RawMemory.getLongVolatile(pe.segment() + offset) < value) {
            pe.rdma().progressWhileWaiting();
            if (System.nanoTime() > deadline) {
                throw new AssertionError("PE " + pe.me() + ": word at " + offset + " never reached " + value);
            }
            Thread.onSpinWait();
        }
    }

    @Test
    void shouldRunContextsOfSeveralThreadsAtOnce() {
        final int threads = 3;
        final int rounds = 200;
        RdmaTestJob.run(2, RdmaTestJob.settings("tcp", 4096, 2), pe -> {
            final int peer = 1 - pe.me();
            final List<PeerStatistics> before = pe.rdma().statistics();
            final AtomicReference<Throwable> failure = new AtomicReference<>();
            final Thread[] workers = new Thread[threads];
            for (int t = 0; t < threads; t++) {
                final int id = t;
                workers[t] = new Thread(() -> {
                    final Transport context = pe.rdma().contextTransport(Set.of());
                    try {
                        final long[] payload = new long[1024];
                        final long[] fetched = new long[1];
                        long last = -1;
                        for (int r = 0; r < rounds; r++) {
                            Arrays.fill(payload, r);
                            context.putNbi(peer, DATA + id * 8192L, payload, RawMemory.LONG_ARRAY_BASE, 8192);
                            final long old = context.atomicFetchAddLong(peer, WORDS, 1);
                            if (old <= last) {
                                throw new AssertionError("fetched values of one thread must grow");
                            }
                            last = old;
                            context.atomicLongNbi(AtomicOp.FETCH_ADD, fetched, RawMemory.LONG_ARRAY_BASE, peer,
                                WORDS + 8, 2, 0);
                            context.quiet();
                        }
                    } catch (final Throwable ex) {
                        failure.compareAndSet(null, ex);
                    } finally {
                        context.close();
                    }
                });
                workers[t].start();
            }
            for (final Thread worker : workers) {
                worker.join();
            }
            assertNull(failure.get(), () -> "a thread failed: " + failure.get());
            assertEquals(0, pe.rdma().openContexts());
            pe.barrier();
            assertEquals((long) threads * rounds, pe.memory().getLong(WORDS), "fetch-adds of every context");
            assertEquals(2L * threads * rounds, pe.memory().getLong(WORDS + 8), "non-blocking fetch-adds");
            final long[] expected = new long[1024];
            Arrays.fill(expected, rounds - 1);
            for (int t = 0; t < threads; t++) {
                final long[] landed = new long[1024];
                pe.memory().read(DATA + t * 8192L, landed, 0, landed.length);
                assertArrayEquals(expected, landed, "last put of thread " + t);
            }
            final long ops = operations(pe.rdma().statistics(), peer) - operations(before, peer);
            assertEquals(3L * threads * rounds, ops, "the contexts' operations count in the PE's statistics");
        });
    }

    private static long operations(final List<PeerStatistics> records, final int pe) {
        return records.stream().filter(r -> r.pe() == pe).mapToLong(PeerStatistics::operations).sum();
    }
}
