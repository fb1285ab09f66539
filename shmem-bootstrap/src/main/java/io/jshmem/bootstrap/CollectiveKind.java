package io.jshmem.bootstrap;

/** The bootstrap collectives, with their one-byte wire codes. */
enum CollectiveKind {
    /** Every PE's bytes to every PE. */
    ALLGATHER(1, "allgather"),
    /** One root's bytes to every PE. */
    BROADCAST(2, "broadcast"),
    /** Nothing but the meeting. */
    BARRIER(3, "barrier");

    private final byte code;
    private final String label;

    CollectiveKind(final int code, final String label) {
        this.code = (byte) code;
        this.label = label;
    }

    /**
     * The wire code.
     *
     * @return the byte that identifies this kind on the wire.
     */
    byte code() {
        return code;
    }

    /**
     * The name users know the call by.
     *
     * @return e.g. {@code allgather}.
     */
    String label() {
        return label;
    }

    /**
     * The kind with a wire code.
     *
     * @param code a byte read from the wire.
     * @return the kind, or null when no kind has that code.
     */
    static CollectiveKind ofCode(final byte code) {
        for (final CollectiveKind kind : values()) {
            if (kind.code == code) {
                return kind;
            }
        }
        return null;
    }
}
