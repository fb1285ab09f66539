package io.jshmem.bootstrap;

/**
 * Which collective a PE called: its sequence number (1 for a PE's first collective), kind and root. Every PE
 * must make the same calls in the same order; the PE that gathers the contributions compares these.
 *
 * @param seq  the PE's count of collectives so far, this one included.
 * @param kind the collective.
 * @param root the root of a broadcast; -1 for the other kinds.
 */
record CollectiveCall(long seq, CollectiveKind kind, int root) {
    /** Root value of collectives that have none. */
    static final int NO_ROOT = -1;

    /**
     * Whether another call is the same operation (kind and root), regardless of its sequence number.
     *
     * @param other another PE's call.
     * @return true when the kinds and roots are equal.
     */
    boolean sameOperation(final CollectiveCall other) {
        return kind == other.kind && root == other.root;
    }

    /**
     * The call as users wrote it.
     *
     * @return e.g. {@code broadcast(root 1)} or {@code allgather}.
     */
    String describe() {
        return kind == CollectiveKind.BROADCAST ? kind.label() + "(root " + root + ")" : kind.label();
    }
}
