package io.jshmem.bootstrap;

/**
 * The kinds of frame on a bootstrap connection, with their one-byte wire codes. Direction is noted as
 * "PE k → PE 0" (a non-zero PE to the hub), "PE 0 → PE k", or "both".
 */
enum FrameType {
    /** PE k → PE 0, first frame: magic, protocol version, pe, npes ({@link Hello}). */
    HELLO(1),
    /** PE 0 → PE k: the hello was accepted; PE k is part of the job. Empty payload. */
    ACK(2),
    /** PE 0 → PE k: the hello had the right magic but was refused; payload is the reason. */
    REJECT(3),
    /** PE k → PE 0: this PE's part of a collective ({@link CollectiveMessages}). */
    CONTRIBUTE(4),
    /** PE 0 → PE k: the outcome of a collective ({@link CollectiveMessages}). */
    RESULT(5),
    /** Both: sent when a connection has been idle about a second; proves the sender is alive. Empty. */
    HEARTBEAT(6),
    /** PE 0 → PE k: a PE failed; payload names it and says how ({@link ControlMessages}). */
    FAIL(7),
    /** PE 0 → PE k: the job cannot go on (mismatched collectives, a PE never joined); payload says why. */
    ABORT(8),
    /** Both: a PE called globalExit; payload is the caller and the status. */
    GLOBAL_EXIT(9),
    /** Both: the sender leaves in an orderly way; its connection closing next is not a failure. Empty. */
    BYE(10);

    private static final FrameType[] BY_CODE = new FrameType[16];

    static {
        for (final FrameType type : values()) {
            BY_CODE[type.code] = type;
        }
    }

    private final byte code;

    FrameType(final int code) {
        this.code = (byte) code;
    }

    /**
     * The wire code.
     *
     * @return the byte that identifies this type on the wire.
     */
    byte code() {
        return code;
    }

    /**
     * The type with a wire code.
     *
     * @param code a byte read from the wire.
     * @return the type, or null when no type has that code.
     */
    static FrameType ofCode(final byte code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }
}
