package io.jshmem.core;

import com.sun.jna.Pointer;
import io.jshmem.ContextOption;
import io.jshmem.PeerStatistics;
import io.jshmem.ShmemContext;
import io.jshmem.SpecVersion;
import io.jshmem.SymmetricBuffer;
import io.jshmem.Team;
import io.jshmem.ThreadLevel;
import io.jshmem.bootstrap.Bootstrap;
import io.jshmem.core.heap.HeapBuffer;
import io.jshmem.core.heap.HeapWindow;
import io.jshmem.core.heap.SymmetricHeap;
import io.jshmem.core.sync.Idler;
import io.jshmem.core.team.TeamContextFactory;
import io.jshmem.core.team.TeamImpl;
import io.jshmem.core.transport.Transport;
import io.jshmem.exceptions.ShmemException;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * One initialized PE: identity, the symmetric heap's collective calls, the predefined teams (whose world team
 * gives barrierAll and syncAll), the contexts it created, and (inherited) the default context's one-sided
 * operations and the waits, signals and locks. Built by {@link ShmemRuntime}.
 */
final class ShmemImpl extends AbstractShmem {
    /** The OpenSHMEM version implemented. */
    static final SpecVersion SPEC_VERSION = new SpecVersion(1, 5);

    private final int myPe;
    private final Bootstrap bootstrap;
    private final HeapWindow window;
    /** Address of each PE's segment in this process (the co-located PEs'), or 0 when it is not mapped here. */
    private final long[] mappedSegments;
    private final Transport[] transports;
    private final TeamImpl world;
    private final TeamImpl shared;
    private final ThreadLevel threadLevel;
    /** Contexts created and not yet destroyed; they end when this PE closes. */
    private final Set<ContextImpl> contexts = ConcurrentHashMap.newKeySet();
    private boolean barrierBeforeRelease;
    private boolean printStatistics;
    private volatile boolean closed;

    ShmemImpl(final int myPe, final Bootstrap bootstrap, final SymmetricHeap heap, final HeapWindow window,
        final long[] mappedSegments, final Transport[] route, final Transport[] transports, final TeamImpl world,
        final TeamImpl shared, final ThreadLevel threadLevel, final Idler idler) {
        super(route, heap, myPe, idler);
        this.myPe = myPe;
        this.bootstrap = bootstrap;
        this.window = window;
        this.mappedSegments = mappedSegments.clone();
        this.transports = transports;
        this.world = world;
        this.shared = shared;
        this.threadLevel = threadLevel;
    }

    /**
     * How {@link #close()} ends the transports.
     *
     * @param barrierBeforeRelease synchronize every PE after the transports disconnected and before they release
     *                             their resources (RDMA: peers still need this PE's progress agent while they close
     *                             their endpoints to it); collective, so equal on every PE.
     * @param printStatistics      print this PE's transport statistics first ({@code SHMEM_INFO}, {@code
     *                             JSHMEM_STATS}).
     */
    void finalizeWith(final boolean barrierBeforeRelease, final boolean printStatistics) {
        this.barrierBeforeRelease = barrierBeforeRelease;
        this.printStatistics = printStatistics;
    }

    static String implementationName() {
        final String version = ShmemImpl.class.getPackage().getImplementationVersion();
        return "jshmem " + (version == null ? "(development build)" : version);
    }

    @Override
    public int myPe() {
        return myPe;
    }

    @Override
    public int nPes() {
        return route.length;
    }

    @Override
    public SpecVersion infoVersion() {
        return SPEC_VERSION;
    }

    @Override
    public String infoName() {
        return implementationName();
    }

    @Override
    public ThreadLevel queryThread() {
        return threadLevel;
    }

    @Override
    public void barrierAll() {
        world.barrier();
    }

    @Override
    public void syncAll() {
        world.sync();
    }

    @Override
    public void globalExit(final int status) {
        bootstrap.globalExit(status);
    }

    // ---- Teams -------------------------------------------------------------------------------------------

    @Override
    public Team teamWorld() {
        return world;
    }

    @Override
    public Team teamShared() {
        return shared;
    }

    @Override
    public SymmetricBuffer malloc(final long bytes) {
        quiet();
        return heap.malloc(bytes);
    }

    @Override
    public SymmetricBuffer calloc(final long count, final long elementBytes) {
        quiet();
        return heap.calloc(count, elementBytes);
    }

    @Override
    public SymmetricBuffer align(final long alignment, final long bytes) {
        quiet();
        return heap.align(alignment, bytes);
    }

    @Override
    public SymmetricBuffer realloc(final SymmetricBuffer buffer, final long bytes) {
        quiet();
        return heap.realloc(buffer == null ? null : buffer(buffer), bytes);
    }

    @Override
    public void free(final SymmetricBuffer buffer) {
        quiet();
        heap.free(buffer(buffer));
    }

    @Override
    public long heapSize() {
        return heap.heapBytes();
    }

    @Override
    public long heapFree() {
        return heap.freeBytes();
    }

    @Override
    public ByteBuffer ptr(final SymmetricBuffer buffer, final int pe) {
        checkPe(pe);
        final HeapBuffer b = buffer(buffer);
        b.checkNotFreed("ptr");
        final int worldPe = worldPe(pe);
        if (mappedSegments[worldPe] == 0) {
            return null;
        }
        // mapped whatever transport serves the PE: a co-located PE reached through rdma shares memory all the same
        final long address = mappedSegments[worldPe] + b.offset();
        if (b.lengthBytes() == 0) {
            return ByteBuffer.allocateDirect(0).order(ByteOrder.nativeOrder());
        }
        if (b.lengthBytes() > Integer.MAX_VALUE) {
            throw new UnsupportedOperationException("buffer of " + b.lengthBytes()
                + " bytes is too long for a ByteBuffer");
        }
        return new Pointer(address).getByteBuffer(0, b.lengthBytes()).order(ByteOrder.nativeOrder());
    }

    @Override
    public boolean addrAccessible(final SymmetricBuffer buffer, final int pe) {
        checkPe(pe);
        return !buffer(buffer).isFreed() && route[pe] != ClosedTransport.INSTANCE;
    }

    @Override
    public boolean peAccessible(final int pe) {
        return pe >= 0 && pe < route.length && route[pe] != ClosedTransport.INSTANCE;
    }

    @Override
    public List<PeerStatistics> statistics() {
        final List<PeerStatistics> all = new ArrayList<>();
        for (final Transport t : transports) {
            all.addAll(t.statistics());
        }
        all.sort(Comparator.comparingInt(PeerStatistics::pe));
        return all;
    }

    @Override
    public void fence() {
        for (final Transport t : transports) {
            t.fence();
        }
    }

    @Override
    public void quiet() {
        for (final Transport t : transports) {
            t.quiet();
        }
    }

    // ---- contexts ----

    @Override
    public synchronized ShmemContext createContext(final Set<ContextOption> options) {
        Objects.requireNonNull(options, "options");
        if (closed) {
            throw new IllegalStateException("this Shmem instance is closed (finalized)");
        }
        final ContextImpl context = ContextImpl.create(route, heap, options, contexts::remove);
        contexts.add(context);
        return context;
    }

    /**
     * What creates the teams' contexts: contexts of this PE like those of {@link #createContext(Set)}, numbered
     * as a team.
     *
     * @return the factory.
     */
    TeamContextFactory teamContexts() {
        return new TeamContextFactory() {
            @Override
            public ShmemContext create(final int[] members, final Set<ContextOption> options, final String team,
                final Consumer<ShmemContext> onEnd) {
                return createTeamContext(members, options, team, onEnd);
            }

            @Override
            public void destroyWithTeam(final ShmemContext context) {
                ((ContextImpl) context).destroyWithTeam();
            }
        };
    }

    private synchronized ShmemContext createTeamContext(final int[] members, final Set<ContextOption> options,
        final String team, final Consumer<ShmemContext> onEnd) {
        Objects.requireNonNull(options, "options");
        if (closed) {
            throw new IllegalStateException("this Shmem instance is closed (finalized)");
        }
        final ContextImpl context = ContextImpl.forTeam(route, members, team, heap, options, c -> {
            contexts.remove(c);
            onEnd.accept(c);
        });
        contexts.add(context);
        return context;
    }

    @Override
    public void destroy() {
        throw new IllegalStateException("the default context cannot be destroyed; close() finalizes the PE");
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (final ContextImpl context : contexts) {
            context.closedWithOwner();
        }
        contexts.clear();
        ShmemException failure = null;
        try {
            barrierAll();
        } catch (final ShmemException ex) {
            failure = ex;
        }
        if (printStatistics) {
            System.out.print(StatisticsReport.format(myPe, statistics()));
            System.out.flush();
        }
        heap.close();
        Arrays.fill(route, ClosedTransport.INSTANCE);
        for (final Transport t : transports) {
            try {
                t.disconnect();
            } catch (final ShmemException ex) {
                failure = failure == null ? ex : failure;
            }
        }
        if (barrierBeforeRelease) {
            try {
                bootstrap.barrier();
            } catch (final ShmemException ex) {
                failure = failure == null ? ex : failure;
            }
        }
        for (final Transport t : transports) {
            t.close();
        }
        window.close();
        bootstrap.close();
        if (failure != null) {
            throw failure;
        }
    }

    @Override
    public String toString() {
        return "Shmem{pe " + myPe + " of " + route.length + (closed ? ", closed" : "") + "}";
    }
}
