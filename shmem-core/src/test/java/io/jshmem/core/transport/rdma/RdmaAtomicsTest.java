package io.jshmem.core.transport.rdma;

import com.sun.jna.Pointer;
import io.jshmem.SignalOp;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.core.transport.AtomicOp;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every atomic of the RDMA transport (fetching and not, 32 and 64 bits, blocking and non-blocking fetching forms)
 * returns the right old values and leaves the right word, also when every PE hits one word at once; and a
 * put-with-signal or a put, fence, flag sequence never lets a PE see the signal before the whole (sliced, striped)
 * data.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class RdmaAtomicsTest {
    private static final long LONG_WORD = 1024;
    private static final long INT_WORD = 2048;
    private static final long SCRATCH = 4096;
    private static final int ROUNDS = 150;

    @BeforeAll
    static void needsUcx() {
        RdmaTestJob.assumeUcx();
    }

    @ParameterizedTest
    @ValueSource(strings = {"tcp", "posix"})
    void shouldCountEveryConcurrentFetchAddExactlyOnce(final String tls) {
        final int nPes = 3;
        RdmaTestJob.run(nPes, RdmaTestJob.settings(tls, 4096, 2), pe -> {
            final long[] seenLong = new long[ROUNDS];
            final int[] seenInt = new int[ROUNDS];
            for (int i = 0; i < ROUNDS; i++) {
                seenLong[i] = pe.rdma().atomicFetchAddLong(0, LONG_WORD, 1);
                seenInt[i] = pe.rdma().atomicFetchAddInt(0, INT_WORD, 2);
                pe.rdma().atomicAddLong(1, LONG_WORD, 3);
            }
            for (int i = 1; i < ROUNDS; i++) {
                if (seenLong[i] <= seenLong[i - 1] || seenInt[i] <= seenInt[i - 1]) {
                    throw new AssertionError("fetched values must grow: " + seenLong[i - 1] + ", " + seenLong[i]);
                }
            }
            pe.rdma().quiet();
            pe.barrier();
            if (pe.me() == 0) {
                assertEquals((long) nPes * ROUNDS, pe.memory().getLong(LONG_WORD));
                assertEquals(2 * nPes * ROUNDS, pe.memory().getInt(INT_WORD));
            }
            if (pe.me() == 1) {
                assertEquals(3L * nPes * ROUNDS, pe.memory().getLong(LONG_WORD));
            }
            assertEquals((long) nPes * ROUNDS, pe.rdma().atomicFetchLong(0, LONG_WORD), "atomic read");
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"tcp", "posix"})
    void shouldReturnTheOldValueOfEveryOperation(final String tls) {
        RdmaTestJob.run(2, RdmaTestJob.settings(tls, 4096, 2), pe -> {
            if (pe.me() == 0) {
                longs(pe.rdma(), 1);
                ints(pe.rdma(), 1);
                nonBlocking(pe, 1);
            }
            pe.barrier();
        });
    }

    private static void longs(final UcxRdmaTransport rdma, final int pe) {
        final long w = LONG_WORD;
        rdma.atomicSetLong(pe, w, 0x0F0FL);
        rdma.quiet();
        assertEquals(0x0F0FL, rdma.atomicFetchLong(pe, w));
        assertEquals(0x0F0FL, rdma.atomicSwapLong(pe, w, 100));
        assertEquals(100, rdma.atomicCompareSwapLong(pe, w, 99, 7), "no swap: old value returned");
        assertEquals(100, rdma.atomicCompareSwapLong(pe, w, 100, -5), "swap");
        assertEquals(-5, rdma.atomicFetchAddLong(pe, w, 10));
        assertEquals(5, rdma.atomicFetchAndLong(pe, w, 0b0110));
        assertEquals(0b0100, rdma.atomicFetchOrLong(pe, w, 0b1001));
        assertEquals(0b1101, rdma.atomicFetchXorLong(pe, w, 0b0011));
        rdma.atomicAndLong(pe, w, 0b1100);
        rdma.atomicOrLong(pe, w, 1L << 40);
        rdma.atomicXorLong(pe, w, 0b0001);
        rdma.atomicAddLong(pe, w, 1L << 41);
        rdma.quiet();
        assertEquals((1L << 40) + (1L << 41) + 0b1101, rdma.atomicFetchLong(pe, w));
    }

    private static void ints(final UcxRdmaTransport rdma, final int pe) {
        final long w = INT_WORD;
        rdma.atomicSetInt(pe, w, -1);
        rdma.quiet();
        assertEquals(-1, rdma.atomicFetchInt(pe, w), "a 4-byte word, sign and all");
        assertEquals(-1, rdma.atomicSwapInt(pe, w, 40));
        assertEquals(40, rdma.atomicCompareSwapInt(pe, w, 40, 41));
        assertEquals(41, rdma.atomicFetchAddInt(pe, w, Integer.MAX_VALUE));
        assertEquals(41 + Integer.MAX_VALUE, rdma.atomicFetchAndInt(pe, w, 0xFF));
        assertEquals(0x28, rdma.atomicFetchOrInt(pe, w, 0x100));
        assertEquals(0x128, rdma.atomicFetchXorInt(pe, w, 0x8));
        rdma.atomicAddInt(pe, w, 1);
        rdma.atomicAndInt(pe, w, 0x1F1);
        rdma.atomicOrInt(pe, w, 0x2);
        rdma.atomicXorInt(pe, w, 0x100);
        rdma.quiet();
        assertEquals(0x023, rdma.atomicFetchInt(pe, w));
        assertEquals(0, rdma.atomicFetchInt(pe, w + 4), "the neighbouring word is untouched");
    }

    /**
     * Non-blocking fetching forms deliver their old values into arrays and raw memory by quiet. Each works on a word
     * of its own: nothing orders non-blocking atomics among themselves.
     */
    private static void nonBlocking(final RdmaTestJob.Pe self, final int pe) {
        final UcxRdmaTransport rdma = self.rdma();
        final long l0 = 3072;
        final long i0 = 3200;
        for (int k = 0; k < 7; k++) {
            rdma.atomicSetLong(pe, l0 + 8L * k, 10 + k);
            rdma.atomicSetInt(pe, i0 + 4L * k, 20 + k);
        }
        rdma.quiet();
        final long[] longs = new long[8];
        final int[] ints = new int[8];
        final long lb = RawMemory.LONG_ARRAY_BASE;
        final long ib = RawMemory.INT_ARRAY_BASE;
        rdma.atomicLongNbi(AtomicOp.FETCH, longs, lb, pe, l0, 0L, 0L);
        rdma.atomicLongNbi(AtomicOp.FETCH_ADD, longs, lb + 8, pe, l0 + 8, 5, 0L);
        rdma.atomicLongNbi(AtomicOp.SWAP, longs, lb + 16, pe, l0 + 16, 0b1111, 0L);
        rdma.atomicLongNbi(AtomicOp.COMPARE_SWAP, longs, lb + 24, pe, l0 + 24, 99, 13);
        rdma.atomicLongNbi(AtomicOp.FETCH_AND, longs, lb + 32, pe, l0 + 32, 0b0110, 0L);
        rdma.atomicLongNbi(AtomicOp.FETCH_OR, longs, lb + 40, pe, l0 + 40, 0b0001, 0L);
        rdma.atomicLongNbi(AtomicOp.FETCH_XOR, null, self.segment() + SCRATCH, pe, l0 + 48, 0b0011, 0L);
        rdma.atomicIntNbi(AtomicOp.FETCH, ints, ib, pe, i0, 0, 0);
        rdma.atomicIntNbi(AtomicOp.FETCH_ADD, ints, ib + 4, pe, i0 + 4, 1, 0);
        rdma.atomicIntNbi(AtomicOp.SWAP, ints, ib + 8, pe, i0 + 8, 7, 0);
        rdma.atomicIntNbi(AtomicOp.COMPARE_SWAP, ints, ib + 12, pe, i0 + 12, 8, 23);
        rdma.atomicIntNbi(AtomicOp.FETCH_AND, ints, ib + 16, pe, i0 + 16, 0xC, 0);
        rdma.atomicIntNbi(AtomicOp.FETCH_OR, ints, ib + 20, pe, i0 + 20, 1, 0);
        rdma.atomicIntNbi(AtomicOp.FETCH_XOR, null, self.segment() + SCRATCH + 8, pe, i0 + 24, 0xF, 0);
        rdma.quiet();
        assertArrayEquals(new long[] {10, 11, 12, 13, 14, 15, 0, 0}, longs);
        assertEquals(16, self.memory().getLong(SCRATCH));
        assertArrayEquals(new int[] {20, 21, 22, 23, 24, 25, 0, 0}, ints);
        assertEquals(26, self.memory().getInt(SCRATCH + 8));
        final long[] wordsAfter = {10, 16, 0b1111, 99, 0b0110, 15, 16 ^ 0b0011};
        final int[] intsAfter = {20, 22, 7, 8, 24 & 0xC, 25, 26 ^ 0xF};
        for (int k = 0; k < 7; k++) {
            assertEquals(wordsAfter[k], rdma.atomicFetchLong(pe, l0 + 8L * k), "long word " + k);
            assertEquals(intsAfter[k], rdma.atomicFetchInt(pe, i0 + 4L * k), "int word " + k);
        }
    }

    /**
     * A put-with-signal whose signal UCX queues behind megabytes of data reaches the target while the sender only
     * waits for the answer: the library's waits push out what the waiting PE's channels have in flight, so the
     * signal does not wait for the sender's next operation or quiet (which, here, never comes first).
     */
    @ParameterizedTest
    @ValueSource(strings = {"tcp", "posix"})
    void shouldDeliverTheSignalWhileTheSenderOnlyWaits(final String tls) {
        final int bytes = 2 << 20;
        final long data = 1 << 20;
        final long signal = 512;
        final long count = 576;
        final long ack = 768;
        RdmaTestJob.run(3, RdmaTestJob.settings(tls, 16 * 1024, 2), pe -> {
            final byte[] payload = new byte[bytes];
            for (int r = 1; r <= 40 && pe.me() < 2; r++) {
                final int size = r % 3 == 0 ? bytes : r % 3 == 1 ? 1 : 4097;
                if (pe.me() == 0) {
                    Arrays.fill(payload, 0, size, (byte) r);
                    if ((r & 1) == 0) {
                        pe.rdma().putSignalNbi(1, data, payload, RawMemory.BYTE_ARRAY_BASE, size, signal, r,
                            SignalOp.SET);
                    } else {
                        pe.rdma().putSignal(1, data, payload, RawMemory.BYTE_ARRAY_BASE, size, signal, r,
                            SignalOp.SET);
                    }
                    pe.rdma().signal(1, count, 1, SignalOp.ADD);
                    awaitWhileWaiting(pe, ack, r);
                } else {
                    awaitWhileWaiting(pe, signal, r);
                    assertEquals((byte) r, pe.memory().getByte(data), "first byte of round " + r);
                    assertEquals((byte) r, pe.memory().getByte(data + size - 1), "last byte of round " + r);
                    awaitWhileWaiting(pe, count, r);
                    pe.rdma().atomicSetLong(0, ack, r);
                }
            }
        });
    }

    /** Waits as the library's waits do: polling local memory and progressing the transport. */
    private static void awaitWhileWaiting(final RdmaTestJob.Pe pe, final long offset, final long value) {
        final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (RawMemory.getLongVolatile(pe.segment() + offset) < value) {
            pe.rdma().progressWhileWaiting();
            if (System.nanoTime() > deadline) {
                throw new AssertionError("PE " + pe.me() + ": word at " + offset + " never reached " + value);
            }
            Thread.onSpinWait();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"set", "add", "fence"})
    void shouldNeverShowTheSignalBeforeTheData(final String how) {
        final int longs = 4 * 1024; // 32 KiB: 8 slices over 2 lanes
        final long data = 8192;
        final long signal = 512;
        final long ack = 768;
        RdmaTestJob.run(2, RdmaTestJob.settings("tcp", 4096, 2), pe -> {
            final long[] payload = new long[longs];
            if (pe.me() == 0) {
                for (int r = 1; r <= ROUNDS; r++) {
                    Arrays.fill(payload, r);
                    final long bytes = 8L * longs;
                    switch (how) {
                        case "set":
                            pe.rdma().putSignal(1, data, payload, RawMemory.LONG_ARRAY_BASE, bytes, signal, r,
                                SignalOp.SET);
                            break;
                        case "add":
                            pe.rdma().putSignalNbi(1, data, payload, RawMemory.LONG_ARRAY_BASE, bytes, signal, 1,
                                SignalOp.ADD);
                            break;
                        default:
                            pe.rdma().put(1, data, payload, RawMemory.LONG_ARRAY_BASE, bytes);
                            pe.rdma().fence();
                            pe.rdma().putLong(1, signal, r);
                    }
                    awaitAtLeast(pe.memory(), ack, r);
                }
            } else {
                for (int r = 1; r <= ROUNDS; r++) {
                    awaitAtLeast(pe.memory(), signal, r);
                    pe.memory().read(data, payload, 0, longs);
                    for (int i = 0; i < longs; i++) {
                        if (payload[i] != r) {
                            throw new AssertionError(how + ": round " + r + ", element " + i + " is " + payload[i]
                                + " after the signal");
                        }
                    }
                    pe.rdma().putLong(0, ack, r);
                }
            }
        });
    }

    static void awaitAtLeast(final Pointer memory, final long offset, final long value) {
        final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (RawMemory.getLongVolatile(Pointer.nativeValue(memory) + offset) < value) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("word at " + offset + " never reached " + value);
            }
            Thread.onSpinWait();
        }
    }
}
