package io.jshmem.launcher;

import java.io.InputStream;
import java.util.concurrent.CompletableFuture;

/**
 * A started PE as the supervisor sees it: its output, its end, and two ways to end it.
 */
public interface PeProcess {
    /**
     * The PE's number.
     *
     * @return in {@code [0, npes)}.
     */
    int pe();

    /**
     * The PE's standard output; read it until end of stream or the PE blocks.
     *
     * @return the stream.
     */
    InputStream stdout();

    /**
     * The PE's standard error; read it until end of stream or the PE blocks.
     *
     * @return the stream.
     */
    InputStream stderr();

    /**
     * Completes with the PE's exit value once it has ended ({@code 128 + n} when killed by signal {@code n}).
     *
     * @return the future, the same on every call.
     */
    CompletableFuture<Integer> onExit();

    /**
     * Whether the PE still runs.
     *
     * @return true until it has ended.
     */
    boolean isAlive();

    /**
     * Asks the PE to end (SIGTERM): its shutdown hooks run.
     */
    void terminate();

    /**
     * Ends the PE now (SIGKILL).
     */
    void kill();

    /**
     * Why the PE never started, when it ended before its program ran: a launch agent could not reach its host,
     * or java is not there. Asked after the PE has ended and its output has been drained.
     *
     * @return one line, e.g. {@code ssh: connect to host h2 port 22: Connection refused}; null when the PE's
     *         program ran (or the launcher cannot tell).
     */
    default String startFailure() {
        return null;
    }
}
