package io.jshmem.conformance;

import java.util.Objects;

/**
 * Assertions for conformance cases (the suite's main code does not depend on a test framework).
 */
public final class Check {
    private Check() {
    }

    /**
     * Checks equality.
     *
     * @param expected the expected value.
     * @param actual   the value found.
     * @param what     what was compared, for the message.
     */
    public static void equal(final Object expected, final Object actual, final String what) {
        if (!Objects.equals(expected, actual)) {
            throw new CheckFailed(what + ": expected " + expected + " but found " + actual);
        }
    }

    /**
     * Checks equality of longs.
     *
     * @param expected the expected value.
     * @param actual   the value found.
     * @param what     what was compared.
     */
    public static void equal(final long expected, final long actual, final String what) {
        if (expected != actual) {
            throw new CheckFailed(what + ": expected " + expected + " but found " + actual);
        }
    }

    /**
     * Checks a condition.
     *
     * @param condition the condition.
     * @param what      what should hold.
     */
    public static void that(final boolean condition, final String what) {
        if (!condition) {
            throw new CheckFailed(what);
        }
    }

    /**
     * Checks that an action throws a given exception type and returns it.
     *
     * @param type   the expected exception type.
     * @param action the action.
     * @param what   what was attempted.
     * @param <T>    the exception type.
     * @return the exception thrown.
     */
    public static <T extends Throwable> T throwsException(final Class<T> type, final Action action,
        final String what) {
        try {
            action.run();
        } catch (final Throwable t) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
            throw new CheckFailed(what + ": expected " + type.getSimpleName() + " but got " + t);
        }
        throw new CheckFailed(what + ": expected " + type.getSimpleName() + " but nothing was thrown");
    }

    /**
     * Checks that a message mentions every fragment.
     *
     * @param message   the message.
     * @param fragments texts it must contain.
     */
    public static void mentions(final String message, final String... fragments) {
        for (final String f : fragments) {
            if (message == null || !message.contains(f)) {
                throw new CheckFailed("message '" + message + "' does not mention '" + f + "'");
            }
        }
    }

    /** Code that may throw. */
    @FunctionalInterface
    public interface Action {
        /**
         * Runs.
         *
         * @throws Exception anything.
         */
        void run() throws Exception;
    }
}
