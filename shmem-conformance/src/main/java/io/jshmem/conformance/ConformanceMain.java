package io.jshmem.conformance;

import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;
import io.jshmem.ThreadLevel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Runs the conformance suite as an SPMD program: {@code shmemrun -n N -cp ... io.jshmem.conformance.ConformanceMain
 * [name-prefix ...]}. For every case PE 0 prints one line, {@code PASS <case>}, {@code SKIP <case> (needs k PEs)}
 * or {@code FAIL <case> on PEs 1,3}; each failing PE prints {@code FAIL <case> on PE p: <why>} to stderr. The
 * last line is {@code conformance: <passed> passed, <failed> failed, <skipped> skipped on N PEs}; the exit status
 * is 1 when any case failed. The PEs ask for {@code THREAD_MULTIPLE}, which the thread cases need.
 */
public final class ConformanceMain {
    private ConformanceMain() {
    }

    /**
     * Runs the suite.
     *
     * @param args name prefixes of the cases to run (all when none).
     */
    public static void main(final String[] args) {
        final int failed;
        try (Shmem shmem = Shmem.initThread(ThreadLevel.MULTIPLE)) {
            failed = run(shmem, ConformanceSuite.select(Arrays.asList(args)));
        }
        System.out.flush();
        System.exit(failed == 0 ? 0 : 1);
    }

    /**
     * Runs cases on this PE, agreeing with the others on each outcome.
     *
     * @param shmem this PE.
     * @param cases the cases.
     * @return the number of failed cases (the same on every PE).
     */
    public static int run(final Shmem shmem, final List<ConformanceCase> cases) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final SymmetricBuffer outcomes = shmem.calloc(n, Integer.BYTES);
        int passed = 0;
        int failed = 0;
        int skipped = 0;
        for (final ConformanceCase c : cases) {
            if (n < c.minPes()) {
                skipped++;
                if (me == 0) {
                    System.out.println("SKIP " + c.name() + " (needs " + c.minPes() + " PEs)");
                }
                continue;
            }
            shmem.barrierAll();
            int outcome = 1;
            try {
                c.body().run(shmem);
            } catch (final Exception | AssertionError ex) {
                outcome = 2;
                System.err.println("FAIL " + c.name() + " on PE " + me + ": " + ex);
                ex.printStackTrace();
                System.err.flush();
            }
            shmem.putInt(outcomes, me, outcome, 0);
            shmem.barrierAll();
            final List<Integer> failing = new ArrayList<>();
            if (me == 0) {
                for (int pe = 0; pe < n; pe++) {
                    if (outcomes.getInt(pe) != 1) {
                        failing.add(pe);
                    }
                }
                System.out.println(failing.isEmpty() ? "PASS " + c.name() : "FAIL " + c.name() + " on PEs "
                    + failing.toString().replaceAll("[\\[\\] ]", ""));
                System.out.flush();
                shmem.putInt(outcomes, 0, failing.isEmpty() ? 1 : 2, 0);
            }
            shmem.barrierAll();
            final int verdict = shmem.getInt(outcomes, 0, 0);
            if (verdict == 1) {
                passed++;
            } else {
                failed++;
            }
            shmem.barrierAll();
        }
        if (me == 0) {
            System.out.println("conformance: " + passed + " passed, " + failed + " failed, " + skipped
                + " skipped on " + n + " PEs");
        }
        shmem.free(outcomes);
        return failed;
    }
}
