package io.jshmem.conformance;

import io.jshmem.ElementType;
import io.jshmem.ReduceOp;
import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;
import io.jshmem.Team;
import io.jshmem.exceptions.BufferFreedException;
import io.jshmem.exceptions.PeOutOfRangeException;

import java.util.ArrayList;
import java.util.List;

/**
 * Team collectives checked element by element against a serial model: every reduction operation on every
 * type it accepts, broadcast from every root, fcollect, collect with empty contributions, alltoall(s), scans,
 * counts that need several internal pieces, in-place forms, back-to-back calls without synchronization, and
 * argument errors. Each runs on the world team and on strided, reversed (negative stride) and offset teams.
 */
final class CollectiveCases {
    /** Elements that overflow one scratch piece of every algorithm (and the staging area). */
    private static final int LARGE = 40_000;

    private CollectiveCases() {
    }

    static List<ConformanceCase> all() {
        return List.of(
            ConformanceCase.of("coll.reduce-every-op-and-type", CollectiveCases::reduceEveryOpAndType),
            ConformanceCase.of("coll.reduce-large", CollectiveCases::reduceLarge),
            ConformanceCase.of("coll.broadcast", CollectiveCases::broadcast),
            ConformanceCase.of("coll.fcollect", CollectiveCases::fcollect),
            ConformanceCase.of("coll.collect", CollectiveCases::collect),
            ConformanceCase.of("coll.alltoall", CollectiveCases::alltoall),
            ConformanceCase.of("coll.alltoalls", CollectiveCases::alltoalls),
            ConformanceCase.of("coll.scan", CollectiveCases::scan),
            ConformanceCase.of("coll.back-to-back", CollectiveCases::backToBack),
            ConformanceCase.of("coll.broadcast-storm", CollectiveCases::broadcastStorm),
            ConformanceCase.of("coll.local-values", CollectiveCases::localValues),
            ConformanceCase.of("coll.zero-count", CollectiveCases::zeroCount),
            ConformanceCase.of("coll.argument-errors", CollectiveCases::argumentErrors));
    }

    /** The teams every case runs on: this PE's handle on each (Team.INVALID where it is not a member). */
    private static List<Team> subjects(final Shmem shmem) {
        final int n = shmem.nPes();
        final Team world = shmem.teamWorld();
        final List<Team> teams = new ArrayList<>();
        teams.add(world);
        teams.add(world.splitStrided(0, 2, (n + 1) / 2));
        teams.add(world.splitStrided(n - 1, -1, n));
        teams.add(world.splitStrided(n > 1 ? 1 : 0, 1, n > 1 ? n - 1 : 1));
        return teams;
    }

    private static String describe(final Team team) {
        return "team of " + team.nPes() + " (my PE " + team.myPe() + ")";
    }

    private static void destroy(final Shmem shmem, final List<Team> teams) {
        for (final Team t : teams) {
            if (t != shmem.teamWorld()) {
                t.destroy();
            }
        }
        shmem.barrierAll();
    }

    private static void reduceEveryOpAndType(final Shmem shmem) {
        final List<Team> teams = subjects(shmem);
        final int count = 13;
        final SymmetricBuffer source = shmem.malloc(count * 8L);
        final SymmetricBuffer dest = shmem.malloc(count * 8L + 8);
        for (final Team team : teams) {
            if (!team.isValid()) {
                continue;
            }
            for (final ElementType type : ElementType.values()) {
                for (final ReduceOp op : ReduceOp.values()) {
                    if (!op.supports(type)) {
                        continue;
                    }
                    for (final int c : new int[] {1, count}) {
                        checkReduce(team, op, type, dest, 1, source, c, false);
                    }
                    checkReduce(team, op, type, source, 0, source, count, true);
                }
            }
        }
        destroy(shmem, teams);
        shmem.free(dest);
        shmem.free(source);
    }

    private static void checkReduce(final Team team, final ReduceOp op, final ElementType type,
        final SymmetricBuffer dest, final long destIndex, final SymmetricBuffer source, final int count,
        final boolean inPlace) {
        for (int k = 0; k < count; k++) {
            Elements.put(source, type, k, Elements.operand(op, type, team.myPe(), k));
        }
        team.reduce(op, type, dest, destIndex, source, 0, count);
        for (int k = 0; k < count; k++) {
            long expected = Elements.operand(op, type, 0, k);
            for (int pe = 1; pe < team.nPes(); pe++) {
                expected = Elements.combine(op, type, expected, Elements.operand(op, type, pe, k));
            }
            Check.equal(expected, Elements.get(dest, type, destIndex + k), op + " of " + type + " x" + count
                + (inPlace ? " in place" : "") + " on " + describe(team) + ", element " + k);
        }
    }

    private static void reduceLarge(final Shmem shmem) {
        final List<Team> teams = subjects(shmem);
        final SymmetricBuffer source = shmem.malloc(LARGE * 8L);
        final SymmetricBuffer dest = shmem.malloc(LARGE * 8L);
        for (final Team team : List.of(teams.get(0), teams.get(2))) {
            if (!team.isValid()) {
                continue;
            }
            checkReduce(team, ReduceOp.SUM, ElementType.LONG, dest, 0, source, LARGE, false);
            checkReduce(team, ReduceOp.MAX, ElementType.DOUBLE, dest, 0, source, LARGE / 2 + 3, false);
            checkReduce(team, ReduceOp.XOR, ElementType.BYTE, source, 0, source, LARGE * 3 + 1, true);
        }
        destroy(shmem, teams);
        shmem.free(dest);
        shmem.free(source);
    }

    private static void broadcast(final Shmem shmem) {
        final List<Team> teams = subjects(shmem);
        final int big = 200_003;
        final SymmetricBuffer source = shmem.malloc(big);
        final SymmetricBuffer dest = shmem.malloc(big + 16);
        for (final Team team : teams) {
            if (!team.isValid()) {
                continue;
            }
            for (int root = 0; root < team.nPes(); root++) {
                for (final ElementType type : new ElementType[] {ElementType.LONG, ElementType.BYTE,
                    ElementType.DOUBLE, ElementType.SHORT}) {
                    for (final int count : new int[] {1, 100}) {
                        fill(source, type, team.myPe() * 7 + root, count);
                        team.broadcast(type, dest, 2, source, 0, count, root);
                        expectFilled(dest, 2, type, root * 7 + root, count,
                            "broadcast of " + count + " " + type + " from root " + root + " on " + describe(team));
                    }
                }
            }
            final int root = team.nPes() - 1;
            fill(source, ElementType.BYTE, 1000 + team.myPe(), big);
            team.broadcast(ElementType.BYTE, dest, 0, source, 0, big, root);
            expectFilled(dest, 0, ElementType.BYTE, 1000 + root, big, "broadcast of " + big + " bytes on "
                + describe(team));
            fill(source, ElementType.INT, 5000 + team.myPe(), 1000);
            team.broadcast(ElementType.INT, source, source, 1000, 0);
            expectFilled(source, 0, ElementType.INT, 5000, 1000, "in-place broadcast on " + describe(team));
        }
        destroy(shmem, teams);
        shmem.free(dest);
        shmem.free(source);
    }

    private static void fill(final SymmetricBuffer b, final ElementType type, final int pe, final int count) {
        for (int k = 0; k < count; k++) {
            Elements.put(b, type, k, Elements.datum(type, pe, k));
        }
    }

    private static void expectFilled(final SymmetricBuffer b, final long at, final ElementType type, final int pe,
        final int count, final String what) {
        for (int k = 0; k < count; k++) {
            final long expected = Elements.datum(type, pe, k);
            final long found = Elements.get(b, type, at + k);
            if (expected != found) {
                Check.equal(expected, found, what + ", element " + k);
            }
        }
    }

    private static void fcollect(final Shmem shmem) {
        final List<Team> teams = subjects(shmem);
        final int large = 30_000;
        final SymmetricBuffer source = shmem.malloc(large * 8L);
        final SymmetricBuffer dest = shmem.malloc(large * 8L * shmem.nPes() + 8);
        for (final Team team : teams) {
            if (!team.isValid()) {
                continue;
            }
            for (final ElementType type : new ElementType[] {ElementType.LONG, ElementType.CHAR,
                ElementType.FLOAT}) {
                for (final int count : new int[] {1, 37, type == ElementType.LONG ? large : 5000}) {
                    fill(source, type, team.myPe(), count);
                    team.fcollect(type, dest, 1, source, 0, count);
                    for (int pe = 0; pe < team.nPes(); pe++) {
                        expectBlock(dest, 1 + (long) pe * count, type, pe, count,
                            "fcollect of " + count + " " + type + " on " + describe(team) + ", block " + pe);
                    }
                }
            }
            final long[] values = team.fcollect(100L * team.myPe() + 7);
            for (int pe = 0; pe < team.nPes(); pe++) {
                Check.equal(100L * pe + 7, values[pe], "fcollect(long) element " + pe);
            }
        }
        destroy(shmem, teams);
        shmem.free(dest);
        shmem.free(source);
    }

    private static void expectBlock(final SymmetricBuffer b, final long at, final ElementType type, final int pe,
        final int count, final String what) {
        for (int k = 0; k < count; k++) {
            final long expected = Elements.datum(type, pe, k);
            final long found = Elements.get(b, type, at + k);
            if (expected != found) {
                Check.equal(expected, found, what + ", element " + k);
            }
        }
    }

    private static void collect(final Shmem shmem) {
        final List<Team> teams = subjects(shmem);
        final int n = shmem.nPes();
        final int largeBase = 20_000;
        final SymmetricBuffer source = shmem.malloc((largeBase + 1000L * n) * 4);
        final SymmetricBuffer dest = shmem.malloc((largeBase + 1000L * n) * 4L * n);
        final SymmetricBuffer small = shmem.calloc(4, 8);
        for (final Team team : teams) {
            if (!team.isValid()) {
                continue;
            }
            final int t = team.nPes();
            for (int variant = 0; variant < 4; variant++) {
                final int me = team.myPe();
                final int count = variant == 0 ? (me * 7) % 5 : variant == 1 ? 0 : variant == 2
                    ? (me == t - 1 ? 3 : 0) : largeBase + 1000 * me;
                fill(source, ElementType.INT, me, count);
                final long total = team.collect(ElementType.INT, dest, 3, source, 0, count);
                long at = 3;
                for (int pe = 0; pe < t; pe++) {
                    final int theirs = variant == 0 ? (pe * 7) % 5 : variant == 1 ? 0 : variant == 2
                        ? (pe == t - 1 ? 3 : 0) : largeBase + 1000 * pe;
                    expectBlock(dest, at, ElementType.INT, pe, theirs,
                        "collect variant " + variant + " on " + describe(team) + ", block " + pe);
                    at += theirs;
                }
                Check.equal(at - 3, total, "collect returns the total on " + describe(team));
            }
            final IndexOutOfBoundsException ex = Check.throwsException(IndexOutOfBoundsException.class,
                () -> team.collect(ElementType.LONG, small, source, 5), "collect into a dest too small");
            Check.mentions(ex.getMessage(), "nothing was collected");
        }
        destroy(shmem, teams);
        shmem.free(small);
        shmem.free(dest);
        shmem.free(source);
    }

    private static void alltoall(final Shmem shmem) {
        final List<Team> teams = subjects(shmem);
        final int n = shmem.nPes();
        final int large = 4000;
        final SymmetricBuffer source = shmem.malloc(large * 8L * n);
        final SymmetricBuffer dest = shmem.malloc(large * 8L * n + 8);
        for (final Team team : teams) {
            if (!team.isValid()) {
                continue;
            }
            final int t = team.nPes();
            final int me = team.myPe();
            for (final int count : new int[] {1, 9, large}) {
                for (int j = 0; j < t; j++) {
                    for (int e = 0; e < count; e++) {
                        source.putLong((long) j * count + e, pairValue(me, j, e));
                    }
                }
                team.alltoall(ElementType.LONG, dest, 1, source, 0, count);
                for (int i = 0; i < t; i++) {
                    for (int e = 0; e < count; e++) {
                        final long found = dest.getLong(1 + (long) i * count + e);
                        if (found != pairValue(i, me, e)) {
                            Check.equal(pairValue(i, me, e), found, "alltoall of " + count + " on " + describe(team)
                                + ": element " + e + " from team PE " + i);
                        }
                    }
                }
            }
        }
        destroy(shmem, teams);
        shmem.free(dest);
        shmem.free(source);
    }

    private static long pairValue(final int from, final int to, final int element) {
        return from * 1_000_000_000L + to * 100_000L + element;
    }

    private static void alltoalls(final Shmem shmem) {
        final List<Team> teams = subjects(shmem);
        final int n = shmem.nPes();
        final int count = 5;
        final SymmetricBuffer source = shmem.calloc(3L * count * n, Integer.BYTES);
        final SymmetricBuffer dest = shmem.calloc(3L * count * n, Integer.BYTES);
        for (final Team team : teams) {
            if (!team.isValid()) {
                continue;
            }
            final int t = team.nPes();
            final int me = team.myPe();
            for (final int[] strides : new int[][] {{2, 3}, {1, 2}, {3, 1}}) {
                final int dst = strides[0];
                final int sst = strides[1];
                for (int j = 0; j < t; j++) {
                    for (int e = 0; e < count; e++) {
                        source.putInt((long) sst * (j * count + e), (int) pairValue(me, j, e) ^ 0x5a5a);
                    }
                }
                team.alltoalls(ElementType.INT, dest, 0, dst, source, 0, sst, count);
                for (int i = 0; i < t; i++) {
                    for (int e = 0; e < count; e++) {
                        Check.equal((long) ((int) pairValue(i, me, e) ^ 0x5a5a),
                            dest.getInt((long) dst * (i * count + e)), "alltoalls dst " + dst + " sst " + sst
                                + " on " + describe(team) + ": element " + e + " from " + i);
                    }
                }
            }
        }
        destroy(shmem, teams);
        shmem.free(dest);
        shmem.free(source);
    }

    private static void scan(final Shmem shmem) {
        final List<Team> teams = subjects(shmem);
        final SymmetricBuffer source = shmem.malloc(LARGE * 8L);
        final SymmetricBuffer dest = shmem.malloc(LARGE * 8L);
        for (final Team team : teams) {
            if (!team.isValid()) {
                continue;
            }
            for (final ElementType type : new ElementType[] {ElementType.LONG, ElementType.INT,
                ElementType.DOUBLE, ElementType.SHORT, ElementType.FLOAT}) {
                for (final boolean inclusive : new boolean[] {true, false}) {
                    for (final int count : new int[] {1, 11}) {
                        checkScan(team, type, inclusive, dest, source, count);
                        checkScan(team, type, inclusive, source, source, count);
                    }
                }
            }
            checkScan(team, ElementType.LONG, true, dest, source, LARGE);
        }
        destroy(shmem, teams);
        shmem.free(dest);
        shmem.free(source);
    }

    private static void checkScan(final Team team, final ElementType type, final boolean inclusive,
        final SymmetricBuffer dest, final SymmetricBuffer source, final int count) {
        for (int k = 0; k < count; k++) {
            Elements.put(source, type, k, Elements.operand(ReduceOp.SUM, type, team.myPe(), k));
        }
        if (inclusive) {
            team.sumInscan(type, dest, source, count);
        } else {
            team.sumExscan(type, dest, source, count);
        }
        final int upTo = inclusive ? team.myPe() : team.myPe() - 1;
        for (int k = 0; k < count; k++) {
            long expected = 0;
            for (int pe = 0; pe <= upTo; pe++) {
                expected = Elements.combine(ReduceOp.SUM, type, expected, Elements.operand(ReduceOp.SUM, type, pe, k));
            }
            final long found = Elements.get(dest, type, k);
            if (expected != found) {
                Check.equal(expected, found, (inclusive ? "inscan" : "exscan") + " of " + count + " " + type
                    + (dest == source ? " in place" : "") + " on " + describe(team) + ", element " + k);
            }
        }
    }

    /** Many collectives in a row on the same buffers, with changing roots and no synchronization in between. */
    private static void backToBack(final Shmem shmem) {
        final List<Team> teams = subjects(shmem);
        final int n = shmem.nPes();
        final SymmetricBuffer a = shmem.calloc(64L * n, Long.BYTES);
        final SymmetricBuffer b = shmem.calloc(64L * n, Long.BYTES);
        for (final Team team : teams) {
            if (!team.isValid()) {
                continue;
            }
            final int t = team.nPes();
            final int me = team.myPe();
            for (int i = 0; i < 200; i++) {
                final int root = i % t;
                final int count = 1 + i % 64;
                for (int k = 0; k < count; k++) {
                    a.putLong(k, 1000L * i + 10L * me + k);
                }
                team.broadcast(ElementType.LONG, b, a, count, root);
                for (int k = 0; k < count; k++) {
                    Check.equal(1000L * i + 10L * root + k, b.getLong(k), "iteration " + i + ": broadcast");
                }
                team.reduce(ReduceOp.SUM, ElementType.LONG, b, a, count);
                for (int k = 0; k < count; k++) {
                    Check.equal(t * (1000L * i + k) + 10L * t * (t - 1) / 2, b.getLong(k),
                        "iteration " + i + ": sum");
                }
                team.fcollect(ElementType.LONG, b, a, 1);
                for (int pe = 0; pe < t; pe++) {
                    Check.equal(1000L * i + 10L * pe, b.getLong(pe), "iteration " + i + ": fcollect");
                }
                for (int j = 0; j < t; j++) {
                    a.putLong(j, 1000L * i + 10L * me + j);
                }
                team.alltoall(ElementType.LONG, b, a, 1);
                for (int j = 0; j < t; j++) {
                    Check.equal(1000L * i + 10L * j + me, b.getLong(j), "iteration " + i + ": alltoall");
                }
                if (i % 50 == 0) {
                    team.sync();
                }
            }
        }
        destroy(shmem, teams);
        shmem.free(b);
        shmem.free(a);
    }

    /**
     * Broadcasts one after the other (small ones travel in the signal lines, large ones straight into dest),
     * with changing roots and sizes, sometimes after a barrier (when they may skip their readiness round) and
     * sometimes after a reduction; every member checks every result.
     */
    private static void broadcastStorm(final Shmem shmem) {
        final List<Team> teams = subjects(shmem);
        final int[] sizes = {1, 2, 3, 1000, 1, 9000};
        final SymmetricBuffer source = shmem.calloc(9000, Long.BYTES);
        final SymmetricBuffer dest = shmem.calloc(9000, Long.BYTES);
        for (final Team team : teams) {
            if (!team.isValid()) {
                continue;
            }
            final int t = team.nPes();
            for (int i = 0; i < 300; i++) {
                final int root = (i * 7) % t;
                final int count = sizes[i % sizes.length];
                for (int k = 0; k < count; k++) {
                    source.putLong(k, i * 100_000L + team.myPe() * 10_000L + k);
                }
                team.broadcast(ElementType.LONG, dest, source, count, root);
                for (int k = 0; k < count; k++) {
                    final long expected = i * 100_000L + root * 10_000L + k;
                    if (dest.getLong(k) != expected) {
                        Check.equal(expected, dest.getLong(k), "broadcast " + i + " of " + count + " from root "
                            + root + " on " + describe(team) + ", element " + k);
                    }
                }
                if (i % 5 == 0) {
                    team.barrier();
                } else if (i % 7 == 0) {
                    Check.equal((long) t, team.reduce(ReduceOp.SUM, 1L), "reduction between broadcasts");
                }
            }
        }
        destroy(shmem, teams);
        shmem.free(dest);
        shmem.free(source);
    }

    private static void localValues(final Shmem shmem) {
        final List<Team> teams = subjects(shmem);
        for (final Team team : teams) {
            if (!team.isValid()) {
                continue;
            }
            final int t = team.nPes();
            final int me = team.myPe();
            Check.equal((long) t * (t - 1) / 2, team.reduce(ReduceOp.SUM, (long) me), "reduce(SUM, long)");
            Check.equal((long) t - 1, team.reduce(ReduceOp.MAX, (long) me), "reduce(MAX, long)");
            Check.equal(~((1L << t) - 1), team.reduce(ReduceOp.AND, ~(1L << me)), "reduce(AND, long)");
            Check.equal(-1.0 * (t - 1), team.reduce(ReduceOp.MIN, -1.0 * me), "reduce(MIN, double)");
            Check.equal(t * 0.5, team.reduce(ReduceOp.SUM, 0.5), "reduce(SUM, double)");
            final long[] longs = new long[5000];
            final double[] doubles = new double[3000];
            for (int k = 0; k < longs.length; k++) {
                longs[k] = k * 3L + me;
            }
            for (int k = 0; k < doubles.length; k++) {
                doubles[k] = k + me;
            }
            team.reduce(ReduceOp.SUM, longs);
            team.reduce(ReduceOp.MAX, doubles);
            for (int k = 0; k < longs.length; k++) {
                Check.equal(t * 3L * k + (long) t * (t - 1) / 2, longs[k], "reduce(SUM, long[]) element " + k);
            }
            for (int k = 0; k < doubles.length; k++) {
                Check.equal(k + t - 1.0, doubles[k], "reduce(MAX, double[]) element " + k);
            }
            Check.throwsException(IllegalArgumentException.class, () -> team.reduce(ReduceOp.XOR, 1.5),
                "XOR of a double");
        }
        destroy(shmem, teams);
    }

    private static void zeroCount(final Shmem shmem) {
        final List<Team> teams = subjects(shmem);
        final SymmetricBuffer buf = shmem.calloc(4, 8);
        for (final Team team : teams) {
            if (!team.isValid()) {
                continue;
            }
            buf.putLong(0, 42);
            team.broadcast(ElementType.LONG, buf, 1, buf, 2, 0, 0);
            team.reduce(ReduceOp.SUM, ElementType.LONG, buf, 1, buf, 2, 0);
            team.fcollect(ElementType.LONG, buf, 1, buf, 0, 0);
            Check.equal(0L, team.collect(ElementType.LONG, buf, 1, buf, 0, 0), "collect of nothing");
            team.alltoall(ElementType.LONG, buf, 1, buf, 0, 0);
            team.sumInscan(ElementType.LONG, buf, 1, buf, 2, 0);
            team.reduce(ReduceOp.SUM, new long[0]);
            Check.equal(42L, buf.getLong(0), "zero-count collectives write nothing");
            Check.equal((long) team.nPes(), team.reduce(ReduceOp.SUM, 1L), "the team still works");
        }
        destroy(shmem, teams);
        shmem.free(buf);
    }

    private static void argumentErrors(final Shmem shmem) {
        final Team world = shmem.teamWorld();
        final int n = shmem.nPes();
        final SymmetricBuffer buf = shmem.calloc(16, 8);
        final SymmetricBuffer freed = shmem.calloc(16, 8);
        shmem.free(freed);
        Check.mentions(Check.throwsException(IllegalArgumentException.class,
            () -> world.reduce(ReduceOp.AND, ElementType.DOUBLE, buf, buf, 1), "AND of doubles").getMessage(),
            "AND", "DOUBLE");
        Check.throwsException(IllegalArgumentException.class,
            () -> world.reduce(ReduceOp.XOR, ElementType.FLOAT, buf, buf, 1), "XOR of floats");
        Check.throwsException(PeOutOfRangeException.class,
            () -> world.broadcast(ElementType.LONG, buf, buf, 1, n), "broadcast root n");
        Check.throwsException(PeOutOfRangeException.class,
            () -> world.broadcast(ElementType.LONG, buf, buf, 1, -1), "broadcast root -1");
        Check.throwsException(IllegalArgumentException.class,
            () -> world.reduce(ReduceOp.SUM, ElementType.LONG, buf, buf, -1), "negative count");
        Check.throwsException(IndexOutOfBoundsException.class,
            () -> world.reduce(ReduceOp.SUM, ElementType.LONG, buf, 10, buf, 0, 7), "dest range past the end");
        Check.throwsException(IllegalArgumentException.class,
            () -> world.reduce(ReduceOp.SUM, ElementType.LONG, buf, 1, buf, 0, 4), "partially overlapping");
        Check.throwsException(IllegalArgumentException.class,
            () -> world.fcollect(ElementType.LONG, buf, 0, buf, 0, 1), "fcollect source inside dest");
        Check.throwsException(IndexOutOfBoundsException.class,
            () -> world.fcollect(ElementType.LONG, buf, 0, buf, 0, 17), "fcollect dest too small");
        Check.throwsException(IllegalArgumentException.class,
            () -> world.alltoalls(ElementType.LONG, buf, 0, 0, buf, 8, 1, 1), "alltoalls stride 0");
        Check.throwsException(BufferFreedException.class,
            () -> world.reduce(ReduceOp.SUM, ElementType.LONG, freed, buf, 1), "freed dest");
        Check.equal((long) n, world.reduce(ReduceOp.SUM, 1L), "the team still works");
        shmem.free(buf);
    }
}
