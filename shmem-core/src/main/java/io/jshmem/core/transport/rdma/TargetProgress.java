package io.jshmem.core.transport.rdma;

import io.jshmem.jna.ucx.UcpWorker;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Who progresses this PE's target workers right now. The progress agent does when nobody else does; a program
 * thread that waits inside the library (polling its own memory, in a barrier, in a blocking RDMA operation) does
 * it too, so that on a machine with fewer cores than busy threads the peers are answered by a thread that is
 * running anyway instead of by an agent that first has to be scheduled. A token taken with compare-and-set gives
 * the workers (thread mode {@code SERIALIZED}) to one thread at a time, with the happens-before edge UCX needs
 * between successive users. Thread-safe; allocates nothing.
 */
final class TargetProgress {
    private final UcpWorker[] targets;
    private final AtomicBoolean busy = new AtomicBoolean();

    TargetProgress(final UcpWorker[] targets) {
        this.targets = targets.clone();
    }

    /**
     * Progresses every target worker once, unless another thread is doing it.
     *
     * @return the work done (0 when another thread holds the workers).
     */
    int progressIfFree() {
        if (!busy.compareAndSet(false, true)) {
            return 0;
        }
        try {
            int work = 0;
            for (final UcpWorker target : targets) {
                work += target.progress();
            }
            return work;
        } finally {
            busy.set(false);
        }
    }

    /** What {@link #armIfFree()} found. */
    enum Arming {
        /** Every worker is armed: sleeping on their event descriptors is safe. */
        ARMED,
        /** Events are pending: progress again before sleeping. */
        EVENTS_PENDING,
        /** Another thread holds the workers (and progresses them): nothing could be armed. */
        TAKEN
    }

    /**
     * Arms every target worker for a wake-up, unless another thread holds them or events are pending.
     *
     * @return what happened.
     */
    Arming armIfFree() {
        if (!busy.compareAndSet(false, true)) {
            return Arming.TAKEN;
        }
        try {
            for (final UcpWorker target : targets) {
                if (!target.arm()) {
                    return Arming.EVENTS_PENDING;
                }
            }
            return Arming.ARMED;
        } finally {
            busy.set(false);
        }
    }

    /**
     * The workers, for their event descriptors and wake-up signals (both safe from any thread).
     *
     * @return a copy of the array.
     */
    UcpWorker[] workers() {
        return targets.clone();
    }
}
