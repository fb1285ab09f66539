package io.jshmem.core;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

/**
 * Ends this process when the launcher that started it disappears (even by {@code kill -9}), so no PE outlives
 * its job. Started once per process, in one of two ways:
 * <ul>
 *   <li>{@code JSHMEM_LAUNCHER_PID=<pid>} (a PE on shmemrun's own host): ends when that process is gone;</li>
 *   <li>{@code JSHMEM_LAUNCHER_LINK=stdin} (a PE started through a launch agent such as ssh, or by srun): its
 *       standard input is a pipe from shmemrun that carries nothing; end of file means shmemrun, the agent or the
 *       connection between them is gone. The program then reads an empty {@code System.in}.</li>
 * </ul>
 */
final class LauncherWatchdog {
    /** The value of {@code JSHMEM_LAUNCHER_LINK} for a link over standard input. */
    static final String STDIN_LINK = "stdin";

    private static final long POLL_MS = 250;
    private static boolean started;

    private LauncherWatchdog() {
    }

    static synchronized void startIfLaunched(final String launcherPid, final String launcherLink) {
        if (started) {
            return;
        }
        if (launcherLink != null && STDIN_LINK.equals(launcherLink.trim())) {
            started = true;
            final InputStream link = new FileInputStream(FileDescriptor.in);
            System.setIn(InputStream.nullInputStream());
            start(() -> watchLink(link));
            return;
        }
        if (launcherPid == null || launcherPid.isBlank()) {
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
        start(() -> watch(pid, launcher));
    }

    private static void start(final Runnable watch) {
        final Thread thread = new Thread(watch, "jshmem-launcher-watchdog");
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
        halt("launcher (pid " + pid + ") is gone");
    }

    private static void watchLink(final InputStream link) {
        final byte[] discard = new byte[256];
        try {
            while (link.read(discard) >= 0) {
                // the launcher sends nothing; whatever comes is dropped
            }
        } catch (final IOException ex) {
            // standard input was closed inside this process: the link cannot be watched any more
            return;
        }
        halt("lost the link to shmemrun (standard input closed)");
    }

    private static void halt(final String why) {
        System.err.println("jshmem: " + why + "; ending this PE");
        System.err.flush();
        Runtime.getRuntime().halt(1);
    }
}
