package io.jshmem.core;

import io.jshmem.core.mem.RawMemory;
import io.jshmem.jna.libc.Posix;

/**
 * Loads the native bindings (JNA, about 100 ms of class initialization) and the raw memory accessors (their
 * method handles) on a helper thread while the PE joins the job over the network, which is mostly waiting:
 * start-up of a job is then shorter by that much on every PE.
 */
final class NativeWarmUp {
    private NativeWarmUp() {
    }

    static Thread start() {
        final Thread thread = new Thread(() -> {
            Posix.getpid();
            RawMemory.fullFence();
        }, "jshmem-warm-up");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    /** Waits for the warm-up; a failure there is not reported here (the real first use reports it). */
    static void await(final Thread thread) {
        try {
            thread.join();
        } catch (final InterruptedException ex) {
            Thread.currentThread().interrupt();
        }
    }
}
