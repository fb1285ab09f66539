package io.jshmem.core;

import java.util.Optional;

/**
 * Ends this process when the launcher that started it disappears (even by {@code kill -9}), so no PE outlives
 * its job. Started once per process when {@code JSHMEM_LAUNCHER_PID} is set.
 */
final class LauncherWatchdog {
    private static final long POLL_MS = 250;
    private static boolean started;

    private LauncherWatchdog() {
    }

    static synchronized void startIfLaunched(final String launcherPid) {
        if (started || launcherPid == null || launcherPid.isBlank()) {
            return;
        }
        final long pid;
        try {
            pid = Long.parseLong(launcherPid.trim());
        } catch (final NumberFormatException ex) {
            return;
        }
        final Optional<ProcessHandle> launcher = ProcessHandle.of(pid);
        started = true;
        final Thread thread = new Thread(() -> watch(pid, launcher), "jshmem-launcher-watchdog");
        thread.setDaemon(true);
        thread.start();
    }

    private static void watch(final long pid, final Optional<ProcessHandle> launcher) {
        while (launcher.map(ProcessHandle::isAlive).orElse(false)) {
            try {
                Thread.sleep(POLL_MS);
            } catch (final InterruptedException ex) {
                return;
            }
        }
        System.err.println("jshmem: launcher (pid " + pid + ") is gone; ending this PE");
        System.err.flush();
        Runtime.getRuntime().halt(1);
    }
}
