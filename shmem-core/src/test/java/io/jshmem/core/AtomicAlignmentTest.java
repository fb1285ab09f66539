package io.jshmem.core;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AtomicAlignmentTest {
    @Test
    void shouldAcceptNaturallyAlignedWords() {
        assertEquals(64, AbstractShmemContext.checkAligned(64, 8));
        assertEquals(68, AbstractShmemContext.checkAligned(68, 4));
    }

    @Test
    void shouldRejectMisalignedWordsNamingOffsetAndSize() {
        final IllegalArgumentException ex = assertThrows(IllegalArgumentException.class,
            () -> AbstractShmemContext.checkAligned(68, 8));
        assertTrue(ex.getMessage().contains("offset 68") && ex.getMessage().contains("8 bytes"), ex.getMessage());
        assertThrows(IllegalArgumentException.class, () -> AbstractShmemContext.checkAligned(66, 4));
    }
}
