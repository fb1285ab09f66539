package io.jshmem.core.transport.rdma;

/**
 * How a put-with-signal updates its signal word once the data is delivered (OpenSHMEM's {@code SHMEM_SIGNAL_SET}
 * and {@code SHMEM_SIGNAL_ADD}). Both are atomic on the 64-bit word.
 */
public enum SignalOp {
    /** The word becomes the value. */
    SET,
    /** The value is added to the word. */
    ADD
}
