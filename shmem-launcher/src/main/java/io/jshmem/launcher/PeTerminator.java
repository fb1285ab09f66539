package io.jshmem.launcher;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Ends PEs: SIGTERM first so their shutdown hooks can run, SIGKILL for those still alive after a grace period.
 * Safe to call from several threads at once (the supervisor and the shutdown hook).
 */
final class PeTerminator {
    /** Default wait between SIGTERM and SIGKILL. */
    static final Duration TERM_GRACE = Duration.ofSeconds(3);
    /** Default wait for the kernel to reap PEs after SIGKILL. */
    static final Duration KILL_WAIT = Duration.ofSeconds(1);

    private final Duration termGrace;
    private final Duration killWait;

    /**
     * Creates a terminator.
     *
     * @param termGrace how long PEs may take to end after SIGTERM.
     * @param killWait  how long to wait for them to be gone after SIGKILL.
     */
    PeTerminator(final Duration termGrace, final Duration killWait) {
        this.termGrace = termGrace;
        this.killWait = killWait;
    }

    /**
     * Ends every PE still alive and waits until they are gone, at most the grace period plus the kill wait.
     *
     * @param pes the PEs.
     * @return true when every PE has ended.
     */
    boolean endAll(final Collection<PeProcess> pes) {
        final List<PeProcess> alive = new ArrayList<>();
        for (final PeProcess pe : pes) {
            if (pe.isAlive()) {
                alive.add(pe);
            }
        }
        if (alive.isEmpty()) {
            return true;
        }
        alive.forEach(PeProcess::terminate);
        if (awaitExit(alive, termGrace)) {
            return true;
        }
        for (final PeProcess pe : alive) {
            if (pe.isAlive()) {
                pe.kill();
            }
        }
        return awaitExit(alive, killWait);
    }

    private static boolean awaitExit(final List<PeProcess> pes, final Duration timeout) {
        final CompletableFuture<?>[] exits = new CompletableFuture<?>[pes.size()];
        for (int i = 0; i < exits.length; i++) {
            exits[i] = pes.get(i).onExit();
        }
        try {
            CompletableFuture.allOf(exits).get(timeout.toNanos(), TimeUnit.NANOSECONDS);
            return true;
        } catch (final TimeoutException ex) {
            return false;
        } catch (final ExecutionException ex) {
            // a process's exit future does not fail; should one, ask the PEs themselves
            return pes.stream().noneMatch(PeProcess::isAlive);
        } catch (final InterruptedException ex) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
