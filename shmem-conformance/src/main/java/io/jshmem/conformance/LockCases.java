package io.jshmem.conformance;

import io.jshmem.Comparison;
import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;

import java.util.List;

/**
 * Distributed locks: mutual exclusion under all-PE contention (a non-atomic get-increment-put in the critical
 * section, and an occupancy counter that must never exceed one), the queue handing the lock on to every PE,
 * testLock never blocking, several locks at once, misuse.
 */
final class LockCases {
    private static final int ROUNDS = 40;

    private LockCases() {
    }

    static List<ConformanceCase> all() {
        return List.of(
            ConformanceCase.of("lock.contention", LockCases::contention),
            ConformanceCase.of("lock.test-lock", LockCases::testLock),
            ConformanceCase.of("lock.two-locks", LockCases::twoLocks),
            ConformanceCase.of("lock.errors", LockCases::errors));
    }

    /**
     * 40 rounds per PE of: set lock; read a counter on the last PE with a get, add one, put it back; clear
     * lock. Lost updates would leave the final count short. An atomic occupancy counter checks that nobody
     * else is inside.
     */
    private static void contention(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int counterPe = n - 1;
        final SymmetricBuffer lock = shmem.calloc(1, Long.BYTES);
        final SymmetricBuffer counter = shmem.calloc(2, Long.BYTES);
        final SymmetricBuffer inside = shmem.calloc(1, Integer.BYTES);
        for (int r = 0; r < ROUNDS; r++) {
            shmem.setLock(lock, 0);
            Check.equal(0, shmem.atomicFetchIncInt(inside, 0, 0), "PEs already inside the critical section");
            final long value = shmem.getLong(counter, 0, counterPe);
            if ((r & 7) == me % 8) {
                Thread.yield(); // widen the window a lost update would need
            }
            shmem.putLong(counter, 0, value + 1, counterPe);
            shmem.atomicAddInt(inside, 0, -1, 0);
            shmem.clearLock(lock, 0);
        }
        shmem.barrierAll();
        if (me == counterPe) {
            Check.equal((long) n * ROUNDS, counter.getLong(0), "increments made under the lock");
        }
        shmem.barrierAll();
        shmem.free(inside);
        shmem.free(counter);
        shmem.free(lock);
    }

    /**
     * testLock: PE 0 holds the lock and every other PE's testLock says it is set (without waiting and without
     * changing anything); after PE 0 clears it, every PE acquires it with testLock alone, one after another.
     */
    private static void testLock(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final SymmetricBuffer lock = shmem.calloc(1, Long.BYTES);
        final SymmetricBuffer order = shmem.calloc(1, Long.BYTES);
        if (me == 0) {
            Check.that(!shmem.testLock(lock, 0), "testLock acquires a free lock");
        }
        shmem.barrierAll();
        if (me != 0) {
            for (int i = 0; i < 100; i++) {
                Check.that(shmem.testLock(lock, 0), "testLock reports a lock PE 0 holds");
            }
        }
        shmem.barrierAll();
        if (me == 0) {
            shmem.clearLock(lock, 0);
        }
        int attempts = 0;
        while (shmem.testLock(lock, 0)) {
            attempts++;
            Thread.onSpinWait();
            if ((attempts & 1023) == 0) {
                Thread.yield();
            }
        }
        final long position = shmem.atomicFetchIncLong(order, 0, 0);
        Check.that(position >= 0 && position < n, "position " + position + " in the order of acquisition");
        shmem.clearLock(lock, 0);
        shmem.barrierAll();
        if (me == 0) {
            Check.equal(n, order.getLong(0), "every PE acquired the lock once");
        }
        shmem.barrierAll();
        shmem.free(order);
        shmem.free(lock);
    }

    /** Two locks in one buffer, held in a fixed order: independent queues, both exact. */
    private static void twoLocks(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final SymmetricBuffer locks = shmem.calloc(2, Long.BYTES);
        final SymmetricBuffer counters = shmem.calloc(2, Long.BYTES);
        for (int r = 0; r < 10; r++) {
            shmem.setLock(locks, 0);
            shmem.setLock(locks, 1);
            shmem.putLong(counters, 0, shmem.getLong(counters, 0, 0) + 1, 0);
            shmem.putLong(counters, 1, shmem.getLong(counters, 1, 0) + 1, 0);
            shmem.clearLock(locks, 1);
            shmem.clearLock(locks, 0);
            shmem.setLock(locks, 1);
            shmem.putLong(counters, 1, shmem.getLong(counters, 1, 0) + 1, 0);
            shmem.clearLock(locks, 1);
        }
        shmem.barrierAll();
        if (me == 0) {
            Check.equal(10L * n, counters.getLong(0), "counter under lock 0");
            Check.equal(20L * n, counters.getLong(1), "counter under lock 1");
        }
        shmem.barrierAll();
        shmem.free(counters);
        shmem.free(locks);
    }

    private static void errors(final Shmem shmem) {
        final SymmetricBuffer lock = shmem.calloc(1, Long.BYTES);
        Check.throwsException(IllegalStateException.class, () -> shmem.clearLock(lock, 0),
            "clearLock of a lock this PE does not hold");
        Check.throwsException(IndexOutOfBoundsException.class, () -> shmem.setLock(lock, 1), "lock word 1 of 1");
        shmem.barrierAll();
        Check.that(shmem.testLong(lock, 0, Comparison.EQ, 0), "the rejected calls left the lock word alone");
        shmem.barrierAll();
        shmem.free(lock);
    }
}
