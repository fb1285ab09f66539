package io.jshmem.launcher;

import java.io.IOException;
import java.lang.ProcessBuilder.Redirect;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Starts PEs on other hosts through a {@link LaunchAgent}, one agent process per PE, running
 * {@link RemotePeCommand}. The PE gets its variables on the command line (the agent passes no environment):
 * the job's, and those of shmemrun's own environment whose names start with {@code SHMEM_}, {@code JSHMEM_} or
 * {@code UCX_}, as a PE on this host would inherit them. Instead of {@code JSHMEM_LAUNCHER_PID}, whose pid means
 * nothing on another host, it gets {@code JSHMEM_LAUNCHER_LINK=stdin} ({@link AgentPeProcess}).
 *
 * <p>At most {@link #MAX_STARTING_PER_HOST} agents per host are starting at once (sshd drops connections beyond
 * its {@code MaxStartups}, 10 by default); the next waits until one of them has started its PE or failed, for at
 * most {@link #THROTTLE_WAIT_MS}.
 */
final class AgentPeLauncher implements PeLauncher {
    /** Agents per host connecting at once. */
    static final int MAX_STARTING_PER_HOST = 8;
    /** Longest wait for a connection slot before starting anyway. */
    static final long THROTTLE_WAIT_MS = 30_000;
    /** Variable telling a PE how it watches its launcher; {@code stdin}: its standard input is the link. */
    static final String LAUNCHER_LINK = "JSHMEM_LAUNCHER_LINK";

    private static final List<String> FORWARDED_PREFIXES = List.of("SHMEM_", "JSHMEM_", "UCX_");

    private final LaunchAgent agent;
    private final Map<String, String> launcherEnv;
    private final String workingDirectory;
    private final Map<String, Semaphore> starting = new ConcurrentHashMap<>();

    /**
     * Creates the launcher.
     *
     * @param agent            the agent.
     * @param launcherEnv      shmemrun's environment, whose jshmem, OpenSHMEM and UCX variables are passed on.
     * @param workingDirectory the directory each PE starts in.
     */
    AgentPeLauncher(final LaunchAgent agent, final Map<String, String> launcherEnv, final String workingDirectory) {
        this.agent = agent;
        this.launcherEnv = Map.copyOf(launcherEnv);
        this.workingDirectory = workingDirectory;
    }

    @Override
    public PeProcess launch(final PeSlot slot, final List<String> command, final Map<String, String> environment)
        throws IOException {
        final List<String> agentCommand = agent.command(slot.host(),
            RemotePeCommand.arguments(workingDirectory, remoteEnvironment(environment), command, agent.throughShell()));
        final Semaphore permits = starting.computeIfAbsent(slot.host(), host -> new Semaphore(MAX_STARTING_PER_HOST));
        final boolean permitted = acquire(permits);
        final Process process;
        try {
            process = new ProcessBuilder(agentCommand).redirectInput(Redirect.PIPE).start();
        } catch (final IOException ex) {
            if (permitted) {
                permits.release();
            }
            throw new IOException(agent.program() + ": " + ex.getMessage(), ex);
        }
        final AgentPeProcess pe = new AgentPeProcess(slot.pe(), process);
        if (permitted) {
            final AtomicBoolean released = new AtomicBoolean();
            final Runnable release = () -> {
                if (released.compareAndSet(false, true)) {
                    permits.release();
                }
            };
            pe.gate().whenDecided(release);
            // a gate whose output nobody reads stays undecided: the agent's end releases the permit too
            process.onExit().thenRun(release);
        }
        return pe;
    }

    /** The PE's variables: forwarded ones from shmemrun's environment, then the job's, then the link. */
    Map<String, String> remoteEnvironment(final Map<String, String> environment) {
        final Map<String, String> env = new HashMap<>();
        launcherEnv.forEach((name, value) -> {
            if (FORWARDED_PREFIXES.stream().anyMatch(name::startsWith)) {
                env.put(name, value);
            }
        });
        env.putAll(environment);
        env.remove(PeEnvironment.LAUNCHER_PID);
        env.put(LAUNCHER_LINK, "stdin");
        return env;
    }

    private static boolean acquire(final Semaphore permits) {
        try {
            return permits.tryAcquire(THROTTLE_WAIT_MS, TimeUnit.MILLISECONDS);
        } catch (final InterruptedException ex) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
