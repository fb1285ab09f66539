package io.jshmem;

/**
 * How a put-with-signal updates its signal word ({@code SHMEM_SIGNAL_SET}, {@code SHMEM_SIGNAL_ADD}). Either
 * update is atomic with respect to every other signal update, signal fetch and 64-bit atomic on the word.
 */
public enum SignalOp {
    /** The signal word becomes the signal value. */
    SET,
    /** The signal value is added to the signal word (wrapping, as unsigned 64-bit addition). */
    ADD
}
