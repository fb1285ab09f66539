package io.jshmem.launcher;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;

/**
 * Places PEs on the hosts of {@code --hosts} or {@code --hostfile}, by slot (block) or by node (round-robin).
 *
 * <p>A job may have at most as many PEs as the hosts have slots, unless oversubscription is allowed: then, by
 * slot, each host gets a share of the PEs in proportion to its slots (still in contiguous blocks); by node, the
 * rounds go on past full hosts.
 */
final class HostPlacement implements PePlacement {
    private final List<HostSlots> hosts;
    private final MapBy mapBy;
    private final boolean oversubscribe;
    private final BootstrapRequest bootstrap;
    private final List<Boolean> local = new ArrayList<>();
    private List<PeSlot> placed = List.of();

    /**
     * Creates the placement.
     *
     * @param hosts         the hosts, at least one.
     * @param mapBy         block or round-robin.
     * @param oversubscribe whether more PEs than slots are allowed.
     * @param bootstrap     the bootstrap address asked for.
     */
    HostPlacement(final List<HostSlots> hosts, final MapBy mapBy, final boolean oversubscribe,
                  final BootstrapRequest bootstrap) {
        if (hosts.isEmpty()) {
            throw new IllegalArgumentException("no hosts");
        }
        this.hosts = List.copyOf(hosts);
        this.mapBy = mapBy;
        this.oversubscribe = oversubscribe;
        this.bootstrap = bootstrap;
        for (final HostSlots host : hosts) {
            local.add(ThisHost.is(host.host()));
        }
    }

    /**
     * The number of slots of all hosts.
     *
     * @param hosts the hosts.
     * @return their sum.
     */
    static int totalSlots(final List<HostSlots> hosts) {
        return hosts.stream().mapToInt(HostSlots::slots).sum();
    }

    @Override
    public synchronized List<PeSlot> place(final int nPes) {
        final int total = totalSlots(hosts);
        if (nPes > total && !oversubscribe) {
            throw new IllegalArgumentException(nPes + " PEs are more than the " + total + " slots of the hosts");
        }
        final int[] hostOfPe = mapBy == MapBy.SLOT ? bySlot(nPes, total) : byNode(nPes);
        final List<PeSlot> slots = new ArrayList<>(nPes);
        for (int pe = 0; pe < nPes; pe++) {
            slots.add(new PeSlot(pe, hosts.get(hostOfPe[pe]).host(), local.get(hostOfPe[pe])));
        }
        placed = List.copyOf(slots);
        return slots;
    }

    /** Contiguous blocks; past the slots, shares in proportion to them (largest remainders first). */
    private int[] bySlot(final int nPes, final int total) {
        final int[] counts = new int[hosts.size()];
        if (nPes <= total) {
            int left = nPes;
            for (int h = 0; h < counts.length && left > 0; h++) {
                counts[h] = Math.min(left, hosts.get(h).slots());
                left -= counts[h];
            }
        } else {
            int given = 0;
            final long[] remainders = new long[counts.length];
            for (int h = 0; h < counts.length; h++) {
                final long share = (long) nPes * hosts.get(h).slots();
                counts[h] = (int) (share / total);
                remainders[h] = share % total;
                given += counts[h];
            }
            for (; given < nPes; given++) {
                int best = 0;
                for (int h = 1; h < counts.length; h++) {
                    if (remainders[h] > remainders[best]) {
                        best = h;
                    }
                }
                counts[best]++;
                remainders[best] = -1;
            }
        }
        final int[] hostOfPe = new int[nPes];
        int pe = 0;
        for (int h = 0; h < counts.length; h++) {
            for (int i = 0; i < counts[h]; i++) {
                hostOfPe[pe++] = h;
            }
        }
        return hostOfPe;
    }

    /** One PE per host per round, skipping hosts whose slots are used up while any host has a slot left. */
    private int[] byNode(final int nPes) {
        final int[] used = new int[hosts.size()];
        final int[] hostOfPe = new int[nPes];
        int pe = 0;
        while (pe < nPes) {
            boolean placedAny = false;
            for (int h = 0; h < hosts.size() && pe < nPes; h++) {
                if (used[h] < hosts.get(h).slots()) {
                    used[h]++;
                    hostOfPe[pe++] = h;
                    placedAny = true;
                }
            }
            if (!placedAny) {
                // every slot is taken (oversubscription): further rounds ignore the slots
                for (int h = 0; h < hosts.size() && pe < nPes; h++) {
                    hostOfPe[pe++] = h;
                }
            }
        }
        return hostOfPe;
    }

    @Override
    public synchronized InetSocketAddress bootstrapEndpoint() {
        if (placed.isEmpty()) {
            throw new IllegalStateException("place the PEs first");
        }
        final PeSlot pe0 = placed.get(0);
        final List<String> remote = new ArrayList<>();
        boolean allLocal = true;
        for (final PeSlot slot : placed) {
            if (!slot.local()) {
                allLocal = false;
                if (!remote.contains(slot.host())) {
                    remote.add(slot.host());
                }
            }
        }
        return BootstrapEndpoints.choose(bootstrap, pe0.host(), pe0.local(), allLocal, remote);
    }

    @Override
    public boolean multiHost() {
        return true;
    }
}
