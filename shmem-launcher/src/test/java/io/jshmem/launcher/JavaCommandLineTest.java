package io.jshmem.launcher;

import org.junit.jupiter.api.Test;

import java.io.File;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JavaCommandLineTest {
    private static final Path JAVA = Path.of("/jdk/bin/java");
    private static final Program PROGRAM = new Program("app.jar", "com.example.App", List.of("-n", "3"));

    @Test
    void shouldPutDefaultsThenUserFlagsThenRuntimeAndProgramClassPathThenMainAndArguments() {
        final List<String> command = JavaCommandLine.build(JAVA, List.of("-Xmx1g"), "/jshmem/lib/*", "", PROGRAM);

        assertEquals(List.of("/jdk/bin/java", "-XX:+UseSerialGC", "-XX:-UsePerfData", "-Xshare:auto", "-Xmx1g",
            "-cp", "/jshmem/lib/*" + File.pathSeparator + "app.jar", "com.example.App", "-n", "3"), command);
    }

    @Test
    void shouldUseTheProgramClassPathAloneWithoutRuntimeClassPath() {
        final List<String> command = JavaCommandLine.build(JAVA, List.of(), "", "", PROGRAM);

        assertEquals("app.jar", command.get(command.indexOf("-cp") + 1));
    }

    @Test
    void shouldLetAUserCollectorReplaceTheDefaultOne() {
        final List<String> command = JavaCommandLine.build(JAVA, List.of("-XX:+UseG1GC"), "", "", PROGRAM);

        assertTrue(command.contains("-XX:+UseG1GC"));
        assertTrue(!command.contains("-XX:+UseSerialGC"), command.toString());
        assertTrue(command.contains("-XX:-UsePerfData"));
    }

    @Test
    void shouldStartFromTheClassDataArchiveOfTheRuntimeJarsBeforeUserFlags() {
        final List<String> command = JavaCommandLine.build(JAVA, List.of("-Xmx1g"), "/jshmem/lib/*",
            "/jshmem/cds/jshmem-pe.jsa", PROGRAM);

        final int archive = command.indexOf("-XX:SharedArchiveFile=/jshmem/cds/jshmem-pe.jsa");
        assertTrue(archive > command.indexOf("-Xshare:auto"), command.toString());
        assertTrue(archive < command.indexOf("-Xmx1g"), command.toString());
        assertTrue(command.contains("-Xlog:cds=off"), command.toString());
    }

    @Test
    void shouldIgnoreAnArchiveWithoutTheRuntimeClassPathItWasMadeFrom() {
        final List<String> command = JavaCommandLine.build(JAVA, List.of(), "", "/jshmem/cds/jshmem-pe.jsa", PROGRAM);

        assertTrue(command.stream().noneMatch(arg -> arg.startsWith("-XX:SharedArchiveFile")), command.toString());
    }

    @Test
    void shouldUseTheJavaOfTheRunningJvm() {
        assertEquals(Path.of(System.getProperty("java.home"), "bin", "java"), JavaCommandLine.currentJava());
    }
}
