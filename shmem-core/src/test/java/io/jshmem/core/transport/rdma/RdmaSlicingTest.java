package io.jshmem.core.transport.rdma;

import com.sun.jna.Pointer;
import io.jshmem.PeerStatistics;
import io.jshmem.core.mem.RawMemory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Transfers of every size around the slice edges (one byte short of a slice, a slice, one byte over, several
 * slices, an odd tail), over 1, 2 and 3 lanes, from and to Java arrays and raw registered memory, at aligned and odd
 * offsets: every byte must arrive once, and the guard bytes on both sides of the target must stay untouched. The
 * statistics must count one operation, its bytes and one slice per started slice.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class RdmaSlicingTest {
    private static final int SLICE = 4096;
    private static final int[] SIZES = {1, 7, SLICE - 1, SLICE, SLICE + 1, 2 * SLICE - 1, 2 * SLICE, 2 * SLICE + 1,
        3 * SLICE - 1, 3 * SLICE + 1, 5 * SLICE + 13, 16 * SLICE + 3};
    private static final int[] OFFSETS = {0, 5};
    private static final int GUARD = 64;
    private static final byte GUARD_BYTE = (byte) 0xA5;
    /** Where each PE receives; the source area for raw puts and the destination area for raw gets follow. */
    private static final long INBOX = 4096;
    private static final long RAW_SOURCE = 1L << 20;
    private static final long RAW_DESTINATION = 2L << 20;

    @BeforeAll
    static void needsUcx() {
        RdmaTestJob.assumeUcx();
    }

    @ParameterizedTest(name = "{0}, {1} lane(s)")
    @CsvSource({"tcp, 1", "tcp, 2", "tcp, 3", "posix, 2"})
    void shouldMoveEverySizeAroundTheSliceEdgesWithGuardsIntact(final String tls, final int lanes) {
        RdmaTestJob.run(2, RdmaTestJob.settings(tls, SLICE, lanes), pe -> {
            final int target = (pe.me() + 1) % pe.nPes();
            final int source = (pe.me() + pe.nPes() - 1) % pe.nPes();
            for (final int size : SIZES) {
                for (final int offset : OFFSETS) {
                    for (final boolean raw : new boolean[] {false, true}) {
                        roundTrip(pe, target, source, size, offset, raw);
                    }
                }
            }
        });
    }

    private static void roundTrip(final RdmaTestJob.Pe pe, final int target, final int source, final int size,
        final int offset, final boolean raw) {
        final Pointer memory = pe.memory();
        memory.setMemory(INBOX, size + offset + 2L * GUARD, GUARD_BYTE);
        final byte[] data = pattern(pe.me(), size, offset);
        pe.barrier();
        final PeerStatistics before = statistics(pe, target);
        final long remote = INBOX + GUARD + offset;
        if (raw) {
            memory.write(RAW_SOURCE, data, 1, size);
            pe.rdma().put(target, remote, null, pe.segment() + RAW_SOURCE, size);
        } else {
            pe.rdma().put(target, remote, data, RawMemory.BYTE_ARRAY_BASE + 1, size);
        }
        final PeerStatistics after = statistics(pe, target);
        assertEquals(before.operations() + 1, after.operations(), "one operation");
        assertEquals(before.bytes() + size, after.bytes(), "its bytes");
        assertEquals(before.slices() + (size + SLICE - 1) / SLICE, after.slices(), "one slice per started slice");
        pe.rdma().quiet();
        pe.barrier();

        final byte[] expected = pattern(source, size, offset);
        final byte[] inbox = memory.getByteArray(INBOX, size + offset + 2 * GUARD);
        for (int i = 0; i < inbox.length; i++) {
            final int at = i - GUARD - offset;
            final byte want = at >= 0 && at < size ? expected[at + 1] : GUARD_BYTE;
            if (inbox[i] != want) {
                throw new AssertionError(describe(raw, size, offset) + ": inbox byte " + i + " is " + inbox[i]
                    + ", expected " + want + (at >= 0 && at < size ? "" : " (guard)"));
            }
        }
        pe.barrier();

        final byte[] back = new byte[size + 2 * GUARD];
        if (raw) {
            memory.setMemory(RAW_DESTINATION, size + 2L * GUARD, GUARD_BYTE);
            pe.rdma().get(null, pe.segment() + RAW_DESTINATION + GUARD, target, remote, size);
            memory.read(RAW_DESTINATION, back, 0, back.length);
        } else {
            Arrays.fill(back, GUARD_BYTE);
            if ((size & 1) == 0) {
                pe.rdma().get(back, RawMemory.BYTE_ARRAY_BASE + GUARD, target, remote, size);
            } else {
                pe.rdma().getNbi(back, RawMemory.BYTE_ARRAY_BASE + GUARD, target, remote, size);
                pe.rdma().quiet();
            }
        }
        for (int i = 0; i < back.length; i++) {
            final int at = i - GUARD;
            final byte want = at >= 0 && at < size ? data[at + 1] : GUARD_BYTE;
            if (back[i] != want) {
                throw new AssertionError(describe(raw, size, offset) + ": byte " + i + " got back is " + back[i]
                    + ", expected " + want + (at >= 0 && at < size ? "" : " (guard)"));
            }
        }
        pe.barrier();
    }

    private static String describe(final boolean raw, final int size, final int offset) {
        return (raw ? "raw" : "array") + " transfer of " + size + " bytes at offset " + offset;
    }

    /** size + 2 bytes: element 0 and the last are outside the transferred range. */
    private static byte[] pattern(final int writer, final int size, final int offset) {
        final byte[] data = new byte[size + 2];
        for (int i = 0; i < data.length; i++) {
            data[i] = (byte) (i * 31 + size * 7 + offset + writer * 101);
        }
        return data;
    }

    static PeerStatistics statistics(final RdmaTestJob.Pe pe, final int peer) {
        for (final PeerStatistics s : pe.rdma().statistics()) {
            if (s.pe() == peer) {
                return s;
            }
        }
        return new PeerStatistics(peer, "rdma", 0, 0, 0, 0, 0, 0);
    }
}
