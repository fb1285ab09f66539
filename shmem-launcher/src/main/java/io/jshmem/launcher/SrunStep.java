package io.jshmem.launcher;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.lang.ProcessBuilder.Redirect;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One {@code srun} that runs every PE of a job as a task, seen as one {@link PeProcess} per PE.
 *
 * <p>srun labels each line of its tasks' output with the task number ({@code --label}); the step splits the
 * lines back into one stdout and one stderr stream per PE, so shmemrun forwards and prefixes them as on one
 * host. Each task runs a small wrapper ({@link #taskWrapper()}) that sets {@code JSHMEM_HOST_ID} from
 * {@code SLURMD_NODENAME}, prints the start line ({@link RemotePeCommand#STARTED}), runs the PE, then prints
 * {@link #EXIT} with the PE's status on both streams: so each PE's streams end and its status is known, exactly,
 * although srun reports only one status for the whole step. srun's own messages about ending the step (which
 * repeat what shmemrun reports in its one line) are dropped; any other message of srun goes with PE 0's standard
 * error, so a step that cannot start is reported as PE 0's start failure.
 *
 * <p>srun passes its standard input to every task ({@code --input=all}), which makes it the liveness link of
 * {@link AgentPeProcess}: when shmemrun dies, srun reads end of file and so does every PE.
 */
final class SrunStep {
    /** The line each task's wrapper prints, with the PE's status, when the PE has ended. */
    static final String EXIT = "#jshmem-pe-exit# ";
    /** The line task 0's wrapper prints first: the step's {@code JOBID.STEPID}, for scancel. */
    static final String STEP = "#jshmem-step# ";

    private static final Pattern LABELLED = Pattern.compile(" *(\\d+): (.*)", Pattern.DOTALL);
    /** srun's and slurmstepd's words about a step being ended: shmemrun reports the cause in its own line. */
    private static final Pattern STEP_ENDING = Pattern.compile("srun: error: .*: tasks? [0-9,-]+: .*"
        + "|srun: launch/slurm: _step_signal: .*|srun: Force Terminated .*|srun: Job step aborted.*"
        + "|srun: forcing job termination|srun: got SIGCONT|srun: Cancelled pending job step.*"
        + "|slurmstepd.*: error: \\*\\*\\* STEP .* CANCELLED AT .*");
    private static final long SCANCEL_WAIT_MS = 10_000;

    private final Process srun;
    private final Task[] tasks;
    private final List<Thread> demuxers = new ArrayList<>();
    private volatile String stepId;
    private boolean terminated;
    private boolean killed;

    private SrunStep(final Process srun, final int nPes) {
        this.srun = srun;
        this.tasks = new Task[nPes];
        for (int pe = 0; pe < nPes; pe++) {
            tasks[pe] = new Task(pe);
        }
    }

    /**
     * The wrapper each task runs in front of the PE's command.
     *
     * @return {@code /bin/sh -c SCRIPT jshmem-pe}.
     */
    static List<String> taskWrapper() {
        final String script = "export JSHMEM_HOST_ID=\"${JSHMEM_HOST_ID:-${SLURMD_NODENAME:-$(hostname)}}\"; "
            + "[ \"${SLURM_PROCID:-0}\" = 0 ] && echo \"" + STEP + "${SLURM_JOB_ID}.${SLURM_STEP_ID}\"; "
            + "echo '" + RemotePeCommand.STARTED + "'; \"$@\"; s=$?; "
            + "echo \"" + EXIT + "$s\"; echo \"" + EXIT + "$s\" >&2; exit $s";
        return List.of("/bin/sh", "-c", script, "jshmem-pe");
    }

    /**
     * Starts srun.
     *
     * @param command     srun with its options and the tasks' command.
     * @param environment srun's whole environment.
     * @param nPes        the number of tasks.
     * @return the step.
     * @throws IOException when srun cannot be run.
     */
    static SrunStep start(final List<String> command, final Map<String, String> environment, final int nPes)
        throws IOException {
        final ProcessBuilder builder = new ProcessBuilder(command).redirectInput(Redirect.PIPE);
        builder.environment().clear();
        builder.environment().putAll(environment);
        final Process process;
        try {
            process = builder.start();
        } catch (final IOException ex) {
            throw new IOException(command.get(0) + ": " + ex.getMessage(), ex);
        }
        final SrunStep step = new SrunStep(process, nPes);
        step.demux("srun-stdout", process.getInputStream(), false);
        step.demux("srun-stderr", process.getErrorStream(), true);
        process.onExit().thenRun(step::ended);
        return step;
    }

    /**
     * The view of one PE.
     *
     * @param pe the PE.
     * @return its process.
     */
    PeProcess pe(final int pe) {
        return tasks[pe].process;
    }

    private void demux(final String name, final InputStream in, final boolean stderr) {
        final Thread thread = new Thread(() -> {
            try (InputStream input = in) {
                final ByteArrayOutputStream line = new ByteArrayOutputStream();
                final byte[] buffer = new byte[64 * 1024];
                int n;
                while ((n = input.read(buffer)) >= 0) {
                    for (int i = 0; i < n; i++) {
                        line.write(buffer[i]);
                        if (buffer[i] == '\n') {
                            route(line.toString(StandardCharsets.UTF_8), stderr);
                            line.reset();
                        }
                    }
                }
                if (line.size() > 0) {
                    route(line.toString(StandardCharsets.UTF_8) + "\n", stderr);
                }
            } catch (final IOException ex) {
                // srun is gone
            } finally {
                for (final Task task : tasks) {
                    task.close(stderr);
                }
            }
        }, name);
        thread.setDaemon(true);
        demuxers.add(thread);
        thread.start();
    }

    /** Sends one line (with its line end) to the PE it is labelled with. */
    private void route(final String line, final boolean stderr) {
        final String text = line.endsWith("\n") ? line.substring(0, line.length() - 1) : line;
        final Matcher m = LABELLED.matcher(text);
        final int pe = m.matches() ? Integer.parseInt(m.group(1)) : -1;
        if (pe < 0 || pe >= tasks.length) {
            if (!STEP_ENDING.matcher(text).matches()) {
                tasks[0].write(text, stderr);
            }
            return;
        }
        final String body = m.group(2);
        final Task task = tasks[pe];
        if (body.startsWith(EXIT)) {
            task.close(stderr);
            if (stderr) {
                task.exit.complete(parseStatus(body.substring(EXIT.length())));
            }
        } else if (body.startsWith(STEP) && !stderr) {
            stepId = body.substring(STEP.length()).trim();
        } else if (!STEP_ENDING.matcher(body).matches()) {
            task.write(body, stderr);
        }
    }

    private static int parseStatus(final String text) {
        try {
            return Integer.parseInt(text.trim());
        } catch (final NumberFormatException ex) {
            return ExitCodes.INTERNAL_ERROR;
        }
    }

    /** srun has ended: every PE without a status of its own gets srun's. */
    private void ended() {
        for (final Thread demuxer : demuxers) {
            try {
                demuxer.join(TimeUnit.SECONDS.toMillis(2));
            } catch (final InterruptedException ex) {
                Thread.currentThread().interrupt();
            }
        }
        final int status = srun.exitValue();
        for (final Task task : tasks) {
            task.close(false);
            task.close(true);
            task.exit.complete(status);
        }
    }

    private synchronized void terminate() {
        if (!terminated && srun.isAlive()) {
            // srun passes SIGTERM on to every task and ends the step
            terminated = true;
            srun.destroy();
        }
    }

    private void kill() {
        synchronized (this) {
            if (killed) {
                return;
            }
            killed = true;
        }
        srun.destroyForcibly();
        // a step whose srun was killed goes on running: cancel it
        final String id = stepId;
        if (id != null && !id.isBlank()) {
            try {
                final Process scancel = new ProcessBuilder("scancel", "--quiet", "--signal=KILL", id)
                    .redirectErrorStream(true).redirectOutput(Redirect.DISCARD).start();
                scancel.waitFor(SCANCEL_WAIT_MS, TimeUnit.MILLISECONDS);
            } catch (final IOException ex) {
                // no scancel here: Slurm ends the step with the allocation
            } catch (final InterruptedException ex) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** One task: its two streams and its status. */
    private final class Task {
        private final PipedOutputStream[] sinks = new PipedOutputStream[2];
        private final boolean[] closed = new boolean[2];
        private final CompletableFuture<Integer> exit = new CompletableFuture<>();
        private final TaskProcess process;

        Task(final int pe) {
            final PipedInputStream stdout = pipe(0);
            final PipedInputStream stderr = pipe(1);
            process = new TaskProcess(pe, stdout, stderr, new StartGate(), exit);
        }

        private PipedInputStream pipe(final int index) {
            try {
                final PipedInputStream in = new PipedInputStream(64 * 1024);
                sinks[index] = new PipedOutputStream(in);
                return in;
            } catch (final IOException ex) {
                throw new IllegalStateException("cannot connect a pipe", ex);
            }
        }

        synchronized void write(final String text, final boolean stderr) {
            final int index = stderr ? 1 : 0;
            if (closed[index]) {
                return;
            }
            try {
                sinks[index].write((text + "\n").getBytes(StandardCharsets.UTF_8));
            } catch (final IOException ex) {
                // nobody reads this PE's output any more
                closed[index] = true;
            }
        }

        synchronized void close(final boolean stderr) {
            final int index = stderr ? 1 : 0;
            if (!closed[index]) {
                closed[index] = true;
                try {
                    sinks[index].close();
                } catch (final IOException ex) {
                    // already broken
                }
            }
        }
    }

    /** A PE as shmemrun's supervisor sees it. */
    private final class TaskProcess extends GatedPeProcess {
        TaskProcess(final int pe, final InputStream stdout, final InputStream stderr, final StartGate gate,
                    final CompletableFuture<Integer> exit) {
            super(pe, stdout, stderr, gate, exit);
        }

        @Override
        String launcherName() {
            return "srun";
        }

        @Override
        public void terminate() {
            SrunStep.this.terminate();
        }

        @Override
        public void kill() {
            SrunStep.this.kill();
        }

        @Override
        public String toString() {
            return "PE " + pe() + " (srun pid " + srun.pid() + ")";
        }
    }
}
