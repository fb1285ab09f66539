package io.jshmem.jna.ucx;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Put, get and every atomic between an initiator (this thread) and a {@link RmaTarget} whose worker a progress
 * thread drives, over one forced UCX transport. Subclasses choose the transport and where the target lives.
 * Every check reads the target's memory directly, never back through UCX.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 30, unit = TimeUnit.SECONDS)
abstract class RmaScenarios {
    static final long TIMEOUT_NS = TimeUnit.SECONDS.toNanos(10);
    private static final int LOCAL_BYTES = 2 * RmaTarget.MIB + 4096;

    private RmaTarget target;
    private UcpContext context;
    private UcpEndpoint endpoint;
    private UcpRemoteKey key;
    private Memory local;
    private long localBase;

    /** The value of {@code UCX_TLS} for both sides. */
    abstract String transports();

    abstract RmaTarget startTarget(String transports);

    @BeforeAll
    void connect() {
        target = startTarget(transports());
        context = UcpContext.open(Map.of("TLS", transports()));
        endpoint = context.newWorker(UcsThreadMode.SINGLE).newEndpoint(target.workerAddress(),
            errorModeFor(transports()));
        key = endpoint.unpackRemoteKey(target.packedKey());
        local = new Memory(LOCAL_BYTES);
        local.clear();
        localBase = Pointer.nativeValue(local);
    }

    @AfterAll
    void disconnect() {
        try {
            if (context != null) {
                context.close();
            }
        } finally {
            if (target != null) {
                target.close();
            }
            if (local != null) {
                local.close();
            }
        }
    }

    /** UCX 1.13's shared-memory transports cannot detect a failed peer, so they refuse PEER endpoints. */
    static UcpErrorHandlingMode errorModeFor(final String transports) {
        return transports.equals("tcp") ? UcpErrorHandlingMode.PEER : UcpErrorHandlingMode.NONE;
    }

    private long remote(final long offset) {
        return target.base() + offset;
    }

    private static long slot(final int index) {
        return RmaTarget.SLOTS + (long) index * RmaTarget.SLOT_BYTES;
    }

    @Test
    void shouldPutThenFlushIntoTargetMemory() {
        final byte[] data = randomBytes(64, 1);
        local.write(0, data, 0, data.length);

        endpoint.put(remote(slot(0)), key, localBase, data.length, TIMEOUT_NS);
        endpoint.flush(TIMEOUT_NS);

        assertArrayEquals(data, target.read(slot(0), data.length));
    }

    @Test
    void shouldGetPatternWrittenByTarget() {
        endpoint.get(localBase, remote(RmaTarget.PATTERN + 101), key, 64, TIMEOUT_NS);
        endpoint.get(localBase + 64, remote(RmaTarget.PATTERN + 7), key, 8, TIMEOUT_NS);

        assertArrayEquals(expectedPattern(101, 64), local.getByteArray(0, 64));
        assertArrayEquals(expectedPattern(7, 8), local.getByteArray(64, 8));
    }

    @Test
    void shouldPutAndGetOneMebibyte() {
        final byte[] data = randomBytes(RmaTarget.MIB, 2);
        local.write(0, data, 0, data.length);

        endpoint.put(remote(RmaTarget.BULK), key, localBase, data.length, TIMEOUT_NS);
        endpoint.flush(TIMEOUT_NS);
        assertArrayEquals(data, target.read(RmaTarget.BULK, data.length), "target memory after 1 MiB put");

        endpoint.get(localBase + RmaTarget.MIB, remote(RmaTarget.BULK), key, data.length, TIMEOUT_NS);
        assertArrayEquals(data, local.getByteArray(RmaTarget.MIB, data.length), "1 MiB read back by get");
    }

    @Test
    void shouldFetchAddSequentially64() {
        final long word = remote(slot(1));
        target.write(slot(1), longBytes(0));

        for (int i = 0; i < 100; i++) {
            assertEquals(5L * i, endpoint.atomicFetch(UcpAtomicOp.ADD, word, key, 5, Long.BYTES, TIMEOUT_NS));
        }

        assertEquals(500L, readLong(slot(1)));
    }

    @Test
    void shouldApplyEvery64BitAtomicExactly() {
        final long word = remote(slot(2));
        final long initial = 0xF0F0_0000_FFFF_1234L;
        target.write(slot(2), longBytes(initial));

        assertEquals(initial, endpoint.atomicFetch(UcpAtomicOp.SWAP, word, key, 0x8000_0000_0000_00FFL, 8,
            TIMEOUT_NS));
        assertEquals(0x8000_0000_0000_00FFL, endpoint.compareAndSwap(word, key, 1, 2, 8, TIMEOUT_NS),
            "a failed cswap returns the current value");
        assertEquals(0x8000_0000_0000_00FFL, readLong(slot(2)), "a failed cswap leaves the word alone");
        assertEquals(0x8000_0000_0000_00FFL, endpoint.compareAndSwap(word, key, 0x8000_0000_0000_00FFL,
            0x0123_4567_89AB_CDEFL, 8, TIMEOUT_NS));
        assertEquals(0x0123_4567_89AB_CDEFL, endpoint.atomicFetch(UcpAtomicOp.AND, word, key,
            0xFFFF_0000_FFFF_0000L, 8, TIMEOUT_NS));
        assertEquals(0x0123_0000_89AB_0000L, endpoint.atomicFetch(UcpAtomicOp.OR, word, key, 0xF, 8, TIMEOUT_NS));
        assertEquals(0x0123_0000_89AB_000FL, endpoint.atomicFetch(UcpAtomicOp.XOR, word, key, -1L, 8, TIMEOUT_NS));
        assertEquals(~0x0123_0000_89AB_000FL, endpoint.atomicFetch(UcpAtomicOp.ADD, word, key, 0x10, 8,
            TIMEOUT_NS));

        final long afterFetching = ~0x0123_0000_89AB_000FL + 0x10;
        assertEquals(afterFetching, readLong(slot(2)));
        endpoint.atomicPost(UcpAtomicOp.ADD, word, key, Long.MIN_VALUE, 8);
        endpoint.atomicPost(UcpAtomicOp.AND, word, key, 0x00FF_FFFF_FFFF_FFFFL, 8);
        endpoint.atomicPost(UcpAtomicOp.OR, word, key, 0x0A00_0000_0000_0000L, 8);
        endpoint.atomicPost(UcpAtomicOp.XOR, word, key, 0x0000_0000_0000_0101L, 8);
        endpoint.flush(TIMEOUT_NS);
        assertEquals((((afterFetching + Long.MIN_VALUE) & 0x00FF_FFFF_FFFF_FFFFL) | 0x0A00_0000_0000_0000L)
            ^ 0x0101L, readLong(slot(2)));
    }

    @Test
    void shouldApplyEvery32BitAtomicExactlyWithoutTouchingNeighbours() {
        final long word = remote(slot(3) + 4);
        target.write(slot(3), intBytes(0x5A5A_5A5A, 0xFFFF_FFF0, 0x5A5A_5A5A));

        assertEquals(0xFFFF_FFF0, (int) endpoint.atomicFetch(UcpAtomicOp.ADD, word, key, 0x20, 4, TIMEOUT_NS),
            "32-bit fetch-add returns the old value (sign-extended)");
        assertEquals(0x10, (int) endpoint.atomicFetch(UcpAtomicOp.SWAP, word, key, 0x8000_0001, 4, TIMEOUT_NS),
            "32-bit add wraps within the word");
        assertEquals(0x8000_0001, (int) endpoint.compareAndSwap(word, key, 7, 9, 4, TIMEOUT_NS));
        assertEquals(0x8000_0001, (int) endpoint.compareAndSwap(word, key, 0x8000_0001, 0x0F0F_00FF, 4,
            TIMEOUT_NS));
        assertEquals(0x0F0F_00FF, (int) endpoint.atomicFetch(UcpAtomicOp.AND, word, key, 0x00FF_FFF0, 4,
            TIMEOUT_NS));
        assertEquals(0x000F_00F0, (int) endpoint.atomicFetch(UcpAtomicOp.OR, word, key, 0x1, 4, TIMEOUT_NS));
        assertEquals(0x000F_00F1, (int) endpoint.atomicFetch(UcpAtomicOp.XOR, word, key, 0xFFFF_FFFF, 4,
            TIMEOUT_NS));
        endpoint.atomicPost(UcpAtomicOp.ADD, word, key, 2, 4);
        endpoint.atomicPost(UcpAtomicOp.AND, word, key, 0x7FFF_FFFF, 4);
        endpoint.atomicPost(UcpAtomicOp.OR, word, key, 0x100, 4);
        endpoint.atomicPost(UcpAtomicOp.XOR, word, key, 0x3, 4);
        endpoint.flush(TIMEOUT_NS);

        final int expected = (((~0x000F_00F1 + 2) & 0x7FFF_FFFF) | 0x100) ^ 0x3;
        assertArrayEquals(intBytes(0x5A5A_5A5A, expected, 0x5A5A_5A5A), target.read(slot(3), 12));
    }

    @Test
    void shouldCompleteNonBlockingOperationsByFlush() {
        final int puts = 64;
        final long[] requests = new long[puts];
        for (int i = 0; i < puts; i++) {
            local.setLong(8L * i, 1000L + i);
            requests[i] = endpoint.putNonBlocking(remote(slot(4) + 8L * i), key, localBase + 8L * i, 8);
        }
        for (int i = 0; i < 100; i++) {
            endpoint.atomicPost(UcpAtomicOp.ADD, remote(slot(5)), key, i, 8); // distinct operands, one scratch word
        }
        endpoint.flush(TIMEOUT_NS);

        for (final long request : requests) {
            assertTrue(endpoint.worker().isComplete(request));
            endpoint.worker().await(request, TIMEOUT_NS);
        }
        for (int i = 0; i < puts; i++) {
            assertEquals(1000L + i, readLong(slot(4) + 8L * i), "word " + i);
        }
        assertEquals(4950L, readLong(slot(5)), "sum of 100 posted adds of 0..99");

        final long result = localBase + 2048;
        endpoint.worker().await(endpoint.atomicFetchNonBlocking(UcpAtomicOp.ADD, remote(slot(5)), key, 50, 8,
            result), TIMEOUT_NS);
        assertEquals(4950L, local.getLong(2048));
        endpoint.worker().await(endpoint.compareAndSwapNonBlocking(remote(slot(5)), key, 5000, -1, 8, result),
            TIMEOUT_NS);
        assertEquals(5000L, local.getLong(2048));
        endpoint.worker().await(endpoint.getNonBlocking(localBase + 4096, remote(RmaTarget.PATTERN), key, 256),
            TIMEOUT_NS);
        assertArrayEquals(expectedPattern(0, 256), local.getByteArray(4096, 256));
        endpoint.worker().flush(TIMEOUT_NS);
        assertEquals(-1L, readLong(slot(5)));
    }

    @Test
    void shouldNotAllocateOnTheDataPath() {
        final long word = remote(slot(6));
        final UcpWorker worker = endpoint.worker();
        // Any per-operation allocation shows in every round (100 x 11 calls); the JIT may allocate a little
        // in some early round while it recompiles, so the steady state is a round of exactly zero.
        final long[] allocatedPerRound = new long[5];
        for (int round = 0; round < allocatedPerRound.length; round++) {
            final long before = ThreadAllocation.bytes();
            for (int i = 0; i < 100; i++) {
                endpoint.put(word, key, localBase, 8, TIMEOUT_NS);
                endpoint.flush(TIMEOUT_NS);
                endpoint.get(localBase + 8, word, key, 8, TIMEOUT_NS);
                endpoint.atomicFetch(UcpAtomicOp.ADD, word, key, 1, 8, TIMEOUT_NS);
                endpoint.compareAndSwap(word, key, 0, 1, 4, TIMEOUT_NS);
                endpoint.atomicPost(UcpAtomicOp.XOR, word, key, 1, 8);
                worker.await(endpoint.putNonBlocking(word, key, localBase, 8), TIMEOUT_NS);
                worker.await(endpoint.atomicFetchNonBlocking(UcpAtomicOp.OR, word, key, 0, 8, localBase), TIMEOUT_NS);
                worker.flush(TIMEOUT_NS);
                worker.fence();
                worker.progress();
            }
            allocatedPerRound[round] = ThreadAllocation.bytes() - before;
        }
        assertEquals(0, Arrays.stream(allocatedPerRound, 1, allocatedPerRound.length).min().getAsLong(),
            "bytes allocated per round of 100 x put/get/atomics/flush: " + Arrays.toString(allocatedPerRound));
    }

    @Test
    void shouldUseTheForcedTransport() {
        endpoint.flush(TIMEOUT_NS); // wire-up done, lanes chosen
        final String info = endpoint.info();
        final String transport = transports().split(",")[0];

        assertTrue(info.contains(transport + "/"), "endpoint lanes should use " + transport + ":\n" + info);
        final String workerInfo = endpoint.worker().info();
        assertTrue(workerInfo.contains("address: " + endpoint.worker().address().length + " bytes"), workerInfo);
    }

    @Test
    void shouldGiveDirectPointerOnlyWhenItReadsTheTarget() {
        final long pointer = key.ptr(remote(RmaTarget.PATTERN));
        if (transports().equals("tcp")) {
            assertEquals(0, pointer, "tcp has no direct access to the peer's memory");
        } else if (pointer != 0) {
            assertArrayEquals(expectedPattern(0, 64), new Pointer(pointer).getByteArray(0, 64));
        }
    }

    private long readLong(final long offset) {
        return ByteBuffer.wrap(target.read(offset, 8)).order(ByteOrder.nativeOrder()).getLong();
    }

    static byte[] longBytes(final long value) {
        return ByteBuffer.allocate(8).order(ByteOrder.nativeOrder()).putLong(value).array();
    }

    static byte[] intBytes(final int... values) {
        final ByteBuffer buffer = ByteBuffer.allocate(4 * values.length).order(ByteOrder.nativeOrder());
        Arrays.stream(values).forEach(buffer::putInt);
        return buffer.array();
    }

    static byte[] expectedPattern(final long from, final int length) {
        final byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = RmaTarget.pattern(from + i);
        }
        return bytes;
    }

    static byte[] randomBytes(final int length, final long seed) {
        final byte[] bytes = new byte[length];
        new Random(seed).nextBytes(bytes);
        return bytes;
    }
}
