package io.jshmem;

import io.jshmem.exceptions.ShmemException;
import io.jshmem.spi.ShmemProvider;

import java.nio.ByteBuffer;
import java.util.Iterator;
import java.util.ServiceLoader;

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
 */
public interface Shmem extends ShmemContext, AutoCloseable {
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
     * Initializes this PE and asks for a thread level ({@code shmem_init_thread}); see {@link #queryThread()}.
     * Collective.
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
     * The thread level provided ({@code shmem_query_thread}).
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

    /**
     * Finalizes this PE ({@code shmem_finalize}): waits until every PE has finalized (a barrier), then releases
     * the heap, transports and bootstrap. Collective. Idempotent.
     */
    @Override
    void close();
}
