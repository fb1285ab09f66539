package io.jshmem;

import io.jshmem.exceptions.ShmemException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ShmemInitTest {
    @Test
    void shouldExplainWhenNoImplementationIsOnTheClassPath() {
        final ShmemException ex = assertThrows(ShmemException.class, Shmem::init);
        assertTrue(ex.getMessage().contains("shmem-core"), ex.getMessage());
    }

    @Test
    void shouldKeepOptionsByEnvironmentName() {
        final ShmemOptions options = new ShmemOptions().uid("u").pe(2).nPes(4).heapSize(1024)
            .set("jshmem.max.teams", "8").threadLevel(ThreadLevel.MULTIPLE);
        assertEquals("2", options.settings().get("JSHMEM_PE"));
        assertEquals("4", options.settings().get("JSHMEM_NPES"));
        assertEquals("1024", options.settings().get("SHMEM_SYMMETRIC_SIZE"));
        assertEquals("8", options.settings().get("JSHMEM_MAX_TEAMS"));
        assertEquals(ThreadLevel.MULTIPLE, options.threadLevel());
        assertThrows(IllegalArgumentException.class, () -> options.set("NOPE", "1"));
    }
}
