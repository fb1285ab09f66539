package io.jshmem.launcher;

/**
 * Where one PE runs, as decided by a {@link PePlacement}.
 *
 * @param pe   the PE's number, in {@code [0, npes)}.
 * @param host the host that runs it, as the placement names it (e.g. {@code localhost}).
 */
public record PeSlot(int pe, String host) {
}
