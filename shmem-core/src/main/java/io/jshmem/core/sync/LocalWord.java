package io.jshmem.core.sync;

import io.jshmem.core.mem.RawMemory;

/**
 * Waits on words of this PE's own memory with acquire loads.
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
}
