package io.jshmem.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * A PE on another host, as the launch agent's local process (e.g. {@code ssh}) represents it. The agent's exit
 * value is the PE's. Its standard input is the liveness link: a pipe that carries nothing and stays open as long
 * as shmemrun runs; the PE ends itself when it reaches end of file, which happens when shmemrun dies (even by
 * {@code kill -9}), when the agent dies, or when the connection to the host breaks. Ending the PE cuts the link
 * first, then signals the agent.
 */
final class AgentPeProcess implements PeProcess {
    private final int pe;
    private final Process agent;
    private final StartGate gate = new StartGate();
    private final StartLineFilter stdout;
    private final HeldUntilStart stderr;
    private final OutputStream link;
    private final CompletableFuture<Integer> exit;

    AgentPeProcess(final int pe, final Process agent) {
        this.pe = pe;
        this.agent = agent;
        this.stdout = new StartLineFilter(agent.getInputStream(), gate);
        this.stderr = new HeldUntilStart(agent.getErrorStream(), gate);
        this.link = agent.getOutputStream();
        this.exit = agent.onExit().thenApply(Process::exitValue);
    }

    /**
     * The start decision, for the launcher's connection throttle.
     *
     * @return the gate.
     */
    StartGate gate() {
        return gate;
    }

    @Override
    public int pe() {
        return pe;
    }

    @Override
    public InputStream stdout() {
        return stdout;
    }

    @Override
    public InputStream stderr() {
        return stderr;
    }

    @Override
    public CompletableFuture<Integer> onExit() {
        return exit;
    }

    @Override
    public boolean isAlive() {
        return agent.isAlive();
    }

    @Override
    public void terminate() {
        cutLink();
        agent.destroy();
    }

    @Override
    public void kill() {
        cutLink();
        agent.destroyForcibly();
    }

    /** Closes the PE's standard input: it ends itself. */
    void cutLink() {
        try {
            link.close();
        } catch (final IOException ex) {
            // already closed: the PE has its end of file
        }
    }

    @Override
    public String startFailure() {
        if (!Boolean.FALSE.equals(gate.state())) {
            return null;
        }
        final String reason = lastLine(stderr.held());
        if (reason != null) {
            return reason;
        }
        final String said = lastLine(stdout.preamble());
        return said != null ? said : "the launch agent exited with status " + exit.getNow(-1)
            + " before the PE started";
    }

    private static String lastLine(final String text) {
        final List<String> lines = text.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
        return lines.isEmpty() ? null : lines.get(lines.size() - 1);
    }

    @Override
    public String toString() {
        return "PE " + pe + " (launch agent pid " + agent.pid() + ")";
    }
}
