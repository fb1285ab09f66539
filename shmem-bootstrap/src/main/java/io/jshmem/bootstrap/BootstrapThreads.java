package io.jshmem.bootstrap;

/** Starts the bootstrap's background threads: daemons, named {@code jshmem-bootstrap-...}. */
final class BootstrapThreads {
    private BootstrapThreads() {
    }

    /**
     * Starts a daemon thread.
     *
     * @param name what it does, e.g. {@code pe0-reader-3}; prefixed with {@code jshmem-bootstrap-}.
     * @param body its work.
     * @return the started thread.
     */
    static Thread start(final String name, final Runnable body) {
        final Thread thread = new Thread(body, "jshmem-bootstrap-" + name);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }
}
