package io.jshmem.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

@Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class PeTerminatorTest {
    private final PeTerminator terminator = new PeTerminator(Duration.ofMillis(200), Duration.ofSeconds(1));

    @Test
    void shouldNotKillPesThatEndOnSigterm() {
        final FakePeProcess pe = new FakePeProcess(0);

        assertTrue(terminator.endAll(List.of(pe)));

        assertEquals(1, pe.terms.get());
        assertEquals(0, pe.kills.get());
        assertFalse(pe.isAlive());
    }

    @Test
    void shouldKillPesThatIgnoreSigtermAfterTheGracePeriod() {
        final FakePeProcess obedient = new FakePeProcess(0);
        final FakePeProcess stubborn = new FakePeProcess(1, "", "", 0, true);

        final long startNs = System.nanoTime();
        assertTrue(terminator.endAll(List.of(obedient, stubborn)));

        assertTrue(System.nanoTime() - startNs >= Duration.ofMillis(200).toNanos());
        assertEquals(1, stubborn.kills.get());
        assertEquals(0, obedient.kills.get());
        assertFalse(stubborn.isAlive());
    }

    @Test
    void shouldLeaveEndedPesAlone() {
        final FakePeProcess pe = new FakePeProcess(0);
        pe.exitWith(0);

        assertTrue(terminator.endAll(List.of(pe)));

        assertEquals(0, pe.terms.get());
        assertEquals(0, pe.kills.get());
    }
}
