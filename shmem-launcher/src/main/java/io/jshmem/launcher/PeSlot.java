package io.jshmem.launcher;

/**
 * Where one PE runs, as decided by a {@link PePlacement}.
 *
 * @param pe    the PE's number, in {@code [0, npes)}.
 * @param host  the host that runs it, as the placement names it (e.g. {@code localhost} or a name from
 *              {@code --hosts}).
 * @param local whether that host is the one shmemrun runs on, so the PE is started as a child process rather
 *              than through a launch agent.
 */
public record PeSlot(int pe, String host, boolean local) {
    /**
     * A slot on this host.
     *
     * @param pe   the PE's number.
     * @param host the host's name.
     */
    public PeSlot(final int pe, final String host) {
        this(pe, host, true);
    }
}
