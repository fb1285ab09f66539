package io.jshmem.conformance;

import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;
import io.jshmem.exceptions.PeOutOfRangeException;

import java.util.List;

/**
 * Bad arguments: clear exceptions before any memory is touched, and the library keeps working.
 */
final class ErrorCases {
    private ErrorCases() {
    }

    static List<ConformanceCase> all() {
        return List.of(
            ConformanceCase.of("errors.pe-out-of-range", ErrorCases::peOutOfRange),
            ConformanceCase.of("errors.out-of-bounds", ErrorCases::outOfBounds));
    }

    private static void peOutOfRange(final Shmem shmem) {
        final int n = shmem.nPes();
        final SymmetricBuffer b = shmem.calloc(4, 8);
        for (final int pe : new int[] {-1, n, n + 5, Integer.MIN_VALUE}) {
            final PeOutOfRangeException ex = Check.throwsException(PeOutOfRangeException.class,
                () -> shmem.putLong(b, 0, 42, pe), "putLong to PE " + pe);
            Check.equal(pe, ex.pe(), "PE named by the exception");
            Check.mentions(ex.getMessage(), "PE " + pe, "[0, " + n + ")");
            Check.throwsException(PeOutOfRangeException.class, () -> shmem.getInt(b, 0, pe), "getInt from " + pe);
            Check.throwsException(PeOutOfRangeException.class,
                () -> shmem.put(b, 0, new long[2], 0, 2, pe), "array put to " + pe);
            Check.throwsException(PeOutOfRangeException.class,
                () -> shmem.getMem(new byte[2], 0, b, 0, 2, pe), "getMem from " + pe);
            Check.throwsException(PeOutOfRangeException.class,
                () -> shmem.iput(b, 0, 1, new int[2], 0, 1, 2, pe), "iput to " + pe);
        }
        shmem.barrierAll();
        for (int i = 0; i < 4; i++) {
            Check.equal(0L, b.getLong(i), "nothing was written by the rejected calls");
        }
        shmem.free(b);
    }

    private static void outOfBounds(final Shmem shmem) {
        final int target = (shmem.myPe() + 1) % shmem.nPes();
        final SymmetricBuffer b = shmem.calloc(4, 8);
        final SymmetricBuffer guard = shmem.calloc(8, 8);
        final IndexOutOfBoundsException ex = Check.throwsException(IndexOutOfBoundsException.class,
            () -> shmem.putLong(b, 4, 1, target), "putLong at index 4 of 4");
        Check.mentions(ex.getMessage(), "index 4", "4 elements", "32 bytes");
        Check.throwsException(IndexOutOfBoundsException.class, () -> shmem.putLong(b, -1, 1, target), "index -1");
        Check.throwsException(IndexOutOfBoundsException.class, () -> shmem.put(b, 2, new long[3], 0, 3, target),
            "3 longs from index 2 of 4");
        Check.throwsException(IndexOutOfBoundsException.class, () -> shmem.put(b, 0, new long[3], 2, 2, target),
            "source array range");
        Check.throwsException(IndexOutOfBoundsException.class, () -> shmem.putMem(b, 30, new byte[3], 0, 3, target),
            "putMem past the end");
        Check.throwsException(IndexOutOfBoundsException.class, () -> shmem.getInt(b, 8, target), "getInt index 8");
        Check.throwsException(IndexOutOfBoundsException.class,
            () -> shmem.iput(b, 0, 2, new long[2], 0, 1, 3, target), "iput reaching element 4");
        Check.throwsException(IndexOutOfBoundsException.class,
            () -> shmem.iget(new long[5], 0, 3, b, 0, 1, 3, target), "iget past the array");
        Check.throwsException(IllegalArgumentException.class,
            () -> shmem.iput(b, 0, 0, new long[2], 0, 1, 2, target), "stride 0");
        Check.throwsException(IndexOutOfBoundsException.class, () -> b.getLong(4), "local read past the end");
        Check.throwsException(IndexOutOfBoundsException.class,
            () -> shmem.putMem(b, Long.MAX_VALUE, new byte[1], 0, 1, target), "offset overflow");
        shmem.barrierAll();
        for (int i = 0; i < 8; i++) {
            Check.equal(0L, guard.getLong(i), "the neighbouring buffer is untouched");
        }
        for (int i = 0; i < 4; i++) {
            Check.equal(0L, b.getLong(i), "the buffer is untouched");
        }
        shmem.free(guard);
        shmem.free(b);
    }
}
