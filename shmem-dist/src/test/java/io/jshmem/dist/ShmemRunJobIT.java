package io.jshmem.dist;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.Timeout;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Jobs of real processes through the source checkout's {@code bin/shmemrun}. */
class ShmemRunJobIT {
    private static final String UID_PATTERN = "jshmem-uid:1@127\\.0\\.0\\.1:\\d+/[0-9a-f]{32}";

    /** Passed to every PE as its last argument, to find any process the job left behind. */
    private String marker;
    private String logName;
    private final List<ShmemRunProcess> runs = new ArrayList<>();

    @BeforeEach
    void name(final TestInfo test) {
        marker = "marker-" + UUID.randomUUID();
        logName = ShmemRunProcess.logName(test);
    }

    @AfterEach
    void killLeftovers() {
        runs.forEach(ShmemRunProcess::close);
        ShmemRunProcess.processesWith(marker).forEach(ProcessHandle::destroyForcibly);
    }

    private ShmemRunProcess start(final List<String> options, final String program, final String... args) {
        final List<String> command = new ArrayList<>(options);
        command.add("-cp");
        command.add(ShmemRunProcess.TEST_CLASSES.toString());
        command.add(ShmemRunJobIT.class.getPackageName() + "." + program);
        command.addAll(List.of(args));
        command.add(marker);
        final ShmemRunProcess run = ShmemRunProcess.start(logName, command);
        runs.add(run);
        return run;
    }

    private void assertNoPeLeft(final ShmemRunProcess run) {
        assertEquals(List.of(), ShmemRunProcess.processesWith(marker), () -> "processes left behind\n" + run.logs());
    }

    @Test
    @Timeout(value = 90, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldGiveEveryPeItsNumberAndTheSameJobVariablesAndArguments() {
        final ShmemRunProcess run = start(List.of("-n", "4", "--heap-size", "64M", "-x", "TEST_GREETING=hello",
            "--jvm-arg=-Dtest.property=yes"), "PrintEnvironment", "--foo", "-n", "3", "--", "@not-a-file", "two words");

        assertEquals(0, run.awaitExit(), run::logs);

        final Map<Integer, List<String>> byPe = linesByPe(run.stdoutLines());
        assertEquals(Set.of(0, 1, 2, 3), byPe.keySet(), run::logs);
        final Set<String> uids = new HashSet<>();
        final Set<String> pids = new HashSet<>();
        for (int pe = 0; pe < 4; pe++) {
            final List<String> lines = byPe.get(pe);
            final Map<String, String> env = valuesOf(lines, "env ");
            assertEquals(Integer.toString(pe), env.get("JSHMEM_PE"), run::logs);
            assertEquals("4", env.get("JSHMEM_NPES"));
            assertTrue(env.get("JSHMEM_UID").matches(UID_PATTERN), env.get("JSHMEM_UID"));
            uids.add(env.get("JSHMEM_UID"));
            assertEquals("64M", env.get("SHMEM_SYMMETRIC_SIZE"));
            assertEquals("hello", env.get("TEST_GREETING"));
            assertEquals(Long.toString(run.pid()), env.get("JSHMEM_LAUNCHER_PID"));
            assertEquals(List.of("--foo", "-n", "3", "--", "@not-a-file", "two words", marker), after(lines, "arg "));
            final List<String> jvm = after(lines, "jvm ");
            assertTrue(jvm.containsAll(List.of("-XX:+UseSerialGC", "-XX:-UsePerfData", "-Dtest.property=yes")),
                jvm::toString);
            final String classPath = after(lines, "classpath ").get(0);
            assertTrue(classPath.contains("shmem-api.jar") && classPath.contains("shmem-core.jar"), classPath);
            assertTrue(classPath.endsWith(ShmemRunProcess.TEST_CLASSES.toString()), classPath);
            pids.add(after(lines, "pid ").get(0));
        }
        assertEquals(1, uids.size(), "one job, one unique id");
        assertEquals(4, pids.size(), "one process per PE");
        assertNoPeLeft(run);
    }

    @Test
    @Timeout(value = 90, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldGiveStandardInputToPeZeroOnly() {
        final ShmemRunProcess run = ShmemRunProcess.start(ShmemRunProcess.SCRIPT, logName, List.of("-n", "2", "-cp",
            ShmemRunProcess.TEST_CLASSES.toString(), PrintEnvironment.class.getName(), marker), Map.of(), "ping\n");
        runs.add(run);

        assertEquals(0, run.awaitExit(), run::logs);

        final Map<Integer, List<String>> byPe = linesByPe(run.stdoutLines());
        assertEquals(List.of("ping"), after(byPe.get(0), "stdin "));
        assertEquals(List.of(""), after(byPe.get(1), "stdin "));
    }

    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldForwardEveryLineWholeWithoutPrefix() {
        assertLinesForwardedWhole(false);
    }

    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldForwardEveryLineWholeWithPrefix() {
        assertLinesForwardedWhole(true);
    }

    private void assertLinesForwardedWhole(final boolean prefix) {
        final int nPes = 4;
        final int lines = 2000;
        final ShmemRunProcess run = start(prefix ? List.of("-n", "4", "--prefix-output") : List.of("-n", "4"),
            "PrintManyLines", Integer.toString(lines));

        assertEquals(0, run.awaitExit(), run::logs);

        assertEveryLineWhole(run.stdoutLines(), nPes, lines, 1, prefix, run);
        assertEveryLineWhole(run.stderrLines(), nPes, lines, 100, prefix, run);
    }

    private static void assertEveryLineWhole(final List<String> output, final int nPes, final int lines,
                                             final int every, final boolean prefix, final ShmemRunProcess run) {
        final Pattern line = Pattern.compile((prefix ? "\\[pe (\\d+)] " : "()") + "pe=(\\d+) seq=(\\d+) ([a-z]*)");
        final Map<Integer, Integer> nextSeq = new HashMap<>();
        for (final String text : output) {
            final Matcher m = line.matcher(text);
            assertTrue(m.matches(), () -> "torn or foreign line: " + text.substring(0, Math.min(100, text.length())));
            final int pe = Integer.parseInt(m.group(2));
            if (prefix) {
                assertEquals(pe, Integer.parseInt(m.group(1)), "prefix names another PE");
            }
            final int seq = Integer.parseInt(m.group(3));
            assertEquals(nextSeq.getOrDefault(pe, 0), seq, "lines of PE " + pe + " lost or out of order");
            nextSeq.put(pe, seq + every);
            assertEquals(PrintManyLines.payloadLength(seq), m.group(4).length(), "payload of line " + seq);
            assertTrue(m.group(4).chars().allMatch(c -> c == PrintManyLines.payloadChar(pe)), "payload mixed");
        }
        for (int pe = 0; pe < nPes; pe++) {
            assertEquals(lines, nextSeq.getOrDefault(pe, 0), "lines of PE " + pe + "\n" + run.logs());
        }
    }

    @Test
    @Timeout(value = 90, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldEndTheJobQuicklyWithTheStatusOfAFailedPe() {
        final ShmemRunProcess run = start(List.of("-n", "4"), "ExitWithStatus", "3", "2");

        assertEquals(3, run.awaitExit(), run::logs);
        final long endMs = System.currentTimeMillis();

        assertEquals(List.of("shmemrun: PE 2 exited with status 3"), run.launcherLines(), run::logs);
        final long exitMs = Long.parseLong(after(linesByPe(run.stdoutLines()).get(2), "exiting at ").get(0));
        assertTrue(endMs - exitMs < 3000, () -> "shmemrun ended " + (endMs - exitMs) + " ms after the PE\n"
            + run.logs());
        assertTrue(run.stderrLines().contains("pe=2 failing on purpose"), run::logs);
        assertNoPeLeft(run);
    }

    @Test
    @Timeout(value = 90, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldReportAPeKilledBySigkillAndExitWith137() {
        final ShmemRunProcess run = start(List.of("-n", "3"), "KillSelf", "KILL", "1");

        assertEquals(137, run.awaitExit(), run::logs);

        assertEquals(List.of("shmemrun: PE 1 killed by signal SIGKILL"), run.launcherLines(), run::logs);
        assertNoPeLeft(run);
    }

    @Test
    @Timeout(value = 90, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldEndTheJobWhenItsTimeLimitExpires() {
        final long startNs = System.nanoTime();
        final ShmemRunProcess run = start(List.of("-n", "3", "--timeout", "2s"), "SleepForever");

        assertEquals(124, run.awaitExit(), run::logs);
        final Duration took = Duration.ofNanos(System.nanoTime() - startNs);

        assertEquals(List.of("shmemrun: job timed out after 2s"), run.launcherLines(), run::logs);
        assertTrue(took.compareTo(Duration.ofSeconds(2)) >= 0 && took.compareTo(Duration.ofSeconds(12)) < 0,
            () -> "took " + took);
        assertNoPeLeft(run);
    }

    @Test
    @Timeout(value = 90, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldEndEveryPeWhenShmemrunIsTerminated() {
        final ShmemRunProcess run = start(List.of("-n", "3"), "SleepForever");
        run.awaitStdout(line -> line.endsWith(" sleeping"), 3, Duration.ofSeconds(60));
        assertEquals(4, ShmemRunProcess.processesWith(marker).size(), "shmemrun and its 3 PEs");

        run.signal("TERM");

        assertEquals(143, run.awaitExit(), run::logs);
        assertEquals(List.of(), run.launcherLines(), run::logs);
        assertNoPeLeft(run);
    }

    /** The lines of each PE, by the {@code pe=<n> } they start with. */
    private static Map<Integer, List<String>> linesByPe(final List<String> lines) {
        final Pattern pePrefix = Pattern.compile("pe=(\\d+) (.*)");
        final Map<Integer, List<String>> byPe = new HashMap<>();
        for (final String line : lines) {
            final Matcher m = pePrefix.matcher(line);
            if (m.matches()) {
                byPe.computeIfAbsent(Integer.parseInt(m.group(1)), pe -> new ArrayList<>()).add(m.group(2));
            }
        }
        return byPe;
    }

    /** What follows {@code key} on the lines that start with it. */
    private static List<String> after(final List<String> lines, final String key) {
        final List<String> values = new ArrayList<>();
        for (final String line : lines) {
            if (line.startsWith(key)) {
                values.add(line.substring(key.length()));
            }
        }
        return values;
    }

    private static Map<String, String> valuesOf(final List<String> lines, final String key) {
        final Map<String, String> values = new HashMap<>();
        for (final String value : after(lines, key)) {
            final int equals = value.indexOf('=');
            values.put(value.substring(0, equals), value.substring(equals + 1));
        }
        return values;
    }
}
