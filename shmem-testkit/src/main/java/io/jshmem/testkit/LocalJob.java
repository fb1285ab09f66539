package io.jshmem.testkit;

import io.jshmem.Shmem;
import io.jshmem.ThreadLevel;
import io.jshmem.bootstrap.LocalBootstrap;
import io.jshmem.config.Configuration;
import io.jshmem.config.Knob;
import io.jshmem.core.ShmemRuntime;
import io.jshmem.exceptions.GlobalExitException;
import io.jshmem.exceptions.PeerFailedException;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntFunction;

/**
 * Runs an SPMD program as N PEs that are threads of this JVM, each with its own {@link Shmem} instance over a
 * {@link LocalBootstrap} and the shared-memory transport (or, with {@code JSHMEM_TRANSPORTS=rdma}, UCX): the same code
 * paths as a job of N processes, started in milliseconds.
 * <pre>{@code
 * LocalJob.run(4, shmem -> {
 *     SymmetricBuffer buf = shmem.malloc(8);
 *     shmem.putLong(buf, 0, shmem.myPe(), (shmem.myPe() + 1) % shmem.nPes());
 *     shmem.barrierAll();
 *     assertEquals((shmem.myPe() + 3) % 4, buf.getLong(0));
 * });
 * }</pre>
 * When a PE throws, the others' pending and next calls fail with a {@link PeerFailedException}, and the job
 * rethrows the first failure as a {@link PeFailedError} naming its PE (a failure that is not itself a
 * consequence of another PE's failure is preferred). The heap defaults to 32 MiB per PE here.
 */
public final class LocalJob {
    private static final String DEFAULT_HEAP = "32M";

    private final int nPes;
    private final Map<String, String> options = new LinkedHashMap<>();
    private final Map<String, IntFunction<String>> perPeOptions = new LinkedHashMap<>();
    private ThreadLevel threadLevel = ThreadLevel.SINGLE;
    private Duration timeout = Duration.ofMinutes(2);

    private LocalJob(final int nPes) {
        if (nPes < 1) {
            throw new IllegalArgumentException("nPes " + nPes + " must be at least 1");
        }
        this.nPes = nPes;
        options.put(Knob.SYMMETRIC_SIZE.envName(), DEFAULT_HEAP);
    }

    /**
     * Runs a program on N PEs with default settings.
     *
     * @param nPes    number of PEs.
     * @param program the program every PE runs.
     * @return the status passed to {@link Shmem#globalExit(int)} if a PE called it, else 0.
     * @throws PeFailedError when a PE failed.
     */
    public static int run(final int nPes, final PeProgram program) {
        return of(nPes).run(program);
    }

    /**
     * A job to configure before running.
     *
     * @param nPes number of PEs.
     * @return the job.
     */
    public static LocalJob of(final int nPes) {
        return new LocalJob(nPes);
    }

    /**
     * Sets a configuration knob for every PE (as {@link io.jshmem.ShmemOptions#set} would).
     *
     * @param name  knob name, e.g. {@code SHMEM_SYMMETRIC_SIZE}.
     * @param value its value.
     * @return this for a fluent API.
     */
    public LocalJob option(final String name, final String value) {
        final Knob knob = Knob.byName(name);
        if (knob == null) {
            throw new IllegalArgumentException("unknown configuration knob '" + name + "'");
        }
        options.put(knob.envName(), value);
        return this;
    }

    /**
     * Sets a configuration knob to a value that depends on the PE, e.g. {@code JSHMEM_HOST_ID} to make PEs of this
     * JVM count as different hosts: {@code optionPerPe("JSHMEM_HOST_ID", pe -> pe < 2 ? "a" : "b")}. Wins over
     * {@link #option(String, String)} for the same knob.
     *
     * @param name       knob name.
     * @param valueOfPe  the value for each PE number.
     * @return this for a fluent API.
     */
    public LocalJob optionPerPe(final String name, final IntFunction<String> valueOfPe) {
        final Knob knob = Knob.byName(name);
        if (knob == null) {
            throw new IllegalArgumentException("unknown configuration knob '" + name + "'");
        }
        perPeOptions.put(knob.envName(), valueOfPe);
        return this;
    }

    /**
     * Sets the symmetric heap size per PE.
     *
     * @param size e.g. {@code "64M"}.
     * @return this for a fluent API.
     */
    public LocalJob heapSize(final String size) {
        return option(Knob.SYMMETRIC_SIZE.envName(), size);
    }

    /**
     * Sets the thread level every PE asks for.
     *
     * @param level the level.
     * @return this for a fluent API.
     */
    public LocalJob threadLevel(final ThreadLevel level) {
        this.threadLevel = level;
        return this;
    }

    /**
     * Sets how long the job may run before every PE is failed and the job reports which PEs were stuck.
     *
     * @param limit the limit (default two minutes).
     * @return this for a fluent API.
     */
    public LocalJob timeout(final Duration limit) {
        this.timeout = limit;
        return this;
    }

    /**
     * Runs the program on every PE and waits for all of them.
     *
     * @param program the program.
     * @return the status passed to {@link Shmem#globalExit(int)} if a PE called it, else 0.
     * @throws PeFailedError when a PE failed.
     */
    public int run(final PeProgram program) {
        final LocalBootstrap.Group group = LocalBootstrap.group(nPes);
        final AtomicReferenceArray<Throwable> failures = new AtomicReferenceArray<>(nPes);
        final Thread[] threads = new Thread[nPes];
        for (int pe = 0; pe < nPes; pe++) {
            final int rank = pe;
            final Configuration config = Configuration.fromSystem(optionsOf(pe));
            threads[pe] = new Thread(() -> runPe(config, group, rank, program, failures), "jshmem-local-pe-" + pe);
            threads[pe].setDaemon(true);
        }
        for (final Thread t : threads) {
            t.start();
        }
        awaitAll(threads, group, failures);
        return outcome(failures);
    }

    private Map<String, String> optionsOf(final int pe) {
        final Map<String, String> merged = new LinkedHashMap<>(options);
        perPeOptions.forEach((name, valueOfPe) -> merged.put(name, valueOfPe.apply(pe)));
        return merged;
    }

    /** Runs one PE; a failure is recorded and announced to the others before this PE finalizes. */
    private void runPe(final Configuration config, final LocalBootstrap.Group group, final int rank,
        final PeProgram program, final AtomicReferenceArray<Throwable> failures) {
        final Shmem shmem;
        try {
            shmem = ShmemRuntime.start(config, threadLevel, group.member(rank));
        } catch (final Throwable ex) {
            failures.set(rank, ex);
            group.fail(rank, ex);
            return;
        }
        try {
            program.run(shmem);
        } catch (final Throwable ex) {
            failures.set(rank, ex);
            group.fail(rank, ex);
        }
        try {
            shmem.close();
        } catch (final Throwable ex) {
            if (failures.compareAndSet(rank, null, ex)) {
                group.fail(rank, ex);
            }
        }
    }

    private void awaitAll(final Thread[] threads, final LocalBootstrap.Group group,
        final AtomicReferenceArray<Throwable> failures) {
        final long deadline = System.nanoTime() + timeout.toNanos();
        for (int pe = 0; pe < threads.length; pe++) {
            final long leftMs = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            try {
                threads[pe].join(Math.max(1, leftMs));
            } catch (final InterruptedException ex) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for the local job", ex);
            }
            if (threads[pe].isAlive()) {
                final AssertionError stuck = new AssertionError("local job of " + threads.length
                    + " PEs did not finish within " + timeout + "; PE " + pe + " was at:" + stackOf(threads[pe]));
                failures.compareAndSet(pe, null, stuck);
                group.fail(pe, stuck);
                joinBriefly(threads);
                break;
            }
        }
    }

    private static void joinBriefly(final Thread[] threads) {
        for (final Thread t : threads) {
            try {
                t.join(5_000);
            } catch (final InterruptedException ex) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static String stackOf(final Thread thread) {
        final StringBuilder sb = new StringBuilder();
        for (final StackTraceElement e : thread.getStackTrace()) {
            sb.append(System.lineSeparator()).append("    at ").append(e);
        }
        return sb.toString();
    }

    private static int outcome(final AtomicReferenceArray<Throwable> failures) {
        int consequence = -1;
        for (int pe = 0; pe < failures.length(); pe++) {
            final Throwable t = failures.get(pe);
            if (t == null) {
                continue;
            }
            if (t instanceof GlobalExitException) {
                return ((GlobalExitException) t).status();
            }
            if (!(t instanceof PeerFailedException)) {
                throw new PeFailedError(pe, t);
            }
            if (consequence < 0) {
                consequence = pe;
            }
        }
        if (consequence >= 0) {
            throw new PeFailedError(consequence, failures.get(consequence));
        }
        return 0;
    }
}
