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
 */
public final class TransportRouter {
    private final Transport[] byPe;
    private final Transport[] distinct;
    private final String description;

    private TransportRouter(final Transport[] byPe, final String description) {
        this.byPe = byPe;
        final Set<Transport> used = new LinkedHashSet<>();
        for (final Transport t : byPe) {
            used.add(t);
        }
        this.distinct = used.toArray(new Transport[0]);
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
        final Transport[] byPe = new Transport[peers.length];
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
            description.append(String.format(Locale.ROOT, "pe %d -> %s (host %s)%n", peer.pe(),
                byPe[peer.pe()].name(), peer.hostId()));
        }
        return new TransportRouter(byPe, description.toString());
    }

    private static String names(final List<Transport> transports) {
        final List<String> names = new ArrayList<>();
        for (final Transport t : transports) {
            names.add(t.name());
        }
        return names.isEmpty() ? "none" : String.join(", ", names);
    }

    /**
     * The transport of each PE; the array is shared, not copied (callers only read it).
     *
     * @return transports indexed by PE.
     */
    public Transport[] byPe() {
        return byPe;
    }

    /**
     * Each transport in use, once.
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
