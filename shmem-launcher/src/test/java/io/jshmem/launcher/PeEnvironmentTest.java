package io.jshmem.launcher;

import io.jshmem.bootstrap.UniqueId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.InetAddress;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PeEnvironmentTest {
    @Test
    void shouldSetTheJobVariablesOnTopOfTheExports() throws Exception {
        final UniqueId uid = UniqueId.create(InetAddress.getByName("127.0.0.1"), 4711);
        final PeEnvironment environment = new PeEnvironment(uid, 4, 99, Map.of("SHMEM_DEBUG", "1"));

        assertEquals(Map.of("JSHMEM_UID", uid.toString(), "JSHMEM_PE", "2", "JSHMEM_NPES", "4",
            "JSHMEM_LAUNCHER_PID", "99", "SHMEM_DEBUG", "1"), environment.forPe(2));
        assertEquals("3", environment.forPe(3).get("JSHMEM_PE"));
    }

    @Test
    void shouldReadNameValuePairsKeepingLaterEqualsSigns() {
        assertEquals(Map.of("A", "1", "B", "x=y", "EMPTY", ""),
            PeEnvironment.parseExports(List.of("A=1", "B=x=y", "EMPTY="), Map.of()));
    }

    @Test
    void shouldPassOnTheLaunchersValueOfABareName() {
        assertEquals(Map.of("HOME", "/home/pe"),
            PeEnvironment.parseExports(List.of("HOME", "UNSET_HERE"), Map.of("HOME", "/home/pe")));
    }

    @Test
    void shouldLetALaterExportWin() {
        assertEquals(Map.of("A", "2"), PeEnvironment.parseExports(List.of("A=1", "A=2"), Map.of()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"=1", "1A=2", "A-B=3", "A B=4", ""})
    void shouldRejectMalformedNames(final String argument) {
        final IllegalArgumentException ex = assertThrows(IllegalArgumentException.class,
            () -> PeEnvironment.parseExports(List.of(argument), Map.of()));
        assertTrue(ex.getMessage().contains("is not a variable name"), ex.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"JSHMEM_UID=x", "JSHMEM_PE=1", "JSHMEM_NPES", "JSHMEM_LAUNCHER_PID=1"})
    void shouldRejectTheVariablesShmemrunSets(final String argument) {
        final IllegalArgumentException ex = assertThrows(IllegalArgumentException.class,
            () -> PeEnvironment.parseExports(List.of(argument), Map.of("JSHMEM_NPES", "2")));
        assertTrue(ex.getMessage().contains("is set by shmemrun itself"), ex.getMessage());
    }
}
