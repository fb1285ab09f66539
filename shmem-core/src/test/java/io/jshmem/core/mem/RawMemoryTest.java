package io.jshmem.core.mem;

import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RawMemoryTest {
    private final ByteBuffer buffer = ByteBuffer.allocateDirect(4096).order(ByteOrder.nativeOrder());
    private final long base = RawMemory.directBufferAddress(buffer);

    @Test
    void shouldFindTheAddressOfADirectBuffer() {
        buffer.putLong(64, 0x0102030405060708L);
        assertEquals(0x0102030405060708L, RawMemory.getLong(base + 64));
        RawMemory.putInt(base + 128, -7);
        assertEquals(-7, buffer.getInt(128));
    }

    @Test
    void shouldCopyBetweenArraysAndRawMemory() {
        final long[] src = {1, -2, 3, Long.MIN_VALUE};
        RawMemory.copy(src, RawMemory.LONG_ARRAY_BASE + 8, null, base + 16, 24);
        assertEquals(-2, buffer.getLong(16));
        assertEquals(Long.MIN_VALUE, buffer.getLong(32));
        final double[] dst = new double[3];
        buffer.putDouble(256, 2.5);
        RawMemory.copy(null, base + 256, dst, RawMemory.DOUBLE_ARRAY_BASE + 16, 8);
        assertArrayEquals(new double[] {0, 0, 2.5}, dst);
    }

    @Test
    void shouldDoAtomicsOnRawMemory() {
        final long at = base + 512;
        RawMemory.putLongVolatile(at, 10);
        assertEquals(10, RawMemory.getAndAddLong(at, 5));
        assertEquals(15, RawMemory.getAndSetLong(at, 3));
        assertTrue(RawMemory.compareAndSetLong(at, 3, 4));
        assertFalse(RawMemory.compareAndSetLong(at, 3, 5));
        assertEquals(4, RawMemory.compareAndExchangeLong(at, 9, 1));
        assertEquals(4, RawMemory.compareAndExchangeLong(at, 4, 12));
        assertEquals(12, RawMemory.getAndBitwiseAndLong(at, 0b1010));
        assertEquals(8, RawMemory.getAndBitwiseOrLong(at, 0b0001));
        assertEquals(9, RawMemory.getAndBitwiseXorLong(at, 0b1111));
        assertEquals(6, RawMemory.getLongVolatile(at));
        final long i = base + 600;
        RawMemory.putIntRelease(i, 1);
        assertEquals(1, RawMemory.getAndAddInt(i, 1));
        assertEquals(3, RawMemory.getAndBitwiseOrInt(i, 1) | 1);
    }

    @Test
    void shouldKeepAtomicAddsExactUnderContention() throws InterruptedException {
        final long at = base + 1024;
        RawMemory.putLongVolatile(at, 0);
        final Thread[] threads = new Thread[4];
        for (int t = 0; t < threads.length; t++) {
            threads[t] = new Thread(() -> {
                for (int k = 0; k < 100_000; k++) {
                    RawMemory.getAndAddLong(at, 1);
                    RawMemory.getAndBitwiseXorLong(at + 8, 1);
                }
            });
            threads[t].start();
        }
        for (final Thread t : threads) {
            t.join();
        }
        assertEquals(400_000, RawMemory.getLongVolatile(at));
        assertEquals(0, RawMemory.getLongVolatile(at + 8), "an even number of xor 1");
    }

    @Test
    void shouldFill() {
        RawMemory.fill(base + 2048, 100, (byte) 0x5a);
        assertEquals(0x5a, buffer.get(2048 + 99));
        assertEquals(0, buffer.get(2048 + 100));
    }
}
