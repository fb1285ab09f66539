package io.jshmem.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Copies one PE output stream to a {@link LineSink} on its own thread, whole lines at a time, each optionally
 * preceded by a prefix such as {@code [pe 3] }. A partial line waits for its end; a last line without one gets
 * one; a line longer than {@link #MAX_LINE_BYTES} is cut there (so a PE that never writes a line end cannot
 * exhaust shmemrun's memory). Bytes pass through unchanged, whatever their encoding.
 */
final class OutputPump implements Runnable {
    /** Longest line forwarded in one piece, prefix and line end not counted. */
    static final int MAX_LINE_BYTES = 1 << 20;

    private static final int READ_BYTES = 64 * 1024;
    private static final byte[] LINE_END = {'\n'};

    private final InputStream in;
    private final LineSink sink;
    private final byte[] prefix;
    private final Thread thread;
    /** Complete lines in {@code [0, lineStart)}, then the line being assembled (prefix included). */
    private byte[] pending = new byte[2 * READ_BYTES];
    private int pendingBytes;
    private int lineStart;

    /**
     * Creates a pump; {@link #start()} starts it.
     *
     * @param name   the thread's name.
     * @param in     the stream to drain; closed at its end.
     * @param sink   where the lines go.
     * @param prefix put before every line; empty for none.
     */
    OutputPump(final String name, final InputStream in, final LineSink sink, final String prefix) {
        this.in = in;
        this.sink = sink;
        this.prefix = prefix.getBytes(StandardCharsets.UTF_8);
        this.thread = new Thread(this, name);
        thread.setDaemon(true);
    }

    /**
     * Starts pumping.
     */
    void start() {
        thread.start();
    }

    /**
     * Waits until the stream has ended and everything is written.
     *
     * @param timeoutMs longest wait.
     * @return true when the pump has finished.
     * @throws InterruptedException when interrupted.
     */
    boolean awaitEnd(final long timeoutMs) throws InterruptedException {
        thread.join(Math.max(1, timeoutMs));
        return !thread.isAlive();
    }

    @Override
    public void run() {
        final byte[] buffer = new byte[READ_BYTES];
        try (InputStream input = in) {
            int count;
            while ((count = input.read(buffer)) >= 0) {
                split(buffer, count);
                writeCompleteLines();
            }
        } catch (final IOException ex) {
            // the pipe was closed under us: the PE is gone and so is the rest of its output
        }
        if (pendingBytes > lineStart) {
            endLine();
            writeCompleteLines();
        }
    }

    private void split(final byte[] buffer, final int count) {
        int start = 0;
        for (int i = 0; i < count; i++) {
            if (buffer[i] == LINE_END[0]) {
                appendToLine(buffer, start, i - start);
                endLine();
                start = i + 1;
            }
        }
        appendToLine(buffer, start, count - start);
    }

    private void appendToLine(final byte[] buffer, final int offset, final int length) {
        int from = offset;
        int left = length;
        while (left > 0) {
            startLineIfNeeded();
            final int lineBytes = pendingBytes - lineStart - prefix.length;
            final int take = Math.min(left, MAX_LINE_BYTES - lineBytes);
            put(buffer, from, take);
            from += take;
            left -= take;
            if (left > 0) {
                endLine();
            }
        }
    }

    private void endLine() {
        startLineIfNeeded();
        put(LINE_END, 0, 1);
        lineStart = pendingBytes;
    }

    private void startLineIfNeeded() {
        if (pendingBytes == lineStart) {
            put(prefix, 0, prefix.length);
        }
    }

    private void put(final byte[] bytes, final int offset, final int length) {
        if (pendingBytes + length > pending.length) {
            pending = Arrays.copyOf(pending, Math.max(2 * pending.length, pendingBytes + length));
        }
        System.arraycopy(bytes, offset, pending, pendingBytes, length);
        pendingBytes += length;
    }

    private void writeCompleteLines() {
        if (lineStart > 0) {
            sink.writeLines(pending, 0, lineStart);
            System.arraycopy(pending, lineStart, pending, 0, pendingBytes - lineStart);
            pendingBytes -= lineStart;
            lineStart = 0;
        }
    }
}
