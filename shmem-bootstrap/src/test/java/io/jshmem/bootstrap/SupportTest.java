package io.jshmem.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jshmem.exceptions.BootstrapException;
import io.jshmem.exceptions.GlobalExitException;
import io.jshmem.exceptions.PeerFailedException;
import io.jshmem.exceptions.ShmemException;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The small helpers: failure copies, job health, message texts. */
class SupportTest {
    @Test
    void shouldCopyPeerFailureWithSameMessageAndCause() {
        final PeerFailedException recorded = new PeerFailedException(3, "silent for 10 s");
        final PeerFailedException copy = Failures.forCaller(recorded);
        assertEquals(PeerFailedException.class, copy.getClass());
        assertEquals(3, copy.failedPe());
        assertEquals("PE 3 failed: silent for 10 s", copy.getMessage());
        assertSame(recorded, copy.getCause());
    }

    @Test
    void shouldCopyGlobalExitWithStatus() {
        final GlobalExitException recorded = new GlobalExitException(2, 9);
        final ShmemException copy = Failures.forCaller((ShmemException) recorded);
        final GlobalExitException exit = (GlobalExitException) copy;
        assertEquals(2, exit.failedPe());
        assertEquals(9, exit.status());
        assertSame(recorded, exit.getCause());
    }

    @Test
    void shouldCopyAbortAsBootstrapException() {
        final ShmemException copy = Failures.forCaller(new BootstrapException("PE 1 called barrier while ..."));
        assertEquals(BootstrapException.class, copy.getClass());
        assertEquals("PE 1 called barrier while ...", copy.getMessage());
    }

    @Test
    void shouldKeepFirstFailureAndStopRecordingOnceFrozen() {
        final JobHealth health = new JobHealth();
        assertNull(health.failure());
        health.throwIfFatal();
        final PeerFailedException first = new PeerFailedException(1, "a");
        assertTrue(health.peerFailed(first));
        assertEquals(false, health.peerFailed(new PeerFailedException(2, "b")));
        assertSame(first, health.failure());
        final PeerFailedException thrown = assertThrows(PeerFailedException.class, health::throwIfFatal);
        assertEquals(1, thrown.failedPe());

        final JobHealth frozen = new JobHealth();
        frozen.freeze();
        assertEquals(false, frozen.peerFailed(first));
        assertNull(frozen.failure());
    }

    @Test
    void shouldThrowAbortButNotReportItAsPeerFailure() {
        final JobHealth health = new JobHealth();
        assertTrue(health.aborted(new BootstrapException("mismatch")));
        assertNull(health.failure());
        assertThrows(BootstrapException.class, health::throwIfFatal);
        assertTrue(health.peerFailed(new PeerFailedException(2, "died")));
        assertEquals(2, health.failure().failedPe());
        assertEquals("mismatch", assertThrows(BootstrapException.class, health::throwIfFatal).getMessage());
    }

    @Test
    void shouldFormatDurationsAndPeLists() {
        assertEquals("60 s", Texts.duration(60_000_000_000L));
        assertEquals("1.5 s", Texts.duration(1_500_000_000L));
        assertEquals("250 ms", Texts.duration(250_000_000L));
        assertEquals("1 ms", Texts.duration(10));
        assertEquals("2-5, 9, 11-12", Texts.peList(List.of(2, 3, 4, 5, 9, 11, 12)));
        assertEquals("7", Texts.peList(List.of(7)));
        assertEquals("", Texts.peList(List.of()));
    }
}
