package io.jshmem.core.sync;

import io.jshmem.Comparison;
import io.jshmem.Shmem;

/**
 * The multi-word waits and tests ({@code wait_until_all/any/some}, {@code test_all/any/some} and their vector
 * forms) on consecutive {@code int} or {@code long} words of this PE's memory, with an optional status mask.
 * One implementation serves every form: the comparison value of word {@code i} is {@code values[i]} when a
 * vector ({@code int[]} or {@code long[]}) is given, otherwise the scalar. Acquire loads, as {@link LocalWord};
 * stateless, no allocation. Arguments are checked by the caller.
 */
public final class LocalWordSet {
    /** What the "any" forms return when no word qualifies. */
    public static final int NO_INDEX = Shmem.NO_INDEX;

    private LocalWordSet() {
    }

    /**
     * Whether word {@code i} is excluded by the status mask.
     *
     * @param status the mask, or null.
     * @param i      the position.
     * @return true when excluded.
     */
    private static boolean excluded(final int[] status, final int i) {
        return status != null && status[i] != 0;
    }

    private static long operand(final long scalar, final Object values, final int i) {
        if (values == null) {
            return scalar;
        }
        return values instanceof long[] ? ((long[]) values)[i] : ((int[]) values)[i];
    }

    private static boolean satisfied(final long address, final int elementBytes, final int i, final Comparison cmp,
        final long scalar, final Object values) {
        return cmp.test(LocalWord.load(address + (long) i * elementBytes, elementBytes), operand(scalar, values, i));
    }

    /**
     * Whether every word not excluded satisfies the comparison (true for an empty or fully excluded set).
     *
     * @param address      address of word 0.
     * @param elementBytes 4 or 8.
     * @param count        number of words.
     * @param status       exclusion mask, or null.
     * @param cmp          the comparison.
     * @param scalar       the value every word is compared with, when {@code values} is null.
     * @param values       per-word values ({@code int[]} or {@code long[]}), or null.
     * @return true when all qualify.
     */
    public static boolean testAll(final long address, final int elementBytes, final int count, final int[] status,
        final Comparison cmp, final long scalar, final Object values) {
        for (int i = 0; i < count; i++) {
            if (!excluded(status, i) && !satisfied(address, elementBytes, i, cmp, scalar, values)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The first word not excluded that satisfies the comparison.
     *
     * @param address      address of word 0.
     * @param elementBytes 4 or 8.
     * @param count        number of words.
     * @param status       exclusion mask, or null.
     * @param cmp          the comparison.
     * @param scalar       the value every word is compared with, when {@code values} is null.
     * @param values       per-word values, or null.
     * @return its position, or {@link #NO_INDEX}.
     */
    public static int testAny(final long address, final int elementBytes, final int count, final int[] status,
        final Comparison cmp, final long scalar, final Object values) {
        for (int i = 0; i < count; i++) {
            if (!excluded(status, i) && satisfied(address, elementBytes, i, cmp, scalar, values)) {
                return i;
            }
        }
        return NO_INDEX;
    }

    /**
     * Every word not excluded that satisfies the comparison.
     *
     * @param address      address of word 0.
     * @param elementBytes 4 or 8.
     * @param count        number of words.
     * @param indices      receives the positions, in increasing order.
     * @param status       exclusion mask, or null.
     * @param cmp          the comparison.
     * @param scalar       the value every word is compared with, when {@code values} is null.
     * @param values       per-word values, or null.
     * @return how many positions were stored.
     */
    public static int testSome(final long address, final int elementBytes, final int count, final int[] indices,
        final int[] status, final Comparison cmp, final long scalar, final Object values) {
        int found = 0;
        for (int i = 0; i < count; i++) {
            if (!excluded(status, i) && satisfied(address, elementBytes, i, cmp, scalar, values)) {
                indices[found++] = i;
            }
        }
        return found;
    }

    /**
     * Waits until every word not excluded has satisfied the comparison; words are awaited in order, each once.
     *
     * @param address      address of word 0.
     * @param elementBytes 4 or 8.
     * @param count        number of words.
     * @param status       exclusion mask, or null.
     * @param cmp          the comparison.
     * @param scalar       the value every word is compared with, when {@code values} is null.
     * @param values       per-word values, or null.
     * @param idler        how to wait.
     */
    public static void waitAll(final long address, final int elementBytes, final int count, final int[] status,
        final Comparison cmp, final long scalar, final Object values, final Idler idler) {
        for (int i = 0; i < count; i++) {
            if (!excluded(status, i)) {
                LocalWord.await(address + (long) i * elementBytes, elementBytes, cmp, operand(scalar, values, i),
                    idler);
            }
        }
    }

    /**
     * Waits until some word not excluded satisfies the comparison.
     *
     * @param address      address of word 0.
     * @param elementBytes 4 or 8.
     * @param count        number of words.
     * @param status       exclusion mask, or null.
     * @param cmp          the comparison.
     * @param scalar       the value every word is compared with, when {@code values} is null.
     * @param values       per-word values, or null.
     * @param idler        how to wait.
     * @return its position, or {@link #NO_INDEX} at once for an empty or fully excluded set.
     */
    public static int waitAny(final long address, final int elementBytes, final int count, final int[] status,
        final Comparison cmp, final long scalar, final Object values, final Idler idler) {
        if (!anyIncluded(count, status)) {
            return NO_INDEX;
        }
        long start = 0;
        for (int i = 0; ; i++) {
            final int found = testAny(address, elementBytes, count, status, cmp, scalar, values);
            if (found != NO_INDEX) {
                return found;
            }
            start = idler.idle(i, start);
        }
    }

    /**
     * Waits until some word not excluded satisfies the comparison, and reports all that do.
     *
     * @param address      address of word 0.
     * @param elementBytes 4 or 8.
     * @param count        number of words.
     * @param indices      receives the positions, in increasing order.
     * @param status       exclusion mask, or null.
     * @param cmp          the comparison.
     * @param scalar       the value every word is compared with, when {@code values} is null.
     * @param values       per-word values, or null.
     * @param idler        how to wait.
     * @return how many positions were stored; 0 at once for an empty or fully excluded set.
     */
    public static int waitSome(final long address, final int elementBytes, final int count, final int[] indices,
        final int[] status, final Comparison cmp, final long scalar, final Object values, final Idler idler) {
        if (!anyIncluded(count, status)) {
            return 0;
        }
        long start = 0;
        for (int i = 0; ; i++) {
            final int found = testSome(address, elementBytes, count, indices, status, cmp, scalar, values);
            if (found > 0) {
                return found;
            }
            start = idler.idle(i, start);
        }
    }

    private static boolean anyIncluded(final int count, final int[] status) {
        for (int i = 0; i < count; i++) {
            if (!excluded(status, i)) {
                return true;
            }
        }
        return false;
    }
}
