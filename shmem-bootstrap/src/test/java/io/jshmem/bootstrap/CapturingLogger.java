package io.jshmem.bootstrap;

import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A System.Logger that keeps WARNING and ERROR lines so tests can wait for them. */
final class CapturingLogger implements System.Logger {
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final List<String> all = new ArrayList<>();

    @Override
    public String getName() {
        return "capturing";
    }

    @Override
    public boolean isLoggable(final Level level) {
        return level.getSeverity() >= Level.WARNING.getSeverity();
    }

    @Override
    public void log(final Level level, final ResourceBundle bundle, final String msg, final Throwable thrown) {
        record(level, msg);
    }

    @Override
    public void log(final Level level, final ResourceBundle bundle, final String format, final Object... params) {
        record(level, format);
    }

    private void record(final Level level, final String msg) {
        if (isLoggable(level)) {
            synchronized (all) {
                all.add(msg);
            }
            lines.add(msg);
        }
    }

    /** Waits for the next line containing every fragment; other lines are skipped. Null after the timeout. */
    String awaitLine(final long timeoutMs, final String... fragments) throws InterruptedException {
        final long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        while (true) {
            final String line = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line == null) {
                return null;
            }
            boolean matches = true;
            for (final String fragment : fragments) {
                matches &= line.contains(fragment);
            }
            if (matches) {
                return line;
            }
        }
    }

    /** Every line logged so far. */
    List<String> lines() {
        synchronized (all) {
            return new ArrayList<>(all);
        }
    }
}
