package io.jshmem.core.transport;

import io.jshmem.core.transport.fabric.FabricMemTransport;
import io.jshmem.exceptions.ShmemException;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TransportRouterTest {
    private static final PeInfo[] PEERS = {
        new PeInfo(0, "a", 10, 3, 1 << 20, 1 << 19, Map.of()),
        new PeInfo(1, "a", 11, 3, 1 << 20, 1 << 19, Map.of()),
        new PeInfo(2, "b", 12, 3, 1 << 20, 1 << 19, Map.of()),
    };
    private final FabricMemTransport fabric = new FabricMemTransport(PEERS[0], new long[] {4096, 8192, 0});
    private final Transport remote = new StubTransport("rdma", pe -> pe.pe() == 2 || pe.pe() == 0);

    @Test
    void shouldPickTheFirstEnabledTransportThatReachesEachPe() {
        final TransportRouter router = TransportRouter.route(PEERS, List.of(fabric, remote));
        assertSame(fabric, router.byPe()[0]);
        assertSame(fabric, router.byPe()[1]);
        assertSame(remote, router.byPe()[2]);
        assertSame(router.byPe()[1], router.atomicsByPe()[1]);
        assertTrue(router.describe().contains("pe 2 -> rdma (host b)"), router.describe());
    }

    @Test
    void shouldSendAtomicsOfMarkedPesThroughTheGivenTransport() {
        final TransportRouter router = TransportRouter.route(PEERS, List.of(fabric, remote), remote,
            new boolean[] {true, false, true});
        final DivertedAtomicsTransport diverted = assertInstanceOf(DivertedAtomicsTransport.class,
            router.byPe()[0], "the route of a diverted PE carries both transports");
        assertSame(fabric, diverted.rma(), "RMA keeps its route");
        assertSame(remote, diverted.atomics(), "atomics for an RDMA target go through RDMA, from its host too");
        assertSame(remote, router.atomicsByPe()[0]);
        assertSame(fabric, router.byPe()[1], "a PE nobody reaches through RDMA keeps its plain route");
        assertSame(fabric, router.atomicsByPe()[1]);
        assertSame(remote, router.byPe()[2]);
        assertSame(remote, router.atomicsByPe()[2]);
        assertArrayEquals(new Transport[] {fabric, remote}, router.inUse(), "the parts, not the routes");
        assertTrue(router.describe().contains("pe 0 -> fabric (host a), atomics rdma"), router.describe());
    }

    @Test
    void shouldNameTheUnreachablePeAndWhatWasTried() {
        final ShmemException ex = assertThrows(ShmemException.class,
            () -> TransportRouter.route(PEERS, List.of(fabric)));
        assertTrue(ex.getMessage().contains("PE 2 on host 'b'") && ex.getMessage().contains("tried: fabric"),
            ex.getMessage());
    }
}
