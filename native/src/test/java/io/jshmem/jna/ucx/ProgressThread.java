package io.jshmem.jna.ucx;

/**
 * Progresses a worker on a thread of its own until closed, as a PE's progress agent will: UCX needs the target
 * of remote operations to progress. Spins while busy, yields the CPU after a run of idle polls (never, for
 * latency measurements).
 */
final class ProgressThread implements AutoCloseable {
    static final int IDLE_POLLS_BEFORE_YIELD = 100;
    static final int NEVER_YIELD = Integer.MAX_VALUE;

    private final Thread thread;
    private final int idlePollsBeforeYield;
    private volatile boolean running = true;
    private volatile Throwable failure;

    ProgressThread(final UcpWorker worker, final String name) {
        this(worker, name, IDLE_POLLS_BEFORE_YIELD);
    }

    ProgressThread(final UcpWorker worker, final String name, final int idlePollsBeforeYield) {
        this.idlePollsBeforeYield = idlePollsBeforeYield;
        thread = new Thread(() -> run(worker), name);
        thread.setDaemon(true);
        thread.start();
    }

    private void run(final UcpWorker worker) {
        try {
            int idle = 0;
            while (running) {
                if (worker.progress() != 0) {
                    idle = 0;
                } else if (++idle >= idlePollsBeforeYield) {
                    idle = 0;
                    Thread.yield();
                } else {
                    Thread.onSpinWait();
                }
            }
        } catch (final Throwable t) {
            failure = t;
        }
    }

    /** Stops and joins the thread; rethrows what made it fail, if anything. */
    @Override
    public void close() {
        running = false;
        try {
            thread.join(5_000);
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (thread.isAlive()) {
            throw new IllegalStateException(thread.getName() + " did not stop");
        }
        if (failure != null) {
            throw new IllegalStateException(thread.getName() + " failed", failure);
        }
    }
}
