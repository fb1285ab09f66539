package io.jshmem.core.heap;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FirstFitAllocatorTest {
    private static final long G = FirstFitAllocator.GRANULE;

    @Test
    void shouldAllocateFirstFitInOffsetOrder() {
        final FirstFitAllocator a = new FirstFitAllocator(1024);
        assertEquals(0, a.allocate(10, 1));
        assertEquals(G, a.allocate(64, 64));
        assertEquals(2 * G, a.allocate(65, 8));
        assertEquals(1024 - 4 * G, a.freeBytes());
    }

    @Test
    void shouldReuseTheFirstHoleThatFits() {
        final FirstFitAllocator a = new FirstFitAllocator(1024);
        final long x = a.allocate(128, 1);
        final long y = a.allocate(64, 1);
        a.allocate(64, 1);
        a.free(x);
        a.free(y);
        // x and y coalesced into one 192-byte hole at 0: a 160-byte request fits there, not at the end
        assertEquals(0, a.allocate(160, 1));
    }

    @Test
    void shouldCoalesceWithBothNeighbours() {
        final FirstFitAllocator a = new FirstFitAllocator(4 * G);
        final long b0 = a.allocate(G, 1);
        final long b1 = a.allocate(G, 1);
        final long b2 = a.allocate(G, 1);
        final long b3 = a.allocate(G, 1);
        a.free(b0);
        a.free(b2);
        assertEquals(2, a.freeBlockCount());
        a.free(b1);
        assertEquals(1, a.freeBlockCount());
        assertEquals(3 * G, a.largestFreeBytes());
        a.free(b3);
        assertEquals(1, a.freeBlockCount());
        assertEquals(4 * G, a.largestFreeBytes());
        assertEquals(4 * G, a.freeBytes());
    }

    @Test
    void shouldHonourLargeAlignmentAndKeepTheGapFree() {
        final FirstFitAllocator a = new FirstFitAllocator(8192);
        a.allocate(10, 1);
        final long aligned = a.allocate(100, 4096);
        assertEquals(4096, aligned);
        assertEquals(G, a.allocate(64, 1), "the gap in front of the aligned block stays usable");
    }

    @Test
    void shouldReportExhaustionWithoutChangingState() {
        final FirstFitAllocator a = new FirstFitAllocator(4 * G);
        a.allocate(G, 1);
        final long middle = a.allocate(G, 1);
        a.allocate(G, 1);
        a.free(middle);
        assertEquals(-1, a.allocate(2 * G, 1), "two free granules, but not adjacent");
        assertEquals(2 * G, a.freeBytes());
        assertEquals(G, a.largestFreeBytes());
    }

    @Test
    void shouldRejectBadRequestsAndUnknownFrees() {
        final FirstFitAllocator a = new FirstFitAllocator(1024);
        assertThrows(IllegalArgumentException.class, () -> a.allocate(0, 1));
        assertThrows(IllegalArgumentException.class, () -> a.allocate(8, 3));
        assertThrows(IllegalStateException.class, () -> a.free(64));
        final long x = a.allocate(8, 1);
        a.free(x);
        assertThrows(IllegalStateException.class, () -> a.free(x), "double free");
    }

    @Test
    void shouldResizeInPlaceOnlyWhenTheNextBlockIsFree() {
        final FirstFitAllocator a = new FirstFitAllocator(1024);
        final long x = a.allocate(64, 1);
        assertTrue(a.resizeInPlace(x, 256));
        assertEquals(256, a.sizeOf(x));
        final long y = a.allocate(64, 1);
        assertEquals(256, y);
        assertFalse(a.resizeInPlace(x, 320), "blocked by y");
        assertTrue(a.resizeInPlace(x, 100));
        assertEquals(128, a.sizeOf(x));
        assertEquals(128, a.allocate(64, 1), "the shrunk tail is free again");
    }

    @Test
    void shouldKeepAccountsUnderRandomChurn() {
        final long capacity = 1 << 20;
        final FirstFitAllocator a = new FirstFitAllocator(capacity);
        final Random random = new Random(42);
        final List<long[]> blocks = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            if (blocks.isEmpty() || random.nextInt(3) > 0) {
                final long size = 1 + random.nextInt(8192);
                final long align = 1L << random.nextInt(13);
                final long off = a.allocate(size, align);
                if (off >= 0) {
                    assertEquals(0, off % Math.max(align, G));
                    for (final long[] b : blocks) {
                        assertTrue(off + FirstFitAllocator.blockSize(size) <= b[0] || b[0] + b[1] <= off,
                            "overlap");
                    }
                    blocks.add(new long[] {off, FirstFitAllocator.blockSize(size)});
                }
            } else {
                final long[] b = blocks.remove(random.nextInt(blocks.size()));
                assertEquals(b[1], a.free(b[0]));
            }
            final long used = blocks.stream().mapToLong(b -> b[1]).sum();
            assertEquals(capacity - used, a.freeBytes());
        }
        blocks.forEach(b -> a.free(b[0]));
        assertEquals(1, a.freeBlockCount());
        assertEquals(capacity, a.largestFreeBytes());
    }
}
