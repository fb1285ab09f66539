package io.jshmem.core.sync;

import io.jshmem.bootstrap.LocalBootstrap;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.core.transport.PeInfo;
import io.jshmem.core.transport.Transport;
import io.jshmem.core.transport.fabric.FabricMemTransport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The MCS lock over the shared-memory transport, with "PEs" whose segments are slices of one direct buffer and
 * threads playing the PEs: FIFO hand-over, mutual exclusion, testLock, threads of one PE, misuse.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class McsLockTest {
    private static final int PES = 4;
    private static final long SEGMENT = 4096;
    private static final long LOCK = 128;

    private final ByteBuffer memory = ByteBuffer.allocateDirect((int) (PES * SEGMENT)).order(ByteOrder.nativeOrder());
    private final long base = RawMemory.directBufferAddress(memory);
    private final Idler idler = new Idler(LocalBootstrap.group(1).member(0), 1_000, 100_000);
    private final McsLock[] locks = new McsLock[PES];

    McsLockTest() {
        final long[] segments = new long[PES];
        for (int pe = 0; pe < PES; pe++) {
            segments[pe] = base + pe * SEGMENT;
        }
        final Transport shm = new FabricMemTransport(new PeInfo(0, "host", 1, -1, SEGMENT, SEGMENT, Map.of()),
            segments);
        final Transport[] route = {shm, shm, shm, shm};
        for (int pe = 0; pe < PES; pe++) {
            locks[pe] = new McsLock(route, pe, segments[pe], idler);
        }
    }

    private int tail() {
        return RawMemory.getIntVolatile(base + LOCK + LockWordDescriptor.TAIL_OFFSET);
    }

    private static void await(final java.util.function.BooleanSupplier condition) {
        while (!condition.getAsBoolean()) {
            Thread.onSpinWait();
        }
    }

    @Test
    void shouldHandTheLockOverInArrivalOrder() throws Exception {
        locks[0].acquire(LOCK);
        final List<Integer> order = Collections.synchronizedList(new ArrayList<>());
        final List<Thread> waiters = new ArrayList<>();
        for (final int pe : new int[] {2, 3, 1}) {
            final Thread t = new Thread(() -> {
                locks[pe].acquire(LOCK);
                order.add(pe);
                locks[pe].release(LOCK);
            });
            t.start();
            waiters.add(t);
            await(() -> tail() == LockWordDescriptor.encode(pe)); // queued behind the previous one
        }
        assertTrue(order.isEmpty(), "nobody gets the lock while PE 0 holds it");
        locks[0].release(LOCK);
        for (final Thread t : waiters) {
            t.join();
        }
        assertEquals(List.of(2, 3, 1), order);
        assertEquals(0, tail(), "free again");
    }

    @Test
    void shouldExcludeEveryOtherHolder() throws Exception {
        final long counter = base + 1024;
        final List<Thread> threads = new ArrayList<>();
        for (int pe = 0; pe < PES; pe++) {
            for (int copy = 0; copy < 2; copy++) { // two threads per PE take turns too
                final McsLock lock = locks[pe];
                threads.add(new Thread(() -> {
                    for (int i = 0; i < 2000; i++) {
                        lock.acquire(LOCK);
                        RawMemory.putLong(counter, RawMemory.getLong(counter) + 1);
                        lock.release(LOCK);
                    }
                }));
            }
        }
        threads.forEach(Thread::start);
        for (final Thread t : threads) {
            t.join();
        }
        assertEquals(PES * 2 * 2000L, RawMemory.getLongVolatile(counter));
    }

    @Test
    void shouldTryWithoutWaiting() {
        assertTrue(locks[1].tryAcquire(LOCK));
        assertFalse(locks[2].tryAcquire(LOCK), "held by PE 1");
        assertFalse(locks[1].tryAcquire(LOCK), "held by this PE (another thread would be refused too)");
        locks[1].release(LOCK);
        assertTrue(locks[2].tryAcquire(LOCK));
        locks[2].release(LOCK);
        assertEquals(0, tail());
    }

    @Test
    void shouldRefuseToReleaseALockNotHeld() {
        assertThrows(IllegalStateException.class, () -> locks[3].release(LOCK));
        locks[0].acquire(LOCK);
        final IllegalStateException ex = assertThrows(IllegalStateException.class, () -> locks[3].release(LOCK));
        assertTrue(ex.getMessage().contains("PE 3"), ex.getMessage());
        locks[0].release(LOCK);
    }
}
