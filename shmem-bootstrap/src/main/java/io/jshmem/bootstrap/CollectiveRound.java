package io.jshmem.bootstrap;

/**
 * One collective being gathered: the contribution of each PE, checked to be the same operation at the same
 * sequence number. Not thread safe: its owner serialises access.
 */
final class CollectiveRound {
    private static final byte[][] NO_PARTS = new byte[0][];

    private final long seq;
    private final byte[][] contributions;
    private final boolean[] arrived;
    private CollectiveCall first;
    private int firstPe = -1;
    private int arrivals;

    /**
     * Opens a round.
     *
     * @param seq  the sequence number every call must carry.
     * @param size the number of PEs that must contribute.
     */
    CollectiveRound(final long seq, final int size) {
        this.seq = seq;
        this.contributions = new byte[size][];
        this.arrived = new boolean[size];
    }

    /**
     * The sequence number of this round.
     *
     * @return 1 for a job's first collective.
     */
    long seq() {
        return seq;
    }

    /**
     * Adds a PE's contribution.
     *
     * @param pe   the contributing PE.
     * @param call what it called.
     * @param data its bytes (kept, not copied).
     * @return null when accepted; otherwise why the call does not match this round, naming both PEs.
     */
    String add(final int pe, final CollectiveCall call, final byte[] data) {
        if (call.seq() != seq) {
            return "PE " + pe + " called " + call.describe() + " as its collective #" + call.seq()
                + " while the job is at collective #" + seq;
        }
        if (arrived[pe]) {
            return "PE " + pe + " contributed twice to collective #" + seq;
        }
        if (first == null) {
            first = call;
            firstPe = pe;
        } else if (!first.sameOperation(call)) {
            return "PE " + pe + " called " + call.describe() + " while PE " + firstPe + " called "
                + first.describe() + " (collective #" + seq + ")";
        }
        arrived[pe] = true;
        contributions[pe] = data;
        arrivals++;
        return null;
    }

    /**
     * Whether nobody has contributed yet.
     *
     * @return true before the first contribution.
     */
    boolean isEmpty() {
        return arrivals == 0;
    }

    /**
     * Whether a PE has contributed.
     *
     * @param pe the PE.
     * @return true once its contribution was added.
     */
    boolean hasContributed(final int pe) {
        return arrived[pe];
    }

    /**
     * Whether every PE has contributed.
     *
     * @return true when the round is complete.
     */
    boolean isComplete() {
        return arrivals == contributions.length;
    }

    /**
     * The call every PE made (valid once the round is not empty).
     *
     * @return the call.
     */
    CollectiveCall call() {
        return first;
    }

    /**
     * The outcome of a complete round: every contribution by rank for allgather, the root's alone for
     * broadcast, nothing for barrier. The arrays are the contributions themselves, not copies.
     *
     * @return the parts.
     */
    byte[][] parts() {
        switch (first.kind()) {
            case ALLGATHER:
                return contributions;
            case BROADCAST:
                return new byte[][] {contributions[first.root()]};
            default:
                return NO_PARTS;
        }
    }
}
