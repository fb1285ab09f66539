package io.jshmem.conformance;

import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;
import io.jshmem.exceptions.AsymmetricAllocationException;
import io.jshmem.exceptions.BufferFreedException;
import io.jshmem.exceptions.SymmetricHeapExhaustedException;

import java.util.List;

/**
 * Symmetric heap: malloc, calloc, align, realloc, free, symmetry and its violations.
 */
final class HeapCases {
    private HeapCases() {
    }

    static List<ConformanceCase> all() {
        return List.of(
            ConformanceCase.of("heap.malloc-symmetric", HeapCases::mallocSymmetric),
            ConformanceCase.of("heap.calloc-zeroed", HeapCases::callocZeroed),
            ConformanceCase.of("heap.align", HeapCases::align),
            ConformanceCase.of("heap.realloc-preserves", HeapCases::reallocPreserves),
            ConformanceCase.of("heap.free-coalesces", HeapCases::freeCoalesces),
            ConformanceCase.of("heap.zero-bytes", HeapCases::zeroBytes),
            ConformanceCase.of("heap.asymmetric-size", 2, HeapCases::asymmetricSize),
            ConformanceCase.of("heap.asymmetric-order", 2, HeapCases::asymmetricOrder),
            ConformanceCase.of("heap.exhaustion", HeapCases::exhaustion),
            ConformanceCase.of("heap.use-after-free", HeapCases::useAfterFree));
    }

    /** Every PE's offsets, gathered through puts into every PE, must equal this PE's. */
    static void checkSymmetric(final Shmem shmem, final SymmetricBuffer buffer, final String what) {
        final SymmetricBuffer offsets = shmem.calloc(shmem.nPes(), Long.BYTES);
        for (int pe = 0; pe < shmem.nPes(); pe++) {
            shmem.putLong(offsets, shmem.myPe(), buffer.offset() ^ (buffer.lengthBytes() << 40), pe);
        }
        shmem.barrierAll();
        for (int pe = 0; pe < shmem.nPes(); pe++) {
            Check.equal(buffer.offset() ^ (buffer.lengthBytes() << 40), offsets.getLong(pe),
                what + ": offset/length of PE " + pe + " vs mine (" + buffer + ")");
        }
        shmem.free(offsets);
    }

    private static void mallocSymmetric(final Shmem shmem) {
        final long[] sizes = {1, 8, 63, 64, 65, 4096, 100_000, 1 << 20};
        final SymmetricBuffer[] buffers = new SymmetricBuffer[sizes.length];
        for (int i = 0; i < sizes.length; i++) {
            buffers[i] = shmem.malloc(sizes[i]);
            Check.equal(sizes[i], buffers[i].lengthBytes(), "length of malloc(" + sizes[i] + ")");
            Check.equal(0L, buffers[i].offset() % 64, "default alignment of malloc(" + sizes[i] + ")");
            checkSymmetric(shmem, buffers[i], "malloc(" + sizes[i] + ")");
        }
        for (int i = 0; i < sizes.length; i++) {
            for (int j = i + 1; j < sizes.length; j++) {
                final boolean disjoint = buffers[i].offset() + sizes[i] <= buffers[j].offset()
                    || buffers[j].offset() + sizes[j] <= buffers[i].offset();
                Check.that(disjoint, "buffers " + buffers[i] + " and " + buffers[j] + " overlap");
            }
        }
        for (int i = sizes.length - 1; i >= 0; i--) {
            shmem.free(buffers[i]);
        }
    }

    private static void callocZeroed(final Shmem shmem) {
        final SymmetricBuffer dirty = shmem.malloc(8192);
        for (int i = 0; i < 1024; i++) {
            dirty.putLong(i, -1L);
        }
        shmem.free(dirty);
        final SymmetricBuffer clean = shmem.calloc(1024, 8);
        Check.equal(8192L, clean.lengthBytes(), "calloc length");
        for (int i = 0; i < 1024; i++) {
            Check.equal(0L, clean.getLong(i), "calloc element " + i);
        }
        checkSymmetric(shmem, clean, "calloc");
        shmem.free(clean);
    }

    private static void align(final Shmem shmem) {
        final SymmetricBuffer pad = shmem.malloc(72);
        for (long alignment = 1; alignment <= (1 << 20); alignment <<= 3) {
            final SymmetricBuffer b = shmem.align(alignment, 100);
            Check.equal(0L, b.offset() % alignment, "offset of align(" + alignment + ")");
            checkSymmetric(shmem, b, "align(" + alignment + ")");
            shmem.free(b);
        }
        shmem.free(pad);
        Check.throwsException(IllegalArgumentException.class, () -> shmem.align(48, 10), "align(48, 10)");
    }

    private static void reallocPreserves(final Shmem shmem) {
        SymmetricBuffer b = shmem.malloc(100);
        for (int i = 0; i < 100; i++) {
            b.putByte(i, (byte) (i + shmem.myPe()));
        }
        final SymmetricBuffer blocker = shmem.malloc(64);
        final SymmetricBuffer old = b;
        b = shmem.realloc(b, 10_000);
        Check.that(old.isFreed(), "the old handle is freed by realloc");
        Check.equal(10_000L, b.lengthBytes(), "grown length");
        for (int i = 0; i < 100; i++) {
            Check.equal((byte) (i + shmem.myPe()), b.getByte(i), "byte " + i + " after growing");
        }
        checkSymmetric(shmem, b, "realloc grown");
        b = shmem.realloc(b, 10);
        for (int i = 0; i < 10; i++) {
            Check.equal((byte) (i + shmem.myPe()), b.getByte(i), "byte " + i + " after shrinking");
        }
        checkSymmetric(shmem, b, "realloc shrunk");
        final SymmetricBuffer fresh = shmem.realloc(null, 32);
        Check.equal(32L, fresh.lengthBytes(), "realloc(null, 32) is malloc");
        final SymmetricBuffer empty = shmem.realloc(b, 0);
        Check.equal(0L, empty.lengthBytes(), "realloc to 0");
        shmem.free(empty);
        shmem.free(fresh);
        shmem.free(blocker);
    }

    private static void freeCoalesces(final Shmem shmem) {
        final long before = shmem.heapFree();
        final SymmetricBuffer[] bs = new SymmetricBuffer[16];
        for (int i = 0; i < bs.length; i++) {
            bs[i] = shmem.malloc(1000 + i * 100);
        }
        for (int i = 0; i < bs.length; i += 2) {
            shmem.free(bs[i]);
        }
        for (int i = 1; i < bs.length; i += 2) {
            shmem.free(bs[i]);
        }
        Check.equal(before, shmem.heapFree(), "free bytes after freeing everything");
        final SymmetricBuffer big = shmem.malloc(before);
        Check.equal(before, big.lengthBytes(), "the whole free space is one block again");
        shmem.free(big);
    }

    private static void zeroBytes(final Shmem shmem) {
        final SymmetricBuffer empty = shmem.malloc(0);
        Check.equal(0L, empty.lengthBytes(), "malloc(0) length");
        Check.equal(0, empty.asByteBuffer().capacity(), "malloc(0) view");
        Check.throwsException(IndexOutOfBoundsException.class, () -> empty.getByte(0), "read from malloc(0)");
        shmem.putMem(empty, 0, new byte[0], 0, 0, (shmem.myPe() + 1) % shmem.nPes());
        shmem.free(empty);
        Check.that(empty.isFreed(), "freed");
    }

    private static void asymmetricSize(final Shmem shmem) {
        final long size = shmem.myPe() == 1 ? 2048 : 1024;
        final AsymmetricAllocationException ex = Check.throwsException(AsymmetricAllocationException.class,
            () -> shmem.malloc(size), "malloc of a PE-dependent size");
        Check.mentions(ex.getMessage(), "PE 1 made", "malloc(2048 bytes)", "malloc(1024 bytes)");
        final SymmetricBuffer after = shmem.malloc(64);
        checkSymmetric(shmem, after, "malloc after an asymmetric one");
        shmem.free(after);
    }

    private static void asymmetricOrder(final Shmem shmem) {
        final SymmetricBuffer a = shmem.malloc(64);
        final AsymmetricAllocationException ex = Check.throwsException(AsymmetricAllocationException.class, () -> {
            if (shmem.myPe() == 0) {
                shmem.free(a);
            } else {
                shmem.malloc(64);
            }
        }, "free on PE 0 while the others malloc");
        Check.mentions(ex.getMessage(), "PE 0 made", "free(");
        Check.that(!a.isFreed(), "the buffer stays allocated after a rejected free");
        shmem.free(a);
    }

    private static void exhaustion(final Shmem shmem) {
        final long heap = shmem.heapSize();
        final SymmetricHeapExhaustedException ex = Check.throwsException(SymmetricHeapExhaustedException.class,
            () -> shmem.malloc(heap + 1), "malloc(heapSize + 1)");
        Check.equal(shmem.heapFree(), ex.freeBytes(), "free bytes in the exception");
        Check.mentions(ex.getMessage(), "SHMEM_SYMMETRIC_SIZE", "largest free block");
        final SymmetricBuffer ok = shmem.malloc(1024);
        checkSymmetric(shmem, ok, "malloc after exhaustion");
        shmem.free(ok);
    }

    private static void useAfterFree(final Shmem shmem) {
        final SymmetricBuffer b = shmem.malloc(64);
        shmem.free(b);
        Check.throwsException(BufferFreedException.class, () -> b.getLong(0), "local read after free");
        Check.throwsException(BufferFreedException.class, () -> shmem.putLong(b, 0, 1, 0), "put after free");
        Check.throwsException(BufferFreedException.class, () -> shmem.getLong(b, 0, 0), "get after free");
        Check.throwsException(BufferFreedException.class, () -> shmem.free(b), "double free");
        final SymmetricBuffer after = shmem.malloc(64);
        checkSymmetric(shmem, after, "malloc after a double free");
        shmem.free(after);
    }
}
