package io.jshmem.dist;

import org.junit.jupiter.api.TestInfo;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * One run of a {@code shmemrun} script as the user would start it, its output kept in files under
 * {@code target/it-logs/<test>/} (and quoted in every failure message). Every wait is bounded; closing kills
 * whatever is left.
 */
final class ShmemRunProcess implements AutoCloseable {
    /** The repository's root, where the source-checkout {@code bin/shmemrun} lives. */
    static final Path REPO_ROOT = Path.of(System.getProperty("jshmem.repo.root"));
    /** The wrapper of a source checkout. */
    static final Path SCRIPT = REPO_ROOT.resolve("bin").resolve("shmemrun");
    /** The self-contained distribution built by this module. */
    static final Path DIST = Path.of(System.getProperty("jshmem.dist.dir"));
    /** This module's compiled test programs: the {@code -cp} of the jobs. */
    static final Path TEST_CLASSES = Path.of(System.getProperty("jshmem.test.classes"));
    /** Where each run keeps its output. */
    static final Path LOGS = TEST_CLASSES.getParent().resolve("it-logs");
    /** How long any one run may take before the test fails. */
    static final Duration RUN_LIMIT = Duration.ofSeconds(60);

    private final Process process;
    private final Path stdout;
    private final Path stderr;
    private final List<String> command;

    private ShmemRunProcess(final Process process, final Path stdout, final Path stderr, final List<String> command) {
        this.process = process;
        this.stdout = stdout;
        this.stderr = stderr;
        this.command = command;
    }

    /**
     * Starts the source checkout's {@code bin/shmemrun}.
     *
     * @param logName the directory under {@code target/it-logs} for this run's output.
     * @param args    shmemrun's arguments.
     */
    static ShmemRunProcess start(final String logName, final List<String> args) {
        return start(SCRIPT, logName, args, Map.of(), null);
    }

    /**
     * Starts a script.
     *
     * @param script     the script.
     * @param logName    the directory under {@code target/it-logs} for this run's output.
     * @param args       its arguments.
     * @param envChanges variables to set; a null value removes the variable.
     * @param stdinText  what the script reads on standard input; null for nothing.
     */
    static ShmemRunProcess start(final Path script, final String logName, final List<String> args,
                                 final Map<String, String> envChanges, final String stdinText) {
        try {
            final Path dir = Files.createDirectories(LOGS.resolve(logName));
            final List<String> command = new ArrayList<>();
            command.add(script.toString());
            command.addAll(args);
            final ProcessBuilder builder = new ProcessBuilder(command)
                .redirectOutput(dir.resolve("stdout.txt").toFile())
                .redirectError(dir.resolve("stderr.txt").toFile());
            final Path stdin = dir.resolve("stdin.txt");
            Files.writeString(stdin, stdinText == null ? "" : stdinText);
            builder.redirectInput(stdin.toFile());
            envChanges.forEach((name, value) -> {
                if (value == null) {
                    builder.environment().remove(name);
                } else {
                    builder.environment().put(name, value);
                }
            });
            Files.writeString(dir.resolve("command.txt"), String.join(" ", command) + "\n");
            return new ShmemRunProcess(builder.start(), dir.resolve("stdout.txt"), dir.resolve("stderr.txt"),
                command);
        } catch (final IOException ex) {
            throw new UncheckedIOException(ex);
        }
    }

    /**
     * The log directory name of a test: {@code Class.method}, plus the invocation for a parameterized test.
     */
    static String logName(final TestInfo test) {
        final String name = test.getTestClass().orElseThrow().getSimpleName() + "."
            + test.getTestMethod().orElseThrow().getName();
        final String invocation = test.getDisplayName();
        return invocation.startsWith("[") ? name + "_" + invocation.replaceAll("[^A-Za-z0-9]+", "_") : name;
    }

    /** Runs the source checkout's shmemrun to its end. */
    static ShmemRunProcess run(final String logName, final List<String> args) {
        final ShmemRunProcess run = start(logName, args);
        run.awaitExit();
        return run;
    }

    long pid() {
        return process.pid();
    }

    /** Waits for the end, at most {@link #RUN_LIMIT}; fails the test (after killing the run) when it does not end. */
    int awaitExit() {
        return awaitExit(RUN_LIMIT);
    }

    /** Waits for the end, at most {@code limit}; fails the test (after ending the run) when it does not end. */
    int awaitExit(final Duration limit) {
        try {
            if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                // SIGTERM first, so that a script's clean-up (stopping daemons, removing namespaces) runs
                process.destroy();
                if (!process.waitFor(20, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
                throw new AssertionError(command.get(0) + " did not end within " + limit + "\n" + logs());
            }
        } catch (final InterruptedException ex) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", ex);
        }
        return process.exitValue();
    }

    int exitValue() {
        return process.exitValue();
    }

    /** Waits until standard output has {@code count} lines that match. */
    void awaitStdout(final Predicate<String> matching, final int count, final Duration timeout) {
        final long deadlineNs = System.nanoTime() + timeout.toNanos();
        while (stdoutLines().stream().filter(matching).count() < count) {
            if (System.nanoTime() > deadlineNs || !process.isAlive()) {
                throw new AssertionError("expected " + count + " matching lines on stdout\n" + logs());
            }
            try {
                Thread.sleep(20);
            } catch (final InterruptedException ex) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted", ex);
            }
        }
    }

    void signal(final String name) {
        try {
            final Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(process.pid())).start();
            if (!kill.waitFor(10, TimeUnit.SECONDS) || kill.exitValue() != 0) {
                throw new AssertionError("kill -" + name + " " + process.pid() + " failed");
            }
        } catch (final IOException ex) {
            throw new UncheckedIOException(ex);
        } catch (final InterruptedException ex) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", ex);
        }
    }

    List<String> stdoutLines() {
        return lines(stdout);
    }

    List<String> stderrLines() {
        return lines(stderr);
    }

    /** The lines of standard error that shmemrun itself wrote. */
    List<String> launcherLines() {
        return stderrLines().stream().filter(line -> line.startsWith("shmemrun: ")).collect(Collectors.toList());
    }

    private static List<String> lines(final Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (final IOException ex) {
            throw new UncheckedIOException(ex);
        }
    }

    /** The command and what it wrote (long output shortened), for failure messages. */
    String logs() {
        return "command: " + String.join(" ", command) + "\n--- stderr:\n" + shortened(stderr) + "--- stdout:\n"
            + shortened(stdout) + "--- (full logs in " + stdout.getParent() + ")";
    }

    private static String shortened(final Path file) {
        final StringBuilder text = new StringBuilder();
        final List<String> lines = lines(file);
        for (int i = 0; i < Math.min(lines.size(), 40); i++) {
            final String line = lines.get(i);
            text.append(line.length() > 200 ? line.substring(0, 200) + "..." : line).append('\n');
        }
        if (lines.size() > 40) {
            text.append("... ").append(lines.size() - 40).append(" more lines\n");
        }
        return text.toString();
    }

    /** Processes whose command line contains {@code marker}, this JVM's excluded. */
    static List<ProcessHandle> processesWith(final String marker) {
        final long self = ProcessHandle.current().pid();
        return ProcessHandle.allProcesses()
            .filter(handle -> handle.pid() != self)
            .filter(handle -> handle.info().arguments().map(args -> List.of(args).contains(marker)).orElse(false))
            .collect(Collectors.toList());
    }

    /** Kills whatever is left of the run. */
    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
        }
    }
}
