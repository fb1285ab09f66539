package io.jshmem.exceptions;

/**
 * The symmetric heap has no free block large enough. Thrown on every PE alike, with the figures needed to
 * decide what to do: requested, free and largest free bytes, and the heap size ({@code SHMEM_SYMMETRIC_SIZE}).
 */
public final class SymmetricHeapExhaustedException extends ShmemException {
    private static final long serialVersionUID = 1L;

    private final long requestedBytes;
    private final long freeBytes;
    private final long largestFreeBytes;

    /**
     * Creates the exception.
     *
     * @param requestedBytes   bytes asked for (after alignment padding).
     * @param freeBytes        bytes free in total.
     * @param largestFreeBytes bytes in the largest free block.
     * @param heapBytes        size of the symmetric heap.
     */
    public SymmetricHeapExhaustedException(
        final long requestedBytes, final long freeBytes, final long largestFreeBytes, final long heapBytes) {
        super("symmetric heap exhausted: requested " + requestedBytes + " bytes, free " + freeBytes
            + " bytes, largest free block " + largestFreeBytes + " bytes, heap " + heapBytes
            + " bytes (raise SHMEM_SYMMETRIC_SIZE or shmemrun --heap-size)");
        this.requestedBytes = requestedBytes;
        this.freeBytes = freeBytes;
        this.largestFreeBytes = largestFreeBytes;
    }

    /**
     * Bytes asked for.
     *
     * @return the requested size in bytes.
     */
    public long requestedBytes() {
        return requestedBytes;
    }

    /**
     * Bytes free in total when the request failed.
     *
     * @return free bytes.
     */
    public long freeBytes() {
        return freeBytes;
    }

    /**
     * Bytes in the largest free block when the request failed.
     *
     * @return the largest free block in bytes.
     */
    public long largestFreeBytes() {
        return largestFreeBytes;
    }
}
