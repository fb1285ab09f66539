package io.jshmem.core.transport;

/**
 * The fetching atomic operations, as values, for the non-blocking forms ({@link Transport#atomicIntNbi},
 * {@link Transport#atomicLongNbi}), where one entry point per width is enough. Each value knows which blocking
 * {@link Transport} operation it is, which gives the generic implementation of the non-blocking forms.
 */
public enum AtomicOp {
    /** Load; operand and condition unused. */
    FETCH,
    /** Swap in the operand. */
    SWAP,
    /** Store the operand if the word equals the condition. */
    COMPARE_SWAP,
    /** Add the operand. */
    FETCH_ADD,
    /** Bitwise AND with the operand. */
    FETCH_AND,
    /** Bitwise OR with the operand. */
    FETCH_OR,
    /** Bitwise XOR with the operand. */
    FETCH_XOR;

    /**
     * Performs this operation on a 4-byte word with a transport's blocking operations.
     *
     * @param transport the transport of the target PE.
     * @param pe        the target PE.
     * @param offset    symmetric offset, aligned to 4.
     * @param operand   the operand.
     * @param cond      the condition of {@link #COMPARE_SWAP}.
     * @return the word's previous value.
     */
    public int applyInt(final Transport transport, final int pe, final long offset, final int operand,
        final int cond) {
        switch (this) {
            case FETCH:
                return transport.atomicFetchInt(pe, offset);
            case SWAP:
                return transport.atomicSwapInt(pe, offset, operand);
            case COMPARE_SWAP:
                return transport.atomicCompareSwapInt(pe, offset, cond, operand);
            case FETCH_ADD:
                return transport.atomicFetchAddInt(pe, offset, operand);
            case FETCH_AND:
                return transport.atomicFetchAndInt(pe, offset, operand);
            case FETCH_OR:
                return transport.atomicFetchOrInt(pe, offset, operand);
            default:
                return transport.atomicFetchXorInt(pe, offset, operand);
        }
    }

    /**
     * Performs this operation on an 8-byte word with a transport's blocking operations.
     *
     * @param transport the transport of the target PE.
     * @param pe        the target PE.
     * @param offset    symmetric offset, aligned to 8.
     * @param operand   the operand.
     * @param cond      the condition of {@link #COMPARE_SWAP}.
     * @return the word's previous value.
     */
    public long applyLong(final Transport transport, final int pe, final long offset, final long operand,
        final long cond) {
        switch (this) {
            case FETCH:
                return transport.atomicFetchLong(pe, offset);
            case SWAP:
                return transport.atomicSwapLong(pe, offset, operand);
            case COMPARE_SWAP:
                return transport.atomicCompareSwapLong(pe, offset, cond, operand);
            case FETCH_ADD:
                return transport.atomicFetchAddLong(pe, offset, operand);
            case FETCH_AND:
                return transport.atomicFetchAndLong(pe, offset, operand);
            case FETCH_OR:
                return transport.atomicFetchOrLong(pe, offset, operand);
            default:
                return transport.atomicFetchXorLong(pe, offset, operand);
        }
    }
}
