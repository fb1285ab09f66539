package io.jshmem.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ShmemRunTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private JobSpec job;

    @TempDir
    Path dir;

    private int run(final String... args) {
        final CommandLine commandLine = ShmemRun.commandLine(new ShmemRun(spec -> {
            job = spec;
            return 0;
        }));
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine.execute(args);
    }

    /** The program part of the PE command: the main class and what follows. */
    private List<String> program(final String mainClass) {
        final List<String> command = job.command();
        return command.subList(command.indexOf(mainClass), command.size());
    }

    @Test
    void shouldAcceptNpAsAliasOfN() {
        assertEquals(0, run("-np", "3", "Main"));
        assertEquals(3, job.nPes());
    }

    @Test
    void shouldPassEverythingAfterTheMainClassToTheProgramUntouched() {
        assertEquals(0, run("-n", "2", "Main", "--foo", "-n", "3", "--", "@file", "-x", "A=1", "--help"));

        assertEquals(2, job.nPes());
        assertEquals(List.of("Main", "--foo", "-n", "3", "--", "@file", "-x", "A=1", "--help"), program("Main"));
        assertEquals(Map.of(), job.exports());
    }

    @Test
    void shouldPassEverythingAfterTheJarToTheProgramUntouched() throws Exception {
        final Path jar = ProgramTest.jar(dir.resolve("app.jar"), "com.example.App");

        assertEquals(0, run("-n", "2", "-jar", jar.toString(), "--heap-size", "1G", "-n", "5"));

        assertEquals(2, job.nPes());
        assertEquals(List.of("com.example.App", "--heap-size", "1G", "-n", "5"), program("com.example.App"));
        assertTrue(job.command().get(job.command().indexOf("-cp") + 1).endsWith(jar.toString()));
        assertEquals(Map.of(), job.exports());
    }

    @Test
    void shouldExportHeapSizeAndVariablesToEveryPe() {
        assertEquals(0, run("-n", "2", "--heap-size", "64M", "-x", "A=1", "-x", "SHMEM_SYMMETRIC_SIZE=1G", "Main"));

        assertEquals(Map.of("A", "1", "SHMEM_SYMMETRIC_SIZE", "64M"), job.exports(), "--heap-size wins over -x");
    }

    @Test
    void shouldAddJvmArgumentsAfterTheDefaults() {
        assertEquals(0, run("-n", "1", "--jvm-arg=-Xmx1g", "--jvm-arg", "-Dx=y", "Main"));

        final List<String> command = job.command();
        assertTrue(command.indexOf("-Xmx1g") > command.indexOf("-XX:+UseSerialGC"), command.toString());
        assertEquals(command.indexOf("-Xmx1g") + 1, command.indexOf("-Dx=y"));
    }

    @Test
    void shouldReadTheTimeLimitAndPrefixOption() {
        assertEquals(0, run("-n", "1", "--timeout", "2s", "--prefix-output", "Main"));

        assertEquals(2_000_000_000L, job.timeoutNs());
        assertEquals("2s", job.timeoutText());
        assertTrue(job.prefixOutput());
    }

    @Test
    void shouldHaveNoTimeLimitOrPrefixByDefault() {
        assertEquals(0, run("-n", "1", "Main"));

        assertFalse(job.hasTimeout());
        assertFalse(job.prefixOutput());
    }

    static Stream<List<String>> invalidCommandLines() {
        return Stream.of(
            List.of("--bogus", "-n", "2", "Main"),
            List.of("-n", "0", "Main"),
            List.of("-n", "-1", "Main"),
            List.of("-n", "x", "Main"),
            List.of("-n"),
            List.of("-n", "2", "-n", "3", "Main"),
            List.of("Main"),
            List.of("-n", "2"),
            List.of("-n", "2", "--heap-size", "12Q", "Main"),
            List.of("-n", "2", "--timeout", "soon", "Main"),
            List.of("-n", "2", "--timeout", "0s", "Main"),
            List.of("-n", "2", "-x", "JSHMEM_PE=1", "Main"),
            List.of("-n", "2", "-x", "=1", "Main"),
            List.of("-n", "2", "-jar"),
            List.of("-n", "2", "-jar", "no-such.jar"),
            List.of("--info", "-n", "0"),
            List.of("--info", "--heap-size", "lots"));
    }

    @ParameterizedTest
    @MethodSource("invalidCommandLines")
    void shouldRejectAnInvalidCommandLineWithOneLineAndStatus2(final List<String> args) {
        assertEquals(ExitCodes.USAGE, run(args.toArray(String[]::new)));

        assertTrue(Pattern.matches("shmemrun: [^\n]+ \\(see shmemrun --help\\)\n", err.toString().replace("\r", "")),
            () -> "not one line: " + err);
        assertEquals("", out.toString());
        assertNull(job, "no job may run");
    }

    @Test
    void shouldPrintTheVersion() {
        assertEquals(0, run("--version"));

        assertTrue(Pattern.compile("^shmemrun \\(jshmem\\) \\d+\\.\\d+\\.\\d+").matcher(out.toString()).find(),
            out::toString);
    }

    @Test
    void shouldDocumentOptionsDefaultsAndExitStatusInHelp() {
        assertEquals(0, run("--help"));

        final String help = out.toString();
        assertTrue(help.contains(String.join(" ", JavaCommandLine.DEFAULT_JVM_ARGS)), help);
        for (final String text
            : List.of("-np", "--heap-size", "--timeout", "--jvm-arg", "JSHMEM_LAUNCHER_PID", "124")) {
            assertTrue(help.contains(text), () -> text + " missing from\n" + help);
        }
        assertNull(job);
    }

    @Test
    void shouldPrintTheSettingsAsThePesWouldSeeThem() {
        assertEquals(0, run("--info", "-n", "4", "--heap-size", "64M", "-x", "SHMEM_DEBUG=1",
            "--jvm-arg=-Djshmem.max.teams=9"));

        final String info = out.toString();
        for (final String line : List.of("SHMEM_SYMMETRIC_SIZE\\s+= 64M\\s+\\(environment\\)",
            "SHMEM_DEBUG\\s+= 1\\s+\\(environment\\)", "JSHMEM_MAX_TEAMS\\s+= 9\\s+\\(system property\\)",
            "JSHMEM_NPES\\s+= 4\\s+\\(environment\\)")) {
            assertTrue(Pattern.compile("^" + line, Pattern.MULTILINE).matcher(info).find(),
                () -> line + " in\n" + info);
        }
        assertNull(job, "--info runs no job");
    }
}
