package io.jshmem.core.sync;

/**
 * Work a thread can do for the transports while it waits in the library, e.g. answer RDMA peers with the
 * progress agent's workers: on a machine with fewer cores than busy threads, the waiting thread is the one that is
 * running. Called from any thread; must be cheap when there is nothing to do.
 */
@FunctionalInterface
public interface WaitProgress {
    /** Nothing to do (shared memory needs no progress). */
    WaitProgress NONE = () -> 0;

    /**
     * Does one round of pending work, if any.
     *
     * @return how much was done; 0 for nothing.
     */
    int progress();
}
