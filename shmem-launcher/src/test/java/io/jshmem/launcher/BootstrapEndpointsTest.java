package io.jshmem.launcher;

import org.junit.jupiter.api.Test;

import java.net.InetSocketAddress;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BootstrapEndpointsTest {
    @Test
    void shouldUseLoopbackAndAFreePortWhenEveryPeIsHere() {
        final InetSocketAddress endpoint = BootstrapEndpoints.choose(BootstrapRequest.NONE, "localhost", true, true,
            List.of());

        assertEquals("127.0.0.1", endpoint.getAddress().getHostAddress());
        assertTrue(endpoint.getPort() > 0);
    }

    @Test
    void shouldTakeTheAddressAndPortAsked() {
        final InetSocketAddress endpoint = BootstrapEndpoints.choose(
            BootstrapRequest.of(null, "10.1.2.3:5000", "ignored0"), "h1", false, false, List.of("h2"));

        assertEquals(new InetSocketAddress("10.1.2.3", 5000), endpoint);
    }

    @Test
    void shouldChooseAHighPortForAnAddressOfAnotherHost() {
        final InetSocketAddress endpoint = BootstrapEndpoints.choose(BootstrapRequest.of("10.1.2.3", null, null),
            "h1", false, false, List.of("h1", "h2"));

        assertTrue(endpoint.getPort() >= BootstrapEndpoints.REMOTE_PORT_MIN
            && endpoint.getPort() <= BootstrapEndpoints.REMOTE_PORT_MAX, endpoint::toString);
    }

    @Test
    void shouldReadIpv6WithPortInBrackets() {
        assertEquals(new InetSocketAddress("fd00::5", 7000), BootstrapEndpoints.choose(
            BootstrapRequest.of("[fd00::5]:7000", null, null), "h1", false, false, List.of()));
    }

    @Test
    void shouldRefuseLoopbackWhenPesRunOnOtherHosts() {
        final IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, () -> BootstrapEndpoints
            .choose(BootstrapRequest.of("127.0.0.1", null, null), "localhost", true, false, List.of("h2")));

        assertEquals("the bootstrap address 127.0.0.1 is a loopback address, which the other hosts cannot reach: "
            + "give --bootstrap-address with an address of localhost (PE 0's host)", ex.getMessage());
    }

    @Test
    void shouldNeverChooseLoopbackByItselfForSeveralHosts() {
        final InetSocketAddress endpoint;
        try {
            endpoint = BootstrapEndpoints.choose(BootstrapRequest.NONE, "localhost", true, false,
                List.of("elsewhere.invalid"));
        } catch (final IllegalArgumentException ex) {
            // a machine without any non-loopback address says so
            assertTrue(ex.getMessage().contains("--bootstrap-address"), ex.getMessage());
            return;
        }
        assertFalse(endpoint.getAddress().isLoopbackAddress(), endpoint::toString);
    }

    @Test
    void shouldTakeTheAddressOfTheInterfaceAsked() {
        assertEquals("127.0.0.1", BootstrapEndpoints.choose(BootstrapRequest.of(null, null, "lo"), "localhost", true,
            true, List.of()).getAddress().getHostAddress());
    }

    @Test
    void shouldSayWhenTheInterfaceIsOfAnotherHostOrMissing() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> BootstrapEndpoints.choose(
            BootstrapRequest.of(null, null, "eth0"), "h1", false, false, List.of())).getMessage()
            .startsWith("JSHMEM_BOOTSTRAP_IFNAME names an interface of this host, but PE 0 runs on host h1"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> BootstrapEndpoints.choose(
            BootstrapRequest.of(null, null, "nosuch9"), "localhost", true, true, List.of())).getMessage()
            .startsWith("JSHMEM_BOOTSTRAP_IFNAME=nosuch9: this host has no such interface (it has "));
    }
}
