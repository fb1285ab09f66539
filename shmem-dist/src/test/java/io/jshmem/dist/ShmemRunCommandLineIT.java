package io.jshmem.dist;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** shmemrun's own command line, through the source checkout's {@code bin/shmemrun}. */
class ShmemRunCommandLineIT {
    static Stream<List<String>> invalidCommandLines() {
        return Stream.of(
            List.of("--bogus", "-n", "2", "Main"),
            List.of("-n", "0", "Main"),
            List.of("-n", "2"),
            List.of("-n", "2", "--heap-size", "12Q", "Main"),
            List.of("-n", "2", "--timeout", "soon", "Main"));
    }

    @ParameterizedTest
    @MethodSource("invalidCommandLines")
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldRejectAnInvalidCommandLineWithOneLineAndStatus2(final List<String> args, final TestInfo test) {
        final ShmemRunProcess run = ShmemRunProcess.run(ShmemRunProcess.logName(test), args);

        assertEquals(2, run.exitValue(), run::logs);
        assertEquals(1, run.stderrLines().size(), run::logs);
        assertTrue(run.stderrLines().get(0).matches("shmemrun: .+ \\(see shmemrun --help\\)"), run::logs);
        assertEquals(List.of(), run.stdoutLines(), run::logs);
    }

    @Test
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldPrintItsVersion(final TestInfo test) {
        final ShmemRunProcess run = ShmemRunProcess.run(ShmemRunProcess.logName(test), List.of("--version"));

        assertEquals(0, run.exitValue(), run::logs);
        assertTrue(run.stdoutLines().get(0).matches("shmemrun \\(jshmem\\) \\d+\\.\\d+\\.\\d+.*"), run::logs);
    }

    @Test
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldPrintHelpWithTheDefaultPeJvmFlags(final TestInfo test) {
        final ShmemRunProcess run = ShmemRunProcess.run(ShmemRunProcess.logName(test), List.of("--help"));

        assertEquals(0, run.exitValue(), run::logs);
        final String help = String.join("\n", run.stdoutLines());
        assertTrue(help.startsWith("Usage: shmemrun -n N"), help);
        assertTrue(help.contains("-XX:+UseSerialGC -XX:-UsePerfData -Xshare:auto"), help);
    }

    @Test
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldPrintTheSettingsWithTheHeapSizeGiven(final TestInfo test) {
        final ShmemRunProcess run =
            ShmemRunProcess.run(ShmemRunProcess.logName(test), List.of("--info", "--heap-size", "64M"));

        assertEquals(0, run.exitValue(), run::logs);
        final Pattern heapSize = Pattern.compile("SHMEM_SYMMETRIC_SIZE\\s+= 64M\\s+\\(environment\\).*");
        assertTrue(run.stdoutLines().stream().anyMatch(line -> heapSize.matcher(line).matches()), run::logs);
        assertTrue(run.stdoutLines().stream().anyMatch(line -> line.startsWith("JSHMEM_BOOTSTRAP_TIMEOUT ")),
            run::logs);
    }
}
