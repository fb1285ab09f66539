package io.jshmem.testkit;

import io.jshmem.ContextOption;
import io.jshmem.ShmemContext;
import io.jshmem.SymmetricBuffer;
import io.jshmem.Team;
import io.jshmem.exceptions.PeOutOfRangeException;
import io.jshmem.exceptions.TeamException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReferenceArray;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Contexts of teams on PEs as threads: team PE numbers reach the world PEs they stand for, a PE outside the team
 * is refused, and a team's contexts end with the team and with their PE.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class TeamContextTest {
    @Test
    void shouldAddressTheWorldPesThatTeamNumbersStandFor() {
        LocalJob.run(4, shmem -> {
            final SymmetricBuffer b = shmem.calloc(2, Long.BYTES);
            final Team team = shmem.teamWorld().splitStrided(3, -2, 2);    // team PE 0 = world 3, 1 = world 1
            assertEquals(shmem.myPe() % 2 == 1, team.isValid());
            if (team.isValid()) {
                try (ShmemContext ctx = team.createContext(ContextOption.PRIVATE)) {
                    if (team.myPe() == 0) {
                        ctx.putLong(b, 0, 42, 1);
                    }
                    ctx.atomicAddLong(b, 1, 10 + team.myPe(), 0);
                    final PeOutOfRangeException ex = assertThrows(PeOutOfRangeException.class,
                        () -> ctx.putLong(b, 0, 1, 2));
                    assertTrue(ex.getMessage().contains("[0, 2)"), ex.getMessage());
                    ctx.quiet();
                }
            }
            shmem.barrierAll();
            assertEquals(shmem.myPe() == 1 ? 42L : 0L, b.getLong(0), "team PE 1 is world PE 1");
            assertEquals(shmem.myPe() == 3 ? 21L : 0L, b.getLong(1), "team PE 0 is world PE 3");
            team.destroy();
            shmem.free(b);
        });
    }

    @Test
    void shouldDestroyATeamsContextsWithTheTeam() {
        LocalJob.run(2, shmem -> {
            final SymmetricBuffer b = shmem.calloc(2, Long.BYTES);
            final Team team = shmem.teamWorld().splitStrided(1, -1, 2);    // the world reversed
            final ShmemContext ctx = team.createContext();
            final int me = shmem.myPe();
            ctx.putNbi(b, me, new long[] {5 + me}, 0, 1, 0);                 // team PE 0 is world PE 1
            team.destroy();
            for (int i = 0; i < 2; i++) {
                assertEquals(me == 1 ? 5L + i : 0L, b.getLong(i), "the puts completed before the team went");
            }
            final IllegalStateException ex = assertThrows(IllegalStateException.class, () -> ctx.getLong(b, 0, 0));
            assertTrue(ex.getMessage().contains("destroyed with its team"), ex.getMessage());
            assertThrows(TeamException.class, team::barrier);
            assertThrows(TeamException.class, () -> team.createContext());
            ctx.destroy();
            shmem.free(b);
        });
    }

    @Test
    void shouldEndATeamsContextsWhenThePeCloses() {
        final AtomicReferenceArray<ShmemContext> contexts = new AtomicReferenceArray<>(3);
        final AtomicReferenceArray<Team> teams = new AtomicReferenceArray<>(3);
        LocalJob.run(3, shmem -> {
            final Team shared = shmem.teamShared();
            teams.set(shmem.myPe(), shared);
            contexts.set(shmem.myPe(), shared.createContext(ContextOption.SERIALIZED));
            assertFalse(contexts.get(shmem.myPe()).toString().contains("ended"));
        });
        for (int pe = 0; pe < 3; pe++) {
            final ShmemContext ctx = contexts.get(pe);
            assertTrue(ctx.toString().contains("TEAM_SHARED") && ctx.toString().contains("ended"), ctx.toString());
            final IllegalStateException ex = assertThrows(IllegalStateException.class, ctx::quiet);
            assertTrue(ex.getMessage().contains("closed"), ex.getMessage());
            final Team shared = teams.get(pe);
            final IllegalStateException late = assertThrows(IllegalStateException.class,
                () -> shared.createContext());
            assertTrue(late.getMessage().contains("closed"), late.getMessage());
        }
    }
}
