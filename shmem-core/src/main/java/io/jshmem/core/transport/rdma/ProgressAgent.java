package io.jshmem.core.transport.rdma;

import io.jshmem.jna.ucx.UcpWorker;
import org.agrona.concurrent.Agent;

/**
 * The duty cycle of a PE's progress thread: progresses every target worker (one per lane), so that peers' puts,
 * gets, atomics and flushes aimed at this PE complete even while the program computes. Run by an Agrona
 * {@link org.agrona.concurrent.AgentRunner}; owns no resource.
 *
 * <p>Threads: the workers were created on the initializing thread; {@link Thread#start()} hands them to the agent's
 * thread, the only one that uses them until the runner is closed.
 */
final class ProgressAgent implements Agent {
    private final UcpWorker[] targets;
    private final String roleName;

    ProgressAgent(final UcpWorker[] targets, final int pe) {
        this.targets = targets.clone();
        this.roleName = "jshmem-rdma-progress-pe" + pe;
    }

    @Override
    public int doWork() {
        int work = 0;
        for (final UcpWorker target : targets) {
            work += target.progress();
        }
        return work;
    }

    @Override
    public String roleName() {
        return roleName;
    }
}
