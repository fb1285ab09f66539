package io.jshmem.bootstrap;

/**
 * One PE's end of the TCP star: the hub on PE 0 ({@link TcpHub}), a spoke elsewhere ({@link TcpSpoke}).
 * {@link TcpBootstrap} owns the call sequence and the waiting; an endpoint moves contributions and results.
 */
interface StarEndpoint {
    /**
     * Told when another PE's globalExit reaches this PE (on a bootstrap thread).
     */
    @FunctionalInterface
    interface GlobalExitListener {
        /**
         * Runs this PE's exit handler.
         *
         * @param callerPe the PE that called globalExit.
         * @param status   its status.
         */
        void onGlobalExit(int callerPe, int status);
    }

    /**
     * Hands this PE's part of a collective on; the result arrives in the {@link ResultMailbox}.
     *
     * @param call what this PE called.
     * @param data its bytes (the endpoint copies or encodes them before returning).
     */
    void contribute(CollectiveCall call, byte[] data);

    /**
     * Tells every PE that this PE called globalExit, and returns once they were told (bounded wait).
     *
     * @param status the exit status.
     */
    void requestGlobalExit(int status);

    /** Leaves the job in an orderly way (bounded wait) and releases threads and sockets. Idempotent. */
    void close();

    /**
     * Leaves the job as failed: the other PEs learn that this PE failed and why, then threads and sockets are
     * released. Idempotent.
     *
     * @param reason why this PE gives up.
     */
    void leaveFailed(String reason);
}
