package io.jshmem.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A job started by srun, with a stand-in for srun that does what matters here: one process per task with
 * {@code SLURM_PROCID} and {@code SLURM_NTASKS}, every output line labelled {@code N: }, srun's own messages about
 * the step, and srun's single status. The real srun runs in {@code scripts/slurm-test.sh}.
 */
@Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class SrunStepTest {
    private static final String FAKE_SRUN = """
        #!/bin/bash
        n=1
        while [[ $1 == --* ]]; do
            case $1 in --ntasks=*) n=${1#--ntasks=} ;; esac
            shift
        done
        status=0
        for i in $(seq 0 $((n - 1))); do
            ( export SLURM_PROCID=$i SLURM_NTASKS=$n SLURMD_NODENAME=node$((i / 2)) SLURM_JOB_ID=7 SLURM_STEP_ID=0
              "$@" 2> >(sed -u "s/^/$i: /" >&2) | sed -u "s/^/$i: /" ) &
        done
        for job in $(jobs -p); do wait "$job" || status=$?; done
        if [ "$status" != 0 ]; then
            echo "srun: error: node1: task 2: Exited with exit code $status" >&2
            echo "srun: Force Terminated StepId=7.0" >&2
            echo "srun: something else srun says" >&2
        fi
        exit $status
        """;

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(final int nPes, final String script) throws Exception {
        final Path srun = dir.resolve("srun");
        Files.writeString(srun, FAKE_SRUN);
        Files.setPosixFilePermissions(srun, PosixFilePermissions.fromString("rwxr-xr-x"));
        final Map<String, String> env = new HashMap<>(System.getenv());
        env.put(SrunPeLauncher.SRUN_VARIABLE, srun.toString());
        final PePlacement placement = new PePlacement() {
            @Override
            public List<PeSlot> place(final int n) {
                return new SlurmPlacement("7", List.of("localhost"), BootstrapRequest.NONE).place(n);
            }

            @Override
            public InetSocketAddress bootstrapEndpoint() {
                return new InetSocketAddress("127.0.0.1", 5555);
            }

            @Override
            public boolean multiHost() {
                return false;
            }
        };
        final JobSpec job = new JobSpec(nPes, List.of("/bin/sh", "-c", script), Map.of("FOO", "bar"), true, 0, "");
        return new JobSupervisor(job, placement, new SrunPeLauncher(env, false), new LineSink(out), new LineSink(err),
            new PeTerminator(Duration.ofMillis(500), Duration.ofSeconds(2))).run();
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void shouldSplitTheLabelledOutputIntoPesWithSlurmsRanksAndHosts() throws Exception {
        final int status = run(3, "echo \"rank $SLURM_PROCID of $SLURM_NTASKS on $JSHMEM_HOST_ID: $FOO "
            + "${JSHMEM_PE:-nope} $JSHMEM_LAUNCHER_LINK\"; echo \"err $SLURM_PROCID\" >&2");

        assertEquals(0, status, err());
        final List<String> lines = out().lines().sorted().toList();
        assertEquals(List.of("[pe 0] rank 0 of 3 on node0: bar nope stdin",
            "[pe 1] rank 1 of 3 on node0: bar nope stdin", "[pe 2] rank 2 of 3 on node1: bar nope stdin"), lines);
        assertEquals(List.of("[pe 0] err 0", "[pe 1] err 1", "[pe 2] err 2"), err().lines().sorted().toList());
    }

    @Test
    void shouldReportTheFailedTaskWithItsOwnStatusAndDropSrunsEchoOfIt() throws Exception {
        final int status = run(4, "if [ $SLURM_PROCID = 2 ]; then echo dying >&2; exit 3; fi; sleep 20");

        assertEquals(3, status, err());
        final String err = err();
        assertTrue(err.contains("[pe 2] dying\n"), err);
        assertEquals(List.of("shmemrun: PE 2 exited with status 3"),
            err.lines().filter(line -> line.startsWith("shmemrun: ")).toList(), err);
        assertFalse(err.contains("Force Terminated") || err.contains("task 2: Exited"), err);
    }

    @Test
    void shouldReportAStepThatCannotStartAsPeZerosStartFailure() throws Exception {
        final Path srun = dir.resolve("srun");
        final JobSpec job = new JobSpec(2, List.of("/bin/true"), Map.of(), false, 0, "");
        Files.writeString(srun, "#!/bin/sh\necho 'srun: error: Unable to create step for job 7: Invalid "
            + "generic resource (gres) specification' >&2\nexit 1\n");
        Files.setPosixFilePermissions(srun, PosixFilePermissions.fromString("rwxr-xr-x"));
        final Map<String, String> env = new HashMap<>(System.getenv());
        env.put(SrunPeLauncher.SRUN_VARIABLE, srun.toString());

        final int status = new JobSupervisor(job, new SlurmPlacement("7", List.of("localhost"),
            BootstrapRequest.NONE), new SrunPeLauncher(env, false), new LineSink(out), new LineSink(err),
            new PeTerminator(Duration.ofMillis(500), Duration.ofSeconds(2))).run();

        assertEquals(ExitCodes.INTERNAL_ERROR, status);
        assertEquals("shmemrun: cannot start PE 0 on host localhost: srun: error: Unable to create step for job 7: "
            + "Invalid generic resource (gres) specification\n", err());
    }
}
