package io.jshmem.conformance;

import io.jshmem.conformance.ConformanceIT.JobRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A PE killed with SIGKILL while the others wait in a barrier: without a launcher, the survivors' barrier
 * fails within 5 s naming the dead PE; under shmemrun, the job ends with the dead PE's status and nothing is
 * left behind (no process, nothing in /dev/shm).
 */
class FaultIT {
    private static final Pattern SAW = Pattern.compile("PE (\\d+) saw PE (\\d+) fail after (\\d+) ms");

    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void shouldFailSurvivorsWaitingInABarrierWithinFiveSeconds() throws Exception {
        final Set<String> shmBefore = devShm();
        final int nPes = 3;
        final String uid = PeProcesses.freshUid();
        final List<Process> pes = new ArrayList<>();
        final List<Path> outputs = new ArrayList<>();
        for (int pe = 0; pe < nPes; pe++) {
            final Path out = Files.createTempFile("jshmem-fault", ".out");
            outputs.add(out);
            final ProcessBuilder pb =
                PeProcesses.pe("io.jshmem.conformance.faults.DieDuringBarrier", uid, pe, nPes, out);
            pes.add(pb.start());
        }
        try {
            for (final Process p : pes) {
                assertTrue(p.waitFor(90, TimeUnit.SECONDS), "a PE did not end");
            }
            for (final int pe : new int[] {0, 2}) {
                final String text = Files.readString(outputs.get(pe), StandardCharsets.UTF_8);
                final Matcher m = SAW.matcher(text);
                assertTrue(m.find(), "PE " + pe + " output:\n" + text);
                assertEquals("1", m.group(2), text);
                assertTrue(Long.parseLong(m.group(3)) < 5000, "noticed only after " + m.group(3) + " ms");
                assertEquals(0, pes.get(pe).exitValue(), text);
            }
            assertEquals(137, pes.get(1).exitValue(), "PE 1 died of SIGKILL");
        } finally {
            pes.forEach(Process::destroyForcibly);
            for (final Path out : outputs) {
                Files.deleteIfExists(out);
            }
        }
        assertEquals(Set.of(), added(shmBefore), "nothing is left in /dev/shm");
    }

    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void shouldEndTheJobWithTheDeadPesStatusAndLeaveNothingBehind() throws Exception {
        final Set<String> shmBefore = devShm();
        final JobRun run = JobRun.shmemrun(4, "--timeout", "60s", "-cp", PeProcesses.testClasses().toString(),
            "io.jshmem.conformance.faults.DieDuringBarrier");
        assertEquals(137, run.exitCode(), run.toString());
        assertTrue(run.stderr().contains("shmemrun: PE 1 killed by signal SIGKILL"), run.toString());
        assertEquals(Set.of(), added(shmBefore), "nothing is left in /dev/shm");
        assertTrue(leftoverPes().isEmpty(), "PE processes outlived shmemrun: " + leftoverPes());
    }

    private static List<String> leftoverPes() {
        return ProcessHandle.allProcesses()
            .map(p -> p.info().commandLine().orElse(""))
            .filter(c -> c.contains("io.jshmem.conformance.faults.DieDuringBarrier"))
            .collect(Collectors.toList());
    }

    /** Entries of /dev/shm that were not there before (others may disappear meanwhile: not our business). */
    static Set<String> added(final Set<String> before) throws IOException {
        final Set<String> now = new java.util.HashSet<>(devShm());
        now.removeAll(before);
        return now;
    }

    static Set<String> devShm() throws IOException {
        final Path shm = Path.of("/dev/shm");
        if (!Files.isDirectory(shm)) {
            return Set.of();
        }
        try (Stream<Path> files = Files.list(shm)) {
            return files.map(p -> p.getFileName().toString()).collect(Collectors.toSet());
        }
    }





}
