package io.jshmem.conformance;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The team and collective cases as real jobs beyond the 4 PEs of {@link ConformanceIT}: on 5 and 8 PEs (the
 * 8-PE split example, non-powers of two), and on 3 PEs with every collective algorithm forced through
 * {@code shmemrun -x}.
 */
class TeamConformanceIT {
    @ParameterizedTest(name = "{0} PEs")
    @ValueSource(ints = {5, 8})
    @Timeout(value = 6, unit = TimeUnit.MINUTES)
    void shouldPassTheTeamAndCollectiveCasesOnMorePes(final int nPes) throws Exception {
        expectPass(ConformanceIT.JobRun.shmemrun(nPes, "--heap-size", "32M", "--timeout", "300s",
            "-cp", ConformanceIT.classesDir(), "io.jshmem.conformance.ConformanceMain", "teams.", "coll."));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "JSHMEM_BARRIER_ALGORITHM=linear JSHMEM_BCAST_ALGORITHM=binomial JSHMEM_REDUCE_ALGORITHM=ring "
            + "JSHMEM_COLLECT_ALGORITHM=recursive-doubling",
        "JSHMEM_BARRIER_ALGORITHM=dissemination JSHMEM_BCAST_ALGORITHM=linear "
            + "JSHMEM_REDUCE_ALGORITHM=recursive-doubling JSHMEM_COLLECT_ALGORITHM=ring",
        "JSHMEM_REDUCE_ALGORITHM=linear JSHMEM_COLLECT_ALGORITHM=linear"})
    @Timeout(value = 6, unit = TimeUnit.MINUTES)
    void shouldPassTheCollectiveCasesWithEveryAlgorithmForced(final String knobs) throws Exception {
        final List<String> args = new ArrayList<>();
        for (final String knob : knobs.split(" ")) {
            args.add("-x");
            args.add(knob);
        }
        args.addAll(List.of("--heap-size", "32M", "--timeout", "300s", "-cp", ConformanceIT.classesDir(),
            "io.jshmem.conformance.ConformanceMain", "coll.", "teams.slot-reuse"));
        expectPass(ConformanceIT.JobRun.shmemrun(3, args.toArray(new String[0])));
    }

    private static void expectPass(final ConformanceIT.JobRun run) {
        final List<String> verdicts = new ArrayList<>();
        for (final String line : run.stdoutLines()) {
            if (line.startsWith("PASS ") || line.startsWith("FAIL ") || line.startsWith("SKIP ")) {
                verdicts.add(line);
            }
        }
        assertFalse(verdicts.isEmpty(), "the suite ran\n" + run);
        assertTrue(verdicts.stream().noneMatch(l -> l.startsWith("FAIL ")), "no failed case\n" + run);
        assertTrue(run.stdout().contains(" 0 failed"), run.toString());
        assertEquals(0, run.exitCode(), run.toString());
    }
}
