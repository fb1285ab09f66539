package io.jshmem.core.mem;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;

/**
 * Loads, stores, atomics and copies on raw addresses and Java arrays.
 *
 * <p>Backed by {@code sun.misc.Unsafe} (module {@code jdk.unsupported}, open to every class path program
 * without JVM flags), reached through constant method handles: the JIT inlines them to the same machine code
 * as direct calls, and the source never names the proprietary class (so {@code -Werror} builds stay clean).
 * See docs/adr/0001 for why not Agrona's {@code UnsafeBuffer} (it needs {@code --add-exports} on every JVM).
 *
 * <p>Ordering vocabulary, as in {@link java.lang.invoke.VarHandle}: plain, release (a store no earlier
 * access may move after), acquire (a load no later access may move before), volatile (sequentially
 * consistent). On x86 release stores and acquire loads are plain instructions with compiler ordering only.
 * All multi-byte values are in native byte order; atomics need addresses aligned to their size.
 *
 * <p>No method checks its arguments: callers check bounds before calling.
 */
public final class RawMemory {
    /** Offset of element 0 in a {@code byte[]}. */
    public static final long BYTE_ARRAY_BASE;
    /** Offset of element 0 in a {@code short[]}. */
    public static final long SHORT_ARRAY_BASE;
    /** Offset of element 0 in a {@code char[]}. */
    public static final long CHAR_ARRAY_BASE;
    /** Offset of element 0 in an {@code int[]}. */
    public static final long INT_ARRAY_BASE;
    /** Offset of element 0 in a {@code long[]}. */
    public static final long LONG_ARRAY_BASE;
    /** Offset of element 0 in a {@code float[]}. */
    public static final long FLOAT_ARRAY_BASE;
    /** Offset of element 0 in a {@code double[]}. */
    public static final long DOUBLE_ARRAY_BASE;

    private static final MethodHandle GET_BYTE;
    private static final MethodHandle PUT_BYTE;
    private static final MethodHandle GET_SHORT;
    private static final MethodHandle PUT_SHORT;
    private static final MethodHandle GET_CHAR;
    private static final MethodHandle PUT_CHAR;
    private static final MethodHandle GET_INT;
    private static final MethodHandle PUT_INT;
    private static final MethodHandle GET_LONG;
    private static final MethodHandle PUT_LONG;
    private static final MethodHandle GET_FLOAT;
    private static final MethodHandle PUT_FLOAT;
    private static final MethodHandle GET_DOUBLE;
    private static final MethodHandle PUT_DOUBLE;
    private static final MethodHandle PUT_INT_ON;
    private static final MethodHandle PUT_LONG_ON;
    private static final MethodHandle GET_INT_VOLATILE;
    private static final MethodHandle PUT_INT_VOLATILE;
    private static final MethodHandle PUT_INT_ORDERED;
    private static final MethodHandle CAS_INT;
    private static final MethodHandle GET_AND_ADD_INT;
    private static final MethodHandle GET_AND_SET_INT;
    private static final MethodHandle GET_LONG_VOLATILE;
    private static final MethodHandle PUT_LONG_VOLATILE;
    private static final MethodHandle PUT_LONG_ORDERED;
    private static final MethodHandle CAS_LONG;
    private static final MethodHandle GET_AND_ADD_LONG;
    private static final MethodHandle GET_AND_SET_LONG;
    private static final MethodHandle COPY_MEMORY;
    private static final long BUFFER_ADDRESS_OFFSET;
    private static final MethodHandle SET_MEMORY;
    private static final MethodHandle GET_LONG_FIELD;
    private static final MethodHandle STORE_FENCE;
    private static final MethodHandle LOAD_FENCE;
    private static final MethodHandle FULL_FENCE;

    static {
        try {
            final Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
            final Field field = unsafeClass.getDeclaredField("theUnsafe");
            field.setAccessible(true);
            final Object unsafe = field.get(null);
            final MethodHandles.Lookup lookup = MethodHandles.lookup();
            final MethodHandle baseOffset = lookup.findVirtual(unsafeClass, "arrayBaseOffset",
                MethodType.methodType(int.class, Class.class)).bindTo(unsafe);
            BYTE_ARRAY_BASE = (int) baseOffset.invokeExact(byte[].class);
            SHORT_ARRAY_BASE = (int) baseOffset.invokeExact(short[].class);
            CHAR_ARRAY_BASE = (int) baseOffset.invokeExact(char[].class);
            INT_ARRAY_BASE = (int) baseOffset.invokeExact(int[].class);
            LONG_ARRAY_BASE = (int) baseOffset.invokeExact(long[].class);
            FLOAT_ARRAY_BASE = (int) baseOffset.invokeExact(float[].class);
            DOUBLE_ARRAY_BASE = (int) baseOffset.invokeExact(double[].class);
            final MethodHandle fieldOffset = lookup.findVirtual(unsafeClass, "objectFieldOffset",
                MethodType.methodType(long.class, Field.class)).bindTo(unsafe);
            final Field address = java.nio.Buffer.class.getDeclaredField("address");
            BUFFER_ADDRESS_OFFSET = (long) fieldOffset.invokeExact(address);
            GET_BYTE = lookup.findVirtual(unsafeClass, "getByte",
                MethodType.methodType(byte.class, long.class)).bindTo(unsafe);
            PUT_BYTE = lookup.findVirtual(unsafeClass, "putByte",
                MethodType.methodType(void.class, long.class, byte.class)).bindTo(unsafe);
            GET_SHORT = lookup.findVirtual(unsafeClass, "getShort",
                MethodType.methodType(short.class, long.class)).bindTo(unsafe);
            PUT_SHORT = lookup.findVirtual(unsafeClass, "putShort",
                MethodType.methodType(void.class, long.class, short.class)).bindTo(unsafe);
            GET_CHAR = lookup.findVirtual(unsafeClass, "getChar",
                MethodType.methodType(char.class, long.class)).bindTo(unsafe);
            PUT_CHAR = lookup.findVirtual(unsafeClass, "putChar",
                MethodType.methodType(void.class, long.class, char.class)).bindTo(unsafe);
            GET_INT = lookup.findVirtual(unsafeClass, "getInt",
                MethodType.methodType(int.class, long.class)).bindTo(unsafe);
            PUT_INT = lookup.findVirtual(unsafeClass, "putInt",
                MethodType.methodType(void.class, long.class, int.class)).bindTo(unsafe);
            GET_LONG = lookup.findVirtual(unsafeClass, "getLong",
                MethodType.methodType(long.class, long.class)).bindTo(unsafe);
            PUT_LONG = lookup.findVirtual(unsafeClass, "putLong",
                MethodType.methodType(void.class, long.class, long.class)).bindTo(unsafe);
            GET_FLOAT = lookup.findVirtual(unsafeClass, "getFloat",
                MethodType.methodType(float.class, long.class)).bindTo(unsafe);
            PUT_FLOAT = lookup.findVirtual(unsafeClass, "putFloat",
                MethodType.methodType(void.class, long.class, float.class)).bindTo(unsafe);
            GET_DOUBLE = lookup.findVirtual(unsafeClass, "getDouble",
                MethodType.methodType(double.class, long.class)).bindTo(unsafe);
            PUT_DOUBLE = lookup.findVirtual(unsafeClass, "putDouble",
                MethodType.methodType(void.class, long.class, double.class)).bindTo(unsafe);
            PUT_INT_ON = lookup.findVirtual(unsafeClass, "putInt",
                MethodType.methodType(void.class, Object.class, long.class, int.class)).bindTo(unsafe);
            PUT_LONG_ON = lookup.findVirtual(unsafeClass, "putLong",
                MethodType.methodType(void.class, Object.class, long.class, long.class)).bindTo(unsafe);
            GET_INT_VOLATILE = lookup.findVirtual(unsafeClass, "getIntVolatile",
                MethodType.methodType(int.class, Object.class, long.class)).bindTo(unsafe);
            PUT_INT_VOLATILE = lookup.findVirtual(unsafeClass, "putIntVolatile",
                MethodType.methodType(void.class, Object.class, long.class, int.class)).bindTo(unsafe);
            PUT_INT_ORDERED = lookup.findVirtual(unsafeClass, "putOrderedInt",
                MethodType.methodType(void.class, Object.class, long.class, int.class)).bindTo(unsafe);
            CAS_INT = lookup.findVirtual(unsafeClass, "compareAndSwapInt",
                MethodType.methodType(boolean.class, Object.class, long.class, int.class, int.class)).bindTo(unsafe);
            GET_AND_ADD_INT = lookup.findVirtual(unsafeClass, "getAndAddInt",
                MethodType.methodType(int.class, Object.class, long.class, int.class)).bindTo(unsafe);
            GET_AND_SET_INT = lookup.findVirtual(unsafeClass, "getAndSetInt",
                MethodType.methodType(int.class, Object.class, long.class, int.class)).bindTo(unsafe);
            GET_LONG_VOLATILE = lookup.findVirtual(unsafeClass, "getLongVolatile",
                MethodType.methodType(long.class, Object.class, long.class)).bindTo(unsafe);
            PUT_LONG_VOLATILE = lookup.findVirtual(unsafeClass, "putLongVolatile",
                MethodType.methodType(void.class, Object.class, long.class, long.class)).bindTo(unsafe);
            PUT_LONG_ORDERED = lookup.findVirtual(unsafeClass, "putOrderedLong",
                MethodType.methodType(void.class, Object.class, long.class, long.class)).bindTo(unsafe);
            CAS_LONG = lookup.findVirtual(unsafeClass, "compareAndSwapLong",
                MethodType.methodType(boolean.class, Object.class, long.class, long.class, long.class)).bindTo(unsafe);
            GET_AND_ADD_LONG = lookup.findVirtual(unsafeClass, "getAndAddLong",
                MethodType.methodType(long.class, Object.class, long.class, long.class)).bindTo(unsafe);
            GET_AND_SET_LONG = lookup.findVirtual(unsafeClass, "getAndSetLong",
                MethodType.methodType(long.class, Object.class, long.class, long.class)).bindTo(unsafe);
            COPY_MEMORY = lookup.findVirtual(unsafeClass, "copyMemory",
                MethodType.methodType(void.class, Object.class,
                    long.class, Object.class, long.class, long.class)).bindTo(unsafe);
            GET_LONG_FIELD = lookup.findVirtual(unsafeClass, "getLong",
                MethodType.methodType(long.class, Object.class, long.class)).bindTo(unsafe);
            SET_MEMORY = lookup.findVirtual(unsafeClass, "setMemory",
                MethodType.methodType(void.class, Object.class, long.class, long.class, byte.class)).bindTo(unsafe);
            STORE_FENCE = lookup.findVirtual(unsafeClass, "storeFence",
                MethodType.methodType(void.class)).bindTo(unsafe);
            LOAD_FENCE = lookup.findVirtual(unsafeClass, "loadFence",
                MethodType.methodType(void.class)).bindTo(unsafe);
            FULL_FENCE = lookup.findVirtual(unsafeClass, "fullFence",
                MethodType.methodType(void.class)).bindTo(unsafe);
        } catch (final Throwable ex) {
            throw new ExceptionInInitializerError(ex);
        }
    }

    private RawMemory() {
    }

    /**
     * Plain load of a {@code byte}.
     *
     * @param address where.
     * @return the value.
     */
    public static byte getByte(final long address) {
        try {
            return (byte) GET_BYTE.invokeExact(address);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Plain store of a {@code byte}.
     *
     * @param address where.
     * @param value   the value.
     */
    public static void putByte(final long address, final byte value) {
        try {
            PUT_BYTE.invokeExact(address, value);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Plain load of a {@code short}.
     *
     * @param address where.
     * @return the value.
     */
    public static short getShort(final long address) {
        try {
            return (short) GET_SHORT.invokeExact(address);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Plain store of a {@code short}.
     *
     * @param address where.
     * @param value   the value.
     */
    public static void putShort(final long address, final short value) {
        try {
            PUT_SHORT.invokeExact(address, value);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Plain load of a {@code char}.
     *
     * @param address where.
     * @return the value.
     */
    public static char getChar(final long address) {
        try {
            return (char) GET_CHAR.invokeExact(address);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Plain store of a {@code char}.
     *
     * @param address where.
     * @param value   the value.
     */
    public static void putChar(final long address, final char value) {
        try {
            PUT_CHAR.invokeExact(address, value);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Plain load of a {@code int}.
     *
     * @param address where.
     * @return the value.
     */
    public static int getInt(final long address) {
        try {
            return (int) GET_INT.invokeExact(address);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Plain store of a {@code int}.
     *
     * @param address where.
     * @param value   the value.
     */
    public static void putInt(final long address, final int value) {
        try {
            PUT_INT.invokeExact(address, value);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Plain load of a {@code long}.
     *
     * @param address where.
     * @return the value.
     */
    public static long getLong(final long address) {
        try {
            return (long) GET_LONG.invokeExact(address);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Plain store of a {@code long}.
     *
     * @param address where.
     * @param value   the value.
     */
    public static void putLong(final long address, final long value) {
        try {
            PUT_LONG.invokeExact(address, value);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Plain load of a {@code float}.
     *
     * @param address where.
     * @return the value.
     */
    public static float getFloat(final long address) {
        try {
            return (float) GET_FLOAT.invokeExact(address);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Plain store of a {@code float}.
     *
     * @param address where.
     * @param value   the value.
     */
    public static void putFloat(final long address, final float value) {
        try {
            PUT_FLOAT.invokeExact(address, value);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Plain load of a {@code double}.
     *
     * @param address where.
     * @return the value.
     */
    public static double getDouble(final long address) {
        try {
            return (double) GET_DOUBLE.invokeExact(address);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Plain store of a {@code double}.
     *
     * @param address where.
     * @param value   the value.
     */
    public static void putDouble(final long address, final double value) {
        try {
            PUT_DOUBLE.invokeExact(address, value);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Plain store of a {@code int} into an array or raw memory, addressed like {@link #copy}.
     *
     * @param base   the array, or null for raw memory.
     * @param offset array base offset plus byte index, or the address.
     * @param value  the value.
     */
    public static void putInt(final Object base, final long offset, final int value) {
        try {
            PUT_INT_ON.invokeExact(base, offset, value);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Plain store of a {@code long} into an array or raw memory, addressed like {@link #copy}.
     *
     * @param base   the array, or null for raw memory.
     * @param offset array base offset plus byte index, or the address.
     * @param value  the value.
     */
    public static void putLong(final Object base, final long offset, final long value) {
        try {
            PUT_LONG_ON.invokeExact(base, offset, value);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Volatile (sequentially consistent, hence also acquire) load of a {@code int}.
     *
     * @param address where, aligned to 4 bytes.
     * @return the value.
     */
    public static int getIntVolatile(final long address) {
        try {
            return (int) GET_INT_VOLATILE.invokeExact((Object) null, address);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Volatile (sequentially consistent) store of a {@code int}.
     *
     * @param address where, aligned.
     * @param value   the value.
     */
    public static void putIntVolatile(final long address, final int value) {
        try {
            PUT_INT_VOLATILE.invokeExact((Object) null, address, value);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Release store of a {@code int}: no earlier load or store moves after it.
     *
     * @param address where, aligned.
     * @param value   the value.
     */
    public static void putIntRelease(final long address, final int value) {
        try {
            PUT_INT_ORDERED.invokeExact((Object) null, address, value);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Atomic compare-and-set of a {@code int}.
     *
     * @param address  where, aligned.
     * @param expected the value expected.
     * @param update   the value to store when the expected one is found.
     * @return true when it stored.
     */
    public static boolean compareAndSetInt(final long address, final int expected, final int update) {
        try {
            return (boolean) CAS_INT.invokeExact((Object) null, address, expected, update);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Atomic compare-and-exchange of a {@code int}: returns the value found, which equals {@code expected}
     * when the update was stored.
     *
     * @param address  where, aligned.
     * @param expected the value expected.
     * @param update   the value to store when the expected one is found.
     * @return the value found.
     */
    public static int compareAndExchangeInt(final long address, final int expected, final int update) {
        // CAS first: one locked instruction when it succeeds. After a failure, a value other than the expected
        // one read afterwards is a valid result (the exchange takes effect at that read); the expected value
        // means the word changed back in between, so try again.
        while (!compareAndSetInt(address, expected, update)) {
            final int found = getIntVolatile(address);
            if (found != expected) {
                return found;
            }
        }
        return expected;
    }

    /**
     * Atomic add of a {@code int}, returning the previous value.
     *
     * @param address where, aligned.
     * @param delta   the addend.
     * @return the value before the add.
     */
    public static int getAndAddInt(final long address, final int delta) {
        try {
            return (int) GET_AND_ADD_INT.invokeExact((Object) null, address, delta);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Atomic swap of a {@code int}, returning the previous value.
     *
     * @param address where, aligned.
     * @param value   the new value.
     * @return the value before the swap.
     */
    public static int getAndSetInt(final long address, final int value) {
        try {
            return (int) GET_AND_SET_INT.invokeExact((Object) null, address, value);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Atomic bitwise AND of a {@code int}, returning the previous value.
     *
     * @param address where, aligned.
     * @param mask    the operand.
     * @return the value before the operation.
     */
    public static int getAndBitwiseAndInt(final long address, final int mask) {
        int found = getIntVolatile(address);
        while (!compareAndSetInt(address, found, found & mask)) {
            found = getIntVolatile(address);
        }
        return found;
    }

    /**
     * Atomic bitwise OR of a {@code int}, returning the previous value.
     *
     * @param address where, aligned.
     * @param mask    the operand.
     * @return the value before the operation.
     */
    public static int getAndBitwiseOrInt(final long address, final int mask) {
        int found = getIntVolatile(address);
        while (!compareAndSetInt(address, found, found | mask)) {
            found = getIntVolatile(address);
        }
        return found;
    }

    /**
     * Atomic bitwise XOR of a {@code int}, returning the previous value.
     *
     * @param address where, aligned.
     * @param mask    the operand.
     * @return the value before the operation.
     */
    public static int getAndBitwiseXorInt(final long address, final int mask) {
        int found = getIntVolatile(address);
        while (!compareAndSetInt(address, found, found ^ mask)) {
            found = getIntVolatile(address);
        }
        return found;
    }

    /**
     * Volatile (sequentially consistent, hence also acquire) load of a {@code long}.
     *
     * @param address where, aligned to 8 bytes.
     * @return the value.
     */
    public static long getLongVolatile(final long address) {
        try {
            return (long) GET_LONG_VOLATILE.invokeExact((Object) null, address);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Volatile (sequentially consistent) store of a {@code long}.
     *
     * @param address where, aligned.
     * @param value   the value.
     */
    public static void putLongVolatile(final long address, final long value) {
        try {
            PUT_LONG_VOLATILE.invokeExact((Object) null, address, value);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Release store of a {@code long}: no earlier load or store moves after it.
     *
     * @param address where, aligned.
     * @param value   the value.
     */
    public static void putLongRelease(final long address, final long value) {
        try {
            PUT_LONG_ORDERED.invokeExact((Object) null, address, value);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Atomic compare-and-set of a {@code long}.
     *
     * @param address  where, aligned.
     * @param expected the value expected.
     * @param update   the value to store when the expected one is found.
     * @return true when it stored.
     */
    public static boolean compareAndSetLong(final long address, final long expected, final long update) {
        try {
            return (boolean) CAS_LONG.invokeExact((Object) null, address, expected, update);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Atomic compare-and-exchange of a {@code long}: returns the value found, which equals {@code expected}
     * when the update was stored.
     *
     * @param address  where, aligned.
     * @param expected the value expected.
     * @param update   the value to store when the expected one is found.
     * @return the value found.
     */
    public static long compareAndExchangeLong(final long address, final long expected, final long update) {
        // CAS first: one locked instruction when it succeeds. After a failure, a value other than the expected
        // one read afterwards is a valid result (the exchange takes effect at that read); the expected value
        // means the word changed back in between, so try again.
        while (!compareAndSetLong(address, expected, update)) {
            final long found = getLongVolatile(address);
            if (found != expected) {
                return found;
            }
        }
        return expected;
    }

    /**
     * Atomic add of a {@code long}, returning the previous value.
     *
     * @param address where, aligned.
     * @param delta   the addend.
     * @return the value before the add.
     */
    public static long getAndAddLong(final long address, final long delta) {
        try {
            return (long) GET_AND_ADD_LONG.invokeExact((Object) null, address, delta);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Atomic swap of a {@code long}, returning the previous value.
     *
     * @param address where, aligned.
     * @param value   the new value.
     * @return the value before the swap.
     */
    public static long getAndSetLong(final long address, final long value) {
        try {
            return (long) GET_AND_SET_LONG.invokeExact((Object) null, address, value);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Atomic bitwise AND of a {@code long}, returning the previous value.
     *
     * @param address where, aligned.
     * @param mask    the operand.
     * @return the value before the operation.
     */
    public static long getAndBitwiseAndLong(final long address, final long mask) {
        long found = getLongVolatile(address);
        while (!compareAndSetLong(address, found, found & mask)) {
            found = getLongVolatile(address);
        }
        return found;
    }

    /**
     * Atomic bitwise OR of a {@code long}, returning the previous value.
     *
     * @param address where, aligned.
     * @param mask    the operand.
     * @return the value before the operation.
     */
    public static long getAndBitwiseOrLong(final long address, final long mask) {
        long found = getLongVolatile(address);
        while (!compareAndSetLong(address, found, found | mask)) {
            found = getLongVolatile(address);
        }
        return found;
    }

    /**
     * Atomic bitwise XOR of a {@code long}, returning the previous value.
     *
     * @param address where, aligned.
     * @param mask    the operand.
     * @return the value before the operation.
     */
    public static long getAndBitwiseXorLong(final long address, final long mask) {
        long found = getLongVolatile(address);
        while (!compareAndSetLong(address, found, found ^ mask)) {
            found = getLongVolatile(address);
        }
        return found;
    }

    /**
     * Plain store of the low {@code width} bytes of a value.
     *
     * @param address where.
     * @param value   the value; only its low {@code width} bytes are stored.
     * @param width   1, 2, 4 or 8.
     */
    public static void putOfWidth(final long address, final long value, final int width) {
        switch (width) {
            case 1:
                putByte(address, (byte) value);
                break;
            case 2:
                putShort(address, (short) value);
                break;
            case 4:
                putInt(address, (int) value);
                break;
            default:
                putLong(address, value);
        }
    }

    /**
     * Plain load of a {@code width}-byte value, sign-extended.
     *
     * @param address where.
     * @param width   1, 2, 4 or 8.
     * @return the value.
     */
    public static long getOfWidth(final long address, final int width) {
        switch (width) {
            case 1:
                return getByte(address);
            case 2:
                return getShort(address);
            case 4:
                return getInt(address);
            default:
                return getLong(address);
        }
    }

    /**
     * Copies bytes between any two of: raw memory ({@code base == null}, offset = address) and primitive arrays
     * ({@code base} = the array, offset = array base offset + byte index). Overlapping ranges are copied as if
     * through a temporary buffer only when both are raw memory; callers avoid other overlaps.
     *
     * @param srcBase   source array, or null for raw memory.
     * @param srcOffset source offset or address.
     * @param dstBase   destination array, or null for raw memory.
     * @param dstOffset destination offset or address.
     * @param bytes     number of bytes.
     */
    public static void copy(final Object srcBase, final long srcOffset, final Object dstBase, final long dstOffset,
        final long bytes) {
        try {
            COPY_MEMORY.invokeExact(srcBase, srcOffset, dstBase, dstOffset, bytes);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * The address of a direct buffer's first byte (position 0).
     *
     * @param buffer a direct buffer.
     * @return its address.
     */
    public static long directBufferAddress(final java.nio.ByteBuffer buffer) {
        try {
            return (long) GET_LONG_FIELD.invokeExact((Object) buffer, BUFFER_ADDRESS_OFFSET);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /**
     * Fills raw memory with a byte.
     *
     * @param address where.
     * @param bytes   how many bytes.
     * @param value   the byte.
     */
    public static void fill(final long address, final long bytes, final byte value) {
        try {
            SET_MEMORY.invokeExact((Object) null, address, bytes, value);
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /** Orders every earlier store before every later store (release fence). */
    public static void storeFence() {
        try {
            STORE_FENCE.invokeExact();
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /** Orders every earlier load before every later load and store (acquire fence). */
    public static void loadFence() {
        try {
            LOAD_FENCE.invokeExact();
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    /** Orders every earlier load and store before every later one (full fence). */
    public static void fullFence() {
        try {
            FULL_FENCE.invokeExact();
        } catch (final Throwable ex) {
            throw rethrow(ex);
        }
    }

    private static RuntimeException rethrow(final Throwable ex) {
        if (ex instanceof RuntimeException) {
            return (RuntimeException) ex;
        }
        if (ex instanceof Error) {
            throw (Error) ex;
        }
        return new IllegalStateException(ex);
    }
}
