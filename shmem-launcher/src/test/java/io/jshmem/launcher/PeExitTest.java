package io.jshmem.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PeExitTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "1   | PE 2 exited with status 1",
        "3   | PE 2 exited with status 3",
        "127 | PE 2 exited with status 127",
        "128 | PE 2 exited with status 128",
        "129 | PE 2 killed by signal SIGHUP",
        "130 | PE 2 killed by signal SIGINT",
        "134 | PE 2 killed by signal SIGABRT",
        "137 | PE 2 killed by signal SIGKILL",
        "139 | PE 2 killed by signal SIGSEGV",
        "143 | PE 2 killed by signal SIGTERM",
        "159 | PE 2 killed by signal SIGSYS",
        "160 | PE 2 exited with status 160",
        "255 | PE 2 exited with status 255"})
    void shouldNameTheSignalFor128PlusASignalNumberAndTheStatusOtherwise(final int exitValue, final String line) {
        assertEquals(line, new PeExit(2, exitValue).describe());
    }

    @Test
    void shouldCountOnlyZeroAsSuccess() {
        assertFalse(new PeExit(0, 0).isFailure());
        assertTrue(new PeExit(0, 1).isFailure());
        assertTrue(new PeExit(0, 143).isFailure());
    }
}
