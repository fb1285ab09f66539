package io.jshmem.core.sync;

import io.jshmem.Comparison;
import io.jshmem.bootstrap.LocalBootstrap;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.exceptions.PeerFailedException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LocalWordSetTest {
    private final ByteBuffer memory = ByteBuffer.allocateDirect(256).order(ByteOrder.nativeOrder());
    private final long base = RawMemory.directBufferAddress(memory);
    private final LocalBootstrap.Group group = LocalBootstrap.group(2);
    private final Idler idler = new Idler(group.member(0), 1_000, 1_000);

    private void longs(final long... values) {
        for (int i = 0; i < values.length; i++) {
            memory.putLong(8 * i, values[i]);
        }
    }

    @Test
    void shouldApplyMasksAndVectorsToLongWords() {
        longs(5, 1, 5, 9);
        final int[] mask = {0, 1, 0, 0};
        assertFalse(LocalWordSet.testAll(base, 8, 4, null, Comparison.EQ, 5, null));
        assertFalse(LocalWordSet.testAll(base, 8, 4, mask, Comparison.EQ, 5, null));
        assertTrue(LocalWordSet.testAll(base, 8, 3, mask, Comparison.EQ, 5, null));
        assertTrue(LocalWordSet.testAll(base, 8, 4, null, Comparison.EQ, 0, new long[] {5, 1, 5, 9}));
        assertEquals(1, LocalWordSet.testAny(base, 8, 4, null, Comparison.LT, 5, null));
        assertEquals(3, LocalWordSet.testAny(base, 8, 4, mask, Comparison.NE, 5, null));
        final int[] indices = new int[4];
        assertEquals(3, LocalWordSet.testSome(base, 8, 4, indices, null, Comparison.GE, 5, null));
        assertArrayEquals(new int[] {0, 2, 3}, Arrays.copyOf(indices, 3));
        assertEquals(2, LocalWordSet.testSome(base, 8, 4, indices, null, Comparison.EQ, 0, new long[] {0, 1, 0, 9}));
        assertArrayEquals(new int[] {1, 3}, Arrays.copyOf(indices, 2));
    }

    @Test
    void shouldCompareIntWordsAsSignedInts() {
        memory.putInt(0, -1);
        memory.putInt(4, 7);
        assertEquals(0, LocalWordSet.testAny(base, 4, 2, null, Comparison.LT, 0, null));
        assertTrue(LocalWordSet.testAll(base, 4, 2, null, Comparison.EQ, 0, new int[] {-1, 7}));
        assertEquals(-1L, LocalWord.load(base, 4), "sign-extended");
    }

    @Test
    void shouldFollowTheRulesForEmptyAndMaskedSets() {
        longs(0, 0);
        final int[] masked = {1, 1};
        final int[] indices = new int[2];
        assertTrue(LocalWordSet.testAll(base, 8, 0, null, Comparison.EQ, 1, null));
        assertTrue(LocalWordSet.testAll(base, 8, 2, masked, Comparison.EQ, 1, null));
        assertEquals(LocalWordSet.NO_INDEX, LocalWordSet.testAny(base, 8, 2, masked, Comparison.EQ, 0, null));
        assertEquals(0, LocalWordSet.testSome(base, 8, 2, indices, masked, Comparison.EQ, 0, null));
        assertEquals(LocalWordSet.NO_INDEX, LocalWordSet.waitAny(base, 8, 0, null, Comparison.EQ, 1, null, idler));
        assertEquals(LocalWordSet.NO_INDEX, LocalWordSet.waitAny(base, 8, 2, masked, Comparison.EQ, 1, null, idler));
        assertEquals(0, LocalWordSet.waitSome(base, 8, 2, indices, masked, Comparison.EQ, 1, null, idler));
        LocalWordSet.waitAll(base, 8, 2, masked, Comparison.EQ, 1, null, idler);
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldWakeWhenAnotherThreadStoresTheWord() throws Exception {
        longs(0, 0, 0);
        final Thread writer = new Thread(() -> {
            try {
                Thread.sleep(20);
            } catch (final InterruptedException ex) {
                Thread.currentThread().interrupt();
            }
            RawMemory.putLongVolatile(base + 16, 42);
        });
        writer.start();
        assertEquals(2, LocalWordSet.waitAny(base, 8, 3, null, Comparison.EQ, 42, null, idler));
        writer.join();
        assertEquals(42, LocalWord.await(base + 16, 8, Comparison.GE, 40, idler));
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldTimeOutWithoutThrowing() {
        longs(0);
        final long start = System.nanoTime();
        assertFalse(LocalWord.await(base, 8, Comparison.EQ, 1, 20_000_000L, idler));
        assertTrue(System.nanoTime() - start >= 20_000_000L, "not before the timeout");
        assertTrue(LocalWord.await(base, 8, Comparison.EQ, 0, 0, idler));
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldEndAWaitWhenAPeerFails() {
        longs(0);
        group.fail(1, new IllegalStateException("boom"));
        assertThrows(PeerFailedException.class, () -> LocalWord.await(base, 8, Comparison.EQ, 1, idler));
        assertThrows(PeerFailedException.class,
            () -> LocalWordSet.waitAll(base, 8, 1, null, Comparison.EQ, 1, null, idler));
        assertThrows(PeerFailedException.class, () -> LocalWord.awaitUnsigned(base, Comparison.GT, 0, idler));
    }
}
