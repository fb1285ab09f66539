package io.jshmem;

/**
 * How a wait or test compares a symmetric word with a value ({@code SHMEM_CMP_EQ} ... {@code SHMEM_CMP_LE}).
 * The word is the left-hand side: {@code GT} holds when {@code word > value}.
 *
 * <p>{@code int} and {@code long} words compare as signed numbers, like the C {@code int} and {@code long}
 * forms; signal words (see {@link Shmem#signalWaitUntil}) compare as unsigned 64-bit numbers, like the C
 * {@code uint64_t} signal. {@link #EQ} and {@link #NE} mean the same either way.
 */
public enum Comparison {
    /** {@code word == value}. */
    EQ,
    /** {@code word != value}. */
    NE,
    /** {@code word > value}. */
    GT,
    /** {@code word >= value}. */
    GE,
    /** {@code word < value}. */
    LT,
    /** {@code word <= value}. */
    LE;

    /**
     * Applies the comparison to two signed numbers ({@code int} words compare through their sign-extended
     * {@code long} values).
     *
     * @param word  the word's value.
     * @param value the value compared with.
     * @return whether {@code word <this> value} holds.
     */
    public boolean test(final long word, final long value) {
        switch (this) {
            case EQ:
                return word == value;
            case NE:
                return word != value;
            case GT:
                return word > value;
            case GE:
                return word >= value;
            case LT:
                return word < value;
            default:
                return word <= value;
        }
    }

    /**
     * Applies the comparison to two unsigned 64-bit numbers carried in {@code long}s.
     *
     * @param word  the word's bits.
     * @param value the value's bits.
     * @return whether {@code word <this> value} holds, both read as unsigned.
     */
    public boolean testUnsigned(final long word, final long value) {
        return test(word ^ Long.MIN_VALUE, value ^ Long.MIN_VALUE);
    }
}
