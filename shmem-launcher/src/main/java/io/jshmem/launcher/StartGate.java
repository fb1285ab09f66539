package io.jshmem.launcher;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Whether a PE started through a launch agent has really started: opened when its start line arrives
 * ({@link RemotePeCommand#STARTED}), failed when its output ends without one (the agent could not reach the host,
 * the directory or java is missing). Until then the agent's output is held back: if the PE never starts, that
 * output is the reason, in one line.
 */
final class StartGate {
    private final CompletableFuture<Boolean> decided = new CompletableFuture<>();

    /** The PE has started. */
    void open() {
        decided.complete(true);
    }

    /** The PE's output ended before it started. */
    void fail() {
        decided.complete(false);
    }

    /**
     * Waits for the decision.
     *
     * @param timeoutMs longest wait.
     * @return true when started, false when failed, null when still undecided.
     */
    Boolean await(final long timeoutMs) {
        try {
            return decided.get(timeoutMs, TimeUnit.MILLISECONDS);
        } catch (final TimeoutException ex) {
            return null;
        } catch (final ExecutionException ex) {
            return false;
        } catch (final InterruptedException ex) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /**
     * The decision so far.
     *
     * @return true when started, false when failed, null when undecided.
     */
    Boolean state() {
        return decided.getNow(null);
    }

    /**
     * Runs an action once the gate is decided, either way.
     *
     * @param action what to run.
     */
    void whenDecided(final Runnable action) {
        decided.thenRun(action);
    }
}
