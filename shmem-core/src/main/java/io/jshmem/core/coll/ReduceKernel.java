package io.jshmem.core.coll;

import io.jshmem.ElementType;
import io.jshmem.ReduceOp;
import io.jshmem.core.mem.RawMemory;

/**
 * Element-wise combination of two arrays in raw memory: {@code dst[k] = a[k] OP b[k]}, where {@code dst} may be
 * {@code a} or {@code b} (each element is read before it is written). One loop per type and operation, so the
 * hot loop has no per-element dispatch. Integer arithmetic wraps; {@code char} is unsigned;
 * floating-point {@code MAX}/{@code MIN} are {@link Math#max(double, double)}/{@link Math#min(double, double)}.
 * The callers check that the operation supports the type.
 */
final class ReduceKernel {
    private ReduceKernel() {
    }

    /**
     * Combines {@code count} elements of {@code src} into {@code dst}: {@code dst[k] = dst[k] OP src[k]}.
     *
     * @param op    the operation.
     * @param type  the element type.
     * @param dst   address of the first destination element (also the left operand).
     * @param src   address of the first source element (the right operand).
     * @param count number of elements.
     */
    static void combine(final ReduceOp op, final ElementType type, final long dst, final long src, final long count) {
        combine(op, type, dst, dst, src, count);
    }

    /**
     * Combines two arrays into a third: {@code dst[k] = a[k] OP b[k]}.
     *
     * @param op    the operation.
     * @param type  the element type.
     * @param dst   address of the first destination element (may equal {@code a} or {@code b}).
     * @param a     address of the first left operand.
     * @param b     address of the first right operand.
     * @param count number of elements.
     */
    static void combine(final ReduceOp op, final ElementType type, final long dst, final long a, final long b,
        final long count) {
        switch (type) {
            case BYTE:
                bytes(op, dst, a, b, count);
                break;
            case SHORT:
                shorts(op, dst, a, b, count);
                break;
            case CHAR:
                chars(op, dst, a, b, count);
                break;
            case INT:
                ints(op, dst, a, b, count);
                break;
            case LONG:
                longs(op, dst, a, b, count);
                break;
            case FLOAT:
                floats(op, dst, a, b, count);
                break;
            case DOUBLE:
                doubles(op, dst, a, b, count);
                break;
            default:
                throw new IllegalArgumentException("no reduction for " + type);
        }
    }

    private static void bytes(final ReduceOp op, final long dst, final long a, final long b, final long count) {
        final long end = dst + count;
        final long da = a - dst;
        final long db = b - dst;
        switch (op) {
            case AND:
                for (long d = dst; d < end; d += 1) {
                    RawMemory.putByte(d, (byte) (RawMemory.getByte(d + da) & RawMemory.getByte(d + db)));
                }
                break;
            case OR:
                for (long d = dst; d < end; d += 1) {
                    RawMemory.putByte(d, (byte) (RawMemory.getByte(d + da) | RawMemory.getByte(d + db)));
                }
                break;
            case XOR:
                for (long d = dst; d < end; d += 1) {
                    RawMemory.putByte(d, (byte) (RawMemory.getByte(d + da) ^ RawMemory.getByte(d + db)));
                }
                break;
            case MAX:
                for (long d = dst; d < end; d += 1) {
                    RawMemory.putByte(d, (byte) (Math.max(RawMemory.getByte(d + da), RawMemory.getByte(d + db))));
                }
                break;
            case MIN:
                for (long d = dst; d < end; d += 1) {
                    RawMemory.putByte(d, (byte) (Math.min(RawMemory.getByte(d + da), RawMemory.getByte(d + db))));
                }
                break;
            case SUM:
                for (long d = dst; d < end; d += 1) {
                    RawMemory.putByte(d, (byte) (RawMemory.getByte(d + da) + RawMemory.getByte(d + db)));
                }
                break;
            case PROD:
                for (long d = dst; d < end; d += 1) {
                    RawMemory.putByte(d, (byte) (RawMemory.getByte(d + da) * RawMemory.getByte(d + db)));
                }
                break;
            default:
                throw new IllegalArgumentException(op + " is not defined on byte");
        }
    }

    private static void shorts(final ReduceOp op, final long dst, final long a, final long b, final long count) {
        final long end = dst + count * 2;
        final long da = a - dst;
        final long db = b - dst;
        switch (op) {
            case AND:
                for (long d = dst; d < end; d += 2) {
                    RawMemory.putShort(d, (short) (RawMemory.getShort(d + da) & RawMemory.getShort(d + db)));
                }
                break;
            case OR:
                for (long d = dst; d < end; d += 2) {
                    RawMemory.putShort(d, (short) (RawMemory.getShort(d + da) | RawMemory.getShort(d + db)));
                }
                break;
            case XOR:
                for (long d = dst; d < end; d += 2) {
                    RawMemory.putShort(d, (short) (RawMemory.getShort(d + da) ^ RawMemory.getShort(d + db)));
                }
                break;
            case MAX:
                for (long d = dst; d < end; d += 2) {
                    RawMemory.putShort(d, (short) (Math.max(RawMemory.getShort(d + da), RawMemory.getShort(d + db))));
                }
                break;
            case MIN:
                for (long d = dst; d < end; d += 2) {
                    RawMemory.putShort(d, (short) (Math.min(RawMemory.getShort(d + da), RawMemory.getShort(d + db))));
                }
                break;
            case SUM:
                for (long d = dst; d < end; d += 2) {
                    RawMemory.putShort(d, (short) (RawMemory.getShort(d + da) + RawMemory.getShort(d + db)));
                }
                break;
            case PROD:
                for (long d = dst; d < end; d += 2) {
                    RawMemory.putShort(d, (short) (RawMemory.getShort(d + da) * RawMemory.getShort(d + db)));
                }
                break;
            default:
                throw new IllegalArgumentException(op + " is not defined on short");
        }
    }

    private static void chars(final ReduceOp op, final long dst, final long a, final long b, final long count) {
        final long end = dst + count * 2;
        final long da = a - dst;
        final long db = b - dst;
        switch (op) {
            case AND:
                for (long d = dst; d < end; d += 2) {
                    RawMemory.putChar(d, (char) (RawMemory.getChar(d + da) & RawMemory.getChar(d + db)));
                }
                break;
            case OR:
                for (long d = dst; d < end; d += 2) {
                    RawMemory.putChar(d, (char) (RawMemory.getChar(d + da) | RawMemory.getChar(d + db)));
                }
                break;
            case XOR:
                for (long d = dst; d < end; d += 2) {
                    RawMemory.putChar(d, (char) (RawMemory.getChar(d + da) ^ RawMemory.getChar(d + db)));
                }
                break;
            case MAX:
                for (long d = dst; d < end; d += 2) {
                    RawMemory.putChar(d, (char) (Math.max(RawMemory.getChar(d + da), RawMemory.getChar(d + db))));
                }
                break;
            case MIN:
                for (long d = dst; d < end; d += 2) {
                    RawMemory.putChar(d, (char) (Math.min(RawMemory.getChar(d + da), RawMemory.getChar(d + db))));
                }
                break;
            case SUM:
                for (long d = dst; d < end; d += 2) {
                    RawMemory.putChar(d, (char) (RawMemory.getChar(d + da) + RawMemory.getChar(d + db)));
                }
                break;
            case PROD:
                for (long d = dst; d < end; d += 2) {
                    RawMemory.putChar(d, (char) (RawMemory.getChar(d + da) * RawMemory.getChar(d + db)));
                }
                break;
            default:
                throw new IllegalArgumentException(op + " is not defined on char");
        }
    }

    private static void ints(final ReduceOp op, final long dst, final long a, final long b, final long count) {
        final long end = dst + count * 4;
        final long da = a - dst;
        final long db = b - dst;
        switch (op) {
            case AND:
                for (long d = dst; d < end; d += 4) {
                    RawMemory.putInt(d, RawMemory.getInt(d + da) & RawMemory.getInt(d + db));
                }
                break;
            case OR:
                for (long d = dst; d < end; d += 4) {
                    RawMemory.putInt(d, RawMemory.getInt(d + da) | RawMemory.getInt(d + db));
                }
                break;
            case XOR:
                for (long d = dst; d < end; d += 4) {
                    RawMemory.putInt(d, RawMemory.getInt(d + da) ^ RawMemory.getInt(d + db));
                }
                break;
            case MAX:
                for (long d = dst; d < end; d += 4) {
                    RawMemory.putInt(d, Math.max(RawMemory.getInt(d + da), RawMemory.getInt(d + db)));
                }
                break;
            case MIN:
                for (long d = dst; d < end; d += 4) {
                    RawMemory.putInt(d, Math.min(RawMemory.getInt(d + da), RawMemory.getInt(d + db)));
                }
                break;
            case SUM:
                for (long d = dst; d < end; d += 4) {
                    RawMemory.putInt(d, RawMemory.getInt(d + da) + RawMemory.getInt(d + db));
                }
                break;
            case PROD:
                for (long d = dst; d < end; d += 4) {
                    RawMemory.putInt(d, RawMemory.getInt(d + da) * RawMemory.getInt(d + db));
                }
                break;
            default:
                throw new IllegalArgumentException(op + " is not defined on int");
        }
    }

    private static void longs(final ReduceOp op, final long dst, final long a, final long b, final long count) {
        final long end = dst + count * 8;
        final long da = a - dst;
        final long db = b - dst;
        switch (op) {
            case AND:
                for (long d = dst; d < end; d += 8) {
                    RawMemory.putLong(d, RawMemory.getLong(d + da) & RawMemory.getLong(d + db));
                }
                break;
            case OR:
                for (long d = dst; d < end; d += 8) {
                    RawMemory.putLong(d, RawMemory.getLong(d + da) | RawMemory.getLong(d + db));
                }
                break;
            case XOR:
                for (long d = dst; d < end; d += 8) {
                    RawMemory.putLong(d, RawMemory.getLong(d + da) ^ RawMemory.getLong(d + db));
                }
                break;
            case MAX:
                for (long d = dst; d < end; d += 8) {
                    RawMemory.putLong(d, Math.max(RawMemory.getLong(d + da), RawMemory.getLong(d + db)));
                }
                break;
            case MIN:
                for (long d = dst; d < end; d += 8) {
                    RawMemory.putLong(d, Math.min(RawMemory.getLong(d + da), RawMemory.getLong(d + db)));
                }
                break;
            case SUM:
                for (long d = dst; d < end; d += 8) {
                    RawMemory.putLong(d, RawMemory.getLong(d + da) + RawMemory.getLong(d + db));
                }
                break;
            case PROD:
                for (long d = dst; d < end; d += 8) {
                    RawMemory.putLong(d, RawMemory.getLong(d + da) * RawMemory.getLong(d + db));
                }
                break;
            default:
                throw new IllegalArgumentException(op + " is not defined on long");
        }
    }

    private static void floats(final ReduceOp op, final long dst, final long a, final long b, final long count) {
        final long end = dst + count * 4;
        final long da = a - dst;
        final long db = b - dst;
        switch (op) {
            case MAX:
                for (long d = dst; d < end; d += 4) {
                    RawMemory.putFloat(d, Math.max(RawMemory.getFloat(d + da), RawMemory.getFloat(d + db)));
                }
                break;
            case MIN:
                for (long d = dst; d < end; d += 4) {
                    RawMemory.putFloat(d, Math.min(RawMemory.getFloat(d + da), RawMemory.getFloat(d + db)));
                }
                break;
            case SUM:
                for (long d = dst; d < end; d += 4) {
                    RawMemory.putFloat(d, RawMemory.getFloat(d + da) + RawMemory.getFloat(d + db));
                }
                break;
            case PROD:
                for (long d = dst; d < end; d += 4) {
                    RawMemory.putFloat(d, RawMemory.getFloat(d + da) * RawMemory.getFloat(d + db));
                }
                break;
            default:
                throw new IllegalArgumentException(op + " is not defined on float");
        }
    }

    private static void doubles(final ReduceOp op, final long dst, final long a, final long b, final long count) {
        final long end = dst + count * 8;
        final long da = a - dst;
        final long db = b - dst;
        switch (op) {
            case MAX:
                for (long d = dst; d < end; d += 8) {
                    RawMemory.putDouble(d, Math.max(RawMemory.getDouble(d + da), RawMemory.getDouble(d + db)));
                }
                break;
            case MIN:
                for (long d = dst; d < end; d += 8) {
                    RawMemory.putDouble(d, Math.min(RawMemory.getDouble(d + da), RawMemory.getDouble(d + db)));
                }
                break;
            case SUM:
                for (long d = dst; d < end; d += 8) {
                    RawMemory.putDouble(d, RawMemory.getDouble(d + da) + RawMemory.getDouble(d + db));
                }
                break;
            case PROD:
                for (long d = dst; d < end; d += 8) {
                    RawMemory.putDouble(d, RawMemory.getDouble(d + da) * RawMemory.getDouble(d + db));
                }
                break;
            default:
                throw new IllegalArgumentException(op + " is not defined on double");
        }
    }
}
