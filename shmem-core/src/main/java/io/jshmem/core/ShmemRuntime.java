package io.jshmem.core;

import io.jshmem.ThreadLevel;
import io.jshmem.bootstrap.Bootstrap;
import io.jshmem.config.Configuration;
import io.jshmem.config.Knob;
import io.jshmem.core.coll.CollectiveTuning;
import io.jshmem.core.coll.Collectives;
import io.jshmem.core.heap.HeapSync;
import io.jshmem.core.heap.HeapWindow;
import io.jshmem.core.heap.InternalRegionDescriptor;
import io.jshmem.core.heap.SegmentLayout;
import io.jshmem.core.heap.SharedMemoryFile;
import io.jshmem.core.heap.SymmetricHeap;
import io.jshmem.core.sync.Idler;
import io.jshmem.core.sync.WaitProgress;
import io.jshmem.core.team.TeamEnvironment;
import io.jshmem.core.team.TeamImpl;
import io.jshmem.core.team.TeamPool;
import io.jshmem.core.transport.PeInfo;
import io.jshmem.core.transport.Transport;
import io.jshmem.core.transport.TransportPlan;
import io.jshmem.core.transport.TransportRouter;
import io.jshmem.core.transport.fabric.FabricMemTransport;
import io.jshmem.core.transport.rdma.AtomicsMode;
import io.jshmem.core.transport.rdma.RdmaSettings;
import io.jshmem.core.transport.rdma.UcxRdmaTransport;
import io.jshmem.exceptions.BootstrapException;
import io.jshmem.exceptions.ConfigurationException;
import io.jshmem.exceptions.ShmemException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Starts one PE over a connected bootstrap: creates its segment, exchanges {@link PeInfo}, maps the co-located
 * segments, connects and routes transports, and builds the predefined teams and the heap. Used by the service
 * provider (one PE per process, TCP bootstrap) and by the testkit (PEs as threads, local bootstrap).
 */
public final class ShmemRuntime {
    private ShmemRuntime() {
    }

    /**
     * Starts a PE. Collective over the bootstrap's PEs. On failure the resources taken so far are released and
     * the bootstrap is left as it is (the caller decides how to leave the job).
     *
     * @param config    resolved configuration.
     * @param requested thread level asked for.
     * @param bootstrap connected bootstrap of the job.
     * @return the PE.
     */
    public static io.jshmem.Shmem start(final Configuration config, final ThreadLevel requested,
        final Bootstrap bootstrap) {
        final int me = bootstrap.rank();
        final int nPes = bootstrap.size();
        final long heapBytes = config.sizeBytes(Knob.SYMMETRIC_SIZE);
        final int maxTeams = config.intValue(Knob.MAX_TEAMS);
        if (maxTeams < 2) {
            throw new ConfigurationException("JSHMEM_MAX_TEAMS=" + maxTeams + " must be at least 2 "
                + "(TEAM_WORLD and TEAM_SHARED)");
        }
        final CollectiveTuning tuning = CollectiveTuning.from(config);
        final InternalRegionDescriptor internal = new InternalRegionDescriptor(maxTeams, nPes);
        final SegmentLayout layout = SegmentLayout.of(heapBytes, internal);
        final DebugLog debug = new DebugLog(config.booleanValue(Knob.DEBUG), me);
        debug.log("starting as PE " + me + " of " + nPes + ", heap " + layout.userHeapBytes() + " bytes, segment "
            + layout.segmentBytes() + " bytes");

        final List<String> transportNames = TransportPlan.enabledNames(config.value(Knob.TRANSPORTS));
        final SharedMemoryFile own = createSegment(me, layout);
        HeapWindow window = null;
        UcxRdmaTransport rdma = null;
        try {
            final PeInfo self = new PeInfo(me, HostIdentity.of(config), ProcessHandle.current().pid(), own.fd(),
                layout.segmentBytes(), layout.userHeapBytes(), TransportPlan.advertise(transportNames));
            final PeInfo[] peers = exchange(self, bootstrap);
            checkSymmetricConfiguration(peers, config);

            final List<PeInfo> local = SegmentExchange.colocated(self, peers);
            debug.log("host '" + self.hostId() + "' has " + local.size() + " PE(s) of the job");
            window = mapWindow(own, self, local, bootstrap);
            debug.log("mapped " + local.size() + " segment(s) at 0x" + Long.toHexString(window.base()));
            final long[] segmentAddress = new long[nPes];
            for (int slot = 0; slot < local.size(); slot++) {
                segmentAddress[local.get(slot).pe()] = window.slotAddress(slot);
            }
            final long localBase = segmentAddress[me];

            final TransportPlan plan = TransportPlan.of(peers);
            final boolean[] atomicsThroughRdma = new boolean[nPes];
            if (plan.jobUsesRdma()) {
                final RdmaSettings settings = RdmaSettings.from(config, local.size(),
                    Runtime.getRuntime().availableProcessors());
                final boolean nicAtomics = settings.atomics() == AtomicsMode.NIC;
                if (nicAtomics) {
                    checkNicAtomicsPossible(plan, me);
                    for (int pe = 0; pe < nPes; pe++) {
                        atomicsThroughRdma[pe] = plan.reachedByRdma(pe);
                    }
                }
                debug.log("the job uses rdma; this PE " + (plan.usesRdma(me, nicAtomics) ? "takes part" : "does not"));
                rdma = UcxRdmaTransport.join(settings, plan.usesRdma(me, nicAtomics), peers, localBase,
                    layout.segmentBytes(), bootstrap);
            }
            final List<Transport> enabled = enabledTransports(transportNames, self, segmentAddress, rdma);
            final TransportRouter router = TransportRouter.route(peers, enabled, rdma, atomicsThroughRdma);
            if (debug.enabled()) {
                debug.log("routes:" + System.lineSeparator() + router.describe().stripTrailing());
            }
            if (rdma != null) {
                connectRdma(rdma, router, debug);
            }
            final Transport[] route = router.byPe();

            final Transport[] transports = enabled.toArray(new Transport[0]);
            final Idler idler = new Idler(bootstrap, spinNs(config, local.size()), 10_000_000L,
                rdma == null ? WaitProgress.NONE : rdma::progressWhileWaiting);
            final TeamEnvironment teams = new TeamEnvironment(me, route, transports, localBase,
                layout.internalOffset(), internal, idler, tuning);
            final int[] world = new int[nPes];
            Arrays.setAll(world, i -> i);
            final Collectives worldCollectives = teams.collectives(TeamPool.WORLD_SLOT, world, me);
            final SymmetricHeap heap = new SymmetricHeap(layout, localBase, new HeapSync() {
                @Override
                public int nPes() {
                    return nPes;
                }

                @Override
                public int myPe() {
                    return me;
                }

                @Override
                public void sync() {
                    worldCollectives.sync();
                }

                @Override
                public long getLong(final int pe, final long symmetricOffset) {
                    return route[pe].getLong(pe, symmetricOffset);
                }
            });
            teams.heap(heap);
            final TeamImpl worldTeam = TeamImpl.world(teams, worldCollectives);
            final TeamImpl sharedTeam = TeamImpl.shared(teams, hostMembers(local));
            final ShmemImpl shmem = new ShmemImpl(me, bootstrap, heap, window, segmentAddress, route, transports,
                worldTeam, sharedTeam, requested, idler);
            shmem.finalizeWith(plan.jobUsesRdma(), config.booleanValue(Knob.INFO) || config.booleanValue(Knob.STATS));
            teams.contexts(shmem.teamContexts());
            bootstrap.barrier();
            debug.log("ready");
            announce(config, me, router);
            return shmem;
        } catch (final RuntimeException ex) {
            if (rdma != null) {
                rdma.close();
            }
            if (window != null) {
                window.close();
            }
            closeQuietly(own);
            throw ex;
        }
    }

    /** With NIC atomics, every PE sends its atomics for RDMA targets through RDMA: it must have RDMA enabled. */
    private static void checkNicAtomicsPossible(final TransportPlan plan, final int me) {
        if (!plan.enabledRdma(me)) {
            throw new ConfigurationException("JSHMEM_RDMA_ATOMICS=nic: PE " + me + " must send its atomics for the "
                + "PEs reached through rdma through rdma too (coherence), but rdma is not in its JSHMEM_TRANSPORTS");
        }
    }

    /** Connects the RDMA transport to every PE it serves, for RMA or for atomics, and logs what UCX chose. */
    private static void connectRdma(final UcxRdmaTransport rdma, final TransportRouter router, final DebugLog debug) {
        final Transport[] route = router.byPe();
        final Transport[] atomics = router.atomicsByPe();
        final int[] pes = java.util.stream.IntStream.range(0, route.length)
            .filter(pe -> route[pe] == rdma || atomics[pe] == rdma).toArray();
        rdma.connect(pes);
        if (debug.enabled() && pes.length > 0) {
            debug.log("rdma: what UCX chose towards PE " + pes[0] + ":" + System.lineSeparator()
                + rdma.describe(pes[0]).stripTrailing());
        }
    }

    /** World PEs of this host, in increasing order: TEAM_SHARED. */
    private static int[] hostMembers(final List<PeInfo> local) {
        final int[] members = new int[local.size()];
        for (int i = 0; i < members.length; i++) {
            members[i] = local.get(i).pe();
        }
        Arrays.sort(members);
        return members;
    }

    private static SharedMemoryFile createSegment(final int me, final SegmentLayout layout) {
        try {
            return SharedMemoryFile.create("jshmem-pe" + me, layout.segmentBytes());
        } catch (final io.jshmem.jna.libc.NativeException ex) {
            throw new ShmemException("cannot create the symmetric heap segment of " + layout.segmentBytes()
                + " bytes (SHMEM_SYMMETRIC_SIZE " + layout.userHeapBytes() + " plus the internal region): "
                + ex.getMessage(), ex);
        }
    }

    private static HeapWindow mapWindow(final SharedMemoryFile own, final PeInfo self, final List<PeInfo> local,
        final Bootstrap bootstrap) {
        try {
            return SegmentExchange.mapColocated(own, self, local, bootstrap);
        } catch (final io.jshmem.jna.libc.NativeException ex) {
            throw new ShmemException("cannot map the " + local.size() + " co-located segments of "
                + self.segmentBytes() + " bytes each (lower SHMEM_SYMMETRIC_SIZE?): " + ex.getMessage(), ex);
        }
    }

    private static PeInfo[] exchange(final PeInfo self, final Bootstrap bootstrap) {
        final byte[][] all = bootstrap.allgather(self.encode());
        final PeInfo[] peers = new PeInfo[all.length];
        for (int pe = 0; pe < all.length; pe++) {
            peers[pe] = PeInfo.decode(all[pe]);
            if (peers[pe].pe() != pe) {
                throw new BootstrapException("PE info of rank " + pe + " claims to be PE " + peers[pe].pe());
            }
        }
        return peers;
    }

    /** Every PE must have the same heap and segment size, or offsets would not be symmetric. */
    private static void checkSymmetricConfiguration(final PeInfo[] peers, final Configuration config) {
        final PeInfo first = peers[0];
        for (final PeInfo peer : peers) {
            if (peer.heapBytes() != first.heapBytes()) {
                throw new ConfigurationException("PEs disagree on the symmetric heap size: PE 0 has "
                    + first.heapBytes() + " bytes, PE " + peer.pe() + " has " + peer.heapBytes()
                    + " (SHMEM_SYMMETRIC_SIZE must be equal on every PE)");
            }
            if (peer.segmentBytes() != first.segmentBytes()) {
                throw new ConfigurationException("PEs disagree on the internal region size: PE 0 has "
                    + first.segmentBytes() + " segment bytes, PE " + peer.pe() + " has " + peer.segmentBytes()
                    + " (JSHMEM_MAX_TEAMS must be equal on every PE)");
            }
        }
    }

    /** This PE's transports in its priority order; rdma only when the job uses it and this PE takes part. */
    private static List<Transport> enabledTransports(final List<String> names, final PeInfo self,
        final long[] segmentAddress, final UcxRdmaTransport rdma) {
        final List<Transport> enabled = new ArrayList<>();
        for (final String name : names) {
            if (name.equals(TransportPlan.FABRIC)) {
                enabled.add(new FabricMemTransport(self, segmentAddress));
            } else if (name.equals(TransportPlan.RDMA) && rdma != null) {
                enabled.add(rdma);
            }
        }
        return enabled;
    }

    private static long spinNs(final Configuration config, final int localPes) {
        final String value = config.value(Knob.WAIT_SPIN);
        if (value.equalsIgnoreCase("auto")) {
            return Idler.defaultSpinNs(localPes, Runtime.getRuntime().availableProcessors());
        }
        return config.durationNs(Knob.WAIT_SPIN);
    }

    private static void announce(final Configuration config, final int me, final TransportRouter router) {
        if (me != 0) {
            return;
        }
        if (config.booleanValue(Knob.VERSION)) {
            System.out.println(ShmemImpl.implementationName() + ", OpenSHMEM " + ShmemImpl.SPEC_VERSION);
        }
        if (config.booleanValue(Knob.INFO)) {
            System.out.print(config.describe());
            System.out.print(router.describe());
        }
    }

    private static void closeQuietly(final SharedMemoryFile file) {
        try {
            file.close();
        } catch (final io.jshmem.jna.libc.NativeException ex) {
            // the first failure is the one being reported
        }
    }
}
