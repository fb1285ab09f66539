package io.jshmem.conformance;

import io.jshmem.ElementType;
import io.jshmem.ReduceOp;
import io.jshmem.SymmetricBuffer;

/**
 * Typed element access and an independent serial model of the reductions, for checking collectives. Values
 * travel as {@code long}: integer types as their (sign- or, for {@code CHAR}, zero-extended) value, floating
 * types as integral values, which the checks keep exact (small sums and products).
 */
final class Elements {
    private Elements() {
    }

    /** Stores a value as an element of the type (truncating integers as a cast does). */
    static void put(final SymmetricBuffer b, final ElementType type, final long index, final long value) {
        switch (type) {
            case BYTE:
                b.putByte(index, (byte) value);
                break;
            case SHORT:
                b.putShort(index, (short) value);
                break;
            case CHAR:
                b.putChar(index, (char) value);
                break;
            case INT:
                b.putInt(index, (int) value);
                break;
            case LONG:
                b.putLong(index, value);
                break;
            case FLOAT:
                b.putFloat(index, value);
                break;
            default:
                b.putDouble(index, value);
                break;
        }
    }

    /** Reads an element as a long (floating values must be integral). */
    static long get(final SymmetricBuffer b, final ElementType type, final long index) {
        switch (type) {
            case BYTE:
                return b.getByte(index);
            case SHORT:
                return b.getShort(index);
            case CHAR:
                return b.getChar(index);
            case INT:
                return b.getInt(index);
            case LONG:
                return b.getLong(index);
            case FLOAT:
                return integral(b.getFloat(index));
            default:
                return integral(b.getDouble(index));
        }
    }

    private static long integral(final double v) {
        if (v != Math.rint(v)) {
            throw new CheckFailed("floating element " + v + " is not the integral value the check expects");
        }
        return (long) v;
    }

    /** What storing and reading back a value gives. */
    static long normalize(final ElementType type, final long value) {
        switch (type) {
            case BYTE:
                return (byte) value;
            case SHORT:
                return (short) value;
            case CHAR:
                return (char) value;
            case INT:
                return (int) value;
            default:
                return value;
        }
    }

    /** The serial model of {@code a OP b} on normalized values. */
    static long combine(final ReduceOp op, final ElementType type, final long a, final long b) {
        final boolean floating = !type.isIntegral();
        switch (op) {
            case AND:
                return normalize(type, a & b);
            case OR:
                return normalize(type, a | b);
            case XOR:
                return normalize(type, a ^ b);
            case MAX:
                return Math.max(a, b);
            case MIN:
                return Math.min(a, b);
            case SUM:
                return floating ? (long) ((double) a + b) : normalize(type, a + b);
            default:
                return floating ? (long) ((double) a * b) : normalize(type, a * b);
        }
    }

    /** A deterministic operand for a PE and element that keeps floating results exact. */
    static long operand(final ReduceOp op, final ElementType type, final int pe, final long index) {
        final long h = mix(pe * 1_000_003L + index * 7919L + op.ordinal() * 131L + type.ordinal());
        switch (op) {
            case AND:
            case OR:
            case XOR:
                return normalize(type, h);
            case PROD:
                return normalize(type, type.isIntegral() ? (h & 7) - 3 : new long[] {1, 2, -1, 1}[(int) (h & 3)]);
            default:
                return normalize(type, h % 100);
        }
    }

    /** A deterministic value for data movement checks. */
    static long datum(final ElementType type, final int pe, final long index) {
        return normalize(type, type.isIntegral() ? mix(pe * 65_537L + index) : (pe * 1000L + index) % 1_000_000);
    }

    private static long mix(final long x) {
        long z = x + 0x9e3779b97f4a7c15L;
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
