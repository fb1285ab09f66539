package io.jshmem.core.team;

import io.jshmem.ContextOption;
import io.jshmem.ElementType;
import io.jshmem.ReduceOp;
import io.jshmem.ShmemContext;
import io.jshmem.SymmetricBuffer;
import io.jshmem.Team;
import io.jshmem.Team2d;
import io.jshmem.TeamConfig;
import io.jshmem.core.coll.Collectives;
import io.jshmem.core.heap.InternalRegionDescriptor;
import io.jshmem.core.heap.SymmetricHeap;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.exceptions.PeOutOfRangeException;
import io.jshmem.exceptions.TeamException;
import io.jshmem.exceptions.TeamPoolExhaustedException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One PE's handle on a team it belongs to: its members (world PEs in team order), its slot, its collectives,
 * and the communication contexts created from it. Checks every argument and the team's state, then hands the
 * work to {@link Collectives}. Collectives on one team are serialized by the program (one thread at a time);
 * context creation is not collective and may come from any thread.
 */
public final class TeamImpl implements Team {
    private static final int STAGED_LONGS = (int) (InternalRegionDescriptor.STAGING_BYTES / Long.BYTES);

    private final TeamEnvironment env;
    private final String name;
    private final boolean predefined;
    private final int slot;
    private final int[] members;
    private final int me;
    private final TeamConfig config;
    private final Collectives collectives;
    private final int[] sortedWorld;
    private final int[] teamIndexOfSorted;
    private volatile boolean destroyed;
    /** Contexts created from this team and not yet destroyed; guarded by itself. */
    private final Set<ShmemContext> contexts = new LinkedHashSet<>();
    /** Set, under the contexts' lock, once destroy() has taken the contexts: no more can be created. */
    private boolean contextsClosed;

    private TeamImpl(final TeamEnvironment env, final String name, final boolean predefined, final int slot,
        final int[] members, final int me, final TeamConfig config, final Collectives collectives) {
        this.env = env;
        this.name = name;
        this.predefined = predefined;
        this.slot = slot;
        this.members = members;
        this.me = me;
        this.config = config;
        this.collectives = collectives;
        final Integer[] order = new Integer[members.length];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, (a, b) -> Integer.compare(members[a], members[b]));
        this.sortedWorld = new int[members.length];
        this.teamIndexOfSorted = new int[members.length];
        for (int i = 0; i < order.length; i++) {
            sortedWorld[i] = members[order[i]];
            teamIndexOfSorted[i] = order[i];
        }
    }

    /**
     * The world team, over collectives built before the heap (whose allocation calls synchronize on them).
     *
     * @param env         this PE's team environment.
     * @param collectives the world slot's collectives.
     * @return TEAM_WORLD.
     */
    public static TeamImpl world(final TeamEnvironment env, final Collectives collectives) {
        final int n = collectives.channel().size();
        final int[] members = new int[n];
        Arrays.setAll(members, i -> i);
        return new TeamImpl(env, "TEAM_WORLD", true, TeamPool.WORLD_SLOT, members, env.myWorldPe(),
            TeamConfig.DEFAULT, collectives);
    }

    /**
     * The team of this PE's host.
     *
     * @param env     this PE's team environment.
     * @param members world PEs of this host, in increasing order (this PE among them).
     * @return TEAM_SHARED.
     */
    public static TeamImpl shared(final TeamEnvironment env, final int[] members) {
        final int me = SplitRules.indexOf(members, env.myWorldPe());
        return new TeamImpl(env, "TEAM_SHARED", true, TeamPool.SHARED_SLOT, members.clone(), me,
            TeamConfig.DEFAULT, env.collectives(TeamPool.SHARED_SLOT, members, me));
    }

    private TeamImpl child(final int childSlot, final int[] childMembers, final TeamConfig childConfig) {
        final int index = SplitRules.indexOf(childMembers, env.myWorldPe());
        env.pool().claim(childSlot);
        return new TeamImpl(env, "team in slot " + childSlot, false, childSlot, childMembers, index, childConfig,
            env.collectives(childSlot, childMembers, index));
    }

    /**
     * The collectives, without the state check (for the heap's allocation barrier, which the world team is).
     *
     * @return the collectives.
     */
    public Collectives collectives() {
        return collectives;
    }

    private void checkAlive(final String call) {
        if (destroyed) {
            throw new TeamException(call + " on " + describe() + ", which was destroyed");
        }
    }

    private String describe() {
        return name + " (" + members.length + " PE" + (members.length == 1 ? "" : "s") + ")";
    }

    private SymmetricHeap heap() {
        return env.heap();
    }

    @Override
    public int myPe() {
        return destroyed ? -1 : me;
    }

    @Override
    public int nPes() {
        return destroyed ? -1 : members.length;
    }

    @Override
    public boolean isValid() {
        return !destroyed;
    }

    @Override
    public TeamConfig config() {
        checkAlive("config()");
        return config;
    }

    @Override
    public int translatePe(final int pe, final Team dest) {
        if (destroyed || pe < 0 || pe >= members.length || !(dest instanceof TeamImpl)) {
            return -1;
        }
        final TeamImpl other = (TeamImpl) dest;
        if (other.env != env) {
            throw new TeamException("translatePe: the destination team belongs to another PE's Shmem instance");
        }
        return other.destroyed ? -1 : other.indexOfWorld(members[pe]);
    }

    private int indexOfWorld(final int worldPe) {
        final int i = Arrays.binarySearch(sortedWorld, worldPe);
        return i < 0 ? -1 : teamIndexOfSorted[i];
    }

    @Override
    public Team splitStrided(final int start, final int stride, final int size, final TeamConfig childConfig) {
        checkAlive("splitStrided");
        Objects.requireNonNull(childConfig, "config");
        final String call = "splitStrided(" + start + ", " + stride + ", " + size + ") of " + describe();
        final long[] free = SplitAgreement.agree(collectives, env, call, start, stride, size);
        final String invalid = SplitRules.checkStrided(members.length, start, stride, size);
        if (invalid != null) {
            throw new IllegalArgumentException(invalid + "; no team was created");
        }
        final int[] slots = env.pool().lowestFree(free, 1);
        if (slots == null) {
            throw new TeamPoolExhaustedException(env.pool().maxTeams(), 1, env.pool().countFree(free));
        }
        final int[] childMembers = SplitRules.strided(members, start, stride, size);
        if (SplitRules.indexOf(childMembers, env.myWorldPe()) < 0) {
            return Team.INVALID;
        }
        return child(slots[0], childMembers, childConfig);
    }

    @Override
    public Team2d split2d(final int xRange, final TeamConfig xConfig, final TeamConfig yConfig) {
        checkAlive("split2d");
        Objects.requireNonNull(xConfig, "xConfig");
        Objects.requireNonNull(yConfig, "yConfig");
        final String call = "split2d(" + xRange + ") of " + describe();
        final long[] free = SplitAgreement.agree(collectives, env, call, xRange);
        final String invalid = SplitRules.check2d(xRange);
        if (invalid != null) {
            throw new IllegalArgumentException(invalid + "; no team was created");
        }
        final int[] slots = env.pool().lowestFree(free, 2);
        if (slots == null) {
            throw new TeamPoolExhaustedException(env.pool().maxTeams(), 2, env.pool().countFree(free));
        }
        final int x = Math.min(xRange, members.length);
        final Team row = child(slots[0], SplitRules.row(members, x, me), xConfig);
        final Team column = child(slots[1], SplitRules.column(members, x, me), yConfig);
        return new Team2d(row, column);
    }

    @Override
    public void destroy() {
        checkAlive("destroy()");
        if (predefined) {
            throw new TeamException(name + " is predefined and cannot be destroyed");
        }
        final List<ShmemContext> live;
        synchronized (contexts) {
            contextsClosed = true;
            live = new ArrayList<>(contexts);
        }
        for (final ShmemContext context : live) {
            env.contexts().destroyWithTeam(context);
        }
        barrier();
        collectives.channel().reset();
        env.pool().release(slot);
        destroyed = true;
    }

    @Override
    public ShmemContext createContext(final Set<ContextOption> options) {
        Objects.requireNonNull(options, "options");
        synchronized (contexts) {
            if (contextsClosed || destroyed) {
                throw new TeamException("createContext on " + describe() + ", which was destroyed");
            }
            final ShmemContext context = env.contexts().create(members, options, describe(), this::forget);
            contexts.add(context);
            return context;
        }
    }

    private void forget(final ShmemContext context) {
        synchronized (contexts) {
            contexts.remove(context);
        }
    }

    @Override
    public void sync() {
        checkAlive("sync()");
        env.fence();
        collectives.sync();
    }

    @Override
    public void barrier() {
        checkAlive("barrier()");
        env.quiet();
        collectives.sync();
    }

    @Override
    public void broadcast(final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final SymmetricBuffer source, final long sourceIndex, final long count, final int root) {
        checkAlive("broadcast");
        BufferArguments.checkCount("broadcast", count, type);
        if (root < 0 || root >= members.length) {
            throw new PeOutOfRangeException(root, members.length);
        }
        final long d = BufferArguments.range(dest, heap(), destIndex, count, type);
        final long s = BufferArguments.range(source, heap(), sourceIndex, count, type);
        final long bytes = count * type.bytes();
        BufferArguments.checkSameOrDisjoint("broadcast", d, s, bytes);
        collectives.broadcast(d, s, bytes, root);
    }

    @Override
    public void fcollect(final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final SymmetricBuffer source, final long sourceIndex, final long count) {
        checkAlive("fcollect");
        BufferArguments.checkCount("fcollect", count, type);
        final long d = BufferArguments.range(dest, heap(), destIndex, members.length * count, type);
        final long s = BufferArguments.range(source, heap(), sourceIndex, count, type);
        BufferArguments.checkDisjoint("fcollect", d, members.length * count * type.bytes(), s,
            count * type.bytes());
        collectives.fcollect(type, d, s, count);
    }

    @Override
    public long collect(final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final SymmetricBuffer source, final long sourceIndex, final long count) {
        checkAlive("collect");
        final int eb = type.bytes();
        final long d = BufferArguments.range(dest, heap(), destIndex, 0, type);
        final long capacity = (dest.lengthBytes() - (d - dest.offset())) / eb;
        long s = -1;
        if (count >= 0 && count <= Long.MAX_VALUE / 8 / eb) {
            try {
                s = BufferArguments.range(source, heap(), sourceIndex, count, type);
                BufferArguments.checkDisjoint("collect", d, capacity * eb, s, count * eb);
            } catch (final IndexOutOfBoundsException | IllegalArgumentException ex) {
                // reported on every PE alike once the counts are exchanged
                s = -1;
            }
        }
        return collectives.collect(type, d, capacity, s, count, s >= 0);
    }

    @Override
    public void alltoall(final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final SymmetricBuffer source, final long sourceIndex, final long count) {
        alltoalls(type, dest, destIndex, 1, source, sourceIndex, 1, count, "alltoall");
    }

    @Override
    public void alltoalls(final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final long destStride, final SymmetricBuffer source, final long sourceIndex, final long sourceStride,
        final long count) {
        alltoalls(type, dest, destIndex, destStride, source, sourceIndex, sourceStride, count, "alltoalls");
    }

    private void alltoalls(final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final long destStride, final SymmetricBuffer source, final long sourceIndex, final long sourceStride,
        final long count, final String call) {
        checkAlive(call);
        BufferArguments.checkCount(call, count, type);
        final long elements = members.length * count;
        final long d = BufferArguments.stridedRange(dest, heap(), destIndex, destStride, elements, type);
        final long s = BufferArguments.stridedRange(source, heap(), sourceIndex, sourceStride, elements, type);
        if (elements > 0) {
            final long eb = type.bytes();
            BufferArguments.checkDisjoint(call, d, ((elements - 1) * destStride + 1) * eb, s,
                ((elements - 1) * sourceStride + 1) * eb);
        }
        collectives.alltoall(type, d, destStride, s, sourceStride, count);
    }

    @Override
    public void reduce(final ReduceOp op, final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final SymmetricBuffer source, final long sourceIndex, final long count) {
        checkAlive("reduce");
        BufferArguments.checkOperation(op, type);
        BufferArguments.checkCount("reduce", count, type);
        final long d = BufferArguments.range(dest, heap(), destIndex, count, type);
        final long s = BufferArguments.range(source, heap(), sourceIndex, count, type);
        BufferArguments.checkSameOrDisjoint("reduce", d, s, count * type.bytes());
        collectives.reduce(op, type, d, s, count);
    }

    @Override
    public void sumInscan(final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final SymmetricBuffer source, final long sourceIndex, final long count) {
        scan(true, type, dest, destIndex, source, sourceIndex, count);
    }

    @Override
    public void sumExscan(final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final SymmetricBuffer source, final long sourceIndex, final long count) {
        scan(false, type, dest, destIndex, source, sourceIndex, count);
    }

    private void scan(final boolean inclusive, final ElementType type, final SymmetricBuffer dest,
        final long destIndex, final SymmetricBuffer source, final long sourceIndex, final long count) {
        final String call = inclusive ? "sumInscan" : "sumExscan";
        checkAlive(call);
        BufferArguments.checkCount(call, count, type);
        final long d = BufferArguments.range(dest, heap(), destIndex, count, type);
        final long s = BufferArguments.range(source, heap(), sourceIndex, count, type);
        BufferArguments.checkSameOrDisjoint(call, d, s, count * type.bytes());
        collectives.scan(inclusive, type, d, s, count);
    }

    @Override
    public long reduce(final ReduceOp op, final long value) {
        checkAlive("reduce");
        final long staging = collectives.channel().stagingOffset();
        final long address = env.localBase() + staging;
        RawMemory.putLong(address, value);
        collectives.reduce(op, ElementType.LONG, staging, staging, 1);
        return RawMemory.getLong(address);
    }

    @Override
    public double reduce(final ReduceOp op, final double value) {
        checkAlive("reduce");
        BufferArguments.checkOperation(op, ElementType.DOUBLE);
        final long staging = collectives.channel().stagingOffset();
        final long address = env.localBase() + staging;
        RawMemory.putDouble(address, value);
        collectives.reduce(op, ElementType.DOUBLE, staging, staging, 1);
        return RawMemory.getDouble(address);
    }

    @Override
    public void reduce(final ReduceOp op, final long[] values) {
        checkAlive("reduce");
        reduceArray(op, ElementType.LONG, values, RawMemory.LONG_ARRAY_BASE, values.length);
    }

    @Override
    public void reduce(final ReduceOp op, final double[] values) {
        checkAlive("reduce");
        BufferArguments.checkOperation(op, ElementType.DOUBLE);
        reduceArray(op, ElementType.DOUBLE, values, RawMemory.DOUBLE_ARRAY_BASE, values.length);
    }

    /** Reduces an 8-byte array through the staging area, a staging area's worth at a time. */
    private void reduceArray(final ReduceOp op, final ElementType type, final Object array, final long arrayBase,
        final int length) {
        final long staging = collectives.channel().stagingOffset();
        final long address = env.localBase() + staging;
        for (int first = 0; first < length; first += STAGED_LONGS) {
            final int count = Math.min(STAGED_LONGS, length - first);
            final long at = arrayBase + (long) first * Long.BYTES;
            RawMemory.copy(array, at, null, address, (long) count * Long.BYTES);
            collectives.reduce(op, type, staging, staging, count);
            RawMemory.copy(null, address, array, at, (long) count * Long.BYTES);
        }
    }

    @Override
    public long[] fcollect(final long value) {
        checkAlive("fcollect");
        final long[] values = new long[members.length];
        collectives.gatherLongs(value, values);
        return values;
    }

    @Override
    public String toString() {
        return "Team{" + describe() + ", my PE " + me + (destroyed ? ", destroyed" : "") + "}";
    }
}
