package io.jshmem.core;

import io.jshmem.ContextOption;
import io.jshmem.core.heap.SymmetricHeap;
import io.jshmem.core.transport.DivertedAtomicsTransport;
import io.jshmem.core.transport.Transport;

import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A communication context created by {@link io.jshmem.Shmem#createContext(Set)} or, numbered as a team,
 * {@link io.jshmem.Team#createContext(Set)}: the one-sided operations of {@link AbstractShmemContext} over its
 * own route, whose transports come from each transport's {@link Transport#contextTransport} hook (the shared
 * transport itself, on shared memory; a transport of the context's own over RDMA). A route whose atomics are
 * diverted ({@link DivertedAtomicsTransport}) is rebuilt over the context's transports of its parts. A team's
 * context has one route entry per team member, and translates its team PE numbers to world numbers for the
 * transports. Fence and quiet cover this context's transports only. Destroying it points its route at
 * {@link ClosedTransport#DESTROYED}, so a late operation fails clearly and live operations pay nothing for the
 * check.
 */
final class ContextImpl extends AbstractShmemContext {
    /** Told when the context is destroyed (the PE forgets it). */
    private final Consumer<ContextImpl> onDestroy;
    private final Set<ContextOption> options;
    /** The team whose PE numbers this context takes, as messages name it; null for world numbering. */
    private final String team;
    /** The distinct transports of this context's route. */
    private final Transport[] transports;
    /** The transports this context created (and closes), as opposed to shared ones. */
    private final Transport[] owned;
    /** Why this context can no longer be used, or null while it can. */
    private volatile String deadReason;

    private ContextImpl(final Transport[] route, final int[] worldPes, final String team, final SymmetricHeap heap,
        final Set<ContextOption> options, final Transport[] transports, final Transport[] owned,
        final Consumer<ContextImpl> onDestroy) {
        super(route, heap, worldPes);
        this.team = team;
        this.onDestroy = onDestroy;
        this.options = options;
        this.transports = transports;
        this.owned = owned;
    }

    /**
     * Creates a context over a PE's routes.
     *
     * @param defaultRoute the default context's transport of each PE.
     * @param heap         the PE's heap.
     * @param options      the context's options.
     * @param onDestroy    told once when the context is destroyed.
     * @return the context.
     */
    static ContextImpl create(final Transport[] defaultRoute, final SymmetricHeap heap,
        final Set<ContextOption> options, final Consumer<ContextImpl> onDestroy) {
        final int[] world = new int[defaultRoute.length];
        Arrays.setAll(world, i -> i);
        return create(defaultRoute, world, null, heap, options, onDestroy);
    }

    /**
     * Creates a context numbered as a team: its PE {@code i} is world PE {@code members[i]}.
     *
     * @param defaultRoute the default context's transport of each world PE.
     * @param members      world PEs in team order.
     * @param team         the team, as messages name it.
     * @param heap         the PE's heap.
     * @param options      the context's options.
     * @param onDestroy    told once when the context is destroyed (on its own or with its team).
     * @return the context.
     */
    static ContextImpl forTeam(final Transport[] defaultRoute, final int[] members, final String team,
        final SymmetricHeap heap, final Set<ContextOption> options, final Consumer<ContextImpl> onDestroy) {
        final Transport[] teamRoute = new Transport[members.length];
        for (int i = 0; i < members.length; i++) {
            teamRoute[i] = defaultRoute[members[i]];
        }
        return create(teamRoute, members.clone(), Objects.requireNonNull(team, "team"), heap, options, onDestroy);
    }

    private static ContextImpl create(final Transport[] defaultRoute, final int[] worldPes, final String team,
        final SymmetricHeap heap, final Set<ContextOption> options, final Consumer<ContextImpl> onDestroy) {
        final Set<ContextOption> copy = Collections.unmodifiableSet(options.isEmpty()
            ? EnumSet.noneOf(ContextOption.class) : EnumSet.copyOf(options));
        final Map<Transport, Transport> forContext = new IdentityHashMap<>();
        final Set<Transport> owned = new LinkedHashSet<>();
        final Set<Transport> distinct = new LinkedHashSet<>();
        final Transport[] route = new Transport[defaultRoute.length];
        try {
            for (int pe = 0; pe < route.length; pe++) {
                final Transport shared = defaultRoute[pe];
                if (shared instanceof DivertedAtomicsTransport) {
                    // both parts as the context's, shared with the PEs they serve directly
                    final DivertedAtomicsTransport diverted = (DivertedAtomicsTransport) shared;
                    route[pe] = diverted.withParts(forContext(diverted.rma(), copy, forContext, owned, distinct),
                        forContext(diverted.atomics(), copy, forContext, owned, distinct));
                } else {
                    route[pe] = forContext(shared, copy, forContext, owned, distinct);
                }
            }
        } catch (final RuntimeException ex) {
            owned.forEach(Transport::close);
            throw ex;
        }
        return new ContextImpl(route, worldPes, team, heap, copy, distinct.toArray(new Transport[0]),
            owned.toArray(new Transport[0]), onDestroy);
    }

    /** The context's transport for a shared one: made once per shared transport, owned when new. */
    private static Transport forContext(final Transport shared, final Set<ContextOption> options,
        final Map<Transport, Transport> made, final Set<Transport> owned, final Set<Transport> distinct) {
        Transport t = made.get(shared);
        if (t == null) {
            t = shared.contextTransport(options);
            made.put(shared, t);
            if (t != shared) {
                owned.add(t);
            }
            distinct.add(t);
        }
        return t;
    }

    private void checkLive() {
        final String reason = deadReason;
        if (reason != null) {
            throw new IllegalStateException(reason);
        }
    }

    @Override
    public void fence() {
        checkLive();
        for (final Transport t : transports) {
            t.fence();
        }
    }

    @Override
    public void quiet() {
        checkLive();
        for (final Transport t : transports) {
            t.quiet();
        }
    }

    @Override
    public void destroy() {
        synchronized (this) {
            if (deadReason != null) {
                return;
            }
            quiet();
            end("this communication context was destroyed", ClosedTransport.DESTROYED);
        }
        onDestroy.accept(this);
    }

    /**
     * Destroys the context because its team is destroyed: completes its operations first, as
     * {@link #destroy()} does; later operations throw, saying so.
     */
    void destroyWithTeam() {
        synchronized (this) {
            if (deadReason != null) {
                return;
            }
            quiet();
            end("this communication context was destroyed with its team, " + team, ClosedTransport.TEAM_DESTROYED);
        }
        onDestroy.accept(this);
    }

    /**
     * Ends the context because its PE closed.
     */
    synchronized void closedWithOwner() {
        if (deadReason == null) {
            end("this communication context's Shmem instance is closed (finalized)", ClosedTransport.INSTANCE);
        }
    }

    private void end(final String reason, final ClosedTransport replacement) {
        deadReason = reason;
        Arrays.fill(route, replacement);
        for (final Transport t : owned) {
            t.close();
        }
    }

    @Override
    public String toString() {
        return "ShmemContext{" + (team == null ? "" : "of " + team + ", ") + "options " + options
            + (deadReason != null ? ", ended" : "") + "}";
    }
}
