package io.jshmem.core.team;

import io.jshmem.ElementType;
import io.jshmem.ReduceOp;
import io.jshmem.SymmetricBuffer;
import io.jshmem.core.heap.HeapBuffer;
import io.jshmem.core.heap.SymmetricHeap;

/**
 * Checks of a collective's buffer arguments, made before any memory is touched: the buffers belong to this
 * PE's heap and are live, element ranges lie inside them, and {@code dest} and {@code source} are the same
 * elements or do not overlap.
 */
final class BufferArguments {
    private BufferArguments() {
    }

    /** The buffer as this heap's, or an exception naming why not. */
    static HeapBuffer owned(final SymmetricBuffer buffer, final SymmetricHeap heap) {
        if (buffer instanceof HeapBuffer) {
            final HeapBuffer b = (HeapBuffer) buffer;
            if (b.heap() == heap) {
                return b;
            }
        }
        throw new IllegalArgumentException(buffer == null ? "symmetric buffer is null"
            : "symmetric buffer " + buffer + " was not allocated by this PE's Shmem instance");
    }

    /** Symmetric offset of element {@code index} after checking {@code count} elements from it. */
    static long range(final SymmetricBuffer buffer, final SymmetricHeap heap, final long index, final long count,
        final ElementType type) {
        final HeapBuffer b = owned(buffer, heap);
        return b.offset() + b.checkRange(index, count, type.bytes());
    }

    /** Symmetric offset of element {@code index} after checking a strided run of {@code count} elements. */
    static long stridedRange(final SymmetricBuffer buffer, final SymmetricHeap heap, final long index,
        final long stride, final long count, final ElementType type) {
        final HeapBuffer b = owned(buffer, heap);
        return b.offset() + b.checkStridedRange(index, stride, count, type.bytes());
    }

    /** Counts are element counts: not negative, and small enough that their byte size does not overflow. */
    static void checkCount(final String call, final long count, final ElementType type) {
        if (count < 0) {
            throw new IllegalArgumentException(call + ": count " + count + " is negative");
        }
        if (count > Long.MAX_VALUE / 8 / type.bytes()) {
            throw new IllegalArgumentException(call + ": count " + count + " is too large");
        }
    }

    static void checkOperation(final ReduceOp op, final ElementType type) {
        if (!op.supports(type)) {
            throw new IllegalArgumentException(op + " reduction is defined on integer types only, not on " + type);
        }
    }

    /** Fails when two byte ranges overlap without being identical (reductions and scans may work in place). */
    static void checkSameOrDisjoint(final String call, final long dest, final long source, final long bytes) {
        if (dest != source && overlap(dest, source, bytes, bytes)) {
            throw new IllegalArgumentException(call + ": dest (offset " + dest + ") and source (offset " + source
                + ") overlap partially; they must be the same elements or not overlap (" + bytes + " bytes)");
        }
    }

    /** Fails when two byte ranges overlap at all. */
    static void checkDisjoint(final String call, final long dest, final long destBytes, final long source,
        final long sourceBytes) {
        if (overlap(dest, source, destBytes, sourceBytes)) {
            throw new IllegalArgumentException(call + ": dest (offset " + dest + ", " + destBytes + " bytes) and "
                + "source (offset " + source + ", " + sourceBytes + " bytes) must not overlap");
        }
    }

    private static boolean overlap(final long a, final long b, final long aBytes, final long bBytes) {
        return aBytes > 0 && bBytes > 0 && a < b + bBytes && b < a + aBytes;
    }
}
