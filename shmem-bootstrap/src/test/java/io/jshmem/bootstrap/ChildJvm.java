package io.jshmem.bootstrap;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** A {@link ChildPe} process; its output is copied to {@code target/it-logs/<name>.log}. */
final class ChildJvm implements AutoCloseable {
    private static final Path LOG_DIR = Path.of("target", "it-logs");

    private final Process process;
    private final Path logFile;
    private final CountDownLatch ready = new CountDownLatch(1);
    private final CountDownLatch outputEnded = new CountDownLatch(1);

    private ChildJvm(final Process process, final Path logFile) {
        this.process = process;
        this.logFile = logFile;
    }

    static ChildJvm start(final String name, final UniqueId uid, final int rank, final int size,
        final String... action) throws IOException {
        Files.createDirectories(LOG_DIR);
        final List<String> command = new ArrayList<>(List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-Xmx64m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
            "-cp", System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
            ChildPe.class.getName(), uid.toString(), Integer.toString(rank), Integer.toString(size)));
        command.addAll(List.of(action));
        final Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        final ChildJvm child = new ChildJvm(process, LOG_DIR.resolve(name + ".log"));
        BootstrapThreads.start("test-child-output-" + name, child::copyOutput);
        return child;
    }

    private void copyOutput() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
            StandardCharsets.UTF_8)); PrintWriter log = new PrintWriter(Files.newBufferedWriter(logFile))) {
            String line;
            while ((line = in.readLine()) != null) {
                log.println(line);
                log.flush();
                if (line.equals("READY")) {
                    ready.countDown();
                }
            }
        } catch (final IOException ignored) {
            // The process ended; whatever it said is in the log.
        } finally {
            outputEnded.countDown();
        }
    }

    /** Waits until the child joined and passed its first barrier. */
    void awaitReady(final long timeoutMs) throws InterruptedException {
        if (!ready.await(timeoutMs, TimeUnit.MILLISECONDS)) {
            throw new AssertionError("child PE not ready within " + timeoutMs + " ms; its output:\n" + log());
        }
    }

    /** SIGKILL, and wait for the process to be gone. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    /** The exit status, waiting at most the timeout. */
    int exitCode(final long timeoutMs) throws InterruptedException {
        if (!process.waitFor(timeoutMs, TimeUnit.MILLISECONDS)) {
            throw new AssertionError("child PE still running after " + timeoutMs + " ms; its output:\n" + log());
        }
        return process.exitValue();
    }

    /** What the child printed so far. */
    String log() throws InterruptedException {
        if (!process.isAlive()) {
            outputEnded.await(5, TimeUnit.SECONDS);
        }
        try {
            return Files.exists(logFile) ? Files.readString(logFile) : "";
        } catch (final IOException ex) {
            return "(could not read " + logFile + ": " + ex + ")";
        }
    }

    /** Kills the child if it still runs, so no test leaves a PE behind. */
    @Override
    public void close() {
        process.destroyForcibly();
    }
}
