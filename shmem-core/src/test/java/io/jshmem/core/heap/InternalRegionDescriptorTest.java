package io.jshmem.core.heap;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InternalRegionDescriptorTest {
    @Test
    void shouldGiveEveryMemberItsOwnCacheLineInEverySlot() {
        final InternalRegionDescriptor d = new InternalRegionDescriptor(64, 100);
        assertEquals(8192, d.syncBlockBytes());
        assertEquals(InternalRegionDescriptor.TEAM_SYNC_BASE + 3 * 8192 + 99 * 64, d.signalLineOffset(3, 99));
        assertTrue(d.signalLineOffset(3, 99) + 64 <= d.teamSyncOffset(4));
    }

    @Test
    void shouldPlaceScratchAfterTheSyncBlocksWithoutOverlap() {
        final InternalRegionDescriptor d = new InternalRegionDescriptor(4, 8);
        assertEquals(d.teamSyncOffset(4), d.teamScratchOffset(0));
        assertEquals(d.teamScratchOffset(1) - InternalRegionDescriptor.SCRATCH_BUFFER_BYTES,
            d.scratchBufferOffset(0, InternalRegionDescriptor.SCRATCH_BUFFERS - 1));
        assertEquals(d.teamScratchOffset(0) + InternalRegionDescriptor.STAGING_BYTES, d.scratchBufferOffset(0, 0));
        assertEquals(d.teamScratchOffset(4), d.sizeBytes());
        assertTrue(InternalRegionDescriptor.TEAM_SYNC_BASE >= InternalRegionDescriptor.ALLOC_REQUEST_OFFSET + 64);
    }
}
