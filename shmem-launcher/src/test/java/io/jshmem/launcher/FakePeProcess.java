package io.jshmem.launcher;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A PE without a process. Its output streams behave like pipes: what it "wrote" can be read, and the streams end
 * when it exits. SIGTERM ends it with {@code termStatus} unless it ignores SIGTERM; SIGKILL always ends it.
 */
final class FakePeProcess implements PeProcess {
    private final int pe;
    private final CompletableFuture<Integer> exit = new CompletableFuture<>();
    private final InputStream stdout;
    private final InputStream stderr;
    private final boolean ignoresTerm;
    final AtomicInteger terms = new AtomicInteger();
    /** What {@link #startFailure()} says; null for a PE that started. */
    volatile String startFailure;
    final AtomicInteger kills = new AtomicInteger();

    FakePeProcess(final int pe, final String stdout, final String stderr, final long outputDelayMs,
                  final boolean ignoresTerm) {
        this.pe = pe;
        this.stdout = new PipeLikeStream(stdout, exit, outputDelayMs);
        this.stderr = new PipeLikeStream(stderr, exit, outputDelayMs);
        this.ignoresTerm = ignoresTerm;
    }

    FakePeProcess(final int pe) {
        this(pe, "", "", 0, false);
    }

    void exitWith(final int exitValue) {
        exit.complete(exitValue);
    }

    @Override
    public int pe() {
        return pe;
    }

    @Override
    public InputStream stdout() {
        return stdout;
    }

    @Override
    public InputStream stderr() {
        return stderr;
    }

    @Override
    public CompletableFuture<Integer> onExit() {
        return exit;
    }

    @Override
    public boolean isAlive() {
        return !exit.isDone();
    }

    @Override
    public void terminate() {
        terms.incrementAndGet();
        if (!ignoresTerm) {
            exit.complete(128 + 15);
        }
    }

    @Override
    public String startFailure() {
        return startFailure;
    }

    @Override
    public void kill() {
        kills.incrementAndGet();
        exit.complete(128 + 9);
    }

    /**
     * Gives its text only after the PE has exited and a delay has passed (as a pump may see a pipe's last bytes
     * after the exit), then ends.
     */
    private static final class PipeLikeStream extends InputStream {
        private final ByteArrayInputStream text;
        private final CompletableFuture<Integer> exit;
        private final long delayMs;

        PipeLikeStream(final String text, final CompletableFuture<Integer> exit, final long delayMs) {
            this.text = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
            this.exit = exit;
            this.delayMs = delayMs;
        }

        @Override
        public int read() throws IOException {
            final byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(final byte[] buffer, final int offset, final int length) throws IOException {
            exit.join();
            if (delayMs > 0 && text.available() > 0) {
                try {
                    Thread.sleep(delayMs);
                } catch (final InterruptedException ex) {
                    Thread.currentThread().interrupt();
                    throw new IOException(ex);
                }
            }
            return text.read(buffer, offset, length);
        }
    }
}
