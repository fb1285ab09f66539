package io.jshmem.conformance;

import io.jshmem.Comparison;
import io.jshmem.ContextOption;
import io.jshmem.Shmem;
import io.jshmem.ShmemContext;
import io.jshmem.SignalOp;
import io.jshmem.SymmetricBuffer;
import io.jshmem.ThreadLevel;

import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * Communication contexts and threads: operations through created contexts, quiet on one context with
 * operations pending on another, destroyed contexts and the default context, and several threads per PE
 * hammering atomics, locks and private contexts under {@code THREAD_MULTIPLE} (exact totals).
 */
final class ContextCases {
    private static final int THREADS = 3;

    private ContextCases() {
    }

    static List<ConformanceCase> all() {
        return List.of(
            ConformanceCase.of("ctx.operations", ContextCases::operations),
            ConformanceCase.of("ctx.quiet-is-per-context", ContextCases::quietPerContext),
            ConformanceCase.of("ctx.destroyed", ContextCases::destroyed),
            ConformanceCase.of("threads.multiple-amo", ContextCases::multipleThreadsAmo),
            ConformanceCase.of("threads.multiple-locks-and-waits", ContextCases::multipleThreadsLocksAndWaits));
    }

    /** Put, get, AMOs, signals, fence and quiet through a created context reach the same memory. */
    private static void operations(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int right = (me + 1) % n;
        final SymmetricBuffer b = shmem.calloc(8, Long.BYTES);
        final SymmetricBuffer sig = shmem.calloc(1, Long.BYTES);
        try (ShmemContext ctx = shmem.createContext(ContextOption.PRIVATE)) {
            ctx.putLong(b, 0, me, right);
            ctx.put(b, 1, new long[] {me + 1L, me + 2L}, 0, 2, right);
            ctx.atomicAddLong(b, 3, 5, right);
            Check.equal(5L, ctx.atomicFetchAddLong(b, 3, 1, right), "fetch-add through a context");
            ctx.fence();
            ctx.putSignal(b, 4, new long[] {me + 40L}, 0, 1, sig, 0, 1, SignalOp.ADD, right);
            ctx.quiet();
            Check.equal((long) me, ctx.getLong(b, 0, right), "get through a context");
        }
        shmem.signalWaitUntil(sig, 0, Comparison.EQ, 1);
        final int left = (me + n - 1) % n;
        Check.equal((long) left, b.getLong(0), "putLong");
        Check.equal(left + 2L, b.getLong(2), "array put");
        Check.equal(6L, b.getLong(3), "atomics");
        Check.equal(left + 40L, b.getLong(4), "putSignal");
        shmem.barrierAll();
        shmem.free(sig);
        shmem.free(b);
    }

    /**
     * A context with non-blocking puts and gets outstanding does not hold up quiet on another context (nor on
     * the default one); its own quiet completes them.
     */
    private static void quietPerContext(final Shmem shmem) {
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int right = (me + 1) % n;
        final SymmetricBuffer b = shmem.calloc(1024, Long.BYTES);
        final SymmetricBuffer src = shmem.calloc(1024, Long.BYTES);
        final SymmetricBuffer flag = shmem.calloc(1, Long.BYTES);
        for (int i = 0; i < 1024; i++) {
            src.putLong(i, me * 10_000L + i);
        }
        shmem.barrierAll();
        final ShmemContext a = shmem.createContext();
        final ShmemContext other = shmem.createContext(EnumSet.of(ContextOption.SERIALIZED));
        final long[] data = new long[1024];
        java.util.Arrays.fill(data, me + 7L);
        final long[] fetched = new long[1024];
        a.putNbi(b, 0, data, 0, data.length, right);
        a.getNbi(fetched, 0, src, 0, 1024, right);
        other.putLong(flag, 0, 1, me);
        other.quiet();
        shmem.quiet();
        Check.equal(1L, shmem.getLong(flag, 0, me), "the other context's put, complete at its own quiet");
        a.quiet();
        for (int i = 0; i < 1024; i += 97) {
            Check.equal(right * 10_000L + i, fetched[i], "a's non-blocking get, complete after a's quiet");
        }
        shmem.barrierAll();
        final int left = (me + n - 1) % n;
        Check.equal(left + 7L, b.getLong(1023), "a's non-blocking put, complete after a's quiet");
        other.destroy();
        a.destroy();
        shmem.barrierAll();
        shmem.free(flag);
        shmem.free(src);
        shmem.free(b);
    }

    /** A destroyed context refuses every operation; destroying twice is harmless; the default context stays. */
    private static void destroyed(final Shmem shmem) {
        final SymmetricBuffer b = shmem.calloc(2, Long.BYTES);
        final ShmemContext ctx = shmem.createContext(EnumSet.of(ContextOption.NOSTORE));
        Check.equal(0L, ctx.getLong(b, 0, shmem.myPe()), "a NOSTORE context reads");
        ctx.destroy();
        ctx.destroy();
        final IllegalStateException ex = Check.throwsException(IllegalStateException.class,
            () -> ctx.putLong(b, 0, 1, 0), "put on a destroyed context");
        Check.mentions(ex.getMessage(), "destroyed");
        Check.throwsException(IllegalStateException.class, () -> ctx.atomicFetchAddLong(b, 0, 1, 0), "atomic");
        Check.throwsException(IllegalStateException.class, () -> ctx.getInt(b, 0, 0), "get");
        Check.throwsException(IllegalStateException.class, ctx::quiet, "quiet");
        Check.throwsException(IllegalStateException.class, ctx::fence, "fence");
        Check.throwsException(IllegalStateException.class,
            () -> ctx.putMemSignal(b, 0, new byte[1], 0, 1, b, 1, 1, SignalOp.SET, 0), "put-with-signal");
        final IllegalStateException dflt = Check.throwsException(IllegalStateException.class, shmem::destroy,
            "destroying the default context");
        Check.mentions(dflt.getMessage(), "default context");
        shmem.putLong(b, 1, 3, shmem.myPe());
        shmem.quiet();
        Check.equal(3L, b.getLong(1), "the default context still works");
        try (ShmemContext other = shmem.createContext()) {
            Check.throwsException(IndexOutOfBoundsException.class, () -> other.getLong(b, 2, 0),
                "a new context checks bounds like the default one");
        }
        shmem.barrierAll();
        shmem.free(b);
    }

    /**
     * THREADS threads per PE, each with its own private context (and one using the default context), all
     * fetch-adding and adding to words on every PE at once: every total is exact and every fetch-add result on a
     * hot word is distinct.
     */
    private static void multipleThreadsAmo(final Shmem shmem) throws Exception {
        Check.equal(ThreadLevel.MULTIPLE, shmem.queryThread(), "the suite runs with THREAD_MULTIPLE");
        final int n = shmem.nPes();
        final int ops = 600;
        final SymmetricBuffer words = shmem.calloc(4, Long.BYTES);
        final SymmetricBuffer seen = shmem.calloc((long) n * (THREADS + 1) * ops, Long.BYTES);
        final int me = shmem.myPe();
        runThreads(THREADS + 1, t -> {
            final ShmemContext ctx = t == THREADS ? shmem : shmem.createContext(ContextOption.PRIVATE);
            final long[] mine = new long[ops];
            for (int i = 0; i < ops; i++) {
                mine[i] = ctx.atomicFetchAddLong(words, 0, 1, 0);
                for (int pe = 0; pe < n; pe++) {
                    ctx.atomicAddLong(words, 1, 2, pe);
                    ctx.atomicIncInt(words, 4, pe);
                }
            }
            ctx.put(seen, ((long) me * (THREADS + 1) + t) * ops, mine, 0, ops, 0);
            ctx.quiet();
            if (ctx != shmem) {
                ctx.destroy();
            }
        });
        shmem.barrierAll();
        final int total = n * (THREADS + 1) * ops;
        Check.equal((long) total * 2, words.getLong(1), "adds from every thread of every PE");
        Check.equal(total, words.getInt(4), "int increments from every thread of every PE");
        if (me == 0) {
            Check.equal((long) total, words.getLong(0), "fetch-adds on the hot word");
            final boolean[] hit = new boolean[total];
            for (int i = 0; i < total; i++) {
                final long v = seen.getLong(i);
                Check.that(v >= 0 && v < total && !hit[(int) v], "fetch-add result " + v + " seen once");
                hit[(int) v] = true;
            }
        }
        shmem.barrierAll();
        shmem.free(seen);
        shmem.free(words);
    }

    /**
     * THREADS threads per PE contend for one distributed lock (threads of a PE take turns, like PEs) around a
     * non-atomic get-increment-put, and wait concurrently on their own flags, set by the right neighbour's
     * threads.
     */
    private static void multipleThreadsLocksAndWaits(final Shmem shmem) throws Exception {
        Check.equal(ThreadLevel.MULTIPLE, shmem.queryThread(), "the suite runs with THREAD_MULTIPLE");
        final int n = shmem.nPes();
        final int me = shmem.myPe();
        final int rounds = 10;
        final SymmetricBuffer lock = shmem.calloc(1, Long.BYTES);
        final SymmetricBuffer counter = shmem.calloc(1, Long.BYTES);
        final SymmetricBuffer flags = shmem.calloc(THREADS, Long.BYTES);
        shmem.barrierAll();
        runThreads(THREADS, t -> {
            for (int r = 0; r < rounds; r++) {
                shmem.setLock(lock, 0);
                final long v = shmem.getLong(counter, 0, 0);
                shmem.putLong(counter, 0, v + 1, 0);
                shmem.clearLock(lock, 0);
                shmem.atomicIncLong(flags, t, (me + 1) % n);
                shmem.waitUntilLong(flags, t, Comparison.GE, r + 1);
            }
        });
        shmem.barrierAll();
        if (me == 0) {
            Check.equal((long) n * THREADS * rounds, counter.getLong(0), "increments under the lock");
        }
        shmem.barrierAll();
        shmem.free(flags);
        shmem.free(counter);
        shmem.free(lock);
    }

    /** Work one thread of a PE does, given its number. */
    @FunctionalInterface
    private interface ThreadWork {
        void run(int thread) throws Exception;
    }

    /** Runs threads that start together and rethrows the first failure. */
    private static void runThreads(final int count, final ThreadWork work) throws Exception {
        final ExecutorService pool = Executors.newFixedThreadPool(count);
        try {
            final CountDownLatch start = new CountDownLatch(1);
            final List<Future<Object>> results = new java.util.ArrayList<>();
            for (int t = 0; t < count; t++) {
                final int thread = t;
                results.add(pool.submit(() -> {
                    start.await();
                    work.run(thread);
                    return null;
                }));
            }
            start.countDown();
            for (final Future<Object> f : results) {
                try {
                    f.get(120, TimeUnit.SECONDS);
                } catch (final java.util.concurrent.ExecutionException ex) {
                    if (ex.getCause() instanceof Exception) {
                        throw (Exception) ex.getCause();
                    }
                    throw new CheckFailed("thread failed: " + ex.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
