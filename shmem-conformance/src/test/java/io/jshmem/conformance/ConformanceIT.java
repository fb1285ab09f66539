package io.jshmem.conformance;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Timeout;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The conformance suite as a real job: {@code bin/shmemrun -n N ... ConformanceMain} on 1 to 4 PEs, each PE a
 * JVM. Every case must print PASS (or SKIP when it needs more PEs), and the job must exit 0.
 */
class ConformanceIT {
    @ParameterizedTest(name = "{0} PEs")
    @ValueSource(ints = {1, 2, 3, 4})
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void shouldPassEveryCaseThroughShmemrun(final int nPes) throws Exception {
        final JobRun run = JobRun.shmemrun(nPes, "--heap-size", "64M", "--timeout", "240s",
            "-cp", classesDir(), "io.jshmem.conformance.ConformanceMain");
        final List<String> verdicts = new ArrayList<>();
        for (final String line : run.stdoutLines()) {
            if (line.startsWith("PASS ") || line.startsWith("FAIL ") || line.startsWith("SKIP ")) {
                verdicts.add(line);
            }
        }
        final long passed = verdicts.stream().filter(l -> l.startsWith("PASS ")).count();
        final long skipped = verdicts.stream().filter(l -> l.startsWith("SKIP ")).count();
        assertEquals(ConformanceSuite.cases().size(), verdicts.size(), "one verdict per case\n" + run);
        assertEquals(verdicts.size(), passed + skipped, "no failed case\n" + run);
        assertTrue(run.stdout().contains("conformance: " + passed + " passed, 0 failed"), run.toString());
        assertEquals(0, run.exitCode(), run.toString());
    }

    static String classesDir() {
        return Path.of("target", "classes").toAbsolutePath().toString();
    }

    /** A finished shmemrun job with its output. */
    record JobRun(int exitCode, String stdout, String stderr) {
        static JobRun shmemrun(final int nPes, final String... args) throws IOException, InterruptedException {
            final Path root = Path.of(System.getProperty("jshmem.repo.root", "..")).toAbsolutePath().normalize();
            final List<String> command = new ArrayList<>();
            command.add(root.resolve("bin").resolve("shmemrun").toString());
            command.add("-n");
            command.add(Integer.toString(nPes));
            command.addAll(List.of(args));
            final Path out = Files.createTempFile("jshmem-it", ".out");
            final Path err = Files.createTempFile("jshmem-it", ".err");
            try {
                final Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
                    .start();
                if (!p.waitFor(280, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    p.waitFor();
                }
                return new JobRun(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
            } finally {
                Files.deleteIfExists(out);
                Files.deleteIfExists(err);
            }
        }

        List<String> stdoutLines() {
            return stdout.lines().toList();
        }

        @Override
        public String toString() {
            return "exit " + exitCode + "\n--- stdout\n" + stdout + "--- stderr\n" + stderr;
        }
    }
}
