package io.jshmem.dist;

import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The Hello example on 1, 4 and 8 PEs through the real shmemrun; needs shmem-core. */
class HelloIT {
    private static final Path EXAMPLES_JAR =
        ShmemRunProcess.REPO_ROOT.resolve("examples").resolve("target").resolve("jshmem-examples.jar");

    @ParameterizedTest
    @ValueSource(ints = {1, 4, 8})
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void shouldGreetFromEveryPe(final int nPes, final TestInfo test) {
        final ShmemRunProcess run = ShmemRunProcess.run(ShmemRunProcess.logName(test),
            List.of("-n", Integer.toString(nPes), "--timeout", "100s", "-cp", EXAMPLES_JAR.toString(),
                "io.jshmem.examples.Hello"));

        assertEquals(0, run.exitValue(), run::logs);
        final List<String> expected = new ArrayList<>();
        for (int pe = 0; pe < nPes; pe++) {
            expected.add("Hello from PE " + pe + " of " + nPes);
        }
        final List<String> greetings = new ArrayList<>(run.stdoutLines());
        greetings.sort(null);
        expected.sort(null);
        assertEquals(expected, greetings, run::logs);
    }
}
