package io.jshmem.launcher;

import java.io.InputStream;
import java.util.concurrent.CompletableFuture;

/**
 * A PE running as a child process of shmemrun.
 */
final class LocalPeProcess implements PeProcess {
    private final int pe;
    private final Process process;
    private final CompletableFuture<Integer> exit;

    LocalPeProcess(final int pe, final Process process) {
        this.pe = pe;
        this.process = process;
        this.exit = process.onExit().thenApply(Process::exitValue);
    }

    @Override
    public int pe() {
        return pe;
    }

    @Override
    public InputStream stdout() {
        return process.getInputStream();
    }

    @Override
    public InputStream stderr() {
        return process.getErrorStream();
    }

    @Override
    public CompletableFuture<Integer> onExit() {
        return exit;
    }

    @Override
    public boolean isAlive() {
        return process.isAlive();
    }

    @Override
    public void terminate() {
        process.destroy();
    }

    @Override
    public void kill() {
        process.destroyForcibly();
    }

    @Override
    public String toString() {
        return "PE " + pe + " (pid " + process.pid() + ")";
    }
}
