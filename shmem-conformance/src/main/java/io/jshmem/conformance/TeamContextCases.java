package io.jshmem.conformance;

import io.jshmem.Comparison;
import io.jshmem.ContextOption;
import io.jshmem.Shmem;
import io.jshmem.ShmemContext;
import io.jshmem.SignalOp;
import io.jshmem.SymmetricBuffer;
import io.jshmem.Team;
import io.jshmem.exceptions.PeOutOfRangeException;
import io.jshmem.exceptions.TeamException;

import java.util.List;

/**
 * Communication contexts of teams ({@code shmem_team_create_ctx}): their operations take team PE numbers (on a
 * reversed team, a strided team and the predefined teams), a PE outside the team is refused, and destroying the
 * team completes and destroys its contexts.
 */
final class TeamContextCases {
    private TeamContextCases() {
    }

    static List<ConformanceCase> all() {
        return List.of(
            ConformanceCase.of("teams.context-team-numbering", TeamContextCases::teamNumbering),
            ConformanceCase.of("teams.context-predefined-teams", TeamContextCases::predefinedTeams),
            ConformanceCase.of("teams.context-destroyed-with-team", TeamContextCases::destroyedWithTeam));
    }

    /**
     * On the world reversed (team PE {@code i} is world PE {@code n - 1 - i}) and on the even world PEs, each
     * member puts, adds, signals and gets through a context of the team, addressing its team neighbour by
     * team number; the words land on the world PEs the team numbers stand for.
     */
    private static void teamNumbering(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final Team world = shmem.teamWorld();
        final SymmetricBuffer b = shmem.calloc(4, Long.BYTES);
        final SymmetricBuffer sig = shmem.calloc(1, Long.BYTES);
        final SymmetricBuffer mine = shmem.calloc(1, Long.BYTES);

        final Team reversed = world.splitStrided(n - 1, -1, n);
        ringThroughContext(shmem, reversed, b, sig, mine, 1);
        final int reversedMe = n - 1 - me;
        final int left = (reversedMe + n - 1) % n;
        Check.equal((long) left, b.getLong(0), "put from reversed team PE " + left + " (world PE "
            + (n - 1 - left) + ")");
        Check.equal(1L, sig.getLong(0), "signal from the left team neighbour");
        Check.equal(reversedMe == 0 ? (long) n : 0L, b.getLong(1),
            "adds to reversed team PE 0, which is world PE " + (n - 1));
        reversed.barrier();
        reversed.destroy();

        final int evens = (n + 1) / 2;
        final Team even = world.splitStrided(0, 2, evens);
        Check.equal(me % 2 == 0, even.isValid(), "membership of the even team");
        if (even.isValid()) {
            ringThroughContext(shmem, even, b, sig, mine, 2);
            final int teamLeft = (even.myPe() + evens - 1) % evens;
            Check.equal((long) teamLeft, b.getLong(0), "put from even team PE " + teamLeft + " (world PE "
                + 2 * teamLeft + ")");
            Check.equal(2L, sig.getLong(0), "second signal from the left team neighbour");
            Check.equal(me == 0 ? (long) evens : 0L, b.getLong(1) - (me == n - 1 ? n : 0),
                "adds to even team PE 0, which is world PE 0");
        } else {
            Check.equal(1L, sig.getLong(0), "a PE outside the even team gets no signal");
        }
        world.barrier();
        even.destroy();
        shmem.free(mine);
        shmem.free(sig);
        shmem.free(b);
    }

    /**
     * One round on a team through a new context: put this PE's team number to the right team neighbour with a
     * signal, add 1 on team PE 0, get the right neighbour's team number back from its {@code mine}, and wait
     * for the left neighbour's signal. Collective over the team only.
     */
    private static void ringThroughContext(final Shmem shmem, final Team team, final SymmetricBuffer b,
        final SymmetricBuffer sig, final SymmetricBuffer mine, final long round) {
        final int tn = team.nPes();
        final int tme = team.myPe();
        final int right = (tme + 1) % tn;
        mine.putLong(0, tme);
        team.sync();
        try (ShmemContext ctx = team.createContext(ContextOption.PRIVATE)) {
            ctx.putSignal(b, 0, new long[] {tme}, 0, 1, sig, 0, 1, SignalOp.ADD, right);
            ctx.atomicAddLong(b, 1, 1, 0);
            Check.equal((long) right, ctx.getLong(mine, 0, right), "get from team PE " + right);
            Check.equal((long) right, ctx.atomicFetchLong(mine, 0, right), "atomic fetch from team PE " + right);
            final PeOutOfRangeException ex = Check.throwsException(PeOutOfRangeException.class,
                () -> ctx.putLong(b, 2, 1, tn), "a put to team PE " + tn + " of a team of " + tn);
            Check.mentions(ex.getMessage(), String.valueOf(tn));
            Check.throwsException(PeOutOfRangeException.class, () -> ctx.getLong(b, 2, -1), "a get from PE -1");
            ctx.quiet();
        }
        shmem.signalWaitUntil(sig, 0, Comparison.EQ, round);
        team.barrier();
    }

    /**
     * A context of TEAM_WORLD is numbered as the world; one of TEAM_SHARED as the host's PEs, whatever their
     * world numbers.
     */
    private static void predefinedTeams(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final Team world = shmem.teamWorld();
        final Team shared = shmem.teamShared();
        final SymmetricBuffer b = shmem.calloc(2, Long.BYTES);
        try (ShmemContext ctx = world.createContext()) {
            ctx.putLong(b, 0, me + 100L, (me + 1) % n);
            ctx.quiet();
        }
        final int hostRight = (shared.myPe() + 1) % shared.nPes();
        try (ShmemContext ctx = shared.createContext(ContextOption.SERIALIZED)) {
            ctx.putLong(b, 1, me + 1000L, hostRight);
            ctx.quiet();
        }
        shmem.barrierAll();
        Check.equal((me + n - 1) % n + 100L, b.getLong(0), "put through TEAM_WORLD's context");
        final int hostLeft = shared.translatePe((shared.myPe() + shared.nPes() - 1) % shared.nPes(), world);
        Check.equal(hostLeft + 1000L, b.getLong(1), "put through TEAM_SHARED's context from world PE " + hostLeft);
        shmem.barrierAll();
        shmem.free(b);
    }

    /**
     * Destroying a team completes its contexts' operations and destroys them: later operations, fence and quiet
     * throw; destroying such a context again is harmless; the team makes no new contexts; Team.INVALID makes
     * none either; the PE's other contexts and the default context live on.
     */
    private static void destroyedWithTeam(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final Team world = shmem.teamWorld();
        final SymmetricBuffer b = shmem.calloc(2, Long.BYTES);
        final Team team = world.splitStrided(0, 1, n);
        final ShmemContext destroyedFirst = team.createContext();
        destroyedFirst.destroy();
        final ShmemContext open = team.createContext(ContextOption.SERIALIZED);
        final ShmemContext other = world.createContext();
        final long[] values = new long[] {me + 7L};
        open.putNbi(b, 0, values, 0, 1, (team.myPe() + 1) % n);
        team.destroy();
        Check.equal((me + n - 1) % n + 7L, b.getLong(0),
            "a put left outstanding on a team context is complete and visible once the team is destroyed");
        final IllegalStateException ex = Check.throwsException(IllegalStateException.class,
            () -> open.putLong(b, 1, 1, 0), "a put on a context of a destroyed team");
        Check.mentions(ex.getMessage(), "destroyed with its team");
        final IllegalStateException q = Check.throwsException(IllegalStateException.class, open::quiet, "quiet");
        Check.mentions(q.getMessage(), "destroyed with its team");
        Check.throwsException(IllegalStateException.class, open::fence, "fence");
        Check.throwsException(IllegalStateException.class, () -> open.atomicFetchLong(b, 0, 0), "atomic");
        open.destroy();
        Check.throwsException(IllegalStateException.class, () -> destroyedFirst.getLong(b, 0, 0),
            "a context destroyed before its team");
        final TeamException te = Check.throwsException(TeamException.class, () -> team.createContext(),
            "createContext on a destroyed team");
        Check.mentions(te.getMessage(), "createContext", "destroyed");
        Check.mentions(Check.throwsException(TeamException.class, () -> Team.INVALID.createContext(),
            "createContext on Team.INVALID").getMessage(), "INVALID");
        other.putLong(b, 1, me, me);
        other.quiet();
        Check.equal((long) me, other.getLong(b, 1, me), "a context of the PE lives on");
        other.destroy();
        shmem.putLong(b, 1, me + 1L, me);
        shmem.quiet();
        Check.equal(me + 1L, b.getLong(1), "the default context lives on");
        world.barrier();
        shmem.free(b);
    }
}
