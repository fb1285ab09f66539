package io.jshmem;

/**
 * The element type of a collective operation: how many bytes an element has and how reductions combine it.
 * It plays the part of the {@code TYPENAME} in OpenSHMEM's routine names ({@code shmem_long_sum_reduce} is
 * {@code team.reduce(ReduceOp.SUM, ElementType.LONG, ...)}); the {@code *mem} forms are {@link #BYTE}.
 *
 * <p>Java's types map onto OpenSHMEM's as {@code int8_t} ({@link #BYTE}), {@code int16_t} ({@link #SHORT}),
 * {@code uint16_t} ({@link #CHAR}, unsigned), {@code int32_t} ({@link #INT}), {@code int64_t} ({@link #LONG}),
 * {@code float} and {@code double}. Elements are in native byte order, as the typed accessors of
 * {@link SymmetricBuffer} read and write them.
 */
public enum ElementType {
    /** 8-bit signed integer. */
    BYTE(1, true),
    /** 16-bit signed integer. */
    SHORT(2, true),
    /** 16-bit unsigned integer (Java {@code char}). */
    CHAR(2, true),
    /** 32-bit signed integer. */
    INT(4, true),
    /** 64-bit signed integer. */
    LONG(8, true),
    /** 32-bit IEEE 754 floating point. */
    FLOAT(4, false),
    /** 64-bit IEEE 754 floating point. */
    DOUBLE(8, false);

    private final int bytes;
    private final boolean integral;

    ElementType(final int bytes, final boolean integral) {
        this.bytes = bytes;
        this.integral = integral;
    }

    /**
     * Size of one element.
     *
     * @return 1, 2, 4 or 8.
     */
    public int bytes() {
        return bytes;
    }

    /**
     * Whether the type is an integer type (the bitwise reductions accept only those).
     *
     * @return true for {@link #BYTE}, {@link #SHORT}, {@link #CHAR}, {@link #INT} and {@link #LONG}.
     */
    public boolean isIntegral() {
        return integral;
    }
}
