package io.jshmem.core.coll;

import io.jshmem.ElementType;
import io.jshmem.ReduceOp;
import io.jshmem.core.mem.RawMemory;

/**
 * Element-wise combination of two arrays in raw memory: {@code dst[k] = dst[k] OP src[k]}. One loop per type and
 * operation, so the hot loop has no per-element dispatch. Integer arithmetic wraps; {@code char} is unsigned;
 * floating-point {@code MAX}/{@code MIN} are {@link Math#max(double, double)}/{@link Math#min(double, double)}.
 * The callers check that the operation supports the type.
 */
final class ReduceKernel {
    private ReduceKernel() {
    }

    /**
     * Combines {@code count} elements of {@code src} into {@code dst}.
     *
     * @param op    the operation.
     * @param type  the element type.
     * @param dst   address of the first destination element (also the left operand).
     * @param src   address of the first source element (the right operand).
     * @param count number of elements.
     */
    static void combine(final ReduceOp op, final ElementType type, final long dst, final long src, final long count) {
        switch (type) {
            case BYTE:
                bytes(op, dst, src, count);
                break;
            case SHORT:
                shorts(op, dst, src, count);
                break;
            case CHAR:
                chars(op, dst, src, count);
                break;
            case INT:
                ints(op, dst, src, count);
                break;
            case LONG:
                longs(op, dst, src, count);
                break;
            case FLOAT:
                floats(op, dst, src, count);
                break;
            case DOUBLE:
                doubles(op, dst, src, count);
                break;
            default:
                throw new IllegalArgumentException("no reduction for " + type);
        }
    }

    private static void bytes(final ReduceOp op, final long dst, final long src, final long count) {
        final long end = dst + count;
        final long delta = src - dst;
        switch (op) {
            case AND:
                for (long d = dst; d < end; d += 1) {
                    final long s = d + delta;
                    RawMemory.putByte(d, (byte) (RawMemory.getByte(d) & RawMemory.getByte(s)));
                }
                break;
            case OR:
                for (long d = dst; d < end; d += 1) {
                    final long s = d + delta;
                    RawMemory.putByte(d, (byte) (RawMemory.getByte(d) | RawMemory.getByte(s)));
                }
                break;
            case XOR:
                for (long d = dst; d < end; d += 1) {
                    final long s = d + delta;
                    RawMemory.putByte(d, (byte) (RawMemory.getByte(d) ^ RawMemory.getByte(s)));
                }
                break;
            case MAX:
                for (long d = dst; d < end; d += 1) {
                    final long s = d + delta;
                    RawMemory.putByte(d, (byte) (Math.max(RawMemory.getByte(d), RawMemory.getByte(s))));
                }
                break;
            case MIN:
                for (long d = dst; d < end; d += 1) {
                    final long s = d + delta;
                    RawMemory.putByte(d, (byte) (Math.min(RawMemory.getByte(d), RawMemory.getByte(s))));
                }
                break;
            case SUM:
                for (long d = dst; d < end; d += 1) {
                    final long s = d + delta;
                    RawMemory.putByte(d, (byte) (RawMemory.getByte(d) + RawMemory.getByte(s)));
                }
                break;
            case PROD:
                for (long d = dst; d < end; d += 1) {
                    final long s = d + delta;
                    RawMemory.putByte(d, (byte) (RawMemory.getByte(d) * RawMemory.getByte(s)));
                }
                break;
            default:
                throw new IllegalArgumentException(op + " is not defined on byte");
        }
    }

    private static void shorts(final ReduceOp op, final long dst, final long src, final long count) {
        final long end = dst + count * 2;
        final long delta = src - dst;
        switch (op) {
            case AND:
                for (long d = dst; d < end; d += 2) {
                    final long s = d + delta;
                    RawMemory.putShort(d, (short) (RawMemory.getShort(d) & RawMemory.getShort(s)));
                }
                break;
            case OR:
                for (long d = dst; d < end; d += 2) {
                    final long s = d + delta;
                    RawMemory.putShort(d, (short) (RawMemory.getShort(d) | RawMemory.getShort(s)));
                }
                break;
            case XOR:
                for (long d = dst; d < end; d += 2) {
                    final long s = d + delta;
                    RawMemory.putShort(d, (short) (RawMemory.getShort(d) ^ RawMemory.getShort(s)));
                }
                break;
            case MAX:
                for (long d = dst; d < end; d += 2) {
                    final long s = d + delta;
                    RawMemory.putShort(d, (short) (Math.max(RawMemory.getShort(d), RawMemory.getShort(s))));
                }
                break;
            case MIN:
                for (long d = dst; d < end; d += 2) {
                    final long s = d + delta;
                    RawMemory.putShort(d, (short) (Math.min(RawMemory.getShort(d), RawMemory.getShort(s))));
                }
                break;
            case SUM:
                for (long d = dst; d < end; d += 2) {
                    final long s = d + delta;
                    RawMemory.putShort(d, (short) (RawMemory.getShort(d) + RawMemory.getShort(s)));
                }
                break;
            case PROD:
                for (long d = dst; d < end; d += 2) {
                    final long s = d + delta;
                    RawMemory.putShort(d, (short) (RawMemory.getShort(d) * RawMemory.getShort(s)));
                }
                break;
            default:
                throw new IllegalArgumentException(op + " is not defined on short");
        }
    }

    private static void chars(final ReduceOp op, final long dst, final long src, final long count) {
        final long end = dst + count * 2;
        final long delta = src - dst;
        switch (op) {
            case AND:
                for (long d = dst; d < end; d += 2) {
                    final long s = d + delta;
                    RawMemory.putChar(d, (char) (RawMemory.getChar(d) & RawMemory.getChar(s)));
                }
                break;
            case OR:
                for (long d = dst; d < end; d += 2) {
                    final long s = d + delta;
                    RawMemory.putChar(d, (char) (RawMemory.getChar(d) | RawMemory.getChar(s)));
                }
                break;
            case XOR:
                for (long d = dst; d < end; d += 2) {
                    final long s = d + delta;
                    RawMemory.putChar(d, (char) (RawMemory.getChar(d) ^ RawMemory.getChar(s)));
                }
                break;
            case MAX:
                for (long d = dst; d < end; d += 2) {
                    final long s = d + delta;
                    RawMemory.putChar(d, (char) (Math.max(RawMemory.getChar(d), RawMemory.getChar(s))));
                }
                break;
            case MIN:
                for (long d = dst; d < end; d += 2) {
                    final long s = d + delta;
                    RawMemory.putChar(d, (char) (Math.min(RawMemory.getChar(d), RawMemory.getChar(s))));
                }
                break;
            case SUM:
                for (long d = dst; d < end; d += 2) {
                    final long s = d + delta;
                    RawMemory.putChar(d, (char) (RawMemory.getChar(d) + RawMemory.getChar(s)));
                }
                break;
            case PROD:
                for (long d = dst; d < end; d += 2) {
                    final long s = d + delta;
                    RawMemory.putChar(d, (char) (RawMemory.getChar(d) * RawMemory.getChar(s)));
                }
                break;
            default:
                throw new IllegalArgumentException(op + " is not defined on char");
        }
    }

    private static void ints(final ReduceOp op, final long dst, final long src, final long count) {
        final long end = dst + count * 4;
        final long delta = src - dst;
        switch (op) {
            case AND:
                for (long d = dst; d < end; d += 4) {
                    final long s = d + delta;
                    RawMemory.putInt(d, RawMemory.getInt(d) & RawMemory.getInt(s));
                }
                break;
            case OR:
                for (long d = dst; d < end; d += 4) {
                    final long s = d + delta;
                    RawMemory.putInt(d, RawMemory.getInt(d) | RawMemory.getInt(s));
                }
                break;
            case XOR:
                for (long d = dst; d < end; d += 4) {
                    final long s = d + delta;
                    RawMemory.putInt(d, RawMemory.getInt(d) ^ RawMemory.getInt(s));
                }
                break;
            case MAX:
                for (long d = dst; d < end; d += 4) {
                    final long s = d + delta;
                    RawMemory.putInt(d, Math.max(RawMemory.getInt(d), RawMemory.getInt(s)));
                }
                break;
            case MIN:
                for (long d = dst; d < end; d += 4) {
                    final long s = d + delta;
                    RawMemory.putInt(d, Math.min(RawMemory.getInt(d), RawMemory.getInt(s)));
                }
                break;
            case SUM:
                for (long d = dst; d < end; d += 4) {
                    final long s = d + delta;
                    RawMemory.putInt(d, RawMemory.getInt(d) + RawMemory.getInt(s));
                }
                break;
            case PROD:
                for (long d = dst; d < end; d += 4) {
                    final long s = d + delta;
                    RawMemory.putInt(d, RawMemory.getInt(d) * RawMemory.getInt(s));
                }
                break;
            default:
                throw new IllegalArgumentException(op + " is not defined on int");
        }
    }

    private static void longs(final ReduceOp op, final long dst, final long src, final long count) {
        final long end = dst + count * 8;
        final long delta = src - dst;
        switch (op) {
            case AND:
                for (long d = dst; d < end; d += 8) {
                    final long s = d + delta;
                    RawMemory.putLong(d, RawMemory.getLong(d) & RawMemory.getLong(s));
                }
                break;
            case OR:
                for (long d = dst; d < end; d += 8) {
                    final long s = d + delta;
                    RawMemory.putLong(d, RawMemory.getLong(d) | RawMemory.getLong(s));
                }
                break;
            case XOR:
                for (long d = dst; d < end; d += 8) {
                    final long s = d + delta;
                    RawMemory.putLong(d, RawMemory.getLong(d) ^ RawMemory.getLong(s));
                }
                break;
            case MAX:
                for (long d = dst; d < end; d += 8) {
                    final long s = d + delta;
                    RawMemory.putLong(d, Math.max(RawMemory.getLong(d), RawMemory.getLong(s)));
                }
                break;
            case MIN:
                for (long d = dst; d < end; d += 8) {
                    final long s = d + delta;
                    RawMemory.putLong(d, Math.min(RawMemory.getLong(d), RawMemory.getLong(s)));
                }
                break;
            case SUM:
                for (long d = dst; d < end; d += 8) {
                    final long s = d + delta;
                    RawMemory.putLong(d, RawMemory.getLong(d) + RawMemory.getLong(s));
                }
                break;
            case PROD:
                for (long d = dst; d < end; d += 8) {
                    final long s = d + delta;
                    RawMemory.putLong(d, RawMemory.getLong(d) * RawMemory.getLong(s));
                }
                break;
            default:
                throw new IllegalArgumentException(op + " is not defined on long");
        }
    }

    private static void floats(final ReduceOp op, final long dst, final long src, final long count) {
        final long end = dst + count * 4;
        final long delta = src - dst;
        switch (op) {
            case MAX:
                for (long d = dst; d < end; d += 4) {
                    final long s = d + delta;
                    RawMemory.putFloat(d, Math.max(RawMemory.getFloat(d), RawMemory.getFloat(s)));
                }
                break;
            case MIN:
                for (long d = dst; d < end; d += 4) {
                    final long s = d + delta;
                    RawMemory.putFloat(d, Math.min(RawMemory.getFloat(d), RawMemory.getFloat(s)));
                }
                break;
            case SUM:
                for (long d = dst; d < end; d += 4) {
                    final long s = d + delta;
                    RawMemory.putFloat(d, RawMemory.getFloat(d) + RawMemory.getFloat(s));
                }
                break;
            case PROD:
                for (long d = dst; d < end; d += 4) {
                    final long s = d + delta;
                    RawMemory.putFloat(d, RawMemory.getFloat(d) * RawMemory.getFloat(s));
                }
                break;
            default:
                throw new IllegalArgumentException(op + " is not defined on float");
        }
    }

    private static void doubles(final ReduceOp op, final long dst, final long src, final long count) {
        final long end = dst + count * 8;
        final long delta = src - dst;
        switch (op) {
            case MAX:
                for (long d = dst; d < end; d += 8) {
                    final long s = d + delta;
                    RawMemory.putDouble(d, Math.max(RawMemory.getDouble(d), RawMemory.getDouble(s)));
                }
                break;
            case MIN:
                for (long d = dst; d < end; d += 8) {
                    final long s = d + delta;
                    RawMemory.putDouble(d, Math.min(RawMemory.getDouble(d), RawMemory.getDouble(s)));
                }
                break;
            case SUM:
                for (long d = dst; d < end; d += 8) {
                    final long s = d + delta;
                    RawMemory.putDouble(d, RawMemory.getDouble(d) + RawMemory.getDouble(s));
                }
                break;
            case PROD:
                for (long d = dst; d < end; d += 8) {
                    final long s = d + delta;
                    RawMemory.putDouble(d, RawMemory.getDouble(d) * RawMemory.getDouble(s));
                }
                break;
            default:
                throw new IllegalArgumentException(op + " is not defined on double");
        }
    }
}
