package io.jshmem.core.team;

import io.jshmem.core.coll.CollectiveTuning;
import io.jshmem.core.coll.Collectives;
import io.jshmem.core.coll.TeamChannel;
import io.jshmem.core.heap.InternalRegionDescriptor;
import io.jshmem.core.heap.SymmetricHeap;
import io.jshmem.core.sync.Idler;
import io.jshmem.core.transport.Transport;

/**
 * What every team of one PE shares: the routes, this PE's segment and internal region layout, how to wait,
 * the algorithm tuning, the heap whose buffers collectives accept, the slot pool, the transports to fence
 * and quiet, and what creates the teams' contexts.
 */
public final class TeamEnvironment {
    private final int myWorldPe;
    private final Transport[] route;
    private final Transport[] transports;
    private final long localBase;
    private final long internalOffset;
    private final InternalRegionDescriptor descriptor;
    private final Idler idler;
    private final CollectiveTuning tuning;
    private final TeamPool pool;
    private SymmetricHeap heap;
    private TeamContextFactory contexts;

    /**
     * Creates the environment.
     *
     * @param myWorldPe      this PE's number.
     * @param route          transport of each world PE.
     * @param transports     the transports in use (fenced and quieted by sync and barrier).
     * @param localBase      address of this PE's segment.
     * @param internalOffset symmetric offset of the internal region.
     * @param descriptor     layout of the internal region.
     * @param idler          how to wait.
     * @param tuning         algorithm choices.
     */
    public TeamEnvironment(final int myWorldPe, final Transport[] route, final Transport[] transports,
        final long localBase, final long internalOffset, final InternalRegionDescriptor descriptor,
        final Idler idler, final CollectiveTuning tuning) {
        this.myWorldPe = myWorldPe;
        this.route = route;
        this.transports = transports.clone();
        this.localBase = localBase;
        this.internalOffset = internalOffset;
        this.descriptor = descriptor;
        this.idler = idler;
        this.tuning = tuning;
        this.pool = new TeamPool(descriptor.maxTeams());
    }

    /**
     * Sets the heap whose buffers the teams' collectives accept (built after the world team, which its
     * allocation calls synchronize on).
     *
     * @param symmetricHeap the heap.
     */
    public void heap(final SymmetricHeap symmetricHeap) {
        this.heap = symmetricHeap;
    }

    /**
     * Sets what creates the teams' communication contexts (the PE, built after the predefined teams).
     *
     * @param factory the context factory.
     */
    public void contexts(final TeamContextFactory factory) {
        this.contexts = factory;
    }

    /**
     * The collectives of a team slot for a member list.
     *
     * @param slot    the slot.
     * @param members world PEs in team order.
     * @param me      this PE's index.
     * @return the collectives over a fresh channel.
     */
    public Collectives collectives(final int slot, final int[] members, final int me) {
        return new Collectives(new TeamChannel(members, me, route, localBase, internalOffset, descriptor, slot,
            idler, tuning));
    }

    int myWorldPe() {
        return myWorldPe;
    }

    long localBase() {
        return localBase;
    }

    SymmetricHeap heap() {
        return heap;
    }

    TeamContextFactory contexts() {
        if (contexts == null) {
            throw new IllegalStateException("no context factory: the PE is not fully initialized");
        }
        return contexts;
    }

    /**
     * The slot pool of this PE.
     *
     * @return the pool.
     */
    public TeamPool pool() {
        return pool;
    }

    void fence() {
        for (final Transport t : transports) {
            t.fence();
        }
    }

    void quiet() {
        for (final Transport t : transports) {
            t.quiet();
        }
    }
}
