package io.jshmem.core.heap;

/**
 * What the collective allocator needs from the runtime: a world synchronization and remote reads of the
 * internal region, over whatever transport reaches each PE.
 */
public interface HeapSync {
    /**
     * Number of PEs.
     *
     * @return at least 1.
     */
    int nPes();

    /**
     * This PE's number.
     *
     * @return the PE.
     */
    int myPe();

    /**
     * Waits until every PE has called it; stores before it are visible to loads after it on every PE.
     */
    void sync();

    /**
     * Reads a long of a PE's segment.
     *
     * @param pe              the PE.
     * @param symmetricOffset offset in its segment, aligned to 8.
     * @return the value.
     */
    long getLong(int pe, long symmetricOffset);
}
