package io.jshmem.core.transport;

import io.jshmem.exceptions.ConfigurationException;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TransportPlanTest {
    private static PeInfo pe(final int pe, final String host, final String transports) {
        return new PeInfo(pe, host, 100 + pe, 3, 1 << 20, 1 << 19,
            TransportPlan.advertise(TransportPlan.enabledNames(transports)));
    }

    @Test
    void shouldParseTheTransportListInOrderWithoutRepeats() {
        assertEquals(List.of("rdma", "fabric"), TransportPlan.enabledNames(" RDMA, fabric,rdma "));
    }

    @Test
    void shouldRejectUnknownOrNoTransports() {
        final ConfigurationException unknown = assertThrows(ConfigurationException.class,
            () -> TransportPlan.enabledNames("fabric,verbs"));
        assertTrue(unknown.getMessage().contains("'verbs'"), unknown.getMessage());
        assertThrows(ConfigurationException.class, () -> TransportPlan.enabledNames(" , "));
    }

    @Test
    void shouldNeedNoRdmaWhenEveryPeSharesOneHost() {
        final TransportPlan plan = TransportPlan.of(new PeInfo[] {
            pe(0, "a", "fabric,rdma"), pe(1, "a", "fabric,rdma"), pe(2, "a", "fabric,rdma")});
        assertFalse(plan.jobUsesRdma());
        assertEquals("fabric", plan.route(0, 2));
        assertFalse(plan.usesRdma(1, true));
    }

    @Test
    void shouldUseFabricInsideAHostAndRdmaAcross() {
        final TransportPlan plan = TransportPlan.of(new PeInfo[] {
            pe(0, "a", "fabric,rdma"), pe(1, "a", "fabric,rdma"),
            pe(2, "b", "fabric,rdma"), pe(3, "b", "fabric,rdma")});
        assertTrue(plan.jobUsesRdma());
        assertEquals("fabric", plan.route(0, 1));
        assertEquals("rdma", plan.route(0, 2));
        assertEquals("rdma", plan.route(3, 1));
        assertEquals("fabric", plan.route(3, 3));
        for (int p = 0; p < 4; p++) {
            assertTrue(plan.reachedByRdma(p));
            assertTrue(plan.usesRdma(p, false));
        }
    }

    @Test
    void shouldRouteEverythingThroughRdmaWhenOnlyRdmaIsEnabled() {
        final TransportPlan plan = TransportPlan.of(new PeInfo[] {pe(0, "a", "rdma"), pe(1, "a", "rdma")});
        assertEquals("rdma", plan.route(0, 0));
        assertEquals("rdma", plan.route(0, 1));
        assertTrue(plan.initiatesRdma(1));
    }

    @Test
    void shouldLeaveAPeWithoutRdmaOutOfIt() {
        final TransportPlan plan = TransportPlan.of(new PeInfo[] {
            pe(0, "a", "fabric,rdma"), pe(1, "a", "fabric"), pe(2, "b", "fabric,rdma")});
        assertEquals("rdma", plan.route(0, 2));
        assertNull(plan.route(1, 2), "PE 1 cannot reach another host");
        assertFalse(plan.usesRdma(1, false));
        assertFalse(plan.enabledRdma(1));
        assertTrue(plan.usesRdma(0, false));
    }

    @Test
    void shouldMakeEveryPeTakePartForNicAtomics() {
        final TransportPlan plan = TransportPlan.of(new PeInfo[] {
            pe(0, "a", "fabric,rdma"), pe(1, "a", "fabric,rdma"),
            pe(2, "a", "fabric,rdma"), pe(3, "b", "fabric,rdma")});
        assertTrue(plan.usesRdma(1, false), "PE 1 is reached by PE 3");
        assertTrue(plan.usesRdma(2, true));
    }
}
