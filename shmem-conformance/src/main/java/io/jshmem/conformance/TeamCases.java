package io.jshmem.conformance;

import io.jshmem.ElementType;
import io.jshmem.ReduceOp;
import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;
import io.jshmem.Team;
import io.jshmem.Team2d;
import io.jshmem.TeamConfig;
import io.jshmem.exceptions.TeamException;
import io.jshmem.exceptions.TeamPoolExhaustedException;

import java.util.ArrayList;
import java.util.List;

/**
 * Teams: the predefined teams, strided and 2-D splits with their PE translation, children of children, the
 * team pool (exhaustion, reuse of slots), invalid arguments and misuse, all failing alike on every PE.
 */
final class TeamCases {
    private TeamCases() {
    }

    static List<ConformanceCase> all() {
        return List.of(
            ConformanceCase.of("teams.predefined", TeamCases::predefined),
            ConformanceCase.of("teams.split-strided-example", 6, TeamCases::splitStridedExample),
            ConformanceCase.of("teams.split-strided-translation", TeamCases::stridedTranslation),
            ConformanceCase.of("teams.split-2d", TeamCases::split2d),
            ConformanceCase.of("teams.child-of-child", 3, TeamCases::childOfChild),
            ConformanceCase.of("teams.sync-and-barrier", TeamCases::syncAndBarrier),
            ConformanceCase.of("teams.pool-exhaustion-and-reuse", TeamCases::poolExhaustion),
            ConformanceCase.of("teams.slot-reuse-many-times", TeamCases::slotReuse),
            ConformanceCase.of("teams.invalid-split-arguments", TeamCases::invalidArguments),
            ConformanceCase.of("teams.different-split-arguments", 2, TeamCases::differentArguments),
            ConformanceCase.of("teams.destroyed-team", TeamCases::destroyedTeam));
    }

    private static void predefined(final Shmem shmem) {
        final Team world = shmem.teamWorld();
        final Team shared = shmem.teamShared();
        Check.equal(shmem.myPe(), world.myPe(), "world team PE");
        Check.equal(shmem.nPes(), world.nPes(), "world team size");
        Check.that(world.isValid() && shared.isValid(), "predefined teams are valid");
        Check.equal(TeamConfig.DEFAULT, world.config(), "world config");
        Check.that(shared.nPes() >= 1 && shared.nPes() <= shmem.nPes(), "shared team size");
        Check.equal(shmem.myPe(), shared.translatePe(shared.myPe(), world), "shared -> world of myself");
        final SymmetricBuffer probe = shmem.calloc(1, Long.BYTES);
        for (int pe = 0; pe < shared.nPes(); pe++) {
            final int w = shared.translatePe(pe, world);
            Check.that(w >= 0 && w < shmem.nPes(), "shared PE " + pe + " is a world PE");
            Check.that(shmem.ptr(probe, w) != null, "shared PE " + pe + " (world PE " + w + ") is load/store "
                + "reachable");
            Check.equal(pe, world.translatePe(w, shared), "world -> shared of shared PE " + pe);
        }
        shmem.free(probe);
        Check.equal(-1, world.translatePe(-1, shared), "out-of-range PE translates to -1");
        Check.equal(-1, world.translatePe(shmem.nPes(), world), "out-of-range PE translates to -1");
        Check.mentions(Check.throwsException(TeamException.class, world::destroy, "destroying TEAM_WORLD")
            .getMessage(), "TEAM_WORLD", "cannot be destroyed");
        Check.throwsException(TeamException.class, shared::destroy, "destroying TEAM_SHARED");
        Check.that(world.isValid(), "TEAM_WORLD survives the refused destroy");

        final Team invalid = Team.INVALID;
        Check.equal(-1, invalid.myPe(), "INVALID myPe");
        Check.equal(-1, invalid.nPes(), "INVALID nPes");
        Check.that(!invalid.isValid(), "INVALID is not valid");
        Check.equal(-1, invalid.translatePe(0, world), "INVALID translates nothing");
        Check.equal(-1, world.translatePe(0, invalid), "nothing translates into INVALID");
        Check.that(invalid.splitStrided(0, 1, 1) == Team.INVALID, "split of INVALID is INVALID");
        Check.that(invalid.split2d(1).xAxis() == Team.INVALID, "2-D split of INVALID is INVALID");
        invalid.destroy();
        Check.throwsException(TeamException.class, invalid::sync, "sync on INVALID");
        Check.throwsException(TeamException.class, () -> invalid.reduce(ReduceOp.SUM, 1L), "reduce on INVALID");
        world.barrier();
    }

    /** CANN shmem's documented example: world PEs 1, 3, 5 as team PEs 0, 1, 2, with the translation matrix. */
    private static void splitStridedExample(final Shmem shmem) {
        final Team world = shmem.teamWorld();
        final int me = shmem.myPe();
        final Team team = world.splitStrided(1, 2, 3);
        final boolean member = me == 1 || me == 3 || me == 5;
        Check.equal(member, team.isValid(), "PE " + me + " membership");
        if (member) {
            Check.equal((me - 1) / 2, team.myPe(), "team PE of world PE " + me);
            Check.equal(3, team.nPes(), "team size");
            for (int i = 0; i < 3; i++) {
                Check.equal(1 + 2 * i, team.translatePe(i, world), "team PE " + i + " -> world");
                Check.equal(i, team.translatePe(i, team), "team PE " + i + " -> itself");
            }
            Check.equal(-1, team.translatePe(3, world), "team PE 3 does not exist");
        } else {
            Check.that(team == Team.INVALID, "non-members get Team.INVALID");
        }
        for (int pe = 0; pe < shmem.nPes(); pe++) {
            final boolean inTeam = pe == 1 || pe == 3 || pe == 5;
            Check.equal(member ? (inTeam ? (pe - 1) / 2 : -1) : -1, world.translatePe(pe, team),
                "world PE " + pe + " -> team");
        }
        final Team pair = world.splitStrided(1, 4, 2);
        if (member) {
            Check.equal(me == 1 ? 0 : me == 5 ? 1 : -1, team.translatePe(team.myPe(), pair), "team -> pair");
        }
        if (pair.isValid()) {
            Check.equal(me == 1 ? 0 : 2, pair.translatePe(pair.myPe(), team), "pair -> team");
        }
        if (member) {
            final long sum = team.reduce(ReduceOp.SUM, (long) me);
            Check.equal(9L, sum, "sum of world PEs 1 + 3 + 5 over the team");
        }
        pair.destroy();
        team.destroy();
    }

    /** Strided, negative-stride, offset and single-PE teams: membership and translation against the formula. */
    private static void stridedTranslation(final Shmem shmem) {
        final int n = shmem.nPes();
        final Team world = shmem.teamWorld();
        final int[][] shapes = {
            {0, 1, n}, {0, 2, (n + 1) / 2}, {n - 1, -1, n}, {n - 1, -2, (n + 1) / 2}, {n / 2, 1, n - n / 2},
            {n - 1, 0, 1}, {0, n > 1 ? n - 1 : 1, Math.min(2, n)}};
        for (final int[] shape : shapes) {
            final int start = shape[0];
            final int stride = shape[1];
            final int size = shape[2];
            final String what = "splitStrided(" + start + ", " + stride + ", " + size + ")";
            final Team team = world.splitStrided(start, stride, size);
            int mine = -1;
            for (int k = 0; k < size; k++) {
                if (start + k * stride == shmem.myPe()) {
                    mine = k;
                }
            }
            Check.equal(mine, team.myPe(), what + ": my team PE");
            Check.equal(mine >= 0 ? size : -1, team.nPes(), what + ": size");
            for (int pe = 0; pe < n; pe++) {
                final int k = stride == 0 ? (pe == start ? 0 : -1) : (pe - start) % stride == 0
                    && (pe - start) / stride >= 0 && (pe - start) / stride < size ? (pe - start) / stride : -1;
                Check.equal(mine >= 0 ? k : -1, world.translatePe(pe, team), what + ": world PE " + pe);
            }
            if (mine >= 0) {
                for (int k = 0; k < size; k++) {
                    Check.equal(start + k * stride, team.translatePe(k, world), what + ": team PE " + k);
                }
                Check.equal((long) size * (size + 1) / 2, team.reduce(ReduceOp.SUM, team.myPe() + 1L),
                    what + ": a reduction over the team");
            }
            team.destroy();
        }
    }

    /** split2d with xRange 3 (a short last row unless n is a multiple of 3), and with xRange above n. */
    private static void split2d(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final Team world = shmem.teamWorld();
        for (final int xRange : new int[] {3, 1, n + 2}) {
            final int x = Math.min(xRange, n);
            final Team2d grid = world.split2d(xRange);
            final Team row = grid.xAxis();
            final Team column = grid.yAxis();
            final String what = "split2d(" + xRange + ") on " + n + " PEs";
            Check.equal(me % x, row.myPe(), what + ": x coordinate");
            Check.equal(me / x, column.myPe(), what + ": y coordinate");
            Check.equal(Math.min(x, n - me / x * x), row.nPes(), what + ": row size");
            Check.equal((n - me % x + x - 1) / x, column.nPes(), what + ": column size");
            for (int i = 0; i < row.nPes(); i++) {
                Check.equal(me / x * x + i, row.translatePe(i, world), what + ": row PE " + i);
            }
            for (int j = 0; j < column.nPes(); j++) {
                Check.equal(me % x + j * x, column.translatePe(j, world), what + ": column PE " + j);
                Check.equal(j == me / x ? row.myPe() : -1, column.translatePe(j, row), what + ": column -> row");
            }
            long rowExpected = 0;
            for (int i = 0; i < row.nPes(); i++) {
                rowExpected += me / x * x + i;
            }
            long columnExpected = 0;
            for (int j = 0; j < column.nPes(); j++) {
                columnExpected += me % x + j * x;
            }
            Check.equal(rowExpected, row.reduce(ReduceOp.SUM, (long) me), what + ": row sum");
            Check.equal(columnExpected, column.reduce(ReduceOp.SUM, (long) me), what + ": column sum");
            grid.destroy();
        }
        Check.throwsException(IllegalArgumentException.class, () -> world.split2d(0), "split2d(0)");
    }

    /** A child of a child: the even world PEs, then every other one of those. */
    private static void childOfChild(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final Team world = shmem.teamWorld();
        final Team evens = world.splitStrided(0, 2, (n + 1) / 2);
        Team quarter = Team.INVALID;
        if (evens.isValid()) {
            final int size = (evens.nPes() + 1) / 2;
            quarter = evens.splitStrided(evens.nPes() - 1 - (evens.nPes() - 1) % 2, -2, size);
            final boolean member = me % 4 == 0;
            Check.equal(member, quarter.isValid(), "PE " + me + " in every other even PE");
            if (member) {
                Check.equal(me, quarter.translatePe(quarter.myPe(), world), "grandchild -> world");
                Check.equal(me / 2, quarter.translatePe(quarter.myPe(), evens), "grandchild -> child");
                Check.equal(size - 1 - me / 4, quarter.myPe(), "negative stride numbering");
                long expected = 0;
                for (int pe = 0; pe < n; pe += 4) {
                    expected += pe;
                }
                Check.equal(expected, quarter.reduce(ReduceOp.SUM, (long) me), "sum over the grandchild");
            }
        }
        quarter.destroy();
        evens.destroy();
        world.barrier();
    }

    private static void syncAndBarrier(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final Team odd = shmem.teamWorld().splitStrided(n > 1 ? 1 : 0, 2, n > 1 ? n / 2 : 1);
        final SymmetricBuffer box = shmem.calloc(n, Long.BYTES);
        if (odd.isValid()) {
            for (int round = 1; round <= 20; round++) {
                final int right = odd.translatePe((odd.myPe() + 1) % odd.nPes(), shmem.teamWorld());
                shmem.putLong(box, me, round * 100L + me, right);
                odd.barrier();
                final int left = odd.translatePe((odd.myPe() - 1 + odd.nPes()) % odd.nPes(), shmem.teamWorld());
                Check.equal(round * 100L + left, box.getLong(left), "round " + round + ": the left member's put");
                odd.sync();
            }
        }
        odd.destroy();
        shmem.barrierAll();
        shmem.free(box);
    }

    /** Split until the pool is exhausted (every PE alike), then destroy one, split again, and clean up. */
    private static void poolExhaustion(final Shmem shmem) {
        final Team world = shmem.teamWorld();
        final List<Team> teams = new ArrayList<>();
        TeamPoolExhaustedException exhausted = null;
        for (int i = 0; i < 10_000 && exhausted == null; i++) {
            try {
                teams.add(world.splitStrided(0, 1, shmem.nPes()));
            } catch (final TeamPoolExhaustedException ex) {
                exhausted = ex;
            }
        }
        Check.that(exhausted != null, "the pool ran out");
        Check.equal(exhausted.maxTeams() - 2, teams.size(), "every slot but TEAM_WORLD's and TEAM_SHARED's was used");
        Check.mentions(exhausted.getMessage(), "JSHMEM_MAX_TEAMS");
        Check.equal((long) teams.size(), world.reduce(ReduceOp.MAX, (long) teams.size()),
            "every PE made as many teams");
        Check.throwsException(TeamPoolExhaustedException.class, () -> world.split2d(1), "a 2-D split needs 2 slots");
        teams.remove(teams.size() - 1).destroy();
        Check.throwsException(TeamPoolExhaustedException.class, () -> world.split2d(1), "one slot is not enough");
        final Team again = world.splitStrided(0, 1, shmem.nPes());
        Check.equal((long) shmem.nPes(), again.reduce(ReduceOp.SUM, 1L), "the team made in the freed slot works");
        teams.add(again);
        for (final Team t : teams) {
            Check.equal(shmem.myPe(), t.myPe(), "team PE");
            t.destroy();
        }
        final Team2d grid = world.split2d(2);
        Check.that(grid.xAxis().isValid() && grid.yAxis().isValid(), "splits work again after the clean-up");
        grid.destroy();
    }

    /** Far more splits and destroys than slots, with team sizes changing, and collectives in every team. */
    private static void slotReuse(final Shmem shmem) {
        final int n = shmem.nPes();
        final Team world = shmem.teamWorld();
        final SymmetricBuffer buf = shmem.calloc(64, Long.BYTES);
        for (int i = 0; i < 150; i++) {
            final int size = 1 + i % n;
            final Team team = world.splitStrided(0, 1, size);
            if (team.isValid()) {
                for (int k = 0; k < 3; k++) {
                    Check.equal((long) size * (size - 1) / 2, team.reduce(ReduceOp.SUM, (long) team.myPe()),
                        "iteration " + i + ": sum of team PEs");
                    team.sync();
                }
                buf.putLong(0, 1000L * i + team.myPe());
                team.broadcast(ElementType.LONG, buf, 1, buf, 0, 1, team.nPes() - 1);
                Check.equal(1000L * i + team.nPes() - 1, buf.getLong(1), "iteration " + i + ": broadcast");
            }
            team.destroy();
        }
        world.barrier();
        shmem.free(buf);
    }

    private static void invalidArguments(final Shmem shmem) {
        final int n = shmem.nPes();
        final Team world = shmem.teamWorld();
        final int[][] bad = {{n, 1, 1}, {-1, 1, 1}, {0, 1, n + 1}, {0, 1, 0}, {0, 1, -3}, {0, -1, 2},
            {n - 1, 1, 2}, {0, 0, 2}, {0, Integer.MAX_VALUE, 3}};
        for (final int[] args : bad) {
            final IllegalArgumentException ex = Check.throwsException(IllegalArgumentException.class,
                () -> world.splitStrided(args[0], args[1], args[2]),
                "splitStrided(" + args[0] + ", " + args[1] + ", " + args[2] + ") on " + n + " PEs");
            Check.mentions(ex.getMessage(), "no team was created");
        }
        Check.throwsException(IllegalArgumentException.class, () -> world.split2d(-2), "split2d(-2)");
        final Team one = world.splitStrided(0, 0, 1);
        Check.equal(shmem.myPe() == 0 ? 1 : -1, one.nPes(), "stride 0 makes a team of one PE");
        one.destroy();
        final Team all = world.splitStrided(0, 1, n);
        Check.equal((long) n, all.reduce(ReduceOp.SUM, 1L), "the library still works");
        all.destroy();
    }

    /** PEs passing different split arguments all get the same TeamException; nothing is created. */
    private static void differentArguments(final Shmem shmem) {
        final Team world = shmem.teamWorld();
        final int size = shmem.myPe() == 0 ? 1 : 2;
        Check.mentions(Check.throwsException(TeamException.class, () -> world.splitStrided(0, 1, size),
            "splitStrided with a size that differs between PEs").getMessage(), "different arguments");
        final int xRange = shmem.myPe() % 2 + 1;
        Check.throwsException(TeamException.class, () -> world.split2d(xRange), "split2d with different xRange");
        final Team all = world.splitStrided(0, 1, shmem.nPes());
        Check.equal((long) shmem.nPes(), all.reduce(ReduceOp.SUM, 1L), "the library still works");
        all.destroy();
    }

    private static void destroyedTeam(final Shmem shmem) {
        final Team world = shmem.teamWorld();
        final Team team = world.splitStrided(0, 1, shmem.nPes());
        final SymmetricBuffer buf = shmem.calloc(4, Long.BYTES);
        team.destroy();
        Check.that(!team.isValid(), "a destroyed team is not valid");
        Check.equal(-1, team.myPe(), "myPe of a destroyed team");
        Check.equal(-1, world.translatePe(0, team), "translation into a destroyed team");
        Check.equal(-1, team.translatePe(0, world), "translation from a destroyed team");
        final TeamException ex = Check.throwsException(TeamException.class, team::sync, "sync on a destroyed team");
        Check.mentions(ex.getMessage(), "destroyed");
        Check.throwsException(TeamException.class, team::barrier, "barrier");
        Check.throwsException(TeamException.class, team::destroy, "destroy twice");
        Check.throwsException(TeamException.class, team::config, "config");
        Check.throwsException(TeamException.class, () -> team.splitStrided(0, 1, 1), "split");
        Check.throwsException(TeamException.class,
            () -> team.reduce(ReduceOp.SUM, ElementType.LONG, buf, buf, 1), "reduce");
        Check.throwsException(TeamException.class,
            () -> team.broadcast(ElementType.LONG, buf, buf, 1, 0), "broadcast");
        Check.throwsException(TeamException.class, () -> team.fcollect(1L), "fcollect");
        world.barrier();
        shmem.free(buf);
    }
}
