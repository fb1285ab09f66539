package io.jshmem.launcher;

import io.jshmem.bootstrap.UniqueId;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Runs one job: places and starts the PEs, forwards their output, and decides how the job ends.
 *
 * <p>Exit policy: the job succeeds when every PE exits with 0. The first PE that ends otherwise is reported in
 * one line ({@link PeExit#describe()}, after that PE's remaining output), the other PEs are ended
 * ({@link PeTerminator}) and shmemrun exits with that PE's exit value; later failures, which are usually
 * consequences of the first, are not reported. When the time limit expires, one line says so, every PE is ended
 * and the status is {@link ExitCodes#TIMED_OUT}. When shmemrun itself is told to stop (SIGINT, SIGTERM), a
 * shutdown hook ends every PE before the JVM exits with 130 or 143.
 */
public final class JobSupervisor {
    /** How long to wait for a PE's last output after it has ended (its pipes close with it, unless shared). */
    private static final long OUTPUT_DRAIN_MS = 2000;

    private final JobSpec job;
    private final PePlacement placement;
    private final PeLauncher launcher;
    private final LineSink out;
    private final LineSink err;
    private final PeTerminator terminator;
    private final BlockingQueue<PeExit> exits = new LinkedBlockingQueue<>();
    /** Guarded by {@code this}. */
    private final List<RunningPe> running = new ArrayList<>();
    /** Guarded by {@code this}; once set, no PE is started and no failure is reported. */
    private boolean stopping;
    /** Serialises ending the PEs, so that the shutdown hook and the supervisor do not both signal them. */
    private final Object endingLock = new Object();

    /**
     * Creates a supervisor that writes to shmemrun's standard output and error.
     *
     * @param job       the job.
     * @param placement where the PEs run.
     * @param launcher  how one PE is started.
     */
    public JobSupervisor(final JobSpec job, final PePlacement placement, final PeLauncher launcher) {
        this(job, placement, launcher, LineSink.stdout(), LineSink.stderr(),
            new PeTerminator(PeTerminator.TERM_GRACE, PeTerminator.KILL_WAIT));
    }

    JobSupervisor(final JobSpec job, final PePlacement placement, final PeLauncher launcher, final LineSink out,
                  final LineSink err, final PeTerminator terminator) {
        this.job = job;
        this.placement = placement;
        this.launcher = launcher;
        this.out = out;
        this.err = err;
        this.terminator = terminator;
    }

    /**
     * Runs the job to its end, with a shutdown hook that ends the PEs should shmemrun be stopped meanwhile.
     *
     * @return shmemrun's exit status.
     */
    public int run() {
        final Thread hook = new Thread(this::stop, "shmemrun-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return supervise();
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (final IllegalStateException ex) {
                // the JVM is already shutting down and the hook is running or has run
            }
        }
    }

    /**
     * Ends every PE and waits for their last output; no PE starts afterwards. Called by the shutdown hook.
     */
    void stop() {
        synchronized (this) {
            stopping = true;
        }
        endAllPes();
        awaitOutput(snapshot(), OUTPUT_DRAIN_MS);
    }

    private int supervise() {
        final List<PeSlot> slots;
        final InetSocketAddress endpoint;
        try {
            slots = placement.place(job.nPes());
            endpoint = placement.bootstrapEndpoint();
        } catch (final IllegalArgumentException ex) {
            err.writeLine("shmemrun: " + ex.getMessage());
            return ExitCodes.USAGE;
        }
        final UniqueId uid = UniqueId.create(endpoint.getAddress(), endpoint.getPort());
        final PeEnvironment environment = new PeEnvironment(uid, job.nPes(), ProcessHandle.current().pid(),
            job.exports(), placement.multiHost());
        for (final PeSlot slot : slots) {
            try {
                if (!start(slot, environment)) {
                    return ExitCodes.INTERNAL_ERROR;
                }
            } catch (final IOException ex) {
                err.writeLine("shmemrun: cannot start PE " + slot.pe() + " on " + where(slot) + ": "
                    + ex.getMessage());
                endAllPes();
                return ExitCodes.INTERNAL_ERROR;
            }
        }
        final int status = awaitJob();
        awaitOutput(snapshot(), OUTPUT_DRAIN_MS);
        return status;
    }

    /** "localhost", or "host h2" for a PE started elsewhere. */
    private static String where(final PeSlot slot) {
        return slot.local() ? slot.host() : "host " + slot.host();
    }

    /**
     * Starts one PE unless the job is stopping; returns false when it is. The launch itself runs outside the
     * lock, since a launcher may wait (for a connection slot), and the shutdown hook must not wait for it.
     */
    private boolean start(final PeSlot slot, final PeEnvironment environment) throws IOException {
        synchronized (this) {
            if (stopping) {
                return false;
            }
        }
        final PeProcess process = launcher.launch(slot, job.commandFor(slot), environment.forSlot(slot));
        final String prefix = job.prefixOutput() ? "[pe " + slot.pe() + "] " : "";
        final RunningPe pe = new RunningPe(slot, process,
            new OutputPump("pe-" + slot.pe() + "-stdout", process.stdout(), out, prefix),
            new OutputPump("pe-" + slot.pe() + "-stderr", process.stderr(), err, prefix));
        final boolean stoppedMeanwhile;
        synchronized (this) {
            stoppedMeanwhile = stopping;
            if (!stoppedMeanwhile) {
                running.add(pe);
            }
        }
        if (stoppedMeanwhile) {
            // stop() ran while this PE was being started and did not see it
            synchronized (endingLock) {
                terminator.endAll(List.of(process));
            }
            return false;
        }
        pe.stdout().start();
        pe.stderr().start();
        process.onExit().thenAccept(exitValue -> exits.add(new PeExit(slot.pe(), exitValue)));
        return true;
    }

    private int awaitJob() {
        final long deadlineNs = System.nanoTime() + job.timeoutNs();
        try {
            for (int pesLeft = job.nPes(); pesLeft > 0; pesLeft--) {
                final PeExit exit = job.hasTimeout()
                    ? exits.poll(deadlineNs - System.nanoTime(), TimeUnit.NANOSECONDS)
                    : exits.take();
                if (exit == null) {
                    err.writeLine("shmemrun: job timed out after " + job.timeoutText());
                    endAllPes();
                    return ExitCodes.TIMED_OUT;
                }
                if (exit.isFailure()) {
                    final int status = reportFailure(exit);
                    endAllPes();
                    return status;
                }
            }
            return ExitCodes.OK;
        } catch (final InterruptedException ex) {
            Thread.currentThread().interrupt();
            endAllPes();
            return ExitCodes.INTERNAL_ERROR;
        }
    }

    /**
     * Reports the first failed PE in one line and returns shmemrun's status: the PE's, or
     * {@link ExitCodes#INTERNAL_ERROR} when its launch agent could not start it.
     */
    private int reportFailure(final PeExit exit) {
        final List<RunningPe> failed = new ArrayList<>();
        synchronized (this) {
            if (stopping) {
                // shmemrun is being stopped and ended this PE itself: nothing to report
                return exit.exitValue();
            }
            for (final RunningPe pe : running) {
                if (pe.process().pe() == exit.pe()) {
                    failed.add(pe);
                }
            }
        }
        // the failed PE's last words (a stack trace, usually) come before shmemrun's verdict
        awaitOutput(failed, OUTPUT_DRAIN_MS);
        for (final RunningPe pe : failed) {
            final String startFailure = pe.process().startFailure();
            if (startFailure != null) {
                err.writeLine("shmemrun: cannot start PE " + exit.pe() + " on " + where(pe.slot()) + ": "
                    + startFailure);
                return ExitCodes.INTERNAL_ERROR;
            }
        }
        err.writeLine("shmemrun: " + exit.describe());
        return exit.exitValue();
    }

    private void endAllPes() {
        final List<PeProcess> started = new ArrayList<>();
        for (final RunningPe pe : snapshot()) {
            started.add(pe.process());
        }
        synchronized (endingLock) {
            terminator.endAll(started);
        }
    }

    private synchronized List<RunningPe> snapshot() {
        return List.copyOf(running);
    }

    private static void awaitOutput(final List<RunningPe> pes, final long timeoutMs) {
        final long deadlineNs = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        try {
            for (final RunningPe pe : pes) {
                pe.stdout().awaitEnd(TimeUnit.NANOSECONDS.toMillis(deadlineNs - System.nanoTime()));
                pe.stderr().awaitEnd(TimeUnit.NANOSECONDS.toMillis(deadlineNs - System.nanoTime()));
            }
        } catch (final InterruptedException ex) {
            Thread.currentThread().interrupt();
        }
    }

    /** A started PE and the pumps that forward its output. */
    private record RunningPe(PeSlot slot, PeProcess process, OutputPump stdout, OutputPump stderr) {
    }
}
