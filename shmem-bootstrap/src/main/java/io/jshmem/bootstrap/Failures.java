package io.jshmem.bootstrap;

import io.jshmem.exceptions.BootstrapException;
import io.jshmem.exceptions.GlobalExitException;
import io.jshmem.exceptions.PeerFailedException;
import io.jshmem.exceptions.ShmemException;

/**
 * Turns a failure noticed once (often on a reader thread) into an exception to throw on a caller's thread:
 * same class, same message, the caller's stack, and the original as its cause.
 */
final class Failures {
    private Failures() {
    }

    /**
     * A fresh exception to throw for a recorded failure.
     *
     * @param recorded the failure as noticed.
     * @return an exception of the same class and message, caused by {@code recorded}.
     */
    static ShmemException forCaller(final ShmemException recorded) {
        if (recorded instanceof PeerFailedException) {
            return forCaller((PeerFailedException) recorded);
        }
        if (recorded instanceof BootstrapException) {
            return new BootstrapException(recorded.getMessage(), recorded);
        }
        return new ShmemException(recorded.getMessage(), recorded);
    }

    /**
     * A fresh exception to throw for a recorded peer failure.
     *
     * @param recorded the failure as noticed.
     * @return a {@link PeerFailedException} (or {@link GlobalExitException}) naming the same PE.
     */
    static PeerFailedException forCaller(final PeerFailedException recorded) {
        final PeerFailedException copy;
        if (recorded instanceof GlobalExitException) {
            final GlobalExitException exit = (GlobalExitException) recorded;
            copy = new GlobalExitException(exit.failedPe(), exit.status());
            copy.initCause(recorded);
        } else {
            copy = new PeerFailedException(recorded.failedPe(), reasonOf(recorded), recorded);
        }
        return copy;
    }

    /** The reason part of a message PeerFailedException built as "PE n failed: reason". */
    private static String reasonOf(final PeerFailedException failure) {
        final String message = String.valueOf(failure.getMessage());
        final String prefix = "PE " + failure.failedPe() + " failed: ";
        return message.startsWith(prefix) ? message.substring(prefix.length()) : message;
    }
}
