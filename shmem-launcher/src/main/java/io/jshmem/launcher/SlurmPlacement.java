package io.jshmem.launcher;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Places the PEs of a job that {@code srun} starts inside a Slurm allocation. Slurm decides which node runs which
 * task; task 0 (PE 0) runs on the allocation's first node under the block and cyclic distributions, so that node
 * is where PE 0 listens. Each PE learns its host from {@code SLURMD_NODENAME} on its node
 * ({@link SrunPeLauncher}), so this placement sets no host ids.
 */
final class SlurmPlacement implements PePlacement {
    private final String jobId;
    private final List<String> nodes;
    private final BootstrapRequest bootstrap;

    SlurmPlacement(final String jobId, final List<String> nodes, final BootstrapRequest bootstrap) {
        if (nodes.isEmpty()) {
            throw new IllegalArgumentException("the Slurm allocation has no nodes");
        }
        this.jobId = jobId;
        this.nodes = List.copyOf(nodes);
        this.bootstrap = bootstrap;
    }

    /**
     * The placement of the allocation shmemrun runs in.
     *
     * @param env       shmemrun's environment ({@code SLURM_JOB_ID}, {@code SLURM_JOB_NODELIST}).
     * @param bootstrap the bootstrap address asked for.
     * @return the placement.
     */
    static SlurmPlacement fromEnvironment(final Map<String, String> env, final BootstrapRequest bootstrap) {
        String list = env.get("SLURM_JOB_NODELIST");
        if (list == null || list.isBlank()) {
            list = env.getOrDefault("SLURM_NODELIST", "");
        }
        final List<String> nodes = list.isBlank() ? List.of(ThisHost.name()) : SlurmHostList.expand(list);
        return new SlurmPlacement(env.getOrDefault("SLURM_JOB_ID", "?"), nodes, bootstrap);
    }

    /**
     * The nodes of the allocation.
     *
     * @return in Slurm's order.
     */
    List<String> nodes() {
        return nodes;
    }

    @Override
    public List<PeSlot> place(final int nPes) {
        final List<PeSlot> slots = new ArrayList<>(nPes);
        final String anyNode = nodes.size() == 1 ? nodes.get(0) : "of Slurm job " + jobId;
        for (int pe = 0; pe < nPes; pe++) {
            slots.add(new PeSlot(pe, pe == 0 ? nodes.get(0) : anyNode, false));
        }
        return slots;
    }

    @Override
    public InetSocketAddress bootstrapEndpoint() {
        final String first = nodes.get(0);
        final boolean firstIsHere = ThisHost.is(first);
        final List<String> others = nodes.subList(1, nodes.size());
        return BootstrapEndpoints.choose(bootstrap, first, firstIsHere, firstIsHere && others.isEmpty(),
            others.isEmpty() ? List.of() : others);
    }

    @Override
    public boolean multiHost() {
        return false;
    }
}
