package io.jshmem.conformance;

import io.jshmem.ThreadLevel;
import io.jshmem.testkit.LocalJob;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every conformance case on 1, 2, 3, 4 and 8 PEs as threads of this JVM (fast, and wide); the team cases also on
 * 10 PEs (a 2-D split with a short last row); and the collective cases again with every collective algorithm
 * forced, on team sizes that are and are not powers of two. Every job asks for {@code THREAD_MULTIPLE}, as
 * {@link ConformanceMain} does. For a narrower run while working on something,
 * {@code -Djshmem.conformance.cases=coll.,teams.split} keeps the cases whose names start with one of the prefixes.
 */
class ConformanceLocalTest {
    private static final int[] PE_COUNTS = {1, 2, 3, 4, 8};
    private static final int[] FORCED_PE_COUNTS = {3, 5, 8};
    /** Three settings that between them force every algorithm of every collective at least once. */
    private static final List<Map<String, String>> FORCED = List.of(
        Map.of("JSHMEM_BARRIER_ALGORITHM", "linear", "JSHMEM_BCAST_ALGORITHM", "binomial",
            "JSHMEM_REDUCE_ALGORITHM", "ring", "JSHMEM_COLLECT_ALGORITHM", "recursive-doubling"),
        Map.of("JSHMEM_BARRIER_ALGORITHM", "dissemination", "JSHMEM_BCAST_ALGORITHM", "linear",
            "JSHMEM_REDUCE_ALGORITHM", "recursive-doubling", "JSHMEM_COLLECT_ALGORITHM", "ring"),
        Map.of("JSHMEM_BARRIER_ALGORITHM", "linear", "JSHMEM_BCAST_ALGORITHM", "binomial",
            "JSHMEM_REDUCE_ALGORITHM", "linear", "JSHMEM_COLLECT_ALGORITHM", "linear"));

    static List<ConformanceCase> selected() {
        final String prefixes = System.getProperty("jshmem.conformance.cases", "");
        return ConformanceSuite.select(prefixes.isBlank() ? List.of() : Arrays.asList(prefixes.split(",")));
    }

    @TestFactory
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    List<DynamicTest> everyCaseOnEveryPeCount() {
        final List<DynamicTest> tests = new ArrayList<>();
        for (final ConformanceCase c : selected()) {
            for (final int n : PE_COUNTS) {
                tests.add(DynamicTest.dynamicTest(c.name() + " on " + n + " PEs", () -> {
                    assumeTrue(n >= c.minPes(), "needs " + c.minPes() + " PEs");
                    LocalJob.of(n).heapSize("16M").threadLevel(ThreadLevel.MULTIPLE)
                        .run(shmem -> c.body().run(shmem));
                }));
            }
        }
        return tests;
    }

    @TestFactory
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    List<DynamicTest> teamCasesOnTenPes() {
        final List<DynamicTest> tests = new ArrayList<>();
        for (final ConformanceCase c : selected()) {
            if (c.name().startsWith("teams.")) {
                tests.add(DynamicTest.dynamicTest(c.name() + " on 10 PEs",
                    () -> LocalJob.of(10).heapSize("16M").threadLevel(ThreadLevel.MULTIPLE)
                        .run(shmem -> c.body().run(shmem))));
            }
        }
        return tests;
    }

    @TestFactory
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    List<DynamicTest> collectiveCasesWithEveryAlgorithmForced() {
        final List<DynamicTest> tests = new ArrayList<>();
        for (final Map<String, String> knobs : FORCED) {
            for (final ConformanceCase c : selected()) {
                if (!c.name().startsWith("coll.") && !c.name().equals("teams.slot-reuse-many-times")) {
                    continue;
                }
                for (final int n : FORCED_PE_COUNTS) {
                    tests.add(DynamicTest.dynamicTest(c.name() + " on " + n + " PEs with " + knobs, () -> {
                        final LocalJob job = LocalJob.of(n).heapSize("16M").threadLevel(ThreadLevel.MULTIPLE);
                        knobs.forEach(job::option);
                        job.run(shmem -> c.body().run(shmem));
                    }));
                }
            }
        }
        return tests;
    }
}
