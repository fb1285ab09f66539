package io.jshmem;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

/**
 * A team: an ordered set of PEs that synchronize and run collective operations together, numbered
 * {@code 0 .. nPes() - 1} in team order ({@code shmem_team_t}). Every PE starts with {@link Shmem#teamWorld()}
 * (all PEs) and {@link Shmem#teamShared()} (the PEs of its host); new teams are split from existing ones.
 * <pre>{@code
 * Team world = shmem.teamWorld();
 * Team odd = world.splitStrided(1, 2, world.nPes() / 2);   // world PEs 1, 3, 5, ... as team PEs 0, 1, 2, ...
 * if (odd.isValid()) {                                     // PEs not in the team get Team.INVALID
 *     odd.reduce(ReduceOp.SUM, ElementType.LONG, total, partial, 1);
 * }
 * odd.destroy();                                           // no-op on Team.INVALID
 * }</pre>
 *
 * <h2>Collective calls</h2>
 * Splits, {@link #destroy()}, {@link #sync()}, {@link #barrier()} and every data collective are
 * <em>collective over the team</em> (splits: over the parent team): every member calls them, in the same order
 * and with the same arguments ({@code collect} excepted, whose counts differ per PE); a PE that is not a member
 * cannot call them (it has no handle). Collectives on one team must be called by one thread of a PE at a time.
 * PE numbers (a broadcast's root, {@link #translatePe}, the target of an operation on a context from
 * {@link #createContext(Set)}) are team numbers.
 *
 * <h2>Completion and buffer reuse</h2>
 * A data collective takes symmetric {@code dest} and {@code source} buffers, element indices into them and a
 * count of elements of an {@link ElementType}. On return on a PE: that PE's {@code dest} holds the result and
 * its {@code source} may be changed. Other members finish when they return: a collective is not a barrier, so
 * use {@link #sync()} or {@link #barrier()} before reading another PE's {@code dest} by a get. From its call to
 * its return on a PE, the program must not touch that PE's {@code dest} (nor change its {@code source}).
 * Back-to-back collectives on the same team need nothing in between, even with the same buffers: a PE that is
 * ahead never writes into memory a slower PE still uses for the previous call. One rule comes from OpenSHMEM:
 * every member's {@code dest} must be ready for the result as soon as any member calls the collective; so
 * after a {@link #sync()} or {@link #barrier()} followed by a broadcast, do not write {@code dest} in between
 * (the root may deliver into it as soon as it calls). {@code dest} and
 * {@code source} must be the same elements (in place) or must not overlap. Every argument is checked before
 * any memory is touched ({@link IndexOutOfBoundsException}, {@link IllegalArgumentException},
 * {@link io.jshmem.exceptions.BufferFreedException}); a destroyed team or {@link #INVALID} throws
 * {@link io.jshmem.exceptions.TeamException}. Any count is accepted: the library cuts large operations into
 * pieces its internal buffers hold.
 *
 * <h2>Algorithms</h2>
 * The library picks an algorithm by element count and team size; {@code JSHMEM_BARRIER_ALGORITHM},
 * {@code JSHMEM_BCAST_ALGORITHM}, {@code JSHMEM_REDUCE_ALGORITHM} and {@code JSHMEM_COLLECT_ALGORITHM} force
 * one (see the configuration reference).
 */
public interface Team {
    /**
     * The invalid team ({@code SHMEM_TEAM_INVALID}): what a split returns to the PEs of the parent that are
     * not members. {@link #myPe()} and {@link #nPes()} return -1, {@link #translatePe} -1, splits return
     * {@code INVALID} again, {@link #destroy()} does nothing, and synchronization, collectives and
     * {@link #createContext(Set)} throw {@link io.jshmem.exceptions.TeamException}.
     */
    Team INVALID = InvalidTeam.INSTANCE;

    /**
     * This PE's number in the team ({@code shmem_team_my_pe}).
     *
     * @return in {@code [0, nPes())}, or -1 for {@link #INVALID}.
     */
    int myPe();

    /**
     * Number of PEs in the team ({@code shmem_team_n_pes}).
     *
     * @return at least 1, or -1 for {@link #INVALID}.
     */
    int nPes();

    /**
     * Whether this handle names a live team of which this PE is a member.
     *
     * @return false for {@link #INVALID} and for a destroyed team.
     */
    boolean isValid();

    /**
     * The configuration the team was created with ({@code shmem_team_get_config}).
     *
     * @return the configuration; {@link TeamConfig#DEFAULT} for the predefined teams.
     * @throws io.jshmem.exceptions.TeamException for {@link #INVALID} or a destroyed team.
     */
    TeamConfig config();

    /**
     * The number in another team of the PE numbered {@code pe} in this one ({@code shmem_team_translate_pe}).
     * Not collective; any PE number of this team may be translated, not only this PE's.
     *
     * @param pe   a PE number of this team.
     * @param dest the team to translate into.
     * @return its number in {@code dest}, or -1 when it is not a member of {@code dest}, {@code pe} is out of
     *         range, or either team is {@link #INVALID} or destroyed.
     */
    int translatePe(int pe, Team dest);

    /**
     * Creates a team of {@code size} PEs of this team: members {@code start, start + stride, ...,
     * start + (size - 1) * stride}, numbered 0 to {@code size - 1} in that order ({@code
     * shmem_team_split_strided}). Collective over this team (the parent): every parent PE calls it with the
     * same arguments; members get the new team, the others {@link #INVALID}. With 8 PEs,
     * {@code teamWorld().splitStrided(1, 2, 3)} makes world PEs 1, 3 and 5 the new team's PEs 0, 1 and 2. A
     * negative stride walks down ({@code splitStrided(6, -2, 3)} is world PEs 6, 4, 2); a stride of 0 is
     * allowed for a team of one PE.
     *
     * <p>Failures are the same on every parent PE, and no team is created: members outside the parent,
     * {@code size <= 0}, or {@code stride == 0} with {@code size > 1} throw {@link IllegalArgumentException};
     * a full team pool ({@code JSHMEM_MAX_TEAMS}) throws {@link io.jshmem.exceptions.TeamPoolExhaustedException};
     * PEs that passed different arguments throw {@link io.jshmem.exceptions.TeamException}.
     *
     * @param start  parent PE number of the first member.
     * @param stride difference between consecutive members' parent PE numbers.
     * @param size   number of members.
     * @return the new team, or {@link #INVALID} on PEs that are not members (and on every PE when this team is
     *         {@link #INVALID}).
     */
    default Team splitStrided(final int start, final int stride, final int size) {
        return splitStrided(start, stride, size, TeamConfig.DEFAULT);
    }

    /**
     * {@link #splitStrided(int, int, int)} with a configuration for the new team.
     *
     * @param start  parent PE number of the first member.
     * @param stride difference between consecutive members' parent PE numbers.
     * @param size   number of members.
     * @param config the new team's configuration.
     * @return the new team, or {@link #INVALID} on PEs that are not members.
     */
    Team splitStrided(int start, int stride, int size, TeamConfig config);

    /**
     * Lays this team's PEs out on a grid of {@code xRange} columns, row by row, and creates a team per row and
     * per column ({@code shmem_team_split_2d}): parent PE {@code p} is at {@code (x, y) = (p % xRange,
     * p / xRange)}, is PE {@code x} of its row team and PE {@code y} of its column team. When the parent size
     * is not a multiple of {@code xRange} the last row is short, so the first columns have one PE more than the
     * others (10 PEs, {@code xRange} 3: rows {0,1,2} {3,4,5} {6,7,8} {9}, columns {0,3,6,9} {1,4,7} {2,5,8}). An
     * {@code xRange} above the parent size means one row. Collective over this team; failures as
     * {@link #splitStrided(int, int, int)} ({@code xRange <= 0} throws {@link IllegalArgumentException}; the
     * split needs two free team slots).
     *
     * @param xRange number of columns, at least 1.
     * @return this PE's row and column teams (both {@link #INVALID} when this team is).
     */
    default Team2d split2d(final int xRange) {
        return split2d(xRange, TeamConfig.DEFAULT, TeamConfig.DEFAULT);
    }

    /**
     * {@link #split2d(int)} with configurations for the new teams.
     *
     * @param xRange  number of columns, at least 1.
     * @param xConfig configuration of the row teams.
     * @param yConfig configuration of the column teams.
     * @return this PE's row and column teams.
     */
    Team2d split2d(int xRange, TeamConfig xConfig, TeamConfig yConfig);

    /**
     * Destroys the team ({@code shmem_team_destroy}) and returns its slot to the pool. Collective over the team
     * with barrier semantics (operations issued on it complete first). The contexts created from it on this PE
     * and not yet destroyed are destroyed first, as {@link ShmemContext#destroy()} does (their operations
     * complete; later calls on them throw {@link IllegalStateException}); as in OpenSHMEM, a context meant for
     * one thread ({@link ContextOption#PRIVATE}) should be destroyed by that thread before. Teams split from it
     * live on. Using the handle afterwards throws {@link io.jshmem.exceptions.TeamException}, as does destroying
     * {@link Shmem#teamWorld()} or {@link Shmem#teamShared()}; destroying {@link #INVALID} does nothing.
     */
    void destroy();

    /**
     * Waits until every member has called it ({@code shmem_team_sync}). Collective over the team. Orders this
     * PE's completed stores and puts before the other members' loads after it; does not complete outstanding
     * non-blocking operations (that is {@link #barrier()}).
     */
    void sync();

    /**
     * Completes this PE's outstanding operations ({@link ShmemContext#quiet()}) and waits until every member
     * has called it. Collective over the team. On return, every member's puts issued before its barrier are
     * visible to every member.
     */
    void barrier();

    // ---------------------------------------------------------------------------------------------------------
    // Communication contexts.
    // ---------------------------------------------------------------------------------------------------------

    /**
     * Creates a communication context numbered as this team ({@code shmem_team_create_ctx}): its puts, gets,
     * AMOs and signals take <em>team</em> PE numbers, {@code 0 .. nPes() - 1}, translated to world PEs on each
     * call (on a context of a team of world PEs 1, 3, 5, {@code ctx.putLong(buf, 0, v, 2)} writes to world PE
     * 5), and a PE number outside the team throws {@link io.jshmem.exceptions.PeOutOfRangeException}. Apart
     * from the numbering it is a context like those of {@link Shmem#createContext(Set)}: ordered by its own
     * {@link ShmemContext#fence()}, completed by its own {@link ShmemContext#quiet()}, independently of the
     * default context and of other contexts, and it accepts the same symmetric buffers. {@link #barrier()} is
     * only sure to complete the default context's operations: quiet a team context before a barrier that must
     * cover it.
     *
     * <p>Not collective: each PE creates its own contexts, from any thread. The configuration's
     * {@link TeamConfig#numContexts()} is a hint only; any number of contexts may be created. Destroy a
     * context with {@link ShmemContext#destroy()} (or try-with-resources); those still open are destroyed
     * with the team ({@link #destroy()}) or when this PE closes.
     * <pre>{@code
     * Team odd = world.splitStrided(1, 2, 3);                  // world PEs 1, 3, 5
     * if (odd.isValid()) {
     *     try (ShmemContext ctx = odd.createContext()) {
     *         int right = (odd.myPe() + 1) % odd.nPes();         // a team PE number
     *         ctx.putLong(buf, 0, odd.myPe(), right);
     *         ctx.quiet();
     *     }
     *     odd.barrier();
     * }
     * }</pre>
     *
     * @param options promises about the context's use (see {@link ContextOption}); may be empty.
     * @return the new context.
     * @throws io.jshmem.exceptions.TeamException for {@link #INVALID} or a destroyed team.
     * @throws IllegalStateException when this PE is closed.
     */
    ShmemContext createContext(Set<ContextOption> options);

    /**
     * Creates a communication context numbered as this team, with options given one by one; see
     * {@link #createContext(Set)}.
     *
     * @param options promises about the context's use; none for a general context.
     * @return the new context.
     * @throws io.jshmem.exceptions.TeamException for {@link #INVALID} or a destroyed team.
     */
    default ShmemContext createContext(final ContextOption... options) {
        final Set<ContextOption> set = EnumSet.noneOf(ContextOption.class);
        set.addAll(Arrays.asList(options));
        return createContext(set);
    }

    // ---------------------------------------------------------------------------------------------------------
    // Data collectives on symmetric buffers. Indices and counts are in elements of the given type.
    // ---------------------------------------------------------------------------------------------------------

    /**
     * Copies {@code count} elements of the root's {@code source} into {@code dest} on every member, the root
     * included ({@code shmem_broadcast}, {@code shmem_broadcastmem} with {@link ElementType#BYTE}). Collective
     * over the team. Only the root's {@code source} is read.
     *
     * @param type        element type.
     * @param dest        receives the elements on every member.
     * @param destIndex   first element of {@code dest}.
     * @param source      the elements, on the root.
     * @param sourceIndex first element of {@code source}.
     * @param count       number of elements, at least 0.
     * @param root        team number of the PE whose {@code source} is copied.
     */
    void broadcast(ElementType type, SymmetricBuffer dest, long destIndex, SymmetricBuffer source,
        long sourceIndex, long count, int root);

    /**
     * {@link #broadcast(ElementType, SymmetricBuffer, long, SymmetricBuffer, long, long, int)} from element 0
     * of both buffers.
     *
     * @param type   element type.
     * @param dest   receives the elements on every member.
     * @param source the elements, on the root.
     * @param count  number of elements.
     * @param root   team number of the root.
     */
    default void broadcast(final ElementType type, final SymmetricBuffer dest, final SymmetricBuffer source,
        final long count, final int root) {
        broadcast(type, dest, 0, source, 0, count, root);
    }

    /**
     * Concatenates {@code count} elements of every member's {@code source}, in team order, into {@code dest}
     * on every member ({@code shmem_fcollect}): member {@code i}'s elements land at
     * {@code destIndex + i * count}. Collective over the team; {@code dest} holds {@code nPes() * count}
     * elements.
     *
     * @param type        element type.
     * @param dest        receives {@code nPes() * count} elements.
     * @param destIndex   first element of {@code dest}.
     * @param source      this PE's elements.
     * @param sourceIndex first element of {@code source}.
     * @param count       elements per PE, equal on every member.
     */
    void fcollect(ElementType type, SymmetricBuffer dest, long destIndex, SymmetricBuffer source, long sourceIndex,
        long count);

    /**
     * {@link #fcollect(ElementType, SymmetricBuffer, long, SymmetricBuffer, long, long)} from element 0 of both
     * buffers.
     *
     * @param type   element type.
     * @param dest   receives {@code nPes() * count} elements.
     * @param source this PE's elements.
     * @param count  elements per PE.
     */
    default void fcollect(final ElementType type, final SymmetricBuffer dest, final SymmetricBuffer source,
        final long count) {
        fcollect(type, dest, 0, source, 0, count);
    }

    /**
     * Concatenates every member's {@code source} elements, in team order, into {@code dest} on every member,
     * where each member contributes its own {@code count}, possibly 0 ({@code shmem_collect}). Collective over
     * the team. When {@code dest} cannot hold the total every member throws the same
     * {@link IndexOutOfBoundsException} and nothing is written.
     *
     * @param type        element type.
     * @param dest        receives the concatenation.
     * @param destIndex   first element of {@code dest}.
     * @param source      this PE's elements.
     * @param sourceIndex first element of {@code source}.
     * @param count       this PE's number of elements, at least 0.
     * @return the number of elements written into {@code dest} (the sum of all counts).
     */
    long collect(ElementType type, SymmetricBuffer dest, long destIndex, SymmetricBuffer source, long sourceIndex,
        long count);

    /**
     * {@link #collect(ElementType, SymmetricBuffer, long, SymmetricBuffer, long, long)} from element 0 of both
     * buffers.
     *
     * @param type   element type.
     * @param dest   receives the concatenation.
     * @param source this PE's elements.
     * @param count  this PE's number of elements.
     * @return the total number of elements collected.
     */
    default long collect(final ElementType type, final SymmetricBuffer dest, final SymmetricBuffer source,
        final long count) {
        return collect(type, dest, 0, source, 0, count);
    }

    /**
     * Exchanges a block of {@code count} elements between every pair of members ({@code shmem_alltoall}): block
     * {@code j} of member {@code i}'s {@code source} (elements {@code sourceIndex + j * count ...}) lands in
     * block {@code i} of member {@code j}'s {@code dest}. Collective over the team; both buffers hold
     * {@code nPes() * count} elements.
     *
     * @param type        element type.
     * @param dest        receives one block from every member.
     * @param destIndex   first element of {@code dest}.
     * @param source      one block for every member.
     * @param sourceIndex first element of {@code source}.
     * @param count       elements per block, equal on every member.
     */
    void alltoall(ElementType type, SymmetricBuffer dest, long destIndex, SymmetricBuffer source, long sourceIndex,
        long count);

    /**
     * {@link #alltoall(ElementType, SymmetricBuffer, long, SymmetricBuffer, long, long)} from element 0 of both
     * buffers.
     *
     * @param type   element type.
     * @param dest   receives one block from every member.
     * @param source one block for every member.
     * @param count  elements per block.
     */
    default void alltoall(final ElementType type, final SymmetricBuffer dest, final SymmetricBuffer source,
        final long count) {
        alltoall(type, dest, 0, source, 0, count);
    }

    /**
     * Strided {@link #alltoall} ({@code shmem_alltoalls}): element {@code e} of the block for member {@code j}
     * is {@code source} element {@code sourceIndex + sourceStride * (j * count + e)}, and it lands in member
     * {@code j}'s {@code dest} element {@code destIndex + destStride * (i * count + e)}, {@code i} being the
     * sender. Collective over the team.
     *
     * @param type         element type.
     * @param dest         receives one strided block from every member.
     * @param destIndex    first element of {@code dest}.
     * @param destStride   distance between consecutive {@code dest} elements, at least 1.
     * @param source       one strided block for every member.
     * @param sourceIndex  first element of {@code source}.
     * @param sourceStride distance between consecutive {@code source} elements, at least 1.
     * @param count        elements per block, equal on every member.
     */
    void alltoalls(ElementType type, SymmetricBuffer dest, long destIndex, long destStride, SymmetricBuffer source,
        long sourceIndex, long sourceStride, long count);

    /**
     * Combines element {@code k} of every member's {@code source} with an operation and stores the result in
     * element {@code k} of {@code dest} on every member, for {@code k < count} ({@code shmem_OP_reduce}, an
     * all-reduce). Collective over the team. In place when {@code dest} and {@code source} are the same
     * elements. Bitwise operations on floating-point types throw {@link IllegalArgumentException}.
     *
     * @param op          the operation.
     * @param type        element type.
     * @param dest        receives the results.
     * @param destIndex   first element of {@code dest}.
     * @param source      this PE's operands.
     * @param sourceIndex first element of {@code source}.
     * @param count       number of separate reductions, at least 0.
     */
    void reduce(ReduceOp op, ElementType type, SymmetricBuffer dest, long destIndex, SymmetricBuffer source,
        long sourceIndex, long count);

    /**
     * {@link #reduce(ReduceOp, ElementType, SymmetricBuffer, long, SymmetricBuffer, long, long)} from element 0
     * of both buffers.
     *
     * @param op     the operation.
     * @param type   element type.
     * @param dest   receives the results.
     * @param source this PE's operands.
     * @param count  number of separate reductions.
     */
    default void reduce(final ReduceOp op, final ElementType type, final SymmetricBuffer dest,
        final SymmetricBuffer source, final long count) {
        reduce(op, type, dest, 0, source, 0, count);
    }

    /**
     * Inclusive prefix sum over the team ({@code shmem_sum_inscan}, OpenSHMEM 1.6): element {@code k} of
     * {@code dest} on member {@code i} is the sum of element {@code k} of the {@code source} of members
     * {@code 0 .. i}. Collective over the team; in place allowed.
     *
     * @param type        element type.
     * @param dest        receives the prefix sums.
     * @param destIndex   first element of {@code dest}.
     * @param source      this PE's values.
     * @param sourceIndex first element of {@code source}.
     * @param count       number of separate scans, at least 0.
     */
    void sumInscan(ElementType type, SymmetricBuffer dest, long destIndex, SymmetricBuffer source,
        long sourceIndex, long count);

    /**
     * {@link #sumInscan(ElementType, SymmetricBuffer, long, SymmetricBuffer, long, long)} from element 0 of
     * both buffers.
     *
     * @param type   element type.
     * @param dest   receives the prefix sums.
     * @param source this PE's values.
     * @param count  number of separate scans.
     */
    default void sumInscan(final ElementType type, final SymmetricBuffer dest, final SymmetricBuffer source,
        final long count) {
        sumInscan(type, dest, 0, source, 0, count);
    }

    /**
     * Exclusive prefix sum over the team ({@code shmem_sum_exscan}, OpenSHMEM 1.6): element {@code k} of
     * {@code dest} on member {@code i} is the sum of element {@code k} of the {@code source} of members
     * {@code 0 .. i - 1}, and 0 on member 0. Collective over the team; in place allowed.
     *
     * @param type        element type.
     * @param dest        receives the prefix sums.
     * @param destIndex   first element of {@code dest}.
     * @param source      this PE's values.
     * @param sourceIndex first element of {@code source}.
     * @param count       number of separate scans, at least 0.
     */
    void sumExscan(ElementType type, SymmetricBuffer dest, long destIndex, SymmetricBuffer source,
        long sourceIndex, long count);

    /**
     * {@link #sumExscan(ElementType, SymmetricBuffer, long, SymmetricBuffer, long, long)} from element 0 of
     * both buffers.
     *
     * @param type   element type.
     * @param dest   receives the prefix sums.
     * @param source this PE's values.
     * @param count  number of separate scans.
     */
    default void sumExscan(final ElementType type, final SymmetricBuffer dest, final SymmetricBuffer source,
        final long count) {
        sumExscan(type, dest, 0, source, 0, count);
    }

    // ---------------------------------------------------------------------------------------------------------
    // Collectives on local values: no symmetric buffer needed (the library stages them internally).
    // ---------------------------------------------------------------------------------------------------------

    /**
     * Reduces one {@code long} per member: every member gets the combination of all members' values.
     * Collective over the team, as {@link #reduce(ReduceOp, ElementType, SymmetricBuffer, SymmetricBuffer,
     * long)}.
     *
     * @param op    the operation.
     * @param value this PE's value.
     * @return the result, equal on every member.
     */
    long reduce(ReduceOp op, long value);

    /**
     * Reduces one {@code double} per member. Collective over the team; bitwise operations throw
     * {@link IllegalArgumentException}.
     *
     * @param op    the operation.
     * @param value this PE's value.
     * @return the result, bit-identical on every member.
     */
    double reduce(ReduceOp op, double value);

    /**
     * Reduces a {@code long[]} element by element, in place: on return {@code values[k]} is the combination of
     * every member's {@code values[k]}. Collective over the team; the arrays have the same length on every
     * member.
     *
     * @param op     the operation.
     * @param values this PE's operands, replaced by the results.
     */
    void reduce(ReduceOp op, long[] values);

    /**
     * Reduces a {@code double[]} element by element, in place. Collective over the team; the arrays have the
     * same length on every member.
     *
     * @param op     the operation.
     * @param values this PE's operands, replaced by the results.
     */
    void reduce(ReduceOp op, double[] values);

    /**
     * Gathers one {@code long} from every member, in team order. Collective over the team.
     *
     * @param value this PE's value.
     * @return a new array of {@code nPes()} values: element {@code i} is member {@code i}'s value.
     */
    long[] fcollect(long value);
}
