package io.jshmem.examples;

import io.jshmem.testkit.LocalJob;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The team examples, run as PEs that are threads of this JVM. */
class TeamExamplesTest {
    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void shouldSplitWorldPesOneThreeFiveIntoATeamOfThree() {
        LocalJob.run(8, shmem -> {
            final long sum = TeamSplit.run(shmem);
            final int me = shmem.myPe();
            assertEquals(me == 1 || me == 3 || me == 5 ? 9 : -1, sum, "PE " + me);
        });
    }

    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void shouldSumRowsAndColumnsOfAGridWithAShortLastRow() {
        LocalJob.run(10, shmem -> assertTrue(RowColumnReduce.run(shmem, 3, 500)));
        LocalJob.run(4, shmem -> assertTrue(RowColumnReduce.run(shmem, 2, 3000)));
    }

    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void shouldSortKeysAcrossPes() {
        LocalJob.run(5, shmem -> assertTrue(ParallelSort.run(shmem, 20_000)));
        LocalJob.run(1, shmem -> assertTrue(ParallelSort.run(shmem, 1000)));
        LocalJob.run(3, shmem -> assertTrue(ParallelSort.run(shmem, 0)));
    }
}
