package io.jshmem.core;

import java.text.MessageFormat;
import java.util.ResourceBundle;
import java.util.function.Supplier;

/**
 * The bootstrap's log as one line per message on stderr, tagged with the PE ({@code jshmem[pe 3] WARNING: ...}),
 * rather than the two-line records of {@code java.util.logging} (whose set-up also costs start-up time).
 * Warnings and errors always; everything when {@code SHMEM_DEBUG} is on.
 */
final class StderrLogger implements System.Logger {
    private final int pe;
    private final Level threshold;

    StderrLogger(final int pe, final boolean debug) {
        this.pe = pe;
        this.threshold = debug ? Level.DEBUG : Level.WARNING;
    }

    @Override
    public String getName() {
        return "jshmem";
    }

    @Override
    public boolean isLoggable(final Level level) {
        return level != Level.OFF && level.getSeverity() >= threshold.getSeverity();
    }

    @Override
    public void log(final Level level, final ResourceBundle bundle, final String message, final Throwable thrown) {
        if (isLoggable(level)) {
            System.err.println("jshmem[pe " + pe + "] " + level.getName() + ": " + message
                + (thrown == null ? "" : " (" + thrown + ")"));
        }
    }

    @Override
    public void log(final Level level, final ResourceBundle bundle, final String format, final Object... params) {
        if (isLoggable(level)) {
            log(level, bundle, params == null || params.length == 0 ? format : MessageFormat.format(format, params),
                (Throwable) null);
        }
    }

    @Override
    public void log(final Level level, final Supplier<String> messageSupplier) {
        if (isLoggable(level)) {
            log(level, null, messageSupplier.get(), (Throwable) null);
        }
    }
}
