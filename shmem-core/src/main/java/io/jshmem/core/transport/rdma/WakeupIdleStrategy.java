package io.jshmem.core.transport.rdma;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;
import io.jshmem.jna.libc.LibC;
import io.jshmem.jna.libc.LibCConstants;
import io.jshmem.jna.ucx.UcpWorker;
import org.agrona.concurrent.IdleStrategy;

import java.util.concurrent.locks.LockSupport;

/**
 * Idles a progress agent without taking a core: busy-polls for a while after the last work (peers that talk to
 * this PE often get answers at once), yields the CPU for a while, then arms every worker and sleeps in
 * {@code poll(2)} on their event descriptors until UCX signals an incoming operation (or at most
 * {@value #SLEEP_MS} ms). Used only by the agent's thread; {@link #wake()} may be called from any thread.
 */
final class WakeupIdleStrategy implements IdleStrategy {
    /** Longest sleep: bounds how late the agent notices that it should stop should a wake-up be lost. */
    static final int SLEEP_MS = 100;
    private static final long YIELD_NS = 50_000;
    /** Nap while a program thread holds the workers: short, since that thread may stop progressing any moment. */
    private static final long NAP_NS = 200_000;

    private final TargetProgress targets;
    private final UcpWorker[] workers;
    private final Memory pollFds;
    private final long pollFdsAddress;
    private final long spinNs;
    private long idleSinceNs;

    WakeupIdleStrategy(final TargetProgress targets, final long spinNs) {
        this.targets = targets;
        this.workers = targets.workers();
        this.spinNs = spinNs;
        this.pollFds = new Memory((long) workers.length * LibCConstants.POLLFD_BYTES);
        this.pollFdsAddress = Pointer.nativeValue(pollFds);
        pollFds.clear();
        for (int i = 0; i < workers.length; i++) {
            pollFds.setInt((long) i * LibCConstants.POLLFD_BYTES, workers[i].eventFd());
            pollFds.setShort((long) i * LibCConstants.POLLFD_BYTES + Integer.BYTES, LibCConstants.POLLIN);
        }
    }

    @Override
    public void idle(final int workCount) {
        if (workCount > 0) {
            idleSinceNs = 0;
            return;
        }
        idle();
    }

    @Override
    public void idle() {
        final long now = System.nanoTime();
        if (idleSinceNs == 0) {
            idleSinceNs = now;
        }
        final long idleNs = now - idleSinceNs;
        if (idleNs < spinNs) {
            Thread.onSpinWait();
        } else if (idleNs < spinNs + YIELD_NS) {
            Thread.yield();
        } else {
            sleepUntilEvent();
        }
    }

    /**
     * Arms every worker (they were just progressed with nothing to do) and sleeps until an event; progresses again
     * at once when events are pending; and when a program thread is progressing the workers (it answers what
     * arrives while it waits), naps briefly and looks again, since nothing could be armed.
     */
    private void sleepUntilEvent() {
        switch (targets.armIfFree()) {
            case ARMED:
                LibC.poll(pollFdsAddress, workers.length, SLEEP_MS);
                break;
            case TAKEN:
                LockSupport.parkNanos(NAP_NS);
                break;
            default:
                break;
        }
    }

    /** Makes a sleeping agent return from its sleep at once (to stop it). Any thread. */
    void wake() {
        for (final UcpWorker worker : workers) {
            worker.signal();
        }
    }

    @Override
    public void reset() {
        idleSinceNs = 0;
    }

    /** Releases the descriptor array; after the agent stopped. */
    void close() {
        pollFds.close();
    }

    @Override
    public String alias() {
        return "ucx-wakeup";
    }
}
