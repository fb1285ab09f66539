package io.jshmem.core.transport.rdma;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SlicesTest {
    private static final long SLICE = 65_536;

    @Test
    void shouldCountSlicesAroundTheSliceEdges() {
        assertEquals(0, Slices.count(0, SLICE));
        assertEquals(1, Slices.count(1, SLICE));
        assertEquals(1, Slices.count(SLICE - 1, SLICE));
        assertEquals(1, Slices.count(SLICE, SLICE));
        assertEquals(2, Slices.count(SLICE + 1, SLICE));
        assertEquals(16, Slices.count(16 * SLICE, SLICE));
        assertEquals(17, Slices.count(16 * SLICE + 1, SLICE));
    }

    @Test
    void shouldCoverTheTransferExactlyOnce() {
        for (final long bytes : new long[] {1, SLICE - 1, SLICE, SLICE + 1, 3 * SLICE - 7, 1 << 20}) {
            long covered = 0;
            for (long i = 0; i < Slices.count(bytes, SLICE); i++) {
                final long length = Slices.length(i, bytes, SLICE);
                assertEquals(i < Slices.count(bytes, SLICE) - 1 ? SLICE : bytes - i * SLICE, length,
                    "slice " + i + " of " + bytes);
                covered += length;
            }
            assertEquals(bytes, covered);
        }
    }

    @Test
    void shouldStripeRoundRobinFromTheFirstLane() {
        assertEquals(1, Slices.lane(0, 1, 3));
        assertEquals(2, Slices.lane(1, 1, 3));
        assertEquals(0, Slices.lane(2, 1, 3));
        assertEquals(1, Slices.lane(3, 1, 3));
    }

    @Test
    void shouldNameTheLanesATransferUses() {
        assertEquals(0b010, Slices.laneMask(1, 1, 3));
        assertEquals(0b110, Slices.laneMask(2, 1, 3));
        assertEquals(0b111, Slices.laneMask(3, 1, 3));
        assertEquals(0b111, Slices.laneMask(40, 2, 3));
        assertEquals(0b1, Slices.laneMask(5, 0, 1));
    }
}
