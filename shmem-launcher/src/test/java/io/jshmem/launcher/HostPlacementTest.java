package io.jshmem.launcher;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class HostPlacementTest {
    private static final List<HostSlots> HOSTS = List.of(new HostSlots("hosta.invalid", 2),
        new HostSlots("hostb.invalid", 3), new HostSlots("hostc.invalid", 1));

    private static List<String> hostsOf(final MapBy mapBy, final boolean oversubscribe, final int nPes) {
        return new HostPlacement(HOSTS, mapBy, oversubscribe, BootstrapRequest.NONE).place(nPes).stream()
            .map(slot -> slot.host().substring(4, 5)).toList();
    }

    @Test
    void shouldFillEachHostBeforeTheNextBySlot() {
        assertEquals(List.of("a", "a", "b", "b", "b", "c"), hostsOf(MapBy.SLOT, false, 6));
        assertEquals(List.of("a", "a", "b"), hostsOf(MapBy.SLOT, false, 3));
    }

    @Test
    void shouldGoRoundTheHostsByNodeSkippingFullOnes() {
        assertEquals(List.of("a", "b", "c", "a", "b", "b"), hostsOf(MapBy.NODE, false, 6));
    }

    @Test
    void shouldRefuseMorePesThanSlotsUnlessOversubscribed() {
        final IllegalArgumentException ex = assertThrows(IllegalArgumentException.class,
            () -> hostsOf(MapBy.SLOT, false, 7));
        assertEquals("7 PEs are more than the 6 slots of the hosts", ex.getMessage());
    }

    @Test
    void shouldShareExtraPesInProportionToSlotsInBlocks() {
        assertEquals(List.of("a", "a", "a", "a", "b", "b", "b", "b", "b", "b", "c", "c"),
            hostsOf(MapBy.SLOT, true, 12));
        assertEquals(List.of("a", "a", "b", "b", "b", "b", "c"), hostsOf(MapBy.SLOT, true, 7));
    }

    @Test
    void shouldGoOnRoundTheHostsPastTheirSlotsByNode() {
        assertEquals(List.of("a", "b", "c", "a", "b", "b", "a", "b"), hostsOf(MapBy.NODE, true, 8));
    }

    @Test
    void shouldStartPesOnThisHostLocallyAndElsewhereThroughTheAgent() {
        final List<PeSlot> slots = new HostPlacement(List.of(new HostSlots("localhost", 1),
            new HostSlots("elsewhere.invalid", 1)), MapBy.SLOT, false, BootstrapRequest.NONE).place(2);

        assertEquals(List.of(new PeSlot(0, "localhost", true), new PeSlot(1, "elsewhere.invalid", false)), slots);
    }

    @Test
    void shouldPutTheRequestedBootstrapAddressIntoTheEndpoint() {
        final HostPlacement placement = new HostPlacement(HOSTS, MapBy.SLOT, false,
            BootstrapRequest.of("10.77.0.11:4567", null, null));
        placement.place(4);

        assertEquals("10.77.0.11:4567", placement.bootstrapEndpoint().getAddress().getHostAddress() + ":"
            + placement.bootstrapEndpoint().getPort());
    }
}
