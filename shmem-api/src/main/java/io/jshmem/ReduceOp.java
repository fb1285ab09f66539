package io.jshmem;

/**
 * The operation of a team reduction ({@code shmem_TYPENAME_OP_reduce}). Which element types each accepts follows
 * the OpenSHMEM 1.5 table of team reduction types: every type for {@link #MAX}, {@link #MIN}, {@link #SUM} and
 * {@link #PROD}; integer types only for {@link #AND}, {@link #OR} and {@link #XOR}.
 *
 * <p>Integer sums and products wrap around (two's complement; modulo 2<sup>16</sup> for
 * {@link ElementType#CHAR}); {@link ElementType#CHAR} compares unsigned. Floating-point {@link #MAX} and
 * {@link #MIN} follow {@link Math#max(double, double)} and {@link Math#min(double, double)} (NaN wins,
 * {@code -0.0 < 0.0}). Every member of the team receives bit-identical results, but the order in which the
 * algorithm combines floating-point values is its own, so a sum may round differently from a serial sum.
 */
public enum ReduceOp {
    /** Bitwise and. */
    AND(true),
    /** Bitwise or. */
    OR(true),
    /** Bitwise exclusive or. */
    XOR(true),
    /** Maximum. */
    MAX(false),
    /** Minimum. */
    MIN(false),
    /** Sum. */
    SUM(false),
    /** Product. */
    PROD(false);

    private final boolean bitwise;

    ReduceOp(final boolean bitwise) {
        this.bitwise = bitwise;
    }

    /**
     * Whether the operation is bitwise (defined on integer types only).
     *
     * @return true for {@link #AND}, {@link #OR} and {@link #XOR}.
     */
    public boolean isBitwise() {
        return bitwise;
    }

    /**
     * Whether the operation is defined on an element type.
     *
     * @param type the element type.
     * @return false only for a bitwise operation on {@link ElementType#FLOAT} or {@link ElementType#DOUBLE}.
     */
    public boolean supports(final ElementType type) {
        return !bitwise || type.isIntegral();
    }
}
