package io.jshmem.launcher;

import io.jshmem.bootstrap.UniqueId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
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

    @Test
    void shouldStartOnePePerSlotOfTheHostsWithoutN() {
        assertEquals(0, run("--hosts", "h1:2,h2:3", "--map-by", "node", "Main"));

        assertEquals(5, job.nPes());
        assertEquals(LaunchPlan.Kind.HOSTS, job.launch().kind());
        assertEquals(List.of(new HostSlots("h1", 2), new HostSlots("h2", 3)), job.launch().hosts());
        assertEquals(MapBy.NODE, job.launch().mapBy());
    }

    @Test
    void shouldReadTheHostsOfAHostfile() throws Exception {
        final Path hosts = java.nio.file.Files.writeString(dir.resolve("hosts"), "node1 slots=2\nnode2\n");

        assertEquals(0, run("--hostfile", hosts.toString(), "-n", "2", "Main"));

        assertEquals(List.of(new HostSlots("node1", 2), new HostSlots("node2", 1)), job.launch().hosts());
        assertEquals(2, job.nPes());
    }

    @Test
    void shouldRefuseMorePesThanSlotsUnlessOversubscribed() {
        assertEquals(2, run("-H", "h1:2", "-n", "3", "Main"));
        assertEquals("shmemrun: -n 3 is more than the 2 slots of the hosts (add --oversubscribe to start more PEs "
            + "than slots) (see shmemrun --help)\n", err.toString());

        assertEquals(0, run("-H", "h1:2", "-n", "3", "--oversubscribe", "Main"));
        assertEquals(3, job.nPes());
    }

    @ParameterizedTest
    @MethodSource("badMultiHostOptions")
    void shouldRejectBadMultiHostOptionsInOneLine(final List<String> args, final String message) {
        assertEquals(2, run(args.toArray(new String[0])));
        assertEquals("shmemrun: " + message + " (see shmemrun --help)\n", err.toString());
    }

    static Stream<Arguments> badMultiHostOptions() {
        return Stream.of(
            Arguments.of(List.of("--hosts", "a", "--hostfile", "f", "Main"), "give --hosts or --hostfile, not both"),
            Arguments.of(List.of("--hosts", "a", "--map-by", "socket", "Main"),
                "--map-by 'socket' is not slot or node"),
            Arguments.of(List.of("--hosts", "a", "--launch-agent", "ssh node1", "Main"),
                "--launch-agent 'ssh node1' has no {host}"),
            Arguments.of(List.of("--hosts", "a:x", "Main"), "--hosts 'a:x': the slots of a must be a number of at "
                + "least 1, not 'x'"),
            Arguments.of(List.of("-n", "2", "-x", "JSHMEM_LAUNCHER_LINK=stdin", "Main"),
                "-x JSHMEM_LAUNCHER_LINK=stdin: JSHMEM_LAUNCHER_LINK is set by shmemrun itself"));
    }

    @Test
    void shouldBuildTheRemoteCommandFromTheRemoteJavaAndDistribution() {
        assertEquals(0, run("--hosts", "h1", "--remote-java", "/opt/jdk/bin/java", "--remote-dist", "/opt/jshmem",
            "-cp", "app.jar", "Main"));

        final List<String> remote = job.remoteCommand();
        assertEquals("/opt/jdk/bin/java", remote.get(0));
        assertEquals("/opt/jshmem/lib/*" + java.io.File.pathSeparator + "app.jar",
            remote.get(remote.indexOf("-cp") + 1));
        assertTrue(remote.stream().noneMatch(arg -> arg.startsWith("-XX:SharedArchiveFile")), remote::toString);
        assertEquals(JavaCommandLine.currentJava().toString(), job.command().get(0));
    }

    @Test
    void shouldPrintAUniqueIdWithTheAddressAsked() {
        assertEquals(0, run("--print-uid", "--bootstrap-address", "10.1.2.3:4567"));

        final UniqueId uid = UniqueId.parse(out.toString().strip());
        assertEquals(new java.net.InetSocketAddress("10.1.2.3", 4567), uid.address());
        assertNull(job, "no job runs");
    }
}
