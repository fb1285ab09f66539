package io.jshmem.testkit;

import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;
import io.jshmem.exceptions.PeerFailedException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class LocalJobTest {
    @Test
    void shouldRunEveryPeWithItsOwnInstance() {
        final ConcurrentHashMap<Integer, String> seen = new ConcurrentHashMap<>();
        LocalJob.run(5, shmem -> {
            seen.put(shmem.myPe(), shmem.toString());
            final SymmetricBuffer b = shmem.calloc(1, 8);
            shmem.putLong(b, 0, shmem.myPe(), (shmem.myPe() + 1) % shmem.nPes());
            shmem.barrierAll();
            assertEquals((shmem.myPe() + 4) % 5, b.getLong(0));
        });
        assertEquals(5, seen.size());
    }

    @Test
    void shouldRethrowTheFailingPeAndReleaseTheOthersFromTheirBarrier() {
        final AtomicLong thrownAtNs = new AtomicLong();
        final AtomicLong slowestReleaseNs = new AtomicLong();
        final PeFailedError error = assertThrows(PeFailedError.class, () -> LocalJob.run(4, shmem -> {
            // A PE still finishing the first barrier when PE 2 fails may already hear of the failure there.
            barrierRecordingRelease(shmem, thrownAtNs, slowestReleaseNs);
            if (shmem.myPe() == 2) {
                thrownAtNs.set(System.nanoTime());
                throw new IllegalStateException("boom on two");
            }
            barrierRecordingRelease(shmem, thrownAtNs, slowestReleaseNs);
        }));
        assertEquals(2, error.pe(), "the root cause, not a PE that merely saw it");
        assertInstanceOf(IllegalStateException.class, error.getCause());
        assertTrue(slowestReleaseNs.get() > 0 && slowestReleaseNs.get() < TimeUnit.SECONDS.toNanos(5),
            "waiting PEs fail promptly: " + slowestReleaseNs.get() + " ns");
    }

    private static void barrierRecordingRelease(final Shmem shmem, final AtomicLong thrownAtNs,
        final AtomicLong slowestReleaseNs) {
        try {
            shmem.barrierAll();
        } catch (final PeerFailedException ex) {
            slowestReleaseNs.accumulateAndGet(System.nanoTime() - thrownAtNs.get(), Math::max);
            assertEquals(2, ex.failedPe());
            throw ex;
        }
    }

    @Test
    void shouldReturnTheGlobalExitStatus() {
        assertEquals(7, LocalJob.run(3, shmem -> {
            if (shmem.myPe() == 1) {
                shmem.globalExit(7);
            }
            shmem.barrierAll();
        }));
    }

    @Test
    void shouldReportAStuckPeWhenTheJobTimesOut() {
        final PeFailedError error = assertThrows(PeFailedError.class, () -> LocalJob.of(2)
            .timeout(Duration.ofSeconds(2)).run(shmem -> {
                if (shmem.myPe() == 0) {
                    Thread.sleep(30_000);
                }
                shmem.barrierAll();
            }));
        assertTrue(error.getMessage().contains("did not finish within"), error.getMessage());
    }
}
