package io.jshmem.core.transport.rdma;

import org.agrona.concurrent.Agent;

/**
 * The duty cycle of a PE's progress thread: progresses every target worker (one per lane), so that peers' puts,
 * gets, atomics and flushes aimed at this PE complete even while the program computes. Run by an Agrona
 * {@link org.agrona.concurrent.AgentRunner}; owns no resource. It shares the workers with program threads that wait
 * inside the library ({@link TargetProgress}).
 */
final class ProgressAgent implements Agent {
    private final TargetProgress targets;
    private final String roleName;

    ProgressAgent(final TargetProgress targets, final int pe) {
        this.targets = targets;
        this.roleName = "jshmem-rdma-progress-pe" + pe;
    }

    @Override
    public int doWork() {
        return targets.progressIfFree();
    }

    @Override
    public String roleName() {
        return roleName;
    }
}
