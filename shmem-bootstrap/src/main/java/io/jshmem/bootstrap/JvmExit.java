package io.jshmem.bootstrap;

import java.util.concurrent.TimeUnit;

/** The default globalExit handler of a process-per-PE job: end this JVM with the status, whatever it takes. */
final class JvmExit {
    /** How long {@link System#exit(int)} may take (shutdown hooks) before the JVM is halted. */
    static final long HALT_AFTER_NS = TimeUnit.SECONDS.toNanos(2);

    private JvmExit() {
    }

    /**
     * Flushes standard output and error, then exits; halts if exiting has not finished within
     * {@link #HALT_AFTER_NS} (a shutdown hook that blocks, or a call from a shutdown hook).
     *
     * @param status the exit status.
     */
    static void exit(final int status) {
        System.out.flush();
        System.err.flush();
        BootstrapThreads.start("exit-halter", () -> {
            try {
                TimeUnit.NANOSECONDS.sleep(HALT_AFTER_NS);
            } catch (final InterruptedException ignored) {
                // Halting now is as good as halting later.
            }
            Runtime.getRuntime().halt(status);
        });
        System.exit(status);
    }
}
