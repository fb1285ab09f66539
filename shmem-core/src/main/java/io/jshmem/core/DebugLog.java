package io.jshmem.core;

/**
 * Start-up and shutdown messages of one PE on stderr, when {@code SHMEM_DEBUG} is on; silent otherwise.
 */
final class DebugLog {
    private final boolean enabled;
    private final int pe;

    DebugLog(final boolean enabled, final int pe) {
        this.enabled = enabled;
        this.pe = pe;
    }

    boolean enabled() {
        return enabled;
    }

    void log(final String message) {
        if (enabled) {
            System.err.println("jshmem[pe " + pe + "]: " + message);
        }
    }
}
