package io.jshmem.conformance;

import io.jshmem.conformance.ConformanceIT.JobRun;
import io.jshmem.jna.ucx.UcxLibrary;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The RDMA transport between real processes: the conformance suite through {@code bin/shmemrun} with every PE
 * reached over UCX (tcp, and shared memory), and a PE killed with SIGKILL in the middle of 1 MiB transfers: the
 * initiator fails within the RDMA deadline naming the dead PE, and shmemrun ends the job.
 */
class RdmaIT {
    private static final Pattern SAW =
        Pattern.compile("PE 0 saw the failure after (\\d+) ms \\((\\d+) transfers\\): (.*)");
    private static final int DEADLINE_MS = 10_000;

    @BeforeAll
    static void needsUcx() {
        assumeTrue(UcxLibrary.isAvailable(), "libucp not found: RDMA tests skipped (apt-get install -y libucx0)");
    }

    @ParameterizedTest(name = "{0} PEs over {1}")
    @CsvSource({"2, tcp", "3, posix"})
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void shouldPassEveryCaseOverRdmaThroughShmemrun(final int nPes, final String tls) throws Exception {
        final JobRun run = JobRun.shmemrun(nPes, "--heap-size", "64M", "--timeout", "240s",
            "-x", "JSHMEM_TRANSPORTS=rdma", "-x", "UCX_TLS=" + tls, "-x", "JSHMEM_RDMA_SLICE_SIZE=16K",
            "-x", "JSHMEM_STATS=1", "-cp", ConformanceIT.classesDir(), "io.jshmem.conformance.ConformanceMain");
        final long failed = run.stdoutLines().stream().filter(l -> l.startsWith("FAIL ")).count();
        assertEquals(0, failed, run.toString());
        assertTrue(run.stdout().contains("conformance: ") && run.stdout().contains(" passed, 0 failed"),
            run.toString());
        assertTrue(run.stdout().contains("jshmem[pe 1] transport statistics"), "statistics at exit\n" + run);
        assertEquals(0, run.exitCode(), run.toString());
    }

    @ParameterizedTest(name = "over {0}, {1} hosts")
    @CsvSource({"tcp, 2", "posix, 1"})
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void shouldFailTheInitiatorWithinTheDeadlineNamingTheKilledPe(final String tls, final int hosts)
        throws Exception {
        final String uid = PeProcesses.freshUid();
        final List<Process> pes = new ArrayList<>();
        final List<Path> outputs = new ArrayList<>();
        try {
            for (int pe = 0; pe < 2; pe++) {
                final Path out = Files.createTempFile("jshmem-rdma-fault", ".out");
                outputs.add(out);
                final ProcessBuilder pb =
                    PeProcesses.pe("io.jshmem.conformance.faults.DieDuringRdmaTransfer", uid, pe, 2, out);
                pb.environment().put("SHMEM_SYMMETRIC_SIZE", "16M");
                pb.environment().put("JSHMEM_TRANSPORTS", "rdma");
                pb.environment().put("JSHMEM_RDMA_UCX_CONFIG", "TLS=" + tls);
                pb.environment().put("JSHMEM_RDMA_TIMEOUT", DEADLINE_MS + "ms");
                pb.environment().put("JSHMEM_HOST_ID", hosts == 1 ? "one-host" : "host-" + pe);
                pes.add(pb.start());
            }
            for (final Process p : pes) {
                assertTrue(p.waitFor(90, TimeUnit.SECONDS), "a PE did not end");
            }
            final String text = Files.readString(outputs.get(0), StandardCharsets.UTF_8);
            System.out.println("over " + tls + ", " + hosts + " host(s): " + text.strip());
            final Matcher m = SAW.matcher(text);
            assertTrue(m.find(), "PE 0 output:\n" + text);
            assertTrue(Long.parseLong(m.group(2)) > 0, "PE 0 was transferring when PE 1 died:\n" + text);
            assertTrue(Long.parseLong(m.group(1)) < DEADLINE_MS + 2_000, "noticed only after " + m.group(1) + " ms");
            assertTrue(m.group(3).contains("PE 1"), "the failure names PE 1: " + m.group(3));
            assertEquals(0, pes.get(0).exitValue(), text);
            assertEquals(137, pes.get(1).exitValue(), "PE 1 died of SIGKILL");
        } finally {
            pes.forEach(Process::destroyForcibly);
            for (final Path out : outputs) {
                Files.deleteIfExists(out);
            }
        }
    }

    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void shouldEndTheJobWhenAPeDiesDuringRdmaTransfers() throws Exception {
        final JobRun run = JobRun.shmemrun(2, "--timeout", "60s", "--heap-size", "16M",
            "-x", "JSHMEM_TRANSPORTS=rdma", "-x", "UCX_TLS=tcp", "-cp", PeProcesses.testClasses().toString(),
            "io.jshmem.conformance.faults.DieDuringRdmaTransfer");
        assertEquals(137, run.exitCode(), run.toString());
        assertTrue(run.stderr().contains("shmemrun: PE 1 killed by signal SIGKILL"), run.toString());
    }





}
