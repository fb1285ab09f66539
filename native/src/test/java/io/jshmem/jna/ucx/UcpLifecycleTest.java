package io.jshmem.jna.ucx;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Ownership, closing and argument checks, on a worker connected to itself (UCX's default transports). */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class UcpLifecycleTest {
    private static final long TIMEOUT_NS = TimeUnit.SECONDS.toNanos(5);

    @Test
    void shouldCloseChildrenWithTheContextAndOnlyOnce() {
        try (Memory region = new Memory(4096)) {
            final UcpContext context = UcpContext.open();
            final UcpWorker worker = context.newWorker(UcsThreadMode.SINGLE);
            final UcpMemory memory = context.memoryMap(Pointer.nativeValue(region), 4096);
            final UcpEndpoint endpoint = worker.newEndpoint(worker.address());
            final UcpRemoteKey key = endpoint.unpackRemoteKey(memory.packedRemoteKey());
            final UcpEndpoint closedEarly = worker.newEndpoint(worker.address());
            closedEarly.close();

            context.close();

            assertTrue(key.isClosed() && endpoint.isClosed() && memory.isClosed() && worker.isClosed()
                && context.isClosed());
            assertDoesNotThrow(context::close);
            assertDoesNotThrow(endpoint::close);
            final IllegalStateException e = assertThrows(IllegalStateException.class, worker::progress);
            assertEquals("UcpWorker is closed", e.getMessage());
            assertThrows(IllegalStateException.class, () -> endpoint.flush(TIMEOUT_NS));
            assertThrows(IllegalStateException.class, memory::packedRemoteKey);
            assertThrows(IllegalStateException.class, () -> key.ptr(memory.address()));
        }
    }

    @Test
    void shouldWorkOnItsOwnMemoryThroughALoopbackEndpoint() {
        try (Memory region = new Memory(4096); UcpContext context = UcpContext.open()) {
            region.clear();
            final UcpWorker worker = context.newWorker(UcsThreadMode.SINGLE);
            final UcpMemory memory = context.memoryMap(Pointer.nativeValue(region), 4096);
            final UcpEndpoint endpoint = worker.newEndpoint(worker.address());
            final UcpRemoteKey key = endpoint.unpackRemoteKey(memory.packedRemoteKey());

            assertEquals(0, endpoint.atomicFetch(UcpAtomicOp.ADD, memory.address() + 8, key, 3, 8, TIMEOUT_NS));
            endpoint.put(memory.address(), key, memory.address() + 8, 8, TIMEOUT_NS);
            worker.flush(TIMEOUT_NS);
            worker.fence();

            assertEquals(3, region.getLong(0));
        }
    }

    @Test
    void shouldRejectBadAtomicsAndForeignKeysBeforeCallingUcx() {
        try (Memory region = new Memory(4096); UcpContext context = UcpContext.open()) {
            final UcpWorker worker = context.newWorker(UcsThreadMode.SINGLE);
            final UcpMemory memory = context.memoryMap(Pointer.nativeValue(region), 4096);
            final UcpEndpoint endpoint = worker.newEndpoint(worker.address());
            final UcpEndpoint other = worker.newEndpoint(worker.address());
            final UcpRemoteKey key = endpoint.unpackRemoteKey(memory.packedRemoteKey());
            final UcpRemoteKey otherKey = other.unpackRemoteKey(memory.packedRemoteKey());
            final long word = memory.address() + 64;

            assertEquals("atomic target 0x" + Long.toHexString(word + 4) + " is not aligned to 8 bytes",
                assertThrows(IllegalArgumentException.class,
                    () -> endpoint.atomicFetch(UcpAtomicOp.ADD, word + 4, key, 1, 8, TIMEOUT_NS)).getMessage());
            assertThrows(IllegalArgumentException.class, () -> endpoint.atomicPost(UcpAtomicOp.ADD, word, key, 1, 2));
            assertThrows(IllegalArgumentException.class, () -> endpoint.atomicPost(UcpAtomicOp.SWAP, word, key, 1, 8));
            assertThrows(IllegalArgumentException.class,
                () -> endpoint.atomicFetchNonBlocking(UcpAtomicOp.CSWAP, word, key, 1, 8, word));
            assertEquals("remote key was unpacked on another endpoint", assertThrows(IllegalArgumentException.class,
                () -> endpoint.get(word, word, otherKey, 8, TIMEOUT_NS)).getMessage());
            assertThrows(IllegalArgumentException.class, () -> context.memoryMap(0, 4096));
            assertFalse(endpoint.isBroken());
        }
    }

    @Test
    void shouldExplainThatSharedMemoryRefusesPeerErrorHandling() {
        try (UcpContext target = UcpContext.open(Map.of("TLS", "posix"));
             UcpContext initiator = UcpContext.open(Map.of("TLS", "posix"))) {
            final byte[] address = target.newWorker(UcsThreadMode.SINGLE).address();
            final UcpWorker worker = initiator.newWorker(UcsThreadMode.SINGLE);

            final UcxException e = assertThrows(UcxException.class, () -> worker.newEndpoint(address));

            assertEquals(UcsStatus.UCS_ERR_UNREACHABLE, e.status());
            assertTrue(e.getMessage().contains("PEER; UCX 1.13's shared-memory transports refuse PEER: use NONE"),
                e.getMessage());
            assertDoesNotThrow(() -> worker.newEndpoint(address, UcpErrorHandlingMode.NONE).close());
        }
    }

    @Test
    void shouldNameAnInvalidConfigurationValue() {
        final Map<String, String> config = new LinkedHashMap<>();
        config.put("UCX_TLS", "tcp");
        config.put("RNDV_THRESH", "banana");

        final UcxException e = assertThrows(UcxException.class, () -> UcpContext.open(config));

        assertEquals(UcsStatus.UCS_ERR_INVALID_PARAM, e.status());
        assertEquals("ucp_config_modify(RNDV_THRESH=banana) failed: UCS_ERR_INVALID_PARAM (-5): Invalid parameter",
            e.getMessage());
    }

    @Test
    void shouldNameTheConfigurationWhenNoTransportIsLeft() {
        final UcxException e = assertThrows(UcxException.class,
            () -> UcpContext.open(Map.of("TLS", "no-such-transport")));

        assertEquals(UcsStatus.UCS_ERR_NO_DEVICE, e.status());
        assertTrue(e.getMessage().startsWith("ucp_init_version({TLS=no-such-transport}) failed: UCS_ERR_NO_DEVICE"),
            e.getMessage());
    }
}
