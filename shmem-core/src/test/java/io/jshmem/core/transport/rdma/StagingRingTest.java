package io.jshmem.core.transport.rdma;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class StagingRingTest {
    @Test
    void shouldHandOutAlignedContiguousReservationsInOrder() {
        try (StagingRing ring = new StagingRing(1024)) {
            final long a = ring.tryReserve(3);
            final long b = ring.tryReserve(8);
            assertEquals(ring.base(), a);
            assertEquals(a + 8, b, "3 bytes take an aligned 8");
            assertEquals(0, (b - ring.base()) % 8);
        }
    }

    @Test
    void shouldRefuseWhenFullAndReuseOnceReleased() {
        try (StagingRing ring = new StagingRing(1024)) {
            assertNotEquals(0, ring.tryReserve(512));
            final long mark = ring.head();
            assertNotEquals(0, ring.tryReserve(512));
            assertEquals(0, ring.tryReserve(8), "full");
            ring.releaseTo(mark);
            assertEquals(ring.base(), ring.tryReserve(512), "the first half again");
        }
    }

    @Test
    void shouldWrapToTheBeginningWithoutOverlappingWhatIsStillReserved() {
        try (StagingRing ring = new StagingRing(1024)) {
            ring.tryReserve(800);
            final long mark = ring.head();
            final long kept = ring.tryReserve(8);
            ring.releaseTo(mark);
            assertEquals(ring.base(), ring.tryReserve(400), "800..1024 is too short: wraps to 0");
            assertEquals(0, ring.tryReserve(500), "would run into the 8 bytes still reserved at 800");
            assertEquals(ring.base() + 800, kept);
            assertFalse(ring.isEmpty());
        }
    }

    @Test
    void shouldFitAWholeRingReservationWhenEmptyWhereverTheHeadIs() {
        try (StagingRing ring = new StagingRing(1024)) {
            ring.tryReserve(24);
            ring.releaseAll();
            assertEquals(ring.base(), ring.tryReserve(1024));
        }
    }
}
