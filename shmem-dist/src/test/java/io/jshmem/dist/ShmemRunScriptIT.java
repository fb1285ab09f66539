package io.jshmem.dist;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The {@code shmemrun} wrapper script: where it finds the jars and java, and what it says when it cannot. */
class ShmemRunScriptIT {
    @TempDir
    Path dir;

    private static ShmemRunProcess run(final Path script, final TestInfo test, final List<String> args,
                                       final Map<String, String> env) {
        final ShmemRunProcess run = ShmemRunProcess.start(script, ShmemRunProcess.logName(test), args, env, null);
        run.awaitExit();
        return run;
    }

    private static List<String> twoPeJob() {
        return List.of("-n", "2", "-cp", ShmemRunProcess.TEST_CLASSES.toString(), PrintAndExit.class.getName());
    }

    private static Path executable(final Path file, final String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    private static Path copyOfScript(final Path binDir) throws IOException {
        Files.createDirectories(binDir);
        return Files.copy(ShmemRunProcess.SCRIPT, binDir.resolve("shmemrun"), StandardCopyOption.COPY_ATTRIBUTES);
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldRunFromTheSelfContainedDistribution(final TestInfo test) {
        final ShmemRunProcess run = run(ShmemRunProcess.DIST.resolve("bin/shmemrun"), test, twoPeJob(), Map.of());

        assertEquals(0, run.exitValue(), run::logs);
        assertEquals(List.of("exiting", "exiting"), run.stdoutLines(), run::logs);
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldRunFromTheUnpackedTarball(final TestInfo test) throws Exception {
        final Path tarball;
        try (Stream<Path> files = Files.list(ShmemRunProcess.DIST.getParent())) {
            tarball = files.filter(f -> f.getFileName().toString().matches("jshmem-.*\\.tar\\.gz")).findFirst()
                .orElseThrow(() -> new AssertionError("no jshmem-*.tar.gz in " + ShmemRunProcess.DIST.getParent()));
        }
        final Process tar = new ProcessBuilder("tar", "xzf", tarball.toString(), "-C", dir.toString()).start();
        assertTrue(tar.waitFor(30, TimeUnit.SECONDS) && tar.exitValue() == 0, "tar failed");
        final Path script;
        try (Stream<Path> unpacked = Files.list(dir)) {
            script = unpacked.findFirst().orElseThrow().resolve("bin/shmemrun");
        }

        final ShmemRunProcess run = run(script, test, twoPeJob(), Map.of());

        assertEquals(0, run.exitValue(), run::logs);
        assertEquals(List.of("exiting", "exiting"), run.stdoutLines(), run::logs);
    }

    @Test
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldAskForMvnPackageInASourceCheckoutWithoutJars(final TestInfo test) throws Exception {
        Files.writeString(dir.resolve("pom.xml"), "<project/>\n");
        final Path script = copyOfScript(dir.resolve("bin"));

        final ShmemRunProcess run = run(script, test, List.of("--version"), Map.of());

        assertEquals(1, run.exitValue(), run::logs);
        assertEquals(1, run.stderrLines().size(), run::logs);
        final String message = run.stderrLines().get(0);
        assertTrue(message.startsWith("shmemrun: the jshmem jars are not built yet"), message);
        assertTrue(message.contains("run 'mvn -DskipTests package' in " + dir.toRealPath()), message);
    }

    @Test
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldSayWhichJarsAreMissingOutsideASourceCheckout(final TestInfo test) throws Exception {
        final Path script = copyOfScript(dir.resolve("jshmem/bin"));

        final ShmemRunProcess run = run(script, test, List.of("--version"), Map.of());

        assertEquals(1, run.exitValue(), run::logs);
        assertEquals(1, run.stderrLines().size(), run::logs);
        assertTrue(run.stderrLines().get(0).startsWith("shmemrun: the jshmem jars are missing: expected lib/ and "
            + "launcher/shmem-launcher.jar"), run::logs);
    }

    @Test
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldRejectAJavaHomeWithoutJava(final TestInfo test) {
        final ShmemRunProcess run = run(ShmemRunProcess.SCRIPT, test, List.of("--version"),
            Map.of("JAVA_HOME", dir.resolve("no-jdk").toString()));

        assertEquals(1, run.exitValue(), run::logs);
        assertEquals(1, run.stderrLines().size(), run::logs);
        assertTrue(run.stderrLines().get(0).startsWith("shmemrun: JAVA_HOME is '" + dir.resolve("no-jdk")), run::logs);
    }

    @ParameterizedTest
    @ValueSource(strings = {"11.0.2", "1.8.0_392"})
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldRejectJavaOlderThan17(final String version, final TestInfo test) throws Exception {
        final Path jdk = dir.resolve("old-jdk");
        executable(jdk.resolve("bin/java"), "#!/bin/sh\necho 'this java must not run'\nexit 99\n");
        Files.writeString(jdk.resolve("release"), "IMPLEMENTOR=\"Test\"\nJAVA_VERSION=\"" + version + "\"\n");

        final ShmemRunProcess run = run(ShmemRunProcess.SCRIPT, test, List.of("--version"),
            Map.of("JAVA_HOME", jdk.toString()));

        assertEquals(1, run.exitValue(), run::logs);
        assertEquals(List.of("shmemrun: " + jdk.resolve("bin/java") + " is Java " + version
            + "; jshmem needs Java 17 or newer (set JAVA_HOME)"), run.stderrLines(), run::logs);
        assertEquals(List.of(), run.stdoutLines(), run::logs);
    }

    @Test
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldSaySoWhenNoJavaIsFound(final TestInfo test) throws Exception {
        // a PATH with the tools the script needs but no java
        final Path tools = Files.createDirectories(dir.resolve("tools"));
        for (final String tool : List.of("bash", "env", "readlink", "dirname", "sed", "cut", "head")) {
            Files.createSymbolicLink(tools.resolve(tool), which(tool));
        }
        final Map<String, String> env = new HashMap<>();
        env.put("JAVA_HOME", null);
        env.put("PATH", tools.toString());

        final ShmemRunProcess run = run(ShmemRunProcess.SCRIPT, test, List.of("--version"), env);

        assertEquals(1, run.exitValue(), run::logs);
        assertEquals(List.of("shmemrun: no java found: install Java 17 or newer, or set JAVA_HOME"),
            run.stderrLines(), run::logs);
    }

    private static Path which(final String tool) {
        for (final String dir : System.getenv("PATH").split(":")) {
            final Path candidate = Path.of(dir, tool);
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        throw new AssertionError(tool + " is not on the PATH");
    }
}
