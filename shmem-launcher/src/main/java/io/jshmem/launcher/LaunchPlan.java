package io.jshmem.launcher;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Where and how the PEs of a job are started, as read from the command line: all on this host; on the hosts of
 * {@code --hosts} / {@code --hostfile} through a launch agent; or with {@code srun} inside a Slurm allocation.
 *
 * @param kind          which of the three.
 * @param hosts         the hosts (empty unless {@link Kind#HOSTS}).
 * @param mapBy         how PEs are spread over the hosts.
 * @param oversubscribe whether more PEs than slots are allowed.
 * @param agent         the launch agent's template (see {@link LaunchAgent}).
 * @param bootstrap     the bootstrap address asked for.
 */
public record LaunchPlan(Kind kind, List<HostSlots> hosts, MapBy mapBy, boolean oversubscribe, String agent,
                         BootstrapRequest bootstrap) {
    /** Every PE on this host, PE 0 on 127.0.0.1. */
    public static final LaunchPlan LOCAL =
        new LaunchPlan(Kind.LOCAL, List.of(), MapBy.SLOT, false, LaunchAgent.DEFAULT, BootstrapRequest.NONE);

    /** The three ways of starting PEs. */
    public enum Kind {
        /** Child processes of shmemrun. */
        LOCAL,
        /** Through a launch agent, on the listed hosts. */
        HOSTS,
        /** One {@code srun} for all PEs, inside a Slurm allocation. */
        SRUN
    }

    /**
     * Makes the host list immutable.
     *
     * @param kind          which of the three.
     * @param hosts         the hosts.
     * @param mapBy         how PEs are spread.
     * @param oversubscribe whether more PEs than slots are allowed.
     * @param agent         the launch agent's template.
     * @param bootstrap     the bootstrap address asked for.
     */
    public LaunchPlan {
        hosts = List.copyOf(hosts);
    }

    /**
     * The placement of this plan.
     *
     * @return a new placement.
     */
    PePlacement placement() {
        return switch (kind) {
            case LOCAL -> new LocalPlacement(bootstrap);
            case HOSTS -> new HostPlacement(hosts, mapBy, oversubscribe, bootstrap);
            case SRUN -> SlurmPlacement.fromEnvironment(System.getenv(), bootstrap);
        };
    }

    /**
     * The launcher of this plan.
     *
     * @return a new launcher.
     */
    PeLauncher launcher() {
        final Map<String, String> env = System.getenv();
        final String workingDirectory = Path.of("").toAbsolutePath().toString();
        return switch (kind) {
            case LOCAL -> new LocalPeLauncher();
            case HOSTS -> new HostsPeLauncher(new LocalPeLauncher(),
                new AgentPeLauncher(LaunchAgent.parse(agent), env, workingDirectory));
            case SRUN -> new SrunPeLauncher(env, oversubscribe);
        };
    }
}
