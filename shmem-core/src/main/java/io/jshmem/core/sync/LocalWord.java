package io.jshmem.core.sync;

import io.jshmem.Comparison;
import io.jshmem.core.mem.RawMemory;

/**
 * Waits on words of this PE's own memory with acquire loads. A waiter that sees a value stored by another PE
 * after that PE's fence, quiet or atomic also sees what that PE stored before; the loads are volatile, so the
 * JIT can neither hoist them out of the loop nor move later loads before them. Stateless: each wait keeps its
 * progress in locals, so any number of threads may wait at once.
 */
public final class LocalWord {
    private LocalWord() {
    }

    /**
     * Waits until a long of local memory is at least a value.
     *
     * @param address the word's address (aligned to 8).
     * @param value   the value to reach.
     * @param idler   how to wait.
     * @return the value seen.
     */
    public static long awaitAtLeast(final long address, final long value, final Idler idler) {
        long seen = RawMemory.getLongVolatile(address);
        long start = 0;
        for (int i = 0; seen < value; i++) {
            start = idler.idle(i, start);
            seen = RawMemory.getLongVolatile(address);
        }
        return seen;
    }

    /**
     * Acquire load of an {@code int} or {@code long} word, as a (sign-extended) long.
     *
     * @param address      the word's address, aligned to its size.
     * @param elementBytes 4 or 8.
     * @return the value.
     */
    public static long load(final long address, final int elementBytes) {
        return elementBytes == 8 ? RawMemory.getLongVolatile(address) : RawMemory.getIntVolatile(address);
    }

    /**
     * Waits until an {@code int} or {@code long} word satisfies a signed comparison.
     *
     * @param address      the word's address, aligned to its size.
     * @param elementBytes 4 or 8.
     * @param cmp          the comparison, word on the left.
     * @param value        the value compared with.
     * @param idler        how to wait.
     * @return the value that satisfied it (sign-extended for an int word).
     */
    public static long await(final long address, final int elementBytes, final Comparison cmp, final long value,
        final Idler idler) {
        long seen = load(address, elementBytes);
        long start = 0;
        for (int i = 0; !cmp.test(seen, value); i++) {
            start = idler.idle(i, start);
            seen = load(address, elementBytes);
        }
        return seen;
    }

    /**
     * Waits until a {@code long} word satisfies a comparison of unsigned 64-bit numbers.
     *
     * @param address the word's address, aligned to 8.
     * @param cmp     the comparison, word on the left.
     * @param value   the value compared with.
     * @param idler   how to wait.
     * @return the value that satisfied it.
     */
    public static long awaitUnsigned(final long address, final Comparison cmp, final long value, final Idler idler) {
        long seen = RawMemory.getLongVolatile(address);
        long start = 0;
        for (int i = 0; !cmp.testUnsigned(seen, value); i++) {
            start = idler.idle(i, start);
            seen = RawMemory.getLongVolatile(address);
        }
        return seen;
    }

    /**
     * Waits, at most for a time, until an {@code int} or {@code long} word satisfies a signed comparison.
     *
     * @param address      the word's address, aligned to its size.
     * @param elementBytes 4 or 8.
     * @param cmp          the comparison, word on the left.
     * @param value        the value compared with.
     * @param timeoutNs    the longest wait; at most 0 tests once.
     * @param idler        how to wait.
     * @return true when the comparison held, false when the time ran out first.
     */
    public static boolean await(final long address, final int elementBytes, final Comparison cmp, final long value,
        final long timeoutNs, final Idler idler) {
        if (cmp.test(load(address, elementBytes), value)) {
            return true;
        }
        final long begin = System.nanoTime();
        long start = 0;
        for (int i = 0; System.nanoTime() - begin < timeoutNs; i++) {
            start = idler.idle(i, start);
            if (cmp.test(load(address, elementBytes), value)) {
                return true;
            }
        }
        return false;
    }
}
