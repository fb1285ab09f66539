package io.jshmem.conformance;

import io.jshmem.Shmem;

/**
 * One conformance case: an SPMD check every PE runs. A case throws (typically {@link CheckFailed}) on the PEs
 * where it fails; it is written so that PEs meet in the same collectives whatever their results.
 *
 * @param name    dotted name, {@code area.what}.
 * @param minPes  fewest PEs the case needs (it is skipped below).
 * @param body    the check.
 */
public record ConformanceCase(String name, int minPes, Body body) {
    /** The check a case runs on every PE. */
    @FunctionalInterface
    public interface Body {
        /**
         * Runs the check on one PE.
         *
         * @param shmem this PE.
         * @throws Exception when the check fails.
         */
        void run(Shmem shmem) throws Exception;
    }

    /**
     * A case that runs on any number of PEs.
     *
     * @param name the name.
     * @param body the check.
     * @return the case.
     */
    public static ConformanceCase of(final String name, final Body body) {
        return new ConformanceCase(name, 1, body);
    }

    /**
     * A case that needs at least some PEs.
     *
     * @param name   the name.
     * @param minPes fewest PEs.
     * @param body   the check.
     * @return the case.
     */
    public static ConformanceCase of(final String name, final int minPes, final Body body) {
        return new ConformanceCase(name, minPes, body);
    }

    @Override
    public String toString() {
        return name;
    }
}
