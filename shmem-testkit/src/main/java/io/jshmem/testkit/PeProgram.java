package io.jshmem.testkit;

import io.jshmem.Shmem;

/**
 * The SPMD program one PE runs in a {@link LocalJob}.
 */
@FunctionalInterface
public interface PeProgram {
    /**
     * Runs the program on one PE. The instance is closed (finalized) by the job after this returns, unless the
     * program closed it itself.
     *
     * @param shmem this PE.
     * @throws Exception any failure; the job rethrows the first one with its PE number.
     */
    void run(Shmem shmem) throws Exception;
}
