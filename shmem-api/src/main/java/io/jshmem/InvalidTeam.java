package io.jshmem;

import io.jshmem.exceptions.TeamException;

import java.util.Set;

/** {@link Team#INVALID}: no members; splits give itself back, destroy does nothing, everything else throws. */
final class InvalidTeam implements Team {
    static final InvalidTeam INSTANCE = new InvalidTeam();

    private InvalidTeam() {
    }

    private static TeamException noMembers(final String call) {
        return new TeamException(call + " on Team.INVALID (SHMEM_TEAM_INVALID), which has no members: "
            + "this PE is not a member of the team the split made");
    }

    @Override
    public int myPe() {
        return -1;
    }

    @Override
    public int nPes() {
        return -1;
    }

    @Override
    public boolean isValid() {
        return false;
    }

    @Override
    public TeamConfig config() {
        throw noMembers("config()");
    }

    @Override
    public int translatePe(final int pe, final Team dest) {
        return -1;
    }

    @Override
    public Team splitStrided(final int start, final int stride, final int size, final TeamConfig config) {
        return this;
    }

    @Override
    public Team2d split2d(final int xRange, final TeamConfig xConfig, final TeamConfig yConfig) {
        return new Team2d(this, this);
    }

    @Override
    public void destroy() {
        // destroying SHMEM_TEAM_INVALID is a no-op, so every PE of a parent can destroy what a split returned
    }

    @Override
    public ShmemContext createContext(final Set<ContextOption> options) {
        throw noMembers("createContext");
    }

    @Override
    public void sync() {
        throw noMembers("sync()");
    }

    @Override
    public void barrier() {
        throw noMembers("barrier()");
    }

    @Override
    public void broadcast(final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final SymmetricBuffer source, final long sourceIndex, final long count, final int root) {
        throw noMembers("broadcast");
    }

    @Override
    public void fcollect(final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final SymmetricBuffer source, final long sourceIndex, final long count) {
        throw noMembers("fcollect");
    }

    @Override
    public long collect(final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final SymmetricBuffer source, final long sourceIndex, final long count) {
        throw noMembers("collect");
    }

    @Override
    public void alltoall(final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final SymmetricBuffer source, final long sourceIndex, final long count) {
        throw noMembers("alltoall");
    }

    @Override
    public void alltoalls(final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final long destStride, final SymmetricBuffer source, final long sourceIndex, final long sourceStride,
        final long count) {
        throw noMembers("alltoalls");
    }

    @Override
    public void reduce(final ReduceOp op, final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final SymmetricBuffer source, final long sourceIndex, final long count) {
        throw noMembers("reduce");
    }

    @Override
    public void sumInscan(final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final SymmetricBuffer source, final long sourceIndex, final long count) {
        throw noMembers("sumInscan");
    }

    @Override
    public void sumExscan(final ElementType type, final SymmetricBuffer dest, final long destIndex,
        final SymmetricBuffer source, final long sourceIndex, final long count) {
        throw noMembers("sumExscan");
    }

    @Override
    public long reduce(final ReduceOp op, final long value) {
        throw noMembers("reduce");
    }

    @Override
    public double reduce(final ReduceOp op, final double value) {
        throw noMembers("reduce");
    }

    @Override
    public void reduce(final ReduceOp op, final long[] values) {
        throw noMembers("reduce");
    }

    @Override
    public void reduce(final ReduceOp op, final double[] values) {
        throw noMembers("reduce");
    }

    @Override
    public long[] fcollect(final long value) {
        throw noMembers("fcollect");
    }

    @Override
    public String toString() {
        return "Team.INVALID";
    }
}
