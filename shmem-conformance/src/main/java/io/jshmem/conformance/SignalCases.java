package io.jshmem.conformance;

import io.jshmem.Comparison;
import io.jshmem.Shmem;
import io.jshmem.SignalOp;
import io.jshmem.SymmetricBuffer;

import java.util.Arrays;
import java.util.List;

/**
 * Put-with-signal: ADD from every PE to every PE with exact wait results; the data is visible once the
 * signal is (1 B, 4 KiB + 1 and 8 MiB payloads, blocking and non-blocking, SET and ADD); signal fetch,
 * signal add and set, unsigned signal comparisons.
 */
final class SignalCases {
    private static final int LARGE = 8 << 20;

    private SignalCases() {
    }

    static List<ConformanceCase> all() {
        return List.of(
            ConformanceCase.of("signal.add-all-to-all", SignalCases::addAllToAll),
            ConformanceCase.of("signal.data-before-signal", 2, SignalCases::dataBeforeSignal),
            ConformanceCase.of("signal.typed-and-symmetric-sources", SignalCases::typedAndSymmetricSources),
            ConformanceCase.of("signal.add-set-fetch-unsigned", SignalCases::addSetFetchUnsigned));
    }

    /**
     * Every PE sends {@code rounds} puts with an ADD signal of 1 to every PE (its own slot of the data); each PE
     * waits for exactly n * rounds and then finds every writer's last payload.
     */
    private static void addAllToAll(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int rounds = 50;
        final SymmetricBuffer data = shmem.calloc(n, Long.BYTES);
        final SymmetricBuffer sig = shmem.calloc(1, 64);
        final long[] value = new long[1];
        for (int r = 1; r <= rounds; r++) {
            for (int k = 0; k < n; k++) {
                final int pe = (me + k) % n;
                value[0] = 1000L * me + r;
                if ((r & 1) == 0) {
                    shmem.putSignal(data, me, value, 0, 1, sig, 0, 1, SignalOp.ADD, pe);
                } else {
                    shmem.putSignalNbi(data, me, value, 0, 1, sig, 0, 1, SignalOp.ADD, pe);
                }
            }
        }
        shmem.quiet();
        final long total = (long) n * rounds;
        Check.equal(total, shmem.signalWaitUntil(sig, 0, Comparison.EQ, total), "signal after every PE's adds");
        Check.equal(total, shmem.signalFetch(sig, 0), "signalFetch");
        for (int w = 0; w < n; w++) {
            Check.equal(1000L * w + rounds, data.getLong(w), "last payload of PE " + w);
        }
        shmem.barrierAll();
        shmem.free(sig);
        shmem.free(data);
    }

    /**
     * Even PEs stream payloads to the next PE with a SET signal of the round number (and, alternately,
     * blocking and non-blocking, SET and ADD); the receiver waits for the signal and must find the whole payload
     * of that round, first and last byte included. Payloads of 1 B, 4 KiB + 1 and 8 MiB.
     */
    private static void dataBeforeSignal(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final SymmetricBuffer payload = shmem.malloc(LARGE);
        final SymmetricBuffer sig = shmem.calloc(2, 64);
        final SymmetricBuffer ack = shmem.calloc(1, 64);
        final boolean sender = (me & 1) == 0 && me + 1 < n;
        final boolean receiver = (me & 1) == 1;
        final int[] sizes = {1, 4097, LARGE};
        final byte[] local = new byte[LARGE];
        long round = 0;
        for (final int size : sizes) {
            final int rounds = size == LARGE ? 4 : 200;
            for (int r = 0; r < rounds; r++) {
                round++;
                final byte mark = (byte) round;
                if (sender) {
                    Arrays.fill(local, 0, size, mark);
                    final boolean nbi = (round & 1) == 0;
                    if (nbi) {
                        shmem.putMemSignalNbi(payload, 0, local, 0, size, sig, 0, round, SignalOp.SET, me + 1);
                    } else {
                        shmem.putMemSignal(payload, 0, local, 0, size, sig, 0, round, SignalOp.SET, me + 1);
                    }
                    shmem.signalAdd(sig, 8, 1, me + 1); // a second word: ADD counts rounds
                    shmem.waitUntilLong(ack, 0, Comparison.EQ, round);
                } else if (receiver) {
                    shmem.signalWaitUntil(sig, 0, Comparison.EQ, round);
                    Check.equal(mark, payload.getByte(0), "first byte of round " + round + " (" + size + " B)");
                    Check.equal(mark, payload.getByte(size - 1), "last byte of round " + round + " (" + size + " B)");
                    for (int i = 0; i < size; i += 4093) {
                        Check.equal(mark, payload.getByte(i), "byte " + i + " of round " + round);
                    }
                    shmem.signalWaitUntil(sig, 8, Comparison.GE, round);
                    shmem.atomicSetLong(ack, 0, round, me - 1);
                }
            }
        }
        if (receiver) {
            Check.equal(round, shmem.signalFetch(sig, 8), "rounds counted by signalAdd");
        }
        shmem.barrierAll();
        shmem.free(ack);
        shmem.free(sig);
        shmem.free(payload);
    }

    /** Every typed array form and the symmetric-source form deliver their data and signal to the right PE. */
    private static void typedAndSymmetricSources(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int right = (me + 1) % n;
        final SymmetricBuffer d = shmem.calloc(64, Long.BYTES);
        final SymmetricBuffer src = shmem.calloc(64, Long.BYTES);
        final SymmetricBuffer sig = shmem.calloc(1, Long.BYTES);
        for (int i = 0; i < 64; i++) {
            src.putByte(i, (byte) (me + i));
        }
        // one element of each type at non-overlapping bytes: blocking forms in [0, 104), non-blocking in [112, 176)
        final long[] one = {me + 100L};
        shmem.putSignal(d, 0, new byte[] {(byte) me}, 0, 1, sig, 0, 1, SignalOp.ADD, right);
        shmem.putSignal(d, 1, new short[] {(short) (me + 1)}, 0, 1, sig, 0, 1, SignalOp.ADD, right);
        shmem.putSignal(d, 2, new char[] {(char) (me + 2)}, 0, 1, sig, 0, 1, SignalOp.ADD, right);
        shmem.putSignal(d, 2, new int[] {me + 3}, 0, 1, sig, 0, 1, SignalOp.ADD, right);
        shmem.putSignal(d, 2, one, 0, 1, sig, 0, 1, SignalOp.ADD, right);
        shmem.putSignal(d, 6, new float[] {me + 0.5f}, 0, 1, sig, 0, 1, SignalOp.ADD, right);
        shmem.putSignal(d, 4, new double[] {me + 0.25}, 0, 1, sig, 0, 1, SignalOp.ADD, right);
        shmem.putMemSignal(d, 40, src, 0, 64, sig, 0, 1, SignalOp.ADD, right);
        shmem.putSignalNbi(d, 56, new short[] {(short) (me + 7)}, 0, 1, sig, 0, 1, SignalOp.ADD, right);
        shmem.putSignalNbi(d, 57, new char[] {(char) (me + 8)}, 0, 1, sig, 0, 1, SignalOp.ADD, right);
        shmem.putSignalNbi(d, 29, new int[] {me + 9}, 0, 1, sig, 0, 1, SignalOp.ADD, right);
        shmem.putSignalNbi(d, 15, new long[] {me + 10L}, 0, 1, sig, 0, 1, SignalOp.ADD, right);
        shmem.putSignalNbi(d, 32, new float[] {me + 1.5f}, 0, 1, sig, 0, 1, SignalOp.ADD, right);
        shmem.putSignalNbi(d, 17, new double[] {me + 1.25}, 0, 1, sig, 0, 1, SignalOp.ADD, right);
        shmem.putSignalNbi(d, 144, new byte[] {(byte) (me + 11)}, 0, 1, sig, 0, 1, SignalOp.ADD, right);
        shmem.putMemSignalNbi(d, 150, new byte[] {1, 2, 3}, 0, 3, sig, 0, 1, SignalOp.ADD, right);
        shmem.putMemSignalNbi(d, 160, src, 8, 16, sig, 0, 1, SignalOp.ADD, right);
        shmem.quiet();
        final int left = (me + n - 1) % n;
        shmem.signalWaitUntil(sig, 0, Comparison.EQ, 17);
        Check.equal((byte) left, d.getByte(0), "byte");
        Check.equal((short) (left + 1), d.getShort(1), "short");
        Check.equal((char) (left + 2), d.getChar(2), "char");
        Check.equal(left + 3, d.getInt(2), "int");
        Check.equal(left + 100L, d.getLong(2), "long");
        Check.equal(left + 0.5f, d.getFloat(6), "float");
        Check.equal(left + 0.25, d.getDouble(4), "double");
        Check.equal((short) (left + 7), d.getShort(56), "short nbi");
        Check.equal((char) (left + 8), d.getChar(57), "char nbi");
        Check.equal(left + 9, d.getInt(29), "int nbi");
        Check.equal(left + 10L, d.getLong(15), "long nbi");
        Check.equal(left + 1.5f, d.getFloat(32), "float nbi");
        Check.equal(left + 1.25, d.getDouble(17), "double nbi");
        Check.equal((byte) (left + 11), d.getByte(144), "byte nbi");
        for (int i = 0; i < 64; i++) {
            Check.equal((byte) (left + i), d.getByte(40 + i), "symmetric source byte " + i);
        }
        Check.equal((byte) 3, d.getByte(152), "byte[] putMemSignalNbi");
        for (int i = 0; i < 16; i++) {
            Check.equal((byte) (left + 8 + i), d.getByte(160 + i), "symmetric source nbi byte " + i);
        }
        shmem.barrierAll();
        shmem.free(sig);
        shmem.free(src);
        shmem.free(d);
    }

    /**
     * signalAdd and signalSet to every PE, signalFetch, and signal comparisons read as unsigned 64-bit numbers:
     * a signal above {@link Long#MAX_VALUE} is greater than 1.
     */
    private static void addSetFetchUnsigned(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final SymmetricBuffer sig = shmem.calloc(2, 64);
        for (int pe = 0; pe < n; pe++) {
            shmem.signalAdd(sig, 0, me + 1, pe);
        }
        shmem.quiet();
        Check.equal((long) n * (n + 1) / 2, shmem.signalWaitUntil(sig, 0, Comparison.GE, (long) n * (n + 1) / 2),
            "sum of signal adds");
        shmem.barrierAll();
        if (me == 0) {
            for (int pe = 0; pe < n; pe++) {
                shmem.signalSet(sig, 8, -2L, pe); // 0xffff_ffff_ffff_fffe
            }
            shmem.quiet();
        }
        final long big = shmem.signalWaitUntil(sig, 8, Comparison.GT, 1);
        Check.equal(-2L, big, "an unsigned 2^64 - 2 is greater than 1");
        Check.equal(-2L, shmem.signalFetch(sig, 8), "signalFetch");
        shmem.barrierAll();
        shmem.signalAdd(sig, 8, 2, me);
        shmem.quiet();
        Check.equal(0L, shmem.signalWaitUntil(sig, 8, Comparison.LT, 5), "unsigned wrap to 0 is below 5");
        shmem.barrierAll();
        shmem.free(sig);
    }
}
