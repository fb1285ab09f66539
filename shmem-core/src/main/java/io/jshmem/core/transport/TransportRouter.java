package io.jshmem.core.transport;

import io.jshmem.exceptions.ShmemException;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Decides once, at init, which transport serves each PE: the first transport of the enabled list (in its
 * configured order, {@code JSHMEM_TRANSPORTS}) whose {@link Transport#canReach(PeInfo)} is true.
 *
 * <p>Atomics have a route of their own ({@link #atomicsByPe()}), equal to the RMA route unless the coherence rule
 * says otherwise: atomics aimed at one PE must never mix CPU atomics with NIC atomics that are not coherent with
 * them, so when NIC atomics are allowed ({@code JSHMEM_RDMA_ATOMICS=nic}) every PE, the owner and its co-located
 * PEs included, sends its atomics for a PE that is reached through RDMA through RDMA as well. Such a PE's entry in
 * {@link #byPe()} is then a {@link DivertedAtomicsTransport} over its RMA transport and RDMA, so that every user of
 * the route (the API's atomics, signals, locks) follows the rule without knowing it.
 */
public final class TransportRouter {
    private final Transport[] byPe;
    private final Transport[] atomicsByPe;
    private final Transport[] distinct;
    private final String description;

    private TransportRouter(final Transport[] byPe, final Transport[] atomicsByPe, final String description) {
        final Set<Transport> used = new LinkedHashSet<>();
        for (final Transport t : byPe) {
            used.add(t);
        }
        for (final Transport t : atomicsByPe) {
            used.add(t);
        }
        this.distinct = used.toArray(new Transport[0]);
        this.atomicsByPe = atomicsByPe;
        this.byPe = new Transport[byPe.length];
        for (int pe = 0; pe < byPe.length; pe++) {
            this.byPe[pe] = atomicsByPe[pe] == byPe[pe] ? byPe[pe]
                : new DivertedAtomicsTransport(byPe[pe], atomicsByPe[pe]);
        }
        this.description = description;
    }

    /**
     * Routes every PE.
     *
     * @param peers      every PE's info, indexed by PE.
     * @param transports the enabled transports, highest priority first.
     * @return the routing.
     * @throws ShmemException naming the PE, its host and the transports tried when one cannot be reached.
     */
    public static TransportRouter route(final PeInfo[] peers, final List<Transport> transports) {
        return route(peers, transports, null, new boolean[peers.length]);
    }

    /**
     * Routes every PE, with atomics for some PEs sent through a given transport whatever their RMA route.
     *
     * @param peers          every PE's info, indexed by PE.
     * @param transports     the enabled transports, highest priority first.
     * @param atomicsThrough the transport that must carry the atomics of the PEs marked in {@code atomicsFor}, or
     *                       null when none must.
     * @param atomicsFor     for each PE, whether its atomics go through {@code atomicsThrough}.
     * @return the routing.
     * @throws ShmemException naming the PE, its host and the transports tried when one cannot be reached.
     */
    public static TransportRouter route(final PeInfo[] peers, final List<Transport> transports,
        final Transport atomicsThrough, final boolean[] atomicsFor) {
        final Transport[] byPe = new Transport[peers.length];
        final Transport[] atomicsByPe = new Transport[peers.length];
        final StringBuilder description = new StringBuilder();
        for (final PeInfo peer : peers) {
            for (final Transport t : transports) {
                if (t.canReach(peer)) {
                    byPe[peer.pe()] = t;
                    break;
                }
            }
            if (byPe[peer.pe()] == null) {
                throw new ShmemException("no transport reaches PE " + peer.pe() + " on host '" + peer.hostId()
                    + "' (tried: " + names(transports) + "; JSHMEM_TRANSPORTS chooses them)");
            }
            final boolean diverted = atomicsThrough != null && atomicsFor[peer.pe()];
            atomicsByPe[peer.pe()] = diverted ? atomicsThrough : byPe[peer.pe()];
            final String atomics = atomicsByPe[peer.pe()] == byPe[peer.pe()] ? ""
                : ", atomics " + atomicsByPe[peer.pe()].name();
            description.append(String.format(Locale.ROOT, "pe %d -> %s (host %s)%s%n", peer.pe(),
                byPe[peer.pe()].name(), peer.hostId(), atomics));
        }
        return new TransportRouter(byPe, atomicsByPe, description.toString());
    }

    private static String names(final List<Transport> transports) {
        final List<String> names = new ArrayList<>();
        for (final Transport t : transports) {
            names.add(t.name());
        }
        return names.isEmpty() ? "none" : String.join(", ", names);
    }

    /**
     * The route of each PE: its transport, or a {@link DivertedAtomicsTransport} when its atomics go elsewhere.
     * The array is shared, not copied (callers only read it).
     *
     * @return transports indexed by PE.
     */
    public Transport[] byPe() {
        return byPe;
    }

    /**
     * The transport that carries atomics aimed at each PE (see the class comment); the array is shared, not
     * copied. Equal to {@link #byPe()} except for the PEs whose atomics the coherence rule sends elsewhere.
     *
     * @return transports indexed by PE.
     */
    public Transport[] atomicsByPe() {
        return atomicsByPe;
    }

    /**
     * Each transport in use, once (the parts of diverted routes, not the routes).
     *
     * @return the distinct transports.
     */
    public Transport[] inUse() {
        return distinct.clone();
    }

    /**
     * One line per PE: {@code pe 3 -> rdma (host b)}.
     *
     * @return the routing table.
     */
    public String describe() {
        return description;
    }
}
