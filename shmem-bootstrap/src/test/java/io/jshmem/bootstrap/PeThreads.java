package io.jshmem.bootstrap;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs one body per PE, each on its own named thread, and collects what each returned or threw. Threads are
 * daemons, so a test that fails by timeout does not keep the JVM alive.
 */
final class PeThreads<T> {
    /** A PE's program. */
    @FunctionalInterface
    interface Body<T> {
        T run(int rank) throws Exception;
    }

    private final List<FutureTask<T>> tasks = new ArrayList<>();
    private final List<Thread> threads = new ArrayList<>();

    /** Starts the body on ranks [from, to). */
    static <T> PeThreads<T> start(final String name, final int from, final int to, final Body<T> body) {
        final PeThreads<T> pes = new PeThreads<>();
        for (int rank = from; rank < to; rank++) {
            final int r = rank;
            final FutureTask<T> task = new FutureTask<>((Callable<T>) () -> body.run(r));
            final Thread thread = new Thread(task, name + "-pe" + r);
            thread.setDaemon(true);
            pes.tasks.add(task);
            pes.threads.add(thread);
            thread.start();
        }
        return pes;
    }

    /** What each PE returned, in order; rethrows the first failure. */
    List<T> results(final long timeoutMs) throws Exception {
        final long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        final List<T> results = new ArrayList<>();
        for (final FutureTask<T> task : tasks) {
            try {
                results.add(task.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS));
            } catch (final ExecutionException ex) {
                if (ex.getCause() instanceof Exception) {
                    throw (Exception) ex.getCause();
                }
                throw ex;
            }
        }
        return results;
    }

    /** What each PE threw (null for a PE that returned normally), in order. */
    List<Throwable> failures(final long timeoutMs) throws InterruptedException, TimeoutException {
        final long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        final List<Throwable> failures = new ArrayList<>();
        for (final FutureTask<T> task : tasks) {
            try {
                task.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                failures.add(null);
            } catch (final ExecutionException ex) {
                failures.add(ex.getCause());
            }
        }
        return failures;
    }

    /** Waits until every PE thread is parked (waiting in a collective) or has ended. */
    void awaitAllBlocked() {
        for (final Thread thread : threads) {
            while (true) {
                final Thread.State state = thread.getState();
                if (state == Thread.State.WAITING || state == Thread.State.TIMED_WAITING
                    || state == Thread.State.TERMINATED) {
                    break;
                }
                Thread.onSpinWait();
                Thread.yield();
            }
        }
    }
}
