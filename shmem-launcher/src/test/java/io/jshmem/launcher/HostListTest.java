package io.jshmem.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HostListTest {
    @TempDir
    Path dir;

    @Test
    void shouldReadHostsWithAndWithoutSlotCounts() {
        assertEquals(List.of(new HostSlots("h1", 2), new HostSlots("h2", 1), new HostSlots("10.0.0.3", 4)),
            HostList.parse("h1:2, h2,10.0.0.3:4"));
    }

    @Test
    void shouldAddTheSlotsOfAHostNamedTwiceInItsFirstPlace() {
        assertEquals(List.of(new HostSlots("h1", 3), new HostSlots("h2", 1)), HostList.parse("h1:2,h2,h1"));
    }

    @Test
    void shouldReadIpv6AddressesInBracketsWithSlots() {
        assertEquals(List.of(new HostSlots("fd00::5", 2), new HostSlots("fd00::6", 1)),
            HostList.parse("[fd00::5]:2,fd00::6"));
    }

    @Test
    void shouldRejectMalformedEntriesNamingThem() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> HostList.parse("h1:two")).getMessage()
            .contains("the slots of h1 must be a number of at least 1, not 'two'"));
        assertThrows(IllegalArgumentException.class, () -> HostList.parse("h1:0"));
        assertThrows(IllegalArgumentException.class, () -> HostList.parse("h1,,h2"));
    }

    @Test
    void shouldReadAnOpenMpiHostfileWithCommentsAndBlankLines() throws Exception {
        final Path file = Files.writeString(dir.resolve("hosts"), "# cluster\n\nnode1 slots=4\nnode2   # one slot\n"
            + "  node3 slots=2 max_slots=8\nnode1 slots=1\n");

        assertEquals(List.of(new HostSlots("node1", 5), new HostSlots("node2", 1), new HostSlots("node3", 2)),
            HostList.read(file));
    }

    @Test
    void shouldNameTheFileAndLineOfAProblem() throws Exception {
        final Path file = Files.writeString(dir.resolve("hosts"), "node1 slots=4\nnode2 cpus=3\n");

        final IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, () -> HostList.read(file));

        assertEquals("--hostfile " + file + " line 2: 'cpus=3' is not slots=N", ex.getMessage());
    }

    @Test
    void shouldRejectAnEmptyOrMissingHostfile() throws Exception {
        assertTrue(assertThrows(IllegalArgumentException.class,
            () -> HostList.read(Files.writeString(dir.resolve("empty"), "# nothing\n"))).getMessage()
            .endsWith("names no host"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> HostList.read(dir.resolve("missing")))
            .getMessage().contains("cannot read it"));
    }
}
