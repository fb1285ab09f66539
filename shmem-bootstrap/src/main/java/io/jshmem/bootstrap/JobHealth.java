package io.jshmem.bootstrap;

import io.jshmem.exceptions.BootstrapException;
import io.jshmem.exceptions.PeerFailedException;
import io.jshmem.exceptions.ShmemException;

/**
 * What one PE knows about the health of its job. Two facts, each set at most once: the first peer failure
 * (which {@link Bootstrap#failure()} returns) and the first fatal error, the one every collective throws from
 * then on (a peer failure, or an abort such as mismatched collectives). Reads are single volatile loads;
 * writes are synchronized. Once frozen (the PE closed) nothing more is recorded.
 */
final class JobHealth {
    private volatile PeerFailedException failure;
    private volatile ShmemException fatal;
    private boolean frozen;

    /**
     * Records a peer failure, unless one is already known or the PE closed.
     *
     * @param peerFailure the failure.
     * @return true when this was the first failure recorded.
     */
    synchronized boolean peerFailed(final PeerFailedException peerFailure) {
        if (frozen || failure != null) {
            return false;
        }
        failure = peerFailure;
        if (fatal == null) {
            fatal = peerFailure;
        }
        return true;
    }

    /**
     * Records that the job cannot go on, unless something fatal is already known or the PE closed.
     *
     * @param abort why.
     * @return true when this was the first fatal error recorded.
     */
    synchronized boolean aborted(final BootstrapException abort) {
        if (frozen || fatal != null) {
            return false;
        }
        fatal = abort;
        return true;
    }

    /** Stops recording: called when the PE closes, after which it reports no failures. */
    synchronized void freeze() {
        frozen = true;
    }

    /**
     * The first peer failure.
     *
     * @return the failure, or null.
     */
    PeerFailedException failure() {
        return failure;
    }

    /**
     * The error collectives throw.
     *
     * @return the first fatal error, or null while the job is healthy.
     */
    ShmemException fatal() {
        return fatal;
    }

    /**
     * Throws the fatal error, if any, as a fresh exception for the calling thread.
     *
     * @throws ShmemException the fatal error ({@link PeerFailedException} or {@link BootstrapException}).
     */
    void throwIfFatal() {
        final ShmemException error = fatal;
        if (error != null) {
            throw Failures.forCaller(error);
        }
    }
}
