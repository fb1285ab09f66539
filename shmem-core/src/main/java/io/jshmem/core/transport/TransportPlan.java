package io.jshmem.core.transport;

import io.jshmem.exceptions.ConfigurationException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Which transport each PE uses towards each other PE, worked out identically on every PE from what all of them
 * published at init: their host identities and their enabled transports in their own order (the keys of
 * {@link PeInfo#transportData()}, see {@link #advertise(List)}). It tells, before any transport is built, whether
 * the job needs RDMA at all (so UCX is loaded only then) and which PEs take part in it.
 *
 * <p>The rule is the router's ({@link TransportRouter}): from PE {@code i}, PE {@code j} is served by the first
 * transport of {@code i}'s list that reaches it: {@code fabric} reaches the PEs of the same host, {@code rdma}
 * reaches the PEs that enabled {@code rdma} too. Immutable.
 */
public final class TransportPlan {
    /** Name of the shared-memory transport. */
    public static final String FABRIC = "fabric";
    /** Name of the UCX transport. */
    public static final String RDMA = "rdma";
    private static final List<String> KNOWN = List.of(FABRIC, RDMA);

    private final PeInfo[] peers;
    /** {@code routes[i][j]}: the transport PE i uses for PE j, or null when none reaches it. */
    private final String[][] routes;

    private TransportPlan(final PeInfo[] peers, final String[][] routes) {
        this.peers = peers;
        this.routes = routes;
    }

    /**
     * Parses {@code JSHMEM_TRANSPORTS}: names separated by commas, highest priority first; repeats are dropped.
     *
     * @param configured the knob's value.
     * @return the names, in order.
     * @throws ConfigurationException naming an unknown transport, or when none is given.
     */
    public static List<String> enabledNames(final String configured) {
        final List<String> names = new ArrayList<>();
        for (final String raw : configured.split(",")) {
            final String name = raw.trim().toLowerCase(Locale.ROOT);
            if (name.isEmpty()) {
                continue;
            }
            if (!KNOWN.contains(name)) {
                throw new ConfigurationException("JSHMEM_TRANSPORTS='" + configured + "' names an unknown transport '"
                    + raw.trim() + "' (known: " + String.join(", ", KNOWN) + ")");
            }
            if (!names.contains(name)) {
                names.add(name);
            }
        }
        if (names.isEmpty()) {
            throw new ConfigurationException("JSHMEM_TRANSPORTS='" + configured + "' enables no transport (known: "
                + String.join(", ", KNOWN) + ")");
        }
        return names;
    }

    /**
     * The transport data a PE publishes in its {@link PeInfo} so that others can plan: one empty entry per enabled
     * transport, in priority order.
     *
     * @param enabled the PE's enabled transports, highest priority first.
     * @return an insertion-ordered map.
     */
    public static Map<String, byte[]> advertise(final List<String> enabled) {
        final Map<String, byte[]> data = new LinkedHashMap<>();
        for (final String name : enabled) {
            data.put(name, new byte[0]);
        }
        return data;
    }

    /**
     * Works out every PE's routes.
     *
     * @param peers every PE's info, indexed by PE, as published with {@link #advertise(List)}.
     * @return the plan.
     */
    public static TransportPlan of(final PeInfo[] peers) {
        final String[][] routes = new String[peers.length][peers.length];
        for (final PeInfo from : peers) {
            for (final PeInfo to : peers) {
                routes[from.pe()][to.pe()] = firstReaching(from, to);
            }
        }
        return new TransportPlan(peers.clone(), routes);
    }

    private static String firstReaching(final PeInfo from, final PeInfo to) {
        for (final String name : from.transportData().keySet()) {
            if (FABRIC.equals(name) && from.sameHost(to)) {
                return FABRIC;
            }
            if (RDMA.equals(name) && to.transportData().containsKey(RDMA)) {
                return RDMA;
            }
        }
        return null;
    }

    /**
     * The transport one PE uses for another.
     *
     * @param from the initiating PE.
     * @param to   the target PE.
     * @return its name, or null when no enabled transport of {@code from} reaches {@code to}.
     */
    public String route(final int from, final int to) {
        return routes[from][to];
    }

    /**
     * Whether any PE reaches any PE through RDMA.
     *
     * @return true when the job needs UCX.
     */
    public boolean jobUsesRdma() {
        for (int pe = 0; pe < peers.length; pe++) {
            if (initiatesRdma(pe)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a PE reaches some PE through RDMA.
     *
     * @param pe the PE.
     * @return true when it initiates RDMA operations.
     */
    public boolean initiatesRdma(final int pe) {
        for (int to = 0; to < peers.length; to++) {
            if (RDMA.equals(routes[pe][to])) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether some PE (possibly itself) reaches a PE through RDMA, so that it must serve RDMA operations (and its
     * atomics must be coherent with them).
     *
     * @param pe the PE.
     * @return true when it is an RDMA target.
     */
    public boolean reachedByRdma(final int pe) {
        for (int from = 0; from < peers.length; from++) {
            if (RDMA.equals(routes[from][pe])) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a PE needs a UCX context: it initiates or serves RDMA operations, or (with {@code nicAtomics}) must
     * send its atomics for RDMA targets through RDMA.
     *
     * @param pe         the PE.
     * @param nicAtomics whether atomics aimed at RDMA targets all go through RDMA ({@code JSHMEM_RDMA_ATOMICS=nic}).
     * @return true when the PE takes part in RDMA.
     */
    public boolean usesRdma(final int pe, final boolean nicAtomics) {
        return initiatesRdma(pe) || reachedByRdma(pe) || nicAtomics && jobUsesRdma();
    }

    /**
     * Whether a PE enabled RDMA at all.
     *
     * @param pe the PE.
     * @return true when {@code rdma} is in its {@code JSHMEM_TRANSPORTS}.
     */
    public boolean enabledRdma(final int pe) {
        return peers[pe].transportData().containsKey(RDMA);
    }
}
