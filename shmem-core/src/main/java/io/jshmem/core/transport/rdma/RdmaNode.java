package io.jshmem.core.transport.rdma;

import io.jshmem.jna.ucx.UcpContext;
import io.jshmem.jna.ucx.UcpMemory;
import io.jshmem.jna.ucx.UcpWorker;
import io.jshmem.jna.ucx.UcsThreadMode;
import io.jshmem.jna.ucx.UcxException;
import org.agrona.concurrent.AgentRunner;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.BusySpinIdleStrategy;
import org.agrona.concurrent.IdleStrategy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * This PE's side of UCX that peers talk to: the context, the segment registered for remote access, one target
 * worker per lane (whose addresses peers connect to) and the progress agent thread that keeps those workers
 * answering. Initiator workers for {@link Lane}s are made from the same context ({@link #newInitiatorWorker()}).
 *
 * <p>Lifecycle: {@link #open} (the agent runs from then on), {@link #info()} published to the peers, then
 * {@link #close()} once no peer uses this PE any more. Thread-safety: {@link #open} and {@link #close()} on one
 * thread; {@link #newInitiatorWorker()} on that thread before any channel runs.
 */
final class RdmaNode implements AutoCloseable {
    private static final long BACKOFF_MAX_PARK_NS = TimeUnit.MICROSECONDS.toNanos(100);
    private static final int WAKE_RETRY_MS = 5;

    private final int pe;
    private final UcpContext context;
    private final UcpMemory segment;
    private final UcpWorker[] targets;
    private final TargetProgress progress;
    private final RdmaPeerInfo info;
    private final String description;
    private final WakeupIdleStrategy wakeup;
    private final AgentRunner runner;
    private volatile Throwable agentFailure;

    private RdmaNode(final int pe, final UcpContext context, final UcpMemory segment, final TargetProgress progress,
        final AtomicsMode atomics, final WakeupIdleStrategy wakeup, final IdleStrategy idle) {
        this.pe = pe;
        this.context = context;
        this.segment = segment;
        this.targets = progress.workers();
        this.progress = progress;
        final List<byte[]> addresses = new ArrayList<>();
        for (final UcpWorker target : targets) {
            addresses.add(target.address());
        }
        this.info = new RdmaPeerInfo(segment.address(), segment.packedRemoteKey(), atomics, addresses);
        this.description = targets[0].info(); // before the agent owns the workers
        this.wakeup = wakeup;
        this.runner = new AgentRunner(idle, this::onAgentError, null, new ProgressAgent(progress, pe));
        AgentRunner.startOnThread(runner, r -> {
            final Thread t = new Thread(r, "jshmem-rdma-progress-pe" + pe);
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Opens UCX for this PE, registers its segment and starts the progress agent.
     *
     * @param pe           this PE (names the thread).
     * @param settings     the transport's settings.
     * @param segmentBase  address of this PE's segment in this process.
     * @param segmentBytes size of the segment.
     * @return the node.
     * @throws UcxException when UCX is missing, refuses the settings or fails.
     */
    static RdmaNode open(final int pe, final RdmaSettings settings, final long segmentBase,
        final long segmentBytes) {
        final boolean sleeps = settings.progress() == ProgressMode.WAKEUP;
        final UcpContext context = UcpContext.open(settings.ucxConfig(), sleeps);
        try {
            final UcpMemory segment = context.memoryMap(segmentBase, segmentBytes);
            final UcpWorker[] targets = new UcpWorker[settings.lanes()];
            for (int lane = 0; lane < targets.length; lane++) {
                targets[lane] = context.newWorker(UcsThreadMode.SERIALIZED);
            }
            final TargetProgress progress = new TargetProgress(targets);
            final WakeupIdleStrategy wakeup = sleeps ? new WakeupIdleStrategy(progress, settings.spinNs()) : null;
            return new RdmaNode(pe, context, segment, progress, settings.atomics(), wakeup, idleStrategy(settings,
                wakeup));
        } catch (final RuntimeException ex) {
            context.close();
            throw ex;
        }
    }

    private static IdleStrategy idleStrategy(final RdmaSettings settings, final WakeupIdleStrategy wakeup) {
        switch (settings.progress()) {
            case SPIN:
                return new BusySpinIdleStrategy();
            case BACKOFF:
                return new BackoffIdleStrategy(Math.max(1, settings.spinNs() / 50), 10, 1_000, BACKOFF_MAX_PARK_NS);
            default:
                return wakeup;
        }
    }

    private void onAgentError(final Throwable failure) {
        if (agentFailure == null) {
            agentFailure = failure;
            System.err.println("jshmem[pe " + pe + "]: RDMA progress agent failed: " + failure);
        }
    }

    /**
     * Lets a waiting program thread answer peers: progresses the target workers once unless another thread does.
     * Any thread.
     *
     * @return the work done.
     */
    int progressTargets() {
        return progress.progressIfFree();
    }

    /**
     * What peers need to reach this PE.
     *
     * @return the info to publish.
     */
    RdmaPeerInfo info() {
        return info;
    }

    /**
     * A new worker for a lane's initiator side, from this PE's context. Used by one thread at a time (its channel's).
     *
     * @return the worker, closed with this node unless closed before.
     */
    UcpWorker newInitiatorWorker() {
        return context.newWorker(UcsThreadMode.SERIALIZED);
    }

    /**
     * Registers more local memory (staging) in this PE's context.
     *
     * @param address first byte.
     * @param bytes   length.
     * @return the registration, released with this node unless closed before.
     */
    UcpMemory register(final long address, final long bytes) {
        return context.memoryMap(address, bytes);
    }

    /**
     * The registered segment.
     *
     * @return the registration.
     */
    UcpMemory segment() {
        return segment;
    }

    /**
     * What UCX chose for this PE's workers, for diagnostics.
     *
     * @return multi-line text.
     */
    String describe() {
        return description;
    }

    /**
     * Stops the progress agent, then releases every worker (endpoints included), registration and the context.
     * Peers must no longer use this PE. Idempotent.
     */
    @Override
    public void close() {
        if (runner.isClosed()) {
            return;
        }
        if (wakeup != null) {
            wakeup.wake();
            runner.close(WAKE_RETRY_MS, thread -> wakeup.wake()); // a wake-up just before it armed is drained: again
        } else {
            runner.close();
        }
        if (wakeup != null) {
            wakeup.close();
        }
        context.close();
    }
}
