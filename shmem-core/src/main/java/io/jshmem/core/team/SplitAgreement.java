package io.jshmem.core.team;

import io.jshmem.ElementType;
import io.jshmem.ReduceOp;
import io.jshmem.core.coll.Collectives;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.exceptions.TeamException;

/**
 * How the PEs of a parent team agree on a split without a central allocator: one AND reduction over the parent
 * of {@code [free-slot bitmap..., args..., ~args...]}. The result's bitmap has the slots free on every PE; and
 * since {@code AND(a) == ~AND(~a)} exactly when every PE passed the same {@code a}, every PE also learns
 * whether the arguments agreed. Every PE sees the same reduced vector, so every PE takes the same decision.
 */
final class SplitAgreement {
    private SplitAgreement() {
    }

    /**
     * Runs the agreement over the parent.
     *
     * @param parent the parent's collectives.
     * @param env    this PE's team environment.
     * @param call   the split being agreed, for messages.
     * @param args   this PE's arguments.
     * @return the slots free on every PE of the parent, as a bitmap.
     * @throws TeamException on every PE when the PEs passed different arguments.
     */
    static long[] agree(final Collectives parent, final TeamEnvironment env, final String call, final long... args) {
        final TeamPool pool = env.pool();
        final int words = pool.bitmapWords();
        final long[] vector = new long[words + 2 * args.length];
        pool.freeBitmap(vector);
        for (int i = 0; i < args.length; i++) {
            vector[words + i] = args[i];
            vector[words + args.length + i] = ~args[i];
        }
        final long staging = parent.channel().stagingOffset();
        final long address = env.localBase() + staging;
        RawMemory.copy(vector, RawMemory.LONG_ARRAY_BASE, null, address, (long) vector.length * Long.BYTES);
        parent.reduce(ReduceOp.AND, ElementType.LONG, staging, staging, vector.length);
        RawMemory.copy(null, address, vector, RawMemory.LONG_ARRAY_BASE, (long) vector.length * Long.BYTES);
        for (int i = 0; i < args.length; i++) {
            if (vector[words + i] != ~vector[words + args.length + i]) {
                throw new TeamException(call + ": the PEs of the parent team passed different arguments (a split "
                    + "is collective: every parent PE must pass the same values); no team was created");
            }
        }
        final long[] bitmap = new long[words];
        System.arraycopy(vector, 0, bitmap, 0, words);
        return bitmap;
    }
}
