package io.jshmem.conformance;

import io.jshmem.ThreadLevel;
import io.jshmem.testkit.LocalJob;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every conformance case on 1, 2, 3, 4 and 8 PEs as threads of this JVM (fast, and wide), with
 * {@code THREAD_MULTIPLE} as {@link ConformanceMain} asks for.
 */
class ConformanceLocalTest {
    private static final int[] PE_COUNTS = {1, 2, 3, 4, 8};

    @TestFactory
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    List<DynamicTest> everyCaseOnEveryPeCount() {
        final List<DynamicTest> tests = new ArrayList<>();
        for (final ConformanceCase c : ConformanceSuite.cases()) {
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
}
