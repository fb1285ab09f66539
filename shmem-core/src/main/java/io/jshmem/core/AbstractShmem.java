package io.jshmem.core;

import io.jshmem.Comparison;
import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;
import io.jshmem.core.heap.HeapBuffer;
import io.jshmem.core.heap.SymmetricHeap;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.core.sync.Idler;
import io.jshmem.core.sync.LocalWord;
import io.jshmem.core.sync.LocalWordSet;
import io.jshmem.core.sync.McsLock;
import io.jshmem.core.transport.Transport;

import java.time.Duration;
import java.util.Objects;

/**
 * The operations of {@link Shmem} that are not context operations and need nothing of the PE beyond its heap,
 * routes and idler: the wait/test family on this PE's words, signal fetch and wait, and distributed locks.
 * Everything here is stateless per call (waits keep their progress in locals; the lock's only state is
 * concurrent), so any number of threads may use it at once.
 */
abstract class AbstractShmem extends AbstractShmemContext implements Shmem {
    private final Idler idler;
    private final McsLock lock;

    AbstractShmem(final Transport[] route, final SymmetricHeap heap, final int myPe, final Idler idler) {
        super(route, heap);
        this.idler = idler;
        this.lock = new McsLock(route, myPe, heap.localBase(), idler);
    }

    /** Address of this PE's copy of one word, checked. */
    private long localWord(final SymmetricBuffer ivars, final long index, final int elementBytes) {
        final HeapBuffer b = buffer(ivars);
        return b.address() + b.checkRange(index, 1, elementBytes);
    }

    /** Address of this PE's copy of {@code count} words; the mask and the vector of values checked too. */
    private long localWords(final SymmetricBuffer ivars, final long index, final int count, final int elementBytes,
        final int[] status, final Object values) {
        final HeapBuffer b = buffer(ivars);
        final long offset = b.checkRange(index, count, elementBytes);
        if (status != null && status.length < count) {
            throw new IndexOutOfBoundsException("status has " + status.length + " entries for " + count + " words");
        }
        final int valueCount = values instanceof long[] ? ((long[]) values).length
            : values instanceof int[] ? ((int[]) values).length : Integer.MAX_VALUE;
        if (valueCount < count) {
            throw new IndexOutOfBoundsException("values has " + valueCount + " entries for " + count + " words");
        }
        return b.address() + offset;
    }

    /** A timeout in nanoseconds, saturated (a timeout of centuries is forever). */
    private static long nanos(final Duration timeout) {
        try {
            return timeout.toNanos();
        } catch (final ArithmeticException ex) {
            return timeout.isNegative() ? 0 : Long.MAX_VALUE;
        }
    }

    private static int[] checkIndices(final int[] indices, final int count) {
        if (indices.length < count) {
            throw new IndexOutOfBoundsException("indices has " + indices.length + " entries for " + count + " words");
        }
        return indices;
    }

    private void waitAll(final SymmetricBuffer ivars, final long index, final int count, final int[] status,
        final Comparison cmp, final long value, final Object values, final int elementBytes) {
        Objects.requireNonNull(cmp, "cmp");
        LocalWordSet.waitAll(localWords(ivars, index, count, elementBytes, status, values), elementBytes, count,
            status, cmp, value, values, idler);
    }

    private int waitAny(final SymmetricBuffer ivars, final long index, final int count, final int[] status,
        final Comparison cmp, final long value, final Object values, final int elementBytes) {
        Objects.requireNonNull(cmp, "cmp");
        return LocalWordSet.waitAny(localWords(ivars, index, count, elementBytes, status, values), elementBytes,
            count, status, cmp, value, values, idler);
    }

    private int waitSome(final SymmetricBuffer ivars, final long index, final int count, final int[] indices,
        final int[] status, final Comparison cmp, final long value, final Object values, final int elementBytes) {
        Objects.requireNonNull(cmp, "cmp");
        return LocalWordSet.waitSome(localWords(ivars, index, count, elementBytes, status, values), elementBytes,
            count, checkIndices(indices, count), status, cmp, value, values, idler);
    }

    private boolean testAll(final SymmetricBuffer ivars, final long index, final int count, final int[] status,
        final Comparison cmp, final long value, final Object values, final int elementBytes) {
        Objects.requireNonNull(cmp, "cmp");
        return LocalWordSet.testAll(localWords(ivars, index, count, elementBytes, status, values), elementBytes,
            count, status, cmp, value, values);
    }

    private int testAny(final SymmetricBuffer ivars, final long index, final int count, final int[] status,
        final Comparison cmp, final long value, final Object values, final int elementBytes) {
        Objects.requireNonNull(cmp, "cmp");
        return LocalWordSet.testAny(localWords(ivars, index, count, elementBytes, status, values), elementBytes,
            count, status, cmp, value, values);
    }

    private int testSome(final SymmetricBuffer ivars, final long index, final int count, final int[] indices,
        final int[] status, final Comparison cmp, final long value, final Object values, final int elementBytes) {
        Objects.requireNonNull(cmp, "cmp");
        return LocalWordSet.testSome(localWords(ivars, index, count, elementBytes, status, values), elementBytes,
            count, checkIndices(indices, count), status, cmp, value, values);
    }

    // ---- waits and tests (generated shape: one method per OpenSHMEM routine and type) ----

    @Override
    public final int waitUntilInt(final SymmetricBuffer ivars, final long index, final Comparison cmp,
        final int value) {
        return (int) LocalWord.await(localWord(ivars, index, 4), 4, cmp, value, idler);
    }

    @Override
    public final boolean waitUntilInt(final SymmetricBuffer ivars, final long index, final Comparison cmp,
        final int value, final Duration timeout) {
        return LocalWord.await(localWord(ivars, index, 4), 4, cmp, value, nanos(timeout), idler);
    }

    @Override
    public final void waitUntilAllInt(final SymmetricBuffer ivars, final long index, final int count,
        final int[] status, final Comparison cmp, final int value) {
        waitAll(ivars, index, count, status, cmp, value, null, 4);
    }

    @Override
    public final int waitUntilAnyInt(final SymmetricBuffer ivars, final long index, final int count, final int[] status,
        final Comparison cmp, final int value) {
        return waitAny(ivars, index, count, status, cmp, value, null, 4);
    }

    @Override
    public final int waitUntilSomeInt(final SymmetricBuffer ivars, final long index, final int count,
        final int[] indices, final int[] status, final Comparison cmp, final int value) {
        return waitSome(ivars, index, count, indices, status, cmp, value, null, 4);
    }

    @Override
    public final void waitUntilAllInt(final SymmetricBuffer ivars, final long index, final int count,
        final int[] status, final Comparison cmp, final int[] values) {
        waitAll(ivars, index, count, status, cmp, 0, values, 4);
    }

    @Override
    public final int waitUntilAnyInt(final SymmetricBuffer ivars, final long index, final int count, final int[] status,
        final Comparison cmp, final int[] values) {
        return waitAny(ivars, index, count, status, cmp, 0, values, 4);
    }

    @Override
    public final int waitUntilSomeInt(final SymmetricBuffer ivars, final long index, final int count,
        final int[] indices, final int[] status, final Comparison cmp, final int[] values) {
        return waitSome(ivars, index, count, indices, status, cmp, 0, values, 4);
    }

    @Override
    public final boolean testInt(final SymmetricBuffer ivars, final long index, final Comparison cmp, final int value) {
        return cmp.test(LocalWord.load(localWord(ivars, index, 4), 4), value);
    }

    @Override
    public final boolean testAllInt(final SymmetricBuffer ivars, final long index, final int count, final int[] status,
        final Comparison cmp, final int value) {
        return testAll(ivars, index, count, status, cmp, value, null, 4);
    }

    @Override
    public final int testAnyInt(final SymmetricBuffer ivars, final long index, final int count, final int[] status,
        final Comparison cmp, final int value) {
        return testAny(ivars, index, count, status, cmp, value, null, 4);
    }

    @Override
    public final int testSomeInt(final SymmetricBuffer ivars, final long index, final int count, final int[] indices,
        final int[] status, final Comparison cmp, final int value) {
        return testSome(ivars, index, count, indices, status, cmp, value, null, 4);
    }

    @Override
    public final boolean testAllInt(final SymmetricBuffer ivars, final long index, final int count, final int[] status,
        final Comparison cmp, final int[] values) {
        return testAll(ivars, index, count, status, cmp, 0, values, 4);
    }

    @Override
    public final int testAnyInt(final SymmetricBuffer ivars, final long index, final int count, final int[] status,
        final Comparison cmp, final int[] values) {
        return testAny(ivars, index, count, status, cmp, 0, values, 4);
    }

    @Override
    public final int testSomeInt(final SymmetricBuffer ivars, final long index, final int count, final int[] indices,
        final int[] status, final Comparison cmp, final int[] values) {
        return testSome(ivars, index, count, indices, status, cmp, 0, values, 4);
    }

    @Override
    public final long waitUntilLong(final SymmetricBuffer ivars, final long index, final Comparison cmp,
        final long value) {
        return LocalWord.await(localWord(ivars, index, 8), 8, cmp, value, idler);
    }

    @Override
    public final boolean waitUntilLong(final SymmetricBuffer ivars, final long index, final Comparison cmp,
        final long value, final Duration timeout) {
        return LocalWord.await(localWord(ivars, index, 8), 8, cmp, value, nanos(timeout), idler);
    }

    @Override
    public final void waitUntilAllLong(final SymmetricBuffer ivars, final long index, final int count,
        final int[] status, final Comparison cmp, final long value) {
        waitAll(ivars, index, count, status, cmp, value, null, 8);
    }

    @Override
    public final int waitUntilAnyLong(final SymmetricBuffer ivars, final long index, final int count,
        final int[] status, final Comparison cmp, final long value) {
        return waitAny(ivars, index, count, status, cmp, value, null, 8);
    }

    @Override
    public final int waitUntilSomeLong(final SymmetricBuffer ivars, final long index, final int count,
        final int[] indices, final int[] status, final Comparison cmp, final long value) {
        return waitSome(ivars, index, count, indices, status, cmp, value, null, 8);
    }

    @Override
    public final void waitUntilAllLong(final SymmetricBuffer ivars, final long index, final int count,
        final int[] status, final Comparison cmp, final long[] values) {
        waitAll(ivars, index, count, status, cmp, 0, values, 8);
    }

    @Override
    public final int waitUntilAnyLong(final SymmetricBuffer ivars, final long index, final int count,
        final int[] status, final Comparison cmp, final long[] values) {
        return waitAny(ivars, index, count, status, cmp, 0, values, 8);
    }

    @Override
    public final int waitUntilSomeLong(final SymmetricBuffer ivars, final long index, final int count,
        final int[] indices, final int[] status, final Comparison cmp, final long[] values) {
        return waitSome(ivars, index, count, indices, status, cmp, 0, values, 8);
    }

    @Override
    public final boolean testLong(final SymmetricBuffer ivars, final long index, final Comparison cmp,
        final long value) {
        return cmp.test(LocalWord.load(localWord(ivars, index, 8), 8), value);
    }

    @Override
    public final boolean testAllLong(final SymmetricBuffer ivars, final long index, final int count, final int[] status,
        final Comparison cmp, final long value) {
        return testAll(ivars, index, count, status, cmp, value, null, 8);
    }

    @Override
    public final int testAnyLong(final SymmetricBuffer ivars, final long index, final int count, final int[] status,
        final Comparison cmp, final long value) {
        return testAny(ivars, index, count, status, cmp, value, null, 8);
    }

    @Override
    public final int testSomeLong(final SymmetricBuffer ivars, final long index, final int count, final int[] indices,
        final int[] status, final Comparison cmp, final long value) {
        return testSome(ivars, index, count, indices, status, cmp, value, null, 8);
    }

    @Override
    public final boolean testAllLong(final SymmetricBuffer ivars, final long index, final int count, final int[] status,
        final Comparison cmp, final long[] values) {
        return testAll(ivars, index, count, status, cmp, 0, values, 8);
    }

    @Override
    public final int testAnyLong(final SymmetricBuffer ivars, final long index, final int count, final int[] status,
        final Comparison cmp, final long[] values) {
        return testAny(ivars, index, count, status, cmp, 0, values, 8);
    }

    @Override
    public final int testSomeLong(final SymmetricBuffer ivars, final long index, final int count, final int[] indices,
        final int[] status, final Comparison cmp, final long[] values) {
        return testSome(ivars, index, count, indices, status, cmp, 0, values, 8);
    }

    // ---- signals ----

    @Override
    public final long signalFetch(final SymmetricBuffer sig, final long sigIndex) {
        return RawMemory.getLongVolatile(localWord(sig, sigIndex, 8));
    }

    @Override
    public final long signalWaitUntil(final SymmetricBuffer sig, final long sigIndex, final Comparison cmp,
        final long value) {
        Objects.requireNonNull(cmp, "cmp");
        return LocalWord.awaitUnsigned(localWord(sig, sigIndex, 8), cmp, value, idler);
    }

    // ---- locks ----

    /** Symmetric offset of a lock word, checked. */
    private long lockOffset(final SymmetricBuffer lockBuffer, final long index) {
        final HeapBuffer b = buffer(lockBuffer);
        return checkAligned(b.offset() + b.checkRange(index, 1, 8), 8);
    }

    @Override
    public final void setLock(final SymmetricBuffer lockBuffer, final long index) {
        lock.acquire(lockOffset(lockBuffer, index));
    }

    @Override
    public final boolean testLock(final SymmetricBuffer lockBuffer, final long index) {
        return !lock.tryAcquire(lockOffset(lockBuffer, index));
    }

    @Override
    public final void clearLock(final SymmetricBuffer lockBuffer, final long index) {
        final long offset = lockOffset(lockBuffer, index);
        quiet();
        lock.release(offset);
    }
}
