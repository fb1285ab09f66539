package io.jshmem.launcher;

import java.io.IOException;
import java.io.OutputStream;

/**
 * A PE on another host, as the launch agent's local process (e.g. {@code ssh}) represents it. The agent's exit
 * value is the PE's. Its standard input is the liveness link: a pipe that carries nothing and stays open as long
 * as shmemrun runs; the PE ends itself when it reaches end of file, which happens when shmemrun dies (even by
 * {@code kill -9}), when the agent dies, or when the connection to the host breaks. Ending the PE cuts the link
 * first, then signals the agent.
 */
final class AgentPeProcess extends GatedPeProcess {
    private final Process agent;
    private final OutputStream link;

    AgentPeProcess(final int pe, final Process agent) {
        super(pe, agent.getInputStream(), agent.getErrorStream(), new StartGate(),
            agent.onExit().thenApply(Process::exitValue));
        this.agent = agent;
        this.link = agent.getOutputStream();
    }

    @Override
    String launcherName() {
        return "the launch agent";
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
    public String toString() {
        return "PE " + pe() + " (launch agent pid " + agent.pid() + ")";
    }
}
