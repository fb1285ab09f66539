package io.jshmem.core.transport.rdma;

import io.jshmem.config.Configuration;
import io.jshmem.exceptions.ConfigurationException;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RdmaSettingsTest {
    private static RdmaSettings settings(final Map<String, String> options) {
        return RdmaSettings.from(Configuration.resolve(options, new Properties(), Map.of()), 2, 8);
    }

    @Test
    void shouldTakeTheDocumentedDefaults() {
        final RdmaSettings s = settings(Map.of());
        assertEquals(64 * 1024, s.sliceBytes());
        assertEquals(2, s.lanes());
        assertEquals(3, s.retries());
        assertEquals(30_000_000_000L, s.timeoutNs());
        assertEquals(ProgressMode.WAKEUP, s.progress());
        assertEquals(AtomicsMode.CPU, s.atomics());
        assertEquals(Map.of("ATOMIC_MODE", "cpu"), s.ucxConfig());
        assertEquals(200_000, s.spinNs(), "2 PEs and their agents fit 8 cores");
    }

    @Test
    void shouldPassUcxSettingsInOrderAndForceTheAtomicMode() {
        final RdmaSettings s = settings(Map.of("JSHMEM_RDMA_UCX_CONFIG", "UCX_TLS=tcp; NET_DEVICES = lo ;",
            "JSHMEM_RDMA_ATOMICS", "nic"));
        assertEquals(List.of("TLS", "NET_DEVICES", "ATOMIC_MODE"), List.copyOf(s.ucxConfig().keySet()));
        assertEquals("lo", s.ucxConfig().get("NET_DEVICES"));
        assertEquals("guess", s.ucxConfig().get("ATOMIC_MODE"));
    }

    @Test
    void shouldRejectValuesOutOfRangeNamingTheKnob() {
        assertKnobError("JSHMEM_RDMA_LANES", "0");
        assertKnobError("JSHMEM_RDMA_LANES", "17");
        assertKnobError("JSHMEM_RDMA_SLICE_SIZE", "32");
        assertKnobError("JSHMEM_RDMA_RETRIES", "-1");
        assertKnobError("JSHMEM_RDMA_PROGRESS", "sometimes");
        assertKnobError("JSHMEM_RDMA_ATOMICS", "gpu");
        assertKnobError("JSHMEM_RDMA_UCX_CONFIG", "TLS");
    }

    private static void assertKnobError(final String knob, final String value) {
        final ConfigurationException ex = assertThrows(ConfigurationException.class,
            () -> settings(Map.of(knob, value)));
        assertTrue(ex.getMessage().contains(knob), ex.getMessage());
    }

    @Test
    void shouldSpinBrieflyWhenThePesAndTheirAgentsOutnumberTheCores() {
        assertEquals(200_000, RdmaSettings.defaultSpinNs(1, 2));
        assertEquals(5_000, RdmaSettings.defaultSpinNs(2, 2));
    }

    @Test
    void shouldRoundTripThePeerInfo() {
        final RdmaPeerInfo info = new RdmaPeerInfo(0x7f00_1234_0000L, new byte[] {1, 2, 3}, AtomicsMode.NIC,
            List.of(new byte[] {9, 8}, new byte[] {7}));
        final RdmaPeerInfo back = RdmaPeerInfo.decode(info.encode());
        assertEquals(info.segmentBase(), back.segmentBase());
        assertArrayEquals(info.segmentKey(), back.segmentKey());
        assertEquals(AtomicsMode.NIC, back.atomics());
        assertEquals(2, back.laneAddresses().size());
        assertArrayEquals(new byte[] {7}, back.laneAddresses().get(1));
        assertNull(RdmaPeerInfo.decode(new byte[0]), "a PE taking no part sends nothing");
    }
}
