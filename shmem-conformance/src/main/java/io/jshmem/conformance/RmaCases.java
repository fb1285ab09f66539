package io.jshmem.conformance;

import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;

/**
 * Puts and gets: every type, every PE to every PE, sizes and odd offsets with guard bytes, non-blocking forms,
 * strided forms, ByteBuffers, direct pointers.
 */
final class RmaCases {
    private static final byte GUARD = (byte) 0xA5;

    private RmaCases() {
    }

    static List<ConformanceCase> all() {
        return List.of(
            ConformanceCase.of("rma.typed-put-get", RmaCases::typedPutGet),
            ConformanceCase.of("rma.all-to-all-arrays", RmaCases::allToAllArrays),
            ConformanceCase.of("rma.size-sweep-guards", RmaCases::sizeSweepWithGuards),
            ConformanceCase.of("rma.nbi-quiet", RmaCases::nbiQuiet),
            ConformanceCase.of("rma.strided", RmaCases::strided),
            ConformanceCase.of("rma.symmetric-source", RmaCases::symmetricSource),
            ConformanceCase.of("rma.bytebuffers", RmaCases::byteBuffers),
            ConformanceCase.of("rma.ptr-accessible", RmaCases::ptrAndAccessibility));
    }

    /** A value that depends on the writer, the target and the slot, for every type. */
    private static long value(final int writer, final int target, final int slot) {
        return 0x0101_0101L * (writer + 1) + 7919L * target + slot;
    }

    private static void typedPutGet(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final SymmetricBuffer b = shmem.calloc(8L * n, 8);
        // every PE writes every type into every PE's slot `me`
        for (int pe = 0; pe < n; pe++) {
            final long v = value(me, pe, 0);
            shmem.putByte(b, me, (byte) v, pe);
            shmem.putShort(b, n + me, (short) v, pe);
            shmem.putChar(b, 2L * n + me, (char) v, pe);
            shmem.putInt(b, 2L * n + me, (int) v, pe);
            shmem.putLong(b, 2L * n + me, v, pe);
            shmem.putFloat(b, 6L * n + me, (float) v, pe);
            shmem.putDouble(b, 4L * n + me, v + 0.5, pe);
        }
        shmem.barrierAll();
        for (int w = 0; w < n; w++) {
            final long v = value(w, me, 0);
            Check.equal((byte) v, b.getByte(w), "byte from PE " + w);
            Check.equal((short) v, b.getShort(n + w), "short from PE " + w);
            Check.equal((char) v, b.getChar(2L * n + w), "char from PE " + w);
            Check.equal((int) v, b.getInt(2L * n + w), "int from PE " + w);
            Check.equal(v, b.getLong(2L * n + w), "long from PE " + w);
            Check.equal((float) v, b.getFloat(6L * n + w), "float from PE " + w);
            Check.equal(v + 0.5, b.getDouble(4L * n + w), "double from PE " + w);
        }
        // gets of what every PE received from this PE
        for (int pe = 0; pe < n; pe++) {
            final long v = value(me, pe, 0);
            Check.equal((byte) v, shmem.getByte(b, me, pe), "getByte from PE " + pe);
            Check.equal((short) v, shmem.getShort(b, n + me, pe), "getShort from PE " + pe);
            Check.equal((char) v, shmem.getChar(b, 2L * n + me, pe), "getChar from PE " + pe);
            Check.equal((int) v, shmem.getInt(b, 2L * n + me, pe), "getInt from PE " + pe);
            Check.equal(v, shmem.getLong(b, 2L * n + me, pe), "getLong from PE " + pe);
            Check.equal((float) v, shmem.getFloat(b, 6L * n + me, pe), "getFloat from PE " + pe);
            Check.equal(v + 0.5, shmem.getDouble(b, 4L * n + me, pe), "getDouble from PE " + pe);
        }
        shmem.barrierAll();
        shmem.free(b);
    }

    private static void allToAllArrays(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int len = 33;
        final SymmetricBuffer longs = shmem.malloc(8L * len * n);
        final SymmetricBuffer ints = shmem.malloc(4L * len * n);
        final SymmetricBuffer doubles = shmem.malloc(8L * len * n);
        final SymmetricBuffer shorts = shmem.malloc(2L * len * n);
        final SymmetricBuffer chars = shmem.malloc(2L * len * n);
        final SymmetricBuffer floats = shmem.malloc(4L * len * n);
        final SymmetricBuffer bytes = shmem.malloc((long) len * n);
        for (int pe = 0; pe < n; pe++) {
            final long[] l = new long[len + 2];
            for (int i = 0; i < len; i++) {
                l[i + 1] = value(me, pe, i);
            }
            shmem.put(longs, (long) me * len, l, 1, len, pe);
            shmem.put(ints, (long) me * len, Arrays.stream(l).mapToInt(x -> (int) x).toArray(), 1, len, pe);
            shmem.put(doubles, (long) me * len, Arrays.stream(l).mapToDouble(x -> x / 3.0).toArray(), 1, len, pe);
            final short[] s = new short[len + 2];
            final char[] c = new char[len + 2];
            final float[] f = new float[len + 2];
            final byte[] by = new byte[len + 2];
            for (int i = 0; i < len + 2; i++) {
                s[i] = (short) l[i];
                c[i] = (char) l[i];
                f[i] = l[i] / 7f;
                by[i] = (byte) l[i];
            }
            shmem.put(shorts, (long) me * len, s, 1, len, pe);
            shmem.put(chars, (long) me * len, c, 1, len, pe);
            shmem.put(floats, (long) me * len, f, 1, len, pe);
            shmem.put(bytes, (long) me * len, by, 1, len, pe);
        }
        shmem.barrierAll();
        for (int w = 0; w < n; w++) {
            for (int i = 0; i < len; i++) {
                final long v = value(w, me, i);
                final long at = (long) w * len + i;
                Check.equal(v, longs.getLong(at), "long " + i + " from PE " + w);
                Check.equal((int) v, ints.getInt(at), "int " + i + " from PE " + w);
                Check.equal(v / 3.0, doubles.getDouble(at), "double " + i + " from PE " + w);
                Check.equal((short) v, shorts.getShort(at), "short " + i + " from PE " + w);
                Check.equal((char) v, chars.getChar(at), "char " + i + " from PE " + w);
                Check.equal(v / 7f, floats.getFloat(at), "float " + i + " from PE " + w);
                Check.equal((byte) v, bytes.getByte(at), "byte " + i + " from PE " + w);
            }
        }
        // array gets back from every PE
        for (int pe = 0; pe < n; pe++) {
            final long[] l = new long[len + 1];
            shmem.get(l, 1, longs, (long) me * len, len, pe);
            final double[] d = new double[len];
            shmem.get(d, 0, doubles, (long) me * len, len, pe);
            final char[] c = new char[len];
            shmem.get(c, 0, chars, (long) me * len, len, pe);
            for (int i = 0; i < len; i++) {
                Check.equal(value(me, pe, i), l[i + 1], "got long " + i + " from PE " + pe);
                Check.equal(value(me, pe, i) / 3.0, d[i], "got double " + i + " from PE " + pe);
                Check.equal((char) value(me, pe, i), c[i], "got char " + i + " from PE " + pe);
            }
            Check.equal(0L, l[0], "array element before the destination range");
        }
        shmem.barrierAll();
        for (final SymmetricBuffer b : new SymmetricBuffer[] {bytes, floats, chars, shorts, doubles, ints, longs}) {
            shmem.free(b);
        }
    }

    private static void sizeSweepWithGuards(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int target = (me + 1) % n;
        final int source = (me + n - 1) % n;
        final int max = (1 << 20) + 3;
        final SymmetricBuffer b = shmem.malloc(max + 64);
        final int[] sizes = {0, 1, 2, 3, 7, 8, 9, 63, 64, 65, 4095, 4096, 4097, 65_537, max};
        final int[] offsets = {0, 1, 3, 5, 8, 13};
        for (final int size : sizes) {
            for (final int offset : offsets) {
                fillGuard(b, max + 64);
                final byte[] data = new byte[size + 2];
                for (int i = 0; i < data.length; i++) {
                    data[i] = (byte) (i * 31 + size + offset + me);
                }
                shmem.barrierAll();
                shmem.putMem(b, offset, data, 1, size, target);
                shmem.barrierAll();
                final int from = source;
                for (int i = 0; i < max + 64; i++) {
                    final byte expected = i >= offset && i < offset + size
                        ? (byte) ((i - offset + 1) * 31 + size + offset + from) : GUARD;
                    if (b.getByte(i) != expected) {
                        throw new CheckFailed("putMem of " + size + " bytes at offset " + offset + " from PE " + from
                            + ": byte " + i + " is " + b.getByte(i) + ", expected " + expected);
                    }
                }
                final byte[] back = new byte[size + 2];
                Arrays.fill(back, GUARD);
                shmem.getMem(back, 1, b, offset, size, target);
                Check.equal(GUARD, back[0], "guard before getMem destination");
                Check.equal(GUARD, back[size + 1], "guard after getMem destination");
                for (int i = 0; i < size; i++) {
                    if (back[i + 1] != data[i + 1]) {
                        throw new CheckFailed("getMem of " + size + " bytes at offset " + offset + " from PE "
                            + target + ": byte " + i + " differs");
                    }
                }
                shmem.barrierAll();
            }
        }
        shmem.barrierAll();
        shmem.free(b);
    }

    private static void fillGuard(final SymmetricBuffer b, final int length) {
        final ByteBuffer view = b.asByteBuffer();
        for (int i = 0; i < length; i++) {
            view.put(i, GUARD);
        }
    }

    private static void nbiQuiet(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int len = 4096;
        final SymmetricBuffer b = shmem.malloc(8L * len * n);
        final long[] src = new long[len];
        for (int round = 0; round < 4; round++) {
            for (int pe = 0; pe < n; pe++) {
                for (int i = 0; i < len; i++) {
                    src[i] = value(me, pe, i) * (round + 1);
                }
                shmem.putNbi(b, (long) me * len, src, 0, len, pe);
            }
            shmem.quiet();
            shmem.barrierAll();
            for (int w = 0; w < n; w++) {
                for (int i = 0; i < len; i += 97) {
                    Check.equal(value(w, me, i) * (round + 1), b.getLong((long) w * len + i),
                        "round " + round + ", long " + i + " from PE " + w);
                }
            }
            final long[] got = new long[len];
            final int pe = (me + round) % n;
            shmem.getNbi(got, 0, b, (long) me * len, len, pe);
            final byte[] bytes = new byte[64];
            shmem.getMemNbi(bytes, 0, b, 8L * me * len, 64, pe);
            shmem.quiet();
            for (int i = 0; i < len; i += 89) {
                Check.equal(value(me, pe, i) * (round + 1), got[i], "getNbi long " + i + " from PE " + pe);
            }
            Check.equal(value(me, pe, 0) * (round + 1),
                ByteBuffer.wrap(bytes).order(ByteOrder.nativeOrder()).getLong(0), "getMemNbi from PE " + pe);
            shmem.barrierAll();
        }
        shmem.free(b);
    }

    private static void strided(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int target = (me + 1) % n;
        final SymmetricBuffer b = shmem.calloc(1000, 8);
        final long[] src = new long[100];
        for (int i = 0; i < src.length; i++) {
            src[i] = 1000L * me + i;
        }
        // elements 0, 3, 6, ... of src to target elements 5, 12, 19, ...
        shmem.iput(b, 5, 7, src, 0, 3, 30, target);
        shmem.barrierAll();
        final int from = (me + n - 1) % n;
        for (int i = 0; i < 1000; i++) {
            final boolean written = i >= 5 && (i - 5) % 7 == 0 && (i - 5) / 7 < 30;
            Check.equal(written ? 1000L * from + 3L * ((i - 5) / 7) : 0L, b.getLong(i), "element " + i);
        }
        final long[] dst = new long[200];
        shmem.iget(dst, 1, 4, b, 5, 14, 15, target);
        for (int i = 0; i < 200; i++) {
            final boolean read = i >= 1 && (i - 1) % 4 == 0 && (i - 1) / 4 < 15;
            Check.equal(read ? 1000L * me + 6L * ((i - 1) / 4) : 0L, dst[i], "iget element " + i);
        }
        final int[] ints = {1, 2, 3, 4, 5, 6};
        final SymmetricBuffer bi = shmem.calloc(12, 4);
        shmem.iput(bi, 0, 2, ints, 1, 2, 3, target);
        shmem.barrierAll();
        Check.equal(2, bi.getInt(0), "int iput 0");
        Check.equal(4, bi.getInt(2), "int iput 1");
        Check.equal(6, bi.getInt(4), "int iput 2");
        Check.equal(0, bi.getInt(1), "int iput gap");
        shmem.barrierAll();
        shmem.free(bi);
        shmem.free(b);
    }

    private static void symmetricSource(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final SymmetricBuffer src = shmem.malloc(1000);
        final SymmetricBuffer dst = shmem.calloc(1000, 1);
        for (int i = 0; i < 1000; i++) {
            src.putByte(i, (byte) (i + me));
        }
        shmem.barrierAll();
        shmem.putMem(dst, 10, src, 20, 500, (me + 1) % n);
        shmem.barrierAll();
        final int from = (me + n - 1) % n;
        for (int i = 0; i < 1000; i++) {
            Check.equal(i >= 10 && i < 510 ? (byte) (i + 10 + from) : 0, dst.getByte(i), "byte " + i);
        }
        final SymmetricBuffer back = shmem.calloc(1000, 1);
        shmem.getMem(back, 1, src, 0, 999, (me + 1) % n);
        Check.equal((byte) ((me + 1) % n), back.getByte(1), "getMem into symmetric memory");
        Check.equal(0, back.getByte(0), "byte before the getMem destination");
        shmem.barrierAll();
        shmem.free(back);
        shmem.free(dst);
        shmem.free(src);
    }

    private static void byteBuffers(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int target = (me + 1) % n;
        final SymmetricBuffer b = shmem.calloc(256, 1);
        final ByteBuffer direct = ByteBuffer.allocateDirect(64);
        final ByteBuffer heap = ByteBuffer.allocate(64);
        for (int i = 0; i < 64; i++) {
            direct.put(i, (byte) (me + i));
            heap.put(i, (byte) (me - i));
        }
        direct.position(4).limit(20);
        shmem.putMem(b, 0, direct, target);
        Check.equal(20, direct.position(), "direct buffer position advanced to the limit");
        shmem.putMem(b, 100, heap.position(8), target);
        shmem.putMem(b, 200, heap.asReadOnlyBuffer().position(60), target);
        shmem.barrierAll();
        final int from = (me + n - 1) % n;
        Check.equal((byte) (from + 4), b.getByte(0), "from direct buffer");
        Check.equal((byte) (from + 19), b.getByte(15), "end of direct buffer range");
        Check.equal(0, b.getByte(16), "after direct buffer range");
        Check.equal((byte) (from - 8), b.getByte(100), "from heap buffer");
        Check.equal((byte) (from - 63), b.getByte(155), "end of heap buffer");
        Check.equal((byte) (from - 60), b.getByte(200), "from read-only heap buffer");
        final ByteBuffer into = ByteBuffer.allocateDirect(16);
        shmem.getMem(into, b, 0, target);
        Check.equal((byte) (me + 4), into.get(0), "getMem into a direct buffer");
        final ByteBuffer intoHeap = ByteBuffer.allocate(16);
        shmem.getMem(intoHeap.position(8), b, 100, target);
        Check.equal((byte) (me - 8), intoHeap.get(8), "getMem into a heap buffer");
        shmem.barrierAll();
        shmem.free(b);
    }

    private static void ptrAndAccessibility(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final SymmetricBuffer b = shmem.malloc(64);
        b.putLong(0, 1000 + me);
        shmem.barrierAll();
        for (int pe = 0; pe < n; pe++) {
            Check.that(shmem.peAccessible(pe), "PE " + pe + " accessible");
            Check.that(shmem.addrAccessible(b, pe), "buffer accessible on PE " + pe);
            final ByteBuffer view = shmem.ptr(b, pe);
            if (view != null) {
                Check.equal(1000L + pe, view.getLong(0), "load through ptr to PE " + pe);
            } else {
                Check.that(pe != me, "ptr to this PE itself must not be null");
            }
        }
        Check.that(!shmem.peAccessible(n), "PE nPes is not accessible");
        Check.that(!shmem.peAccessible(-1), "PE -1 is not accessible");
        shmem.barrierAll();
        shmem.free(b);
    }
}
