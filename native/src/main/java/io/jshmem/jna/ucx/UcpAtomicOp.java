package io.jshmem.jna.ucx;

/**
 * A remote atomic operation ({@code ucp_atomic_op_t}) on a naturally aligned 32- or 64-bit word. Every operation
 * can fetch the word's previous value; {@link #SWAP} and {@link #CSWAP} always do.
 */
public enum UcpAtomicOp {
    /** {@code *remote += operand}. */
    ADD(UcpConstants.UCP_ATOMIC_OP_ADD),
    /** {@code *remote = operand}; fetching only. */
    SWAP(UcpConstants.UCP_ATOMIC_OP_SWAP),
    /** {@code if (*remote == expected) *remote = desired}; fetching only. */
    CSWAP(UcpConstants.UCP_ATOMIC_OP_CSWAP),
    /** {@code *remote &= operand}. */
    AND(UcpConstants.UCP_ATOMIC_OP_AND),
    /** {@code *remote |= operand}. */
    OR(UcpConstants.UCP_ATOMIC_OP_OR),
    /** {@code *remote ^= operand}. */
    XOR(UcpConstants.UCP_ATOMIC_OP_XOR);

    private final int code;

    UcpAtomicOp(final int code) {
        this.code = code;
    }

    /**
     * Returns the C value.
     *
     * @return the {@code ucp_atomic_op_t} value.
     */
    public int code() {
        return code;
    }

    /**
     * Tells whether UCX can post this operation without fetching the old value.
     *
     * @return true for ADD, AND, OR and XOR.
     */
    public boolean canPost() {
        return this != SWAP && this != CSWAP;
    }
}
