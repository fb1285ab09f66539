package io.jshmem.launcher;

import java.io.InputStream;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * A PE started through a launcher process that prints the start line (a launch agent such as {@code ssh}, or a
 * Slurm step): its output comes through a {@link StartLineFilter} and a {@link HeldUntilStart} sharing one
 * {@link StartGate}, and when the gate fails, the launcher's last words are why the PE never started.
 */
abstract class GatedPeProcess implements PeProcess {
    private final int pe;
    private final StartGate gate;
    private final StartLineFilter stdout;
    private final HeldUntilStart stderr;
    private final CompletableFuture<Integer> exit;

    /**
     * Creates the view of a started launcher process.
     *
     * @param pe     the PE's number.
     * @param stdout the launcher's standard output.
     * @param stderr the launcher's standard error.
     * @param gate   the start decision both streams share.
     * @param exit   completes with the PE's exit value.
     */
    GatedPeProcess(final int pe, final InputStream stdout, final InputStream stderr, final StartGate gate,
        final CompletableFuture<Integer> exit) {
        this.pe = pe;
        this.gate = gate;
        this.stdout = new StartLineFilter(stdout, gate);
        this.stderr = new HeldUntilStart(stderr, gate);
        this.exit = exit;
    }

    /**
     * How the failure message names the launcher, e.g. {@code srun}.
     *
     * @return the name.
     */
    abstract String launcherName();

    /**
     * The start decision, for the launcher's connection throttle.
     *
     * @return the gate.
     */
    final StartGate gate() {
        return gate;
    }

    @Override
    public final int pe() {
        return pe;
    }

    @Override
    public final InputStream stdout() {
        return stdout;
    }

    @Override
    public final InputStream stderr() {
        return stderr;
    }

    @Override
    public final CompletableFuture<Integer> onExit() {
        return exit;
    }

    @Override
    public boolean isAlive() {
        return !exit.isDone();
    }

    @Override
    public final String startFailure() {
        if (!Boolean.FALSE.equals(gate.state())) {
            return null;
        }
        final String reason = lastLine(stderr.held());
        if (reason != null) {
            return reason;
        }
        final String said = lastLine(stdout.preamble());
        return said != null ? said : launcherName() + " exited with status " + exit.getNow(-1)
            + " before the PE started";
    }

    private static String lastLine(final String text) {
        final List<String> lines = text.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
        return lines.isEmpty() ? null : lines.get(lines.size() - 1);
    }
}
