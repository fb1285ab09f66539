package io.jshmem;

import io.jshmem.exceptions.ShmemException;
import io.jshmem.spi.ShmemProvider;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * One processing element (PE) of an SPMD job, and its default communication context.
 *
 * <p>Typical use, in a program started by {@code shmemrun -n 4 -cp app.jar Main}:
 * <pre>{@code
 * try (Shmem shmem = Shmem.init()) {
 *     SymmetricBuffer buf = shmem.malloc(8);           // collective: same offset on every PE
 *     int right = (shmem.myPe() + 1) % shmem.nPes();
 *     shmem.putLong(buf, 0, shmem.myPe(), right);     // one-sided write into the right neighbour
 *     shmem.barrierAll();                              // completes and orders all puts
 *     long fromLeft = buf.getLong(0);
 * }
 * }</pre>
 *
 * <p>Instances are independent: several PEs may run as threads of one JVM, each with its own instance (the
 * testkit's {@code LocalJob} does this). Calls marked <em>collective</em> must be made by every PE of the job
 * (or team), in the same order.
 *
 * <p>Besides the one-sided operations of its default context ({@link ShmemContext}), a PE offers the
 * operations that are not context operations: waits and tests on its own words ({@code waitUntilLong},
 * {@code testAnyInt}, ...; they read with acquire loads, so a PE that sees a flag also sees what the writer
 * stored before it), signal waits, distributed locks ({@link #setLock}), and the creation of further
 * contexts ({@link #createContext(Set)}).
 *
 * <h2>Threads</h2>
 * {@link #initThread(ThreadLevel)} asks for a thread level and {@link #queryThread()} reports the level
 * provided, which is the level requested. Every level is safe to provide: one-sided operations, atomics,
 * waits, tests, locks and context creation keep no shared mutable state on their fast paths, so under
 * {@link ThreadLevel#MULTIPLE} any thread may call them at any time. Collective calls (allocation, barriers)
 * must still be made by one thread at a time per PE, in the same order on every PE, as OpenSHMEM requires.
 */
public interface Shmem extends ShmemContext, AutoCloseable {
    /**
     * The position the {@code waitUntilAny} and {@code testAny} operations return when no word of the set
     * satisfies the comparison, or the set is empty or fully excluded (the C routines return {@code SIZE_MAX}).
     */
    int NO_INDEX = -1;

    /**
     * Initializes this PE from the environment ({@code shmem_init}): {@code JSHMEM_UID}, {@code JSHMEM_PE} and
     * {@code JSHMEM_NPES} as set by {@code shmemrun}, or, when only {@code JSHMEM_UID} is given, the rank and size
     * from Slurm ({@code SLURM_PROCID}, {@code SLURM_NTASKS}) or Open MPI ({@code OMPI_COMM_WORLD_RANK},
     * {@code OMPI_COMM_WORLD_SIZE}). Collective.
     *
     * @return this PE.
     * @throws ShmemException when the job cannot be joined.
     */
    static Shmem init() {
        return init(new ShmemOptions());
    }

    /**
     * Initializes this PE and asks for a thread level ({@code shmem_init_thread}); the level is provided as
     * requested (see {@link #queryThread()}). Collective.
     *
     * @param requested the thread level wanted.
     * @return this PE.
     * @throws ShmemException when the job cannot be joined.
     */
    static Shmem initThread(final ThreadLevel requested) {
        return init(new ShmemOptions().threadLevel(requested));
    }

    /**
     * Initializes this PE with explicit settings; whatever they leave unset comes from the environment as in
     * {@link #init()}. Collective.
     *
     * @param options explicit settings.
     * @return this PE.
     * @throws ShmemException when the job cannot be joined or no implementation is on the class path.
     */
    static Shmem init(final ShmemOptions options) {
        final Iterator<ShmemProvider> providers = ServiceLoader.load(ShmemProvider.class).iterator();
        if (!providers.hasNext()) {
            throw new ShmemException("no jshmem implementation on the class path (io.jshmem:shmem-core); "
                + "start the program with shmemrun, or add shmem-core and its dependencies to the class path");
        }
        return providers.next().init(options);
    }

    /**
     * This PE's number in the job ({@code shmem_my_pe}).
     *
     * @return in {@code [0, nPes())}.
     */
    int myPe();

    /**
     * Number of PEs in the job ({@code shmem_n_pes}).
     *
     * @return at least 1.
     */
    int nPes();

    /**
     * The OpenSHMEM specification version implemented ({@code shmem_info_get_version}).
     *
     * @return the version.
     */
    SpecVersion infoVersion();

    /**
     * The name and version of this implementation ({@code shmem_info_get_name}).
     *
     * @return e.g. {@code "jshmem 0.1.0"}.
     */
    String infoName();

    /**
     * The thread level provided ({@code shmem_query_thread}): the one requested at initialization
     * ({@link ThreadLevel#SINGLE} for {@link #init()}).
     *
     * @return the level.
     */
    ThreadLevel queryThread();

    /**
     * Completes this PE's outstanding operations ({@link #quiet()}) and waits until every PE of the job has
     * called it ({@code shmem_barrier_all}); the same as {@code teamWorld().barrier()}. Collective. On return,
     * every PE's puts issued before its barrier are visible everywhere.
     */
    void barrierAll();

    /**
     * Waits until every PE of the job has called it, without completing outstanding operations
     * ({@code shmem_sync_all}); the same as {@code teamWorld().sync()}. Collective; orders this PE's stores made
     * before the call (including completed puts) before other PEs' loads after it.
     */
    void syncAll();

    /**
     * Ends every PE of the job with an exit status ({@code shmem_global_exit}). In a process per PE the
     * processes exit; PEs that are threads of one JVM get {@link io.jshmem.exceptions.GlobalExitException}
     * from their pending and next calls instead.
     *
     * @param status the exit status.
     */
    void globalExit(int status);

    // =================================================================================================
    // Teams.
    // =================================================================================================

    /**
     * The team of every PE of the job ({@code SHMEM_TEAM_WORLD}), numbered as {@link #myPe()}: team PE
     * {@code i} is PE {@code i}. {@link #barrierAll()} and {@link #syncAll()} are its {@link Team#barrier()}
     * and {@link Team#sync()}. It cannot be destroyed.
     *
     * @return the world team (the same handle on every call).
     */
    Team teamWorld();

    /**
     * The team of the PEs that share this PE's host ({@code SHMEM_TEAM_SHARED}): the PEs whose memory this
     * PE reaches by load and store, in world order. PEs of different hosts get different teams. It cannot be
     * destroyed.
     *
     * @return this host's team (the same handle on every call).
     */
    Team teamShared();

    /**
     * Allocates a symmetric buffer ({@code shmem_malloc}), aligned to 64 bytes. Collective with barrier
     * semantics: every PE must ask for the same size, in the same order; otherwise every PE gets
     * {@link io.jshmem.exceptions.AsymmetricAllocationException}. When the heap has no room every PE gets
     * {@link io.jshmem.exceptions.SymmetricHeapExhaustedException}. Zero bytes give a valid empty buffer.
     *
     * @param bytes size in bytes, at least 0.
     * @return the buffer, uninitialized.
     */
    SymmetricBuffer malloc(long bytes);

    /**
     * Allocates a zeroed symmetric buffer of {@code count * elementBytes} bytes ({@code shmem_calloc}).
     * Collective, as {@link #malloc(long)}.
     *
     * @param count        number of elements, at least 0.
     * @param elementBytes bytes per element, at least 0.
     * @return the buffer, filled with zeros.
     */
    SymmetricBuffer calloc(long count, long elementBytes);

    /**
     * Allocates a symmetric buffer whose offset is a multiple of {@code alignment} ({@code shmem_align}).
     * Collective, as {@link #malloc(long)}.
     *
     * @param alignment a power of two.
     * @param bytes     size in bytes, at least 0.
     * @return the buffer, uninitialized.
     */
    SymmetricBuffer align(long alignment, long bytes);

    /**
     * Resizes a symmetric buffer ({@code shmem_realloc}): the result holds the old contents up to the smaller of
     * the two sizes; the old handle is freed (even when the block stays in place). {@code realloc(null, n)} is
     * {@code malloc(n)}. Collective, as {@link #malloc(long)}.
     *
     * @param buffer the buffer to resize, or null.
     * @param bytes  the new size in bytes, at least 0.
     * @return the resized buffer.
     */
    SymmetricBuffer realloc(SymmetricBuffer buffer, long bytes);

    /**
     * Frees a symmetric buffer ({@code shmem_free}). Collective with barrier semantics; every PE must free the
     * same buffer. Freeing twice throws {@link io.jshmem.exceptions.BufferFreedException}.
     *
     * @param buffer the buffer.
     */
    void free(SymmetricBuffer buffer);

    /**
     * Size of the symmetric heap of this PE.
     *
     * @return bytes.
     */
    long heapSize();

    /**
     * Free bytes in the symmetric heap (equal on every PE).
     *
     * @return bytes not allocated.
     */
    long heapFree();

    /**
     * A direct view of a PE's copy of a buffer, when that PE's memory is mapped into this process
     * ({@code shmem_ptr}): loads and stores through it act on the remote PE's memory.
     *
     * @param buffer the symmetric buffer.
     * @param pe     the PE.
     * @return a native-order view of the whole buffer, or null when the PE is not reachable by load/store.
     */
    ByteBuffer ptr(SymmetricBuffer buffer, int pe);

    /**
     * Whether a buffer on a PE is reachable by this PE's RMA and AMO operations ({@code shmem_addr_accessible}).
     *
     * @param buffer the symmetric buffer.
     * @param pe     the PE.
     * @return true when reachable.
     */
    boolean addrAccessible(SymmetricBuffer buffer, int pe);

    /**
     * Whether a PE is reachable by this PE's RMA and AMO operations ({@code shmem_pe_accessible}).
     *
     * @param pe the PE.
     * @return true when reachable.
     */
    boolean peAccessible(int pe);

    // =================================================================================================
    // Contexts and threads.
    // =================================================================================================

    /**
     * Creates a communication context ({@code shmem_ctx_create}): a {@link ShmemContext} whose puts, gets,
     * AMOs and signals are ordered by its own {@link ShmemContext#fence()} and completed by its own
     * {@link ShmemContext#quiet()}, independently of this default context and of other contexts. Useful to
     * give each thread its own stream of operations (quiet on one thread's context does not wait for another's).
     * Not collective. Destroy it with {@link ShmemContext#destroy()} (or try-with-resources); the contexts
     * still open are destroyed when this PE closes.
     *
     * @param options promises about the context's use (see {@link ContextOption}); may be empty.
     * @return the new context.
     * @throws IllegalStateException when this PE is closed.
     */
    ShmemContext createContext(Set<ContextOption> options);

    /**
     * Creates a communication context with options given one by one; see {@link #createContext(Set)}.
     *
     * @param options promises about the context's use; none for a general context.
     * @return the new context.
     */
    default ShmemContext createContext(final ContextOption... options) {
        final Set<ContextOption> set = EnumSet.noneOf(ContextOption.class);
        set.addAll(Arrays.asList(options));
        return createContext(set);
    }

    /**
     * The default context cannot be destroyed ({@code SHMEM_CTX_DEFAULT} lives as long as the PE); use
     * {@link #close()} to finalize the PE.
     *
     * @throws IllegalStateException always.
     */
    @Override
    void destroy();

    // =================================================================================================
    // Point-to-point synchronization: waits and tests on words of this PE's memory, written by others.
    // Not context operations. Typed names for the same reason as the atomics (int literals).
    // =================================================================================================

    /**
     * Waits until an {@code int} word of this PE's memory (written by other PEs) satisfies a comparison
     * ({@code shmem_int_wait_until}). Polls with acquire loads, spinning, then yielding, then parking; a PE failure
     * ends the wait with {@link io.jshmem.exceptions.PeerFailedException}. Stores the writer made before the store that
     * satisfied the comparison are visible on return.
     *
     * @param ivars symmetric buffer holding the word; this PE's copy is read.
     * @param index element index of the word ({@code 4} bytes per element).
     * @param cmp   the comparison, with the word on the left.
     * @param value the value compared with.
     * @return the value that satisfied the comparison.
     */
    int waitUntilInt(SymmetricBuffer ivars, long index, Comparison cmp, int value);

    /**
     * Waits, at most for a time, until an {@code int} word of this PE's memory satisfies a comparison. The same as
     * {@link #waitUntilInt(SymmetricBuffer, long, Comparison, int)} but gives up after {@code timeout} (an extension:
     * OpenSHMEM has no timed wait). The timeout is measured from the call, and may be overrun by up to a millisecond of
     * parking.
     *
     * @param ivars   symmetric buffer holding the word; this PE's copy is read.
     * @param index   element index of the word ({@code 4} bytes per element).
     * @param cmp     the comparison, with the word on the left.
     * @param value   the value compared with.
     * @param timeout how long to wait at most; zero or negative means test once.
     * @return true when the comparison was satisfied, false when the time ran out.
     */
    boolean waitUntilInt(SymmetricBuffer ivars, long index, Comparison cmp, int value, Duration timeout);

    /**
     * Waits until every word of a set of {@code int} words of this PE's memory, except those excluded by
     * {@code status}, satisfies a comparison of each word with {@code value} ({@code shmem_int_wait_until_all}). Each
     * word is observed to satisfy it at some point during the call (not necessarily all at one instant). An empty or
     * fully excluded set returns at once.
     *
     * @param ivars  symmetric buffer holding the words; this PE's copy is read.
     * @param index  element index of the first word ({@code 4} bytes per element).
     * @param count  number of words, {@code index} to {@code index + count - 1}.
     * @param status null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp    the comparison, with the word on the left.
     * @param value  the value compared with.
     */
    void waitUntilAllInt(SymmetricBuffer ivars, long index, int count, int[] status, Comparison cmp, int value);

    /**
     * Waits until any word of a set of {@code int} words of this PE's memory, except those excluded by {@code status},
     * satisfies a comparison of each word with {@code value} ({@code shmem_int_wait_until_any}), and returns its
     * position. An empty or fully excluded set returns {@link #NO_INDEX} at once.
     *
     * @param ivars  symmetric buffer holding the words; this PE's copy is read.
     * @param index  element index of the first word ({@code 4} bytes per element).
     * @param count  number of words, {@code index} to {@code index + count - 1}.
     * @param status null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp    the comparison, with the word on the left.
     * @param value  the value compared with.
     * @return the position {@code i} in {@code [0, count)} of a satisfying word, or {@link #NO_INDEX}.
     */
    int waitUntilAnyInt(SymmetricBuffer ivars, long index, int count, int[] status, Comparison cmp, int value);

    /**
     * Waits until at least one word of a set of {@code int} words of this PE's memory, except those excluded by
     * {@code status}, satisfies a comparison of each word with {@code value} ({@code shmem_int_wait_until_some}), and
     * reports every word that satisfies it. An empty or fully excluded set returns 0 at once.
     *
     * @param ivars   symmetric buffer holding the words; this PE's copy is read.
     * @param index   element index of the first word ({@code 4} bytes per element).
     * @param count   number of words, {@code index} to {@code index + count - 1}.
     * @param indices receives the positions of the satisfying words; at least {@code count} entries.
     * @param status  null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp     the comparison, with the word on the left.
     * @param value   the value compared with.
     * @return how many positions were stored at the start of {@code indices}, in increasing order.
     */
    int waitUntilSomeInt(SymmetricBuffer ivars, long index, int count, int[] indices, int[] status, Comparison cmp,
        int value);

    /**
     * Waits until every word of a set of {@code int} words of this PE's memory, except those excluded by
     * {@code status}, satisfies a comparison of word {@code i} with {@code values[i]}
     * ({@code shmem_int_wait_until_all_vector}). Each word is observed to satisfy it at some point during the call (not
     * necessarily all at one instant). An empty or fully excluded set returns at once.
     *
     * @param ivars  symmetric buffer holding the words; this PE's copy is read.
     * @param index  element index of the first word ({@code 4} bytes per element).
     * @param count  number of words, {@code index} to {@code index + count - 1}.
     * @param status null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp    the comparison, with the word on the left.
     * @param values at least {@code count} entries: word {@code i} is compared with {@code values[i]}.
     */
    void waitUntilAllInt(SymmetricBuffer ivars, long index, int count, int[] status, Comparison cmp, int[] values);

    /**
     * Waits until any word of a set of {@code int} words of this PE's memory, except those excluded by {@code status},
     * satisfies a comparison of word {@code i} with {@code values[i]} ({@code shmem_int_wait_until_any_vector}), and
     * returns its position. An empty or fully excluded set returns {@link #NO_INDEX} at once.
     *
     * @param ivars  symmetric buffer holding the words; this PE's copy is read.
     * @param index  element index of the first word ({@code 4} bytes per element).
     * @param count  number of words, {@code index} to {@code index + count - 1}.
     * @param status null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp    the comparison, with the word on the left.
     * @param values at least {@code count} entries: word {@code i} is compared with {@code values[i]}.
     * @return the position {@code i} in {@code [0, count)} of a satisfying word, or {@link #NO_INDEX}.
     */
    int waitUntilAnyInt(SymmetricBuffer ivars, long index, int count, int[] status, Comparison cmp, int[] values);

    /**
     * Waits until at least one word of a set of {@code int} words of this PE's memory, except those excluded by
     * {@code status}, satisfies a comparison of word {@code i} with {@code values[i]}
     * ({@code shmem_int_wait_until_some_vector}), and reports every word that satisfies it. An empty or fully excluded
     * set returns 0 at once.
     *
     * @param ivars   symmetric buffer holding the words; this PE's copy is read.
     * @param index   element index of the first word ({@code 4} bytes per element).
     * @param count   number of words, {@code index} to {@code index + count - 1}.
     * @param indices receives the positions of the satisfying words; at least {@code count} entries.
     * @param status  null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp     the comparison, with the word on the left.
     * @param values  at least {@code count} entries: word {@code i} is compared with {@code values[i]}.
     * @return how many positions were stored at the start of {@code indices}, in increasing order.
     */
    int waitUntilSomeInt(SymmetricBuffer ivars, long index, int count, int[] indices, int[] status, Comparison cmp,
        int[] values);

    /**
     * Tests, without waiting, whether an {@code int} word of this PE's memory satisfies a comparison
     * ({@code shmem_int_test}); an acquire load, like a wait.
     *
     * @param ivars symmetric buffer holding the word; this PE's copy is read.
     * @param index element index of the word ({@code 4} bytes per element).
     * @param cmp   the comparison, with the word on the left.
     * @param value the value compared with.
     * @return true when it does.
     */
    boolean testInt(SymmetricBuffer ivars, long index, Comparison cmp, int value);

    /**
     * Tests, without waiting, whether every word of a set of {@code int} words of this PE's memory, except those
     * excluded by {@code status}, satisfies a comparison of each word with {@code value} ({@code shmem_int_test_all}).
     * True for an empty or fully excluded set (OpenSHMEM 1.6).
     *
     * @param ivars  symmetric buffer holding the words; this PE's copy is read.
     * @param index  element index of the first word ({@code 4} bytes per element).
     * @param count  number of words, {@code index} to {@code index + count - 1}.
     * @param status null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp    the comparison, with the word on the left.
     * @param value  the value compared with.
     * @return true when every word of the set satisfies it.
     */
    boolean testAllInt(SymmetricBuffer ivars, long index, int count, int[] status, Comparison cmp, int value);

    /**
     * Tests, without waiting, whether any word of a set of {@code int} words of this PE's memory, except those excluded
     * by {@code status}, satisfies a comparison of each word with {@code value} ({@code shmem_int_test_any}).
     *
     * @param ivars  symmetric buffer holding the words; this PE's copy is read.
     * @param index  element index of the first word ({@code 4} bytes per element).
     * @param count  number of words, {@code index} to {@code index + count - 1}.
     * @param status null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp    the comparison, with the word on the left.
     * @param value  the value compared with.
     * @return the position {@code i} in {@code [0, count)} of a satisfying word, or {@link #NO_INDEX} when none does.
     */
    int testAnyInt(SymmetricBuffer ivars, long index, int count, int[] status, Comparison cmp, int value);

    /**
     * Tests, without waiting, which words of a set of {@code int} words of this PE's memory, except those excluded by
     * {@code status}, satisfy a comparison of each word with {@code value} ({@code shmem_int_test_some}).
     *
     * @param ivars   symmetric buffer holding the words; this PE's copy is read.
     * @param index   element index of the first word ({@code 4} bytes per element).
     * @param count   number of words, {@code index} to {@code index + count - 1}.
     * @param indices receives the positions of the satisfying words; at least {@code count} entries.
     * @param status  null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp     the comparison, with the word on the left.
     * @param value   the value compared with.
     * @return how many positions were stored at the start of {@code indices}, in increasing order (0 when none
     *     satisfies it).
     */
    int testSomeInt(SymmetricBuffer ivars, long index, int count, int[] indices, int[] status, Comparison cmp,
        int value);

    /**
     * Tests, without waiting, whether every word of a set of {@code int} words of this PE's memory, except those
     * excluded by {@code status}, satisfies a comparison of word {@code i} with {@code values[i]}
     * ({@code shmem_int_test_all_vector}). True for an empty or fully excluded set (OpenSHMEM 1.6).
     *
     * @param ivars  symmetric buffer holding the words; this PE's copy is read.
     * @param index  element index of the first word ({@code 4} bytes per element).
     * @param count  number of words, {@code index} to {@code index + count - 1}.
     * @param status null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp    the comparison, with the word on the left.
     * @param values at least {@code count} entries: word {@code i} is compared with {@code values[i]}.
     * @return true when every word of the set satisfies it.
     */
    boolean testAllInt(SymmetricBuffer ivars, long index, int count, int[] status, Comparison cmp, int[] values);

    /**
     * Tests, without waiting, whether any word of a set of {@code int} words of this PE's memory, except those excluded
     * by {@code status}, satisfies a comparison of word {@code i} with {@code values[i]}
     * ({@code shmem_int_test_any_vector}).
     *
     * @param ivars  symmetric buffer holding the words; this PE's copy is read.
     * @param index  element index of the first word ({@code 4} bytes per element).
     * @param count  number of words, {@code index} to {@code index + count - 1}.
     * @param status null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp    the comparison, with the word on the left.
     * @param values at least {@code count} entries: word {@code i} is compared with {@code values[i]}.
     * @return the position {@code i} in {@code [0, count)} of a satisfying word, or {@link #NO_INDEX} when none does.
     */
    int testAnyInt(SymmetricBuffer ivars, long index, int count, int[] status, Comparison cmp, int[] values);

    /**
     * Tests, without waiting, which words of a set of {@code int} words of this PE's memory, except those excluded by
     * {@code status}, satisfy a comparison of word {@code i} with {@code values[i]}
     * ({@code shmem_int_test_some_vector}).
     *
     * @param ivars   symmetric buffer holding the words; this PE's copy is read.
     * @param index   element index of the first word ({@code 4} bytes per element).
     * @param count   number of words, {@code index} to {@code index + count - 1}.
     * @param indices receives the positions of the satisfying words; at least {@code count} entries.
     * @param status  null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp     the comparison, with the word on the left.
     * @param values  at least {@code count} entries: word {@code i} is compared with {@code values[i]}.
     * @return how many positions were stored at the start of {@code indices}, in increasing order (0 when none
     *     satisfies it).
     */
    int testSomeInt(SymmetricBuffer ivars, long index, int count, int[] indices, int[] status, Comparison cmp,
        int[] values);

    /**
     * Waits until a {@code long} word of this PE's memory (written by other PEs) satisfies a comparison
     * ({@code shmem_long_wait_until}). Polls with acquire loads, spinning, then yielding, then parking; a PE failure
     * ends the wait with {@link io.jshmem.exceptions.PeerFailedException}. Stores the writer made before the store that
     * satisfied the comparison are visible on return.
     *
     * @param ivars symmetric buffer holding the word; this PE's copy is read.
     * @param index element index of the word ({@code 8} bytes per element).
     * @param cmp   the comparison, with the word on the left.
     * @param value the value compared with.
     * @return the value that satisfied the comparison.
     */
    long waitUntilLong(SymmetricBuffer ivars, long index, Comparison cmp, long value);

    /**
     * Waits, at most for a time, until a {@code long} word of this PE's memory satisfies a comparison. The same as
     * {@link #waitUntilLong(SymmetricBuffer, long, Comparison, long)} but gives up after {@code timeout} (an extension:
     * OpenSHMEM has no timed wait). The timeout is measured from the call, and may be overrun by up to a millisecond of
     * parking.
     *
     * @param ivars   symmetric buffer holding the word; this PE's copy is read.
     * @param index   element index of the word ({@code 8} bytes per element).
     * @param cmp     the comparison, with the word on the left.
     * @param value   the value compared with.
     * @param timeout how long to wait at most; zero or negative means test once.
     * @return true when the comparison was satisfied, false when the time ran out.
     */
    boolean waitUntilLong(SymmetricBuffer ivars, long index, Comparison cmp, long value, Duration timeout);

    /**
     * Waits until every word of a set of {@code long} words of this PE's memory, except those excluded by
     * {@code status}, satisfies a comparison of each word with {@code value} ({@code shmem_long_wait_until_all}). Each
     * word is observed to satisfy it at some point during the call (not necessarily all at one instant). An empty or
     * fully excluded set returns at once.
     *
     * @param ivars  symmetric buffer holding the words; this PE's copy is read.
     * @param index  element index of the first word ({@code 8} bytes per element).
     * @param count  number of words, {@code index} to {@code index + count - 1}.
     * @param status null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp    the comparison, with the word on the left.
     * @param value  the value compared with.
     */
    void waitUntilAllLong(SymmetricBuffer ivars, long index, int count, int[] status, Comparison cmp, long value);

    /**
     * Waits until any word of a set of {@code long} words of this PE's memory, except those excluded by {@code status},
     * satisfies a comparison of each word with {@code value} ({@code shmem_long_wait_until_any}), and returns its
     * position. An empty or fully excluded set returns {@link #NO_INDEX} at once.
     *
     * @param ivars  symmetric buffer holding the words; this PE's copy is read.
     * @param index  element index of the first word ({@code 8} bytes per element).
     * @param count  number of words, {@code index} to {@code index + count - 1}.
     * @param status null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp    the comparison, with the word on the left.
     * @param value  the value compared with.
     * @return the position {@code i} in {@code [0, count)} of a satisfying word, or {@link #NO_INDEX}.
     */
    int waitUntilAnyLong(SymmetricBuffer ivars, long index, int count, int[] status, Comparison cmp, long value);

    /**
     * Waits until at least one word of a set of {@code long} words of this PE's memory, except those excluded by
     * {@code status}, satisfies a comparison of each word with {@code value} ({@code shmem_long_wait_until_some}), and
     * reports every word that satisfies it. An empty or fully excluded set returns 0 at once.
     *
     * @param ivars   symmetric buffer holding the words; this PE's copy is read.
     * @param index   element index of the first word ({@code 8} bytes per element).
     * @param count   number of words, {@code index} to {@code index + count - 1}.
     * @param indices receives the positions of the satisfying words; at least {@code count} entries.
     * @param status  null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp     the comparison, with the word on the left.
     * @param value   the value compared with.
     * @return how many positions were stored at the start of {@code indices}, in increasing order.
     */
    int waitUntilSomeLong(SymmetricBuffer ivars, long index, int count, int[] indices, int[] status, Comparison cmp,
        long value);

    /**
     * Waits until every word of a set of {@code long} words of this PE's memory, except those excluded by
     * {@code status}, satisfies a comparison of word {@code i} with {@code values[i]}
     * ({@code shmem_long_wait_until_all_vector}). Each word is observed to satisfy it at some point during the call
     * (not necessarily all at one instant). An empty or fully excluded set returns at once.
     *
     * @param ivars  symmetric buffer holding the words; this PE's copy is read.
     * @param index  element index of the first word ({@code 8} bytes per element).
     * @param count  number of words, {@code index} to {@code index + count - 1}.
     * @param status null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp    the comparison, with the word on the left.
     * @param values at least {@code count} entries: word {@code i} is compared with {@code values[i]}.
     */
    void waitUntilAllLong(SymmetricBuffer ivars, long index, int count, int[] status, Comparison cmp, long[] values);

    /**
     * Waits until any word of a set of {@code long} words of this PE's memory, except those excluded by {@code status},
     * satisfies a comparison of word {@code i} with {@code values[i]} ({@code shmem_long_wait_until_any_vector}), and
     * returns its position. An empty or fully excluded set returns {@link #NO_INDEX} at once.
     *
     * @param ivars  symmetric buffer holding the words; this PE's copy is read.
     * @param index  element index of the first word ({@code 8} bytes per element).
     * @param count  number of words, {@code index} to {@code index + count - 1}.
     * @param status null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp    the comparison, with the word on the left.
     * @param values at least {@code count} entries: word {@code i} is compared with {@code values[i]}.
     * @return the position {@code i} in {@code [0, count)} of a satisfying word, or {@link #NO_INDEX}.
     */
    int waitUntilAnyLong(SymmetricBuffer ivars, long index, int count, int[] status, Comparison cmp, long[] values);

    /**
     * Waits until at least one word of a set of {@code long} words of this PE's memory, except those excluded by
     * {@code status}, satisfies a comparison of word {@code i} with {@code values[i]}
     * ({@code shmem_long_wait_until_some_vector}), and reports every word that satisfies it. An empty or fully excluded
     * set returns 0 at once.
     *
     * @param ivars   symmetric buffer holding the words; this PE's copy is read.
     * @param index   element index of the first word ({@code 8} bytes per element).
     * @param count   number of words, {@code index} to {@code index + count - 1}.
     * @param indices receives the positions of the satisfying words; at least {@code count} entries.
     * @param status  null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp     the comparison, with the word on the left.
     * @param values  at least {@code count} entries: word {@code i} is compared with {@code values[i]}.
     * @return how many positions were stored at the start of {@code indices}, in increasing order.
     */
    int waitUntilSomeLong(SymmetricBuffer ivars, long index, int count, int[] indices, int[] status, Comparison cmp,
        long[] values);

    /**
     * Tests, without waiting, whether a {@code long} word of this PE's memory satisfies a comparison
     * ({@code shmem_long_test}); an acquire load, like a wait.
     *
     * @param ivars symmetric buffer holding the word; this PE's copy is read.
     * @param index element index of the word ({@code 8} bytes per element).
     * @param cmp   the comparison, with the word on the left.
     * @param value the value compared with.
     * @return true when it does.
     */
    boolean testLong(SymmetricBuffer ivars, long index, Comparison cmp, long value);

    /**
     * Tests, without waiting, whether every word of a set of {@code long} words of this PE's memory, except those
     * excluded by {@code status}, satisfies a comparison of each word with {@code value} ({@code shmem_long_test_all}).
     * True for an empty or fully excluded set (OpenSHMEM 1.6).
     *
     * @param ivars  symmetric buffer holding the words; this PE's copy is read.
     * @param index  element index of the first word ({@code 8} bytes per element).
     * @param count  number of words, {@code index} to {@code index + count - 1}.
     * @param status null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp    the comparison, with the word on the left.
     * @param value  the value compared with.
     * @return true when every word of the set satisfies it.
     */
    boolean testAllLong(SymmetricBuffer ivars, long index, int count, int[] status, Comparison cmp, long value);

    /**
     * Tests, without waiting, whether any word of a set of {@code long} words of this PE's memory, except those
     * excluded by {@code status}, satisfies a comparison of each word with {@code value} ({@code shmem_long_test_any}).
     *
     * @param ivars  symmetric buffer holding the words; this PE's copy is read.
     * @param index  element index of the first word ({@code 8} bytes per element).
     * @param count  number of words, {@code index} to {@code index + count - 1}.
     * @param status null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp    the comparison, with the word on the left.
     * @param value  the value compared with.
     * @return the position {@code i} in {@code [0, count)} of a satisfying word, or {@link #NO_INDEX} when none does.
     */
    int testAnyLong(SymmetricBuffer ivars, long index, int count, int[] status, Comparison cmp, long value);

    /**
     * Tests, without waiting, which words of a set of {@code long} words of this PE's memory, except those excluded by
     * {@code status}, satisfy a comparison of each word with {@code value} ({@code shmem_long_test_some}).
     *
     * @param ivars   symmetric buffer holding the words; this PE's copy is read.
     * @param index   element index of the first word ({@code 8} bytes per element).
     * @param count   number of words, {@code index} to {@code index + count - 1}.
     * @param indices receives the positions of the satisfying words; at least {@code count} entries.
     * @param status  null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp     the comparison, with the word on the left.
     * @param value   the value compared with.
     * @return how many positions were stored at the start of {@code indices}, in increasing order (0 when none
     *     satisfies it).
     */
    int testSomeLong(SymmetricBuffer ivars, long index, int count, int[] indices, int[] status, Comparison cmp,
        long value);

    /**
     * Tests, without waiting, whether every word of a set of {@code long} words of this PE's memory, except those
     * excluded by {@code status}, satisfies a comparison of word {@code i} with {@code values[i]}
     * ({@code shmem_long_test_all_vector}). True for an empty or fully excluded set (OpenSHMEM 1.6).
     *
     * @param ivars  symmetric buffer holding the words; this PE's copy is read.
     * @param index  element index of the first word ({@code 8} bytes per element).
     * @param count  number of words, {@code index} to {@code index + count - 1}.
     * @param status null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp    the comparison, with the word on the left.
     * @param values at least {@code count} entries: word {@code i} is compared with {@code values[i]}.
     * @return true when every word of the set satisfies it.
     */
    boolean testAllLong(SymmetricBuffer ivars, long index, int count, int[] status, Comparison cmp, long[] values);

    /**
     * Tests, without waiting, whether any word of a set of {@code long} words of this PE's memory, except those
     * excluded by {@code status}, satisfies a comparison of word {@code i} with {@code values[i]}
     * ({@code shmem_long_test_any_vector}).
     *
     * @param ivars  symmetric buffer holding the words; this PE's copy is read.
     * @param index  element index of the first word ({@code 8} bytes per element).
     * @param count  number of words, {@code index} to {@code index + count - 1}.
     * @param status null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp    the comparison, with the word on the left.
     * @param values at least {@code count} entries: word {@code i} is compared with {@code values[i]}.
     * @return the position {@code i} in {@code [0, count)} of a satisfying word, or {@link #NO_INDEX} when none does.
     */
    int testAnyLong(SymmetricBuffer ivars, long index, int count, int[] status, Comparison cmp, long[] values);

    /**
     * Tests, without waiting, which words of a set of {@code long} words of this PE's memory, except those excluded by
     * {@code status}, satisfy a comparison of word {@code i} with {@code values[i]}
     * ({@code shmem_long_test_some_vector}).
     *
     * @param ivars   symmetric buffer holding the words; this PE's copy is read.
     * @param index   element index of the first word ({@code 8} bytes per element).
     * @param count   number of words, {@code index} to {@code index + count - 1}.
     * @param indices receives the positions of the satisfying words; at least {@code count} entries.
     * @param status  null, or at least {@code count} entries: a non-zero entry {@code i} excludes word {@code i} from
     *     the set.
     * @param cmp     the comparison, with the word on the left.
     * @param values  at least {@code count} entries: word {@code i} is compared with {@code values[i]}.
     * @return how many positions were stored at the start of {@code indices}, in increasing order (0 when none
     *     satisfies it).
     */
    int testSomeLong(SymmetricBuffer ivars, long index, int count, int[] indices, int[] status, Comparison cmp,
        long[] values);

    // =================================================================================================
    // Signals (this PE's signal words; the put-with-signal operations are on ShmemContext).
    // =================================================================================================

    /**
     * Reads a signal word of this PE's memory atomically, with acquire semantics ({@code shmem_signal_fetch}).
     *
     * @param sig      symmetric buffer holding the signal word; this PE's copy is read.
     * @param sigIndex index of the signal word in {@code sig} (8 bytes per element).
     * @return the signal's bits (an unsigned 64-bit number).
     */
    long signalFetch(SymmetricBuffer sig, long sigIndex);

    /**
     * Waits until a signal word of this PE's memory satisfies a comparison, read as unsigned 64-bit numbers
     * ({@code shmem_signal_wait_until}). Waits like {@link #waitUntilLong(SymmetricBuffer, long, Comparison,
     * long)}; the data of a put-with-signal whose update satisfied the comparison is visible on return.
     *
     * @param sig      symmetric buffer holding the signal word; this PE's copy is read.
     * @param sigIndex index of the signal word in {@code sig} (8 bytes per element).
     * @param cmp      the comparison, with the signal on the left, unsigned.
     * @param value    the value compared with (unsigned).
     * @return the signal value that satisfied the comparison.
     */
    long signalWaitUntil(SymmetricBuffer sig, long sigIndex, Comparison cmp, long value);

    // =================================================================================================
    // Distributed locks. Not context operations.
    // =================================================================================================

    /**
     * Acquires a distributed mutual-exclusion lock ({@code shmem_set_lock}), waiting as long as another PE holds
     * it. Requests are served in arrival order (a queue lock: waiting PEs poll their own memory, not the lock's
     * home). The lock is a {@code long} word of a symmetric buffer that must be 0 on every PE before its first
     * use (for example from {@link #calloc}) and must not be accessed otherwise while in use. Stores made by
     * the previous holder before its {@link #clearLock} are visible on return. A lock is held by the PE:
     * threads of one PE that contend for it take turns, like PEs.
     *
     * @param lock  symmetric buffer holding the lock word.
     * @param index element index of the lock word (8 bytes per element).
     * @throws io.jshmem.exceptions.PeerFailedException when a PE failed while this one waited.
     */
    void setLock(SymmetricBuffer lock, long index);

    /**
     * Acquires a distributed lock if it is free, without waiting ({@code shmem_test_lock}). Like the C routine
     * it answers whether the lock was already set: {@code false} means this call acquired it.
     *
     * @param lock  symmetric buffer holding the lock word.
     * @param index element index of the lock word (8 bytes per element).
     * @return false when this call acquired the lock; true when it was held (by another PE or another thread
     *     of this PE), and nothing changed.
     */
    boolean testLock(SymmetricBuffer lock, long index);

    /**
     * Releases a distributed lock held by this PE ({@code shmem_clear_lock}), after completing this PE's
     * outstanding operations on the default context ({@link #quiet()}) so that the next holder sees them.
     *
     * @param lock  symmetric buffer holding the lock word.
     * @param index element index of the lock word (8 bytes per element).
     * @throws IllegalStateException when this PE does not hold the lock.
     */
    void clearLock(SymmetricBuffer lock, long index);

    /**
     * Per-peer traffic counters of the transports that keep them (the RDMA transport; the shared-memory transport
     * keeps none, its operations are plain loads and stores), as a snapshot. Printed at exit by every PE when
     * {@code SHMEM_INFO} or {@code JSHMEM_STATS} is set. Safe from any thread; values read while operations run
     * may be a moment old.
     *
     * @return one record per peer and transport that saw traffic, ordered by PE.
     */
    List<PeerStatistics> statistics();

    /**
     * Finalizes this PE ({@code shmem_finalize}): waits until every PE has finalized (a barrier), then releases
     * the heap, transports and bootstrap. Collective. Idempotent.
     */
    @Override
    void close();
}
