package io.jshmem.dist;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.Timeout;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * jshmem under a real Slurm: {@code scripts/slurm-test.sh} starts a one-node cluster of this machine (munged,
 * slurmctld, slurmd in a temporary directory), runs shmemrun inside an allocation (PEs started by srun), a failing
 * PE under srun, and the plain-srun recipe with {@code shmemrun --print-uid} (salloc and sbatch), then stops the
 * daemons. Skipped, with the script's reason, where Slurm is not installed or this is not root.
 */
class SlurmIT {
    private static final int SKIPPED = 77;

    @Test
    @Timeout(value = 8, unit = java.util.concurrent.TimeUnit.MINUTES,
        threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldRunJobsUnderSlurmWithAndWithoutShmemrun(final TestInfo test) {
        final ShmemRunProcess run = ShmemRunProcess.start(ShmemRunProcess.REPO_ROOT.resolve("scripts/slurm-test.sh"),
            ShmemRunProcess.logName(test), List.of(), Map.of(), null);

        final int status = run.awaitExit(java.time.Duration.ofMinutes(7));

        Assumptions.assumeFalse(status == SKIPPED, () -> String.join("\n", run.stderrLines()));
        assertEquals(0, status, run::logs);
        assertTrue(run.stdoutLines().contains("slurm: 5 passed, 0 failed"), run::logs);
    }
}
