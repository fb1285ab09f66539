package io.jshmem;

/**
 * What one transport of this PE did towards one peer PE since start-up: a snapshot from
 * {@link Shmem#statistics()}. Counts only operations this PE initiated.
 *
 * @param pe          the peer (target) PE.
 * @param transport   the transport's name, e.g. {@code rdma}.
 * @param operations  operations issued (puts, gets, atomics, signals; a strided operation counts once).
 * @param bytes       payload bytes moved (atomics count their word).
 * @param slices      transfers handed to the network: one per slice of a sliced operation, one per element of a
 *                    strided one, one per atomic.
 * @param retries     slices sent again after a failure.
 * @param failures    operations that failed for good (after their retries, or at their deadline).
 * @param busyNanos   time spent inside this transport's calls for the peer, in nanoseconds.
 */
public record PeerStatistics(int pe, String transport, long operations, long bytes, long slices, long retries,
    long failures, long busyNanos) {
}
