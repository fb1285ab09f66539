package io.jshmem.jna.ucx;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Starts a main class of the test classpath in a child JVM, its stderr kept in {@code target/child-logs/}. */
final class ChildJvm {
    private static final Path LOGS = Path.of("target", "child-logs");

    private ChildJvm() {
    }

    static Process start(final Class<?> main, final List<String> jvmOptions, final List<String> args,
        final String logName) throws IOException {
        final List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx128m");
        command.add("-XX:+UseSerialGC");
        command.add("-XX:TieredStopAtLevel=1"); // faster start; the children are not measured
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(main.getName());
        command.addAll(args);
        Files.createDirectories(LOGS);
        return new ProcessBuilder(command)
            .redirectError(log(logName).toFile())
            .start();
    }

    static Path log(final String logName) {
        return LOGS.resolve(logName + ".log");
    }

    static String logText(final String logName) {
        try {
            return Files.readString(log(logName));
        } catch (final IOException e) {
            return "(no log: " + e + ")";
        }
    }
}
