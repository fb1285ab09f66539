package io.jshmem.core.transport.rdma;

import io.jshmem.ContextOption;
import io.jshmem.PeerStatistics;
import io.jshmem.SignalOp;
import io.jshmem.bootstrap.Bootstrap;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.core.transport.AtomicOp;
import io.jshmem.core.transport.PeInfo;
import io.jshmem.core.transport.Transport;
import io.jshmem.exceptions.ConfigurationException;
import io.jshmem.exceptions.ShmemException;
import io.jshmem.jna.ucx.UcpAtomicOp;
import io.jshmem.jna.ucx.UcxException;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The RDMA transport: one-sided operations on PEs of other hosts through UCX (JNA bindings to the system's
 * {@code libucp}). Name {@value #NAME}, priority {@value #PRIORITY} (below shared memory).
 *
 * <p>Set-up is collective over the job when any PE uses RDMA ({@link #join}): every PE taking part opens UCX,
 * registers its segment, starts its progress agent and publishes its segment key and target worker addresses; then
 * the runtime routes, and {@link #connect(int[])} wires up endpoints to the PEs this PE was given. See
 * {@link RdmaChannel} for slicing, striping, retries, deadlines, completion and ordering.
 *
 * <h2>Atomics</h2>
 * Every atomic of {@link Transport} is one {@code ucp_atomic_op_nbx} on the target's home lane: add, and, or, xor,
 * swap and compare-and-swap on 32- and 64-bit words; an atomic fetch is a fetch-add of 0 and an atomic set a swap
 * whose old value is dropped (floating-point atomics reach the transport as the bits of their values). Non-fetching
 * atomics and sets complete at the target by {@link #quiet()} and are ordered by {@link #fence()}, like puts.
 * Atomics aimed at a PE are coherent with the CPU atomics of that PE and of its co-located PEs when
 * {@link AtomicsMode#CPU} (the default: UCX performs them with the target's CPU); with {@link AtomicsMode#NIC} the
 * router sends every atomic on a PE reached through RDMA through RDMA, and this PE's atomics on itself loop through
 * UCX too (see {@link io.jshmem.core.transport.TransportRouter}).
 *
 * <h2>Put-with-signal</h2>
 * The data goes like a put (sliced and striped); the signal (an atomic set or add of the 64-bit word) follows on the
 * home lane after a fence of that lane and a flush of the other lanes that carry the data, so a PE that sees the
 * signal sees the data.
 *
 * <h2>Contexts</h2>
 * {@link #contextTransport(Set)} gives each communication context a transport of its own over a new
 * {@link RdmaChannel}: its own initiator workers (lanes), endpoints, staging and requests, with the same UCX
 * context, registered segment, progress agent and counters. So {@link #quiet()} and {@link #fence()} of one context
 * neither wait for nor order another context's operations, and contexts used by different threads do not share a
 * lock. Its endpoints connect on first use. Closing it closes only its channel.
 *
 * <p>Thread-safety: every operation takes its channel's lock, so threads of a {@code THREAD_MULTIPLE} program may
 * share a transport (one at a time inside). {@link #statistics()} needs no lock.
 */
public final class UcxRdmaTransport implements Transport {
    /** Name in configuration and routing output. */
    public static final String NAME = "rdma";
    /** Routing priority: below FabricMem. */
    public static final int PRIORITY = 10;

    private final int myPe;
    private final RdmaNode node;
    private final RdmaPeerInfo[] peers;
    private final boolean[] sameHost;
    private final RdmaSettings settings;
    private final Bootstrap bootstrap;
    private final FaultInjector faults;
    private final RdmaChannel channel;
    private final PeerCounters counters;
    private final SelfAccess self;
    /** Whether this PE's atomics on itself may be CPU atomics (else they loop through UCX: NIC atomics). */
    private final boolean selfAtomics;
    /** The transport this one is a context of, or null for the PE's own (which owns the node). */
    private final UcxRdmaTransport parent;
    /** The PE's own transport: its contexts' transports not yet closed (guarded by itself). */
    private final Set<UcxRdmaTransport> contexts;
    /** The PE's own transport: the same, as an array that waiting threads read without a lock or allocation. */
    private volatile UcxRdmaTransport[] openContexts = new UcxRdmaTransport[0];
    /** Set once closed, under the channel's lock. */
    private volatile boolean closed;

    private UcxRdmaTransport(final int myPe, final RdmaNode node, final RdmaPeerInfo[] peers,
        final boolean[] sameHost, final RdmaSettings settings, final Bootstrap bootstrap, final FaultInjector faults,
        final RdmaChannel channel, final PeerCounters counters, final SelfAccess self,
        final UcxRdmaTransport parent) {
        this.myPe = myPe;
        this.node = node;
        this.peers = peers;
        this.sameHost = sameHost;
        this.settings = settings;
        this.bootstrap = bootstrap;
        this.faults = faults;
        this.channel = channel;
        this.counters = counters;
        this.self = self;
        this.selfAtomics = settings.atomics() == AtomicsMode.CPU;
        this.parent = parent;
        this.contexts = parent == null ? new LinkedHashSet<>() : null;
    }

    /**
     * Sets up RDMA on this PE and exchanges what peers need with every PE. Collective: every PE of a job that uses
     * RDMA calls it, also those that take no part (they contribute nothing and get null).
     *
     * @param settings     the transport's settings.
     * @param takesPart    whether this PE initiates or serves RDMA operations.
     * @param peers        every PE's info, indexed by PE (host identities).
     * @param segmentBase  address of this PE's segment in this process.
     * @param segmentBytes size of the segment.
     * @param bootstrap    the job's bootstrap (allgather; failure detection for waits).
     * @return the transport, or null when this PE takes no part.
     * @throws ShmemException when UCX is missing (saying what to install) or fails, naming this PE.
     * @throws ConfigurationException when PEs disagree on {@code JSHMEM_RDMA_ATOMICS}.
     */
    public static UcxRdmaTransport join(final RdmaSettings settings, final boolean takesPart, final PeInfo[] peers,
        final long segmentBase, final long segmentBytes, final Bootstrap bootstrap) {
        return join(settings, takesPart, peers, segmentBase, segmentBytes, bootstrap, FaultInjector.NONE);
    }

    static UcxRdmaTransport join(final RdmaSettings settings, final boolean takesPart, final PeInfo[] peerInfos,
        final long segmentBase, final long segmentBytes, final Bootstrap bootstrap, final FaultInjector faults) {
        final int me = bootstrap.rank();
        RdmaNode node = null;
        if (takesPart) {
            try {
                node = RdmaNode.open(me, settings, segmentBase, segmentBytes);
            } catch (final UcxException ex) {
                throw new ShmemException("PE " + me + " needs the rdma transport (it reaches or is reached by PEs "
                    + "through rdma; JSHMEM_TRANSPORTS chooses) but UCX cannot be used: " + ex.getMessage(), ex);
            }
        }
        try {
            final byte[][] all = bootstrap.allgather(node == null ? new byte[0] : node.info().encode());
            if (node == null) {
                return null;
            }
            final RdmaPeerInfo[] peers = new RdmaPeerInfo[all.length];
            for (int pe = 0; pe < all.length; pe++) {
                peers[pe] = RdmaPeerInfo.decode(all[pe]);
                if (peers[pe] != null && peers[pe].atomics() != settings.atomics()) {
                    throw new ConfigurationException("PEs disagree on JSHMEM_RDMA_ATOMICS: PE " + me + " has "
                        + settings.atomics().knobValue() + ", PE " + pe + " has " + peers[pe].atomics().knobValue()
                        + " (it must be equal on every PE)");
                }
            }
            final boolean[] sameHost = new boolean[all.length];
            for (int pe = 0; pe < all.length; pe++) {
                sameHost[pe] = peerInfos[me].sameHost(peerInfos[pe]);
            }
            final PeerCounters counters = new PeerCounters(all.length);
            final RdmaChannel channel = new RdmaChannel(me, node, peers, sameHost, settings, counters, bootstrap,
                faults);
            return new UcxRdmaTransport(me, node, peers, sameHost, settings, bootstrap, faults, channel, counters,
                new SelfAccess(node.segment().address(), node), null);
        } catch (final RuntimeException ex) {
            if (node != null) {
                node.close();
            }
            throw ex;
        }
    }

    /**
     * Connects to the PEs the router gave this transport (for RMA or for atomics) and waits until UCX has wired
     * every endpoint up. Every PE taking part calls it at init; peers answer through their progress agents.
     *
     * @param pes the PEs to connect to.
     * @throws io.jshmem.exceptions.TransportException naming a PE that cannot be reached.
     */
    public void connect(final int[] pes) {
        synchronized (channel) {
            channel.connect(pes);
        }
    }

    /**
     * What UCX chose for this PE's workers and for its endpoint to a PE (lanes, transports, thresholds), for
     * {@code SHMEM_DEBUG}.
     *
     * @param pe a connected PE.
     * @return multi-line text.
     */
    public String describe(final int pe) {
        synchronized (channel) {
            return node.describe() + channel.describeEndpoint(pe);
        }
    }

    /**
     * Lets a thread that waits inside the library answer peers: progresses this PE's target workers once, unless
     * the progress agent or another thread is doing it. Any thread; allocates nothing.
     *
     * @return the work done.
     */
    public int progressTargets() {
        return node.progressTargets();
    }

    /**
     * What a thread that waits inside the library (for a flag, a signal, a lock, a barrier) does for RDMA on every
     * round: answers peers ({@link #progressTargets()}), and pushes out what this PE's channels (its own and its
     * contexts') still have in flight: UCX sends what it queued only while the initiator's worker is progressed, so
     * a put-with-signal or posted atomic issued just before the wait might otherwise never leave while the program
     * waits for its answer. Channels with nothing in flight cost one volatile read each. Any thread; allocates
     * nothing; a request that failed meanwhile is reported here.
     *
     * @return the work done.
     */
    public int progressWhileWaiting() {
        if (closed) {
            return 0;
        }
        int work = node.progressTargets() + progressChannel();
        for (final UcxRdmaTransport context : openContexts) {
            work += context.progressChannel();
        }
        return work;
    }

    private int progressChannel() {
        if (!channel.needsProgress()) {
            return 0;
        }
        synchronized (channel) {
            return closed ? 0 : channel.progressPending();
        }
    }

    /**
     * Per-peer counters of the operations this PE issued through this transport and its contexts' transports.
     *
     * @return records of the peers with traffic, by PE.
     */
    @Override
    public List<PeerStatistics> statistics() {
        return counters.snapshot(NAME);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int priority() {
        return PRIORITY;
    }

    @Override
    public boolean canReach(final PeInfo peer) {
        return peer.pe() < peers.length && peers[peer.pe()] != null;
    }

    @Override
    public void putByte(final int pe, final long offset, final byte value) {
        putValue(pe, offset, value, 1);
    }

    @Override
    public void putShort(final int pe, final long offset, final short value) {
        putValue(pe, offset, value, 2);
    }

    @Override
    public void putInt(final int pe, final long offset, final int value) {
        putValue(pe, offset, value, 4);
    }

    @Override
    public void putLong(final int pe, final long offset, final long value) {
        putValue(pe, offset, value, 8);
    }

    @Override
    public byte getByte(final int pe, final long offset) {
        return (byte) getValue(pe, offset, 1);
    }

    @Override
    public short getShort(final int pe, final long offset) {
        return (short) getValue(pe, offset, 2);
    }

    @Override
    public int getInt(final int pe, final long offset) {
        return (int) getValue(pe, offset, 4);
    }

    @Override
    public long getLong(final int pe, final long offset) {
        return getValue(pe, offset, 8);
    }

    /** A value of {@code width} bytes to a PE: stores to this PE's own memory, else through the channel. */
    private void putValue(final int pe, final long offset, final long value, final int width) {
        if (pe == myPe) {
            self.putValue(offset, value, width);
            return;
        }
        synchronized (channel) {
            channel.putValue(pe, offset, value, width);
        }
    }

    /** A value of {@code width} bytes from a PE, sign-extended: loads from this PE's own memory, else the channel. */
    private long getValue(final int pe, final long offset, final int width) {
        if (pe == myPe) {
            return self.getValue(offset, width);
        }
        synchronized (channel) {
            return channel.getValue(pe, offset, width);
        }
    }

    @Override
    public void put(final int pe, final long offset, final Object srcBase, final long srcOffset, final long bytes) {
        if (pe == myPe) {
            self.put(offset, srcBase, srcOffset, bytes);
            return;
        }
        synchronized (channel) {
            channel.put(pe, offset, srcBase, srcOffset, bytes);
        }
    }

    @Override
    public void get(final Object dstBase, final long dstOffset, final int pe, final long offset, final long bytes) {
        if (pe == myPe) {
            self.get(dstBase, dstOffset, offset, bytes);
            return;
        }
        synchronized (channel) {
            channel.get(dstBase, dstOffset, pe, offset, bytes, true);
        }
    }

    /**
     * {@inheritDoc} Sources that are arrays are copied to staging memory, so the call returns as soon as the data
     * is handed over (as a blocking put does); raw sources are sent from where they are and awaited.
     */
    @Override
    public void putNbi(final int pe, final long offset, final Object srcBase, final long srcOffset,
        final long bytes) {
        if (pe == myPe) {
            self.put(offset, srcBase, srcOffset, bytes);
            return;
        }
        synchronized (channel) {
            channel.put(pe, offset, srcBase, srcOffset, bytes);
        }
    }

    @Override
    public void getNbi(final Object dstBase, final long dstOffset, final int pe, final long offset,
        final long bytes) {
        if (pe == myPe) {
            self.get(dstBase, dstOffset, offset, bytes);
            return;
        }
        synchronized (channel) {
            channel.get(dstBase, dstOffset, pe, offset, bytes, false);
        }
    }

    @Override
    public void iput(final int pe, final long offset, final long dstStrideBytes, final Object srcBase,
        final long srcOffset, final long srcStrideBytes, final long count, final int elementBytes) {
        if (pe == myPe) {
            self.iput(offset, dstStrideBytes, srcBase, srcOffset, srcStrideBytes, count, elementBytes);
            return;
        }
        synchronized (channel) {
            channel.iput(pe, offset, dstStrideBytes, srcBase, srcOffset, srcStrideBytes, count, elementBytes);
        }
    }

    @Override
    public void iget(final Object dstBase, final long dstOffset, final long dstStrideBytes, final int pe,
        final long offset, final long srcStrideBytes, final long count, final int elementBytes) {
        if (pe == myPe) {
            self.iget(dstBase, dstOffset, dstStrideBytes, offset, srcStrideBytes, count, elementBytes);
            return;
        }
        synchronized (channel) {
            channel.iget(dstBase, dstOffset, dstStrideBytes, pe, offset, srcStrideBytes, count, elementBytes);
        }
    }

    @Override
    public void fence() {
        RawMemory.storeFence(); // orders this PE's stores to itself
        synchronized (channel) {
            channel.fence();
        }
    }

    @Override
    public void quiet() {
        RawMemory.fullFence();
        synchronized (channel) {
            channel.quiet();
        }
    }

    // ---------------------------------------------------------------------------------------------------------------
    // atomics

    /** A fetching atomic (add, swap, and, or, xor): a CPU atomic on this PE's own memory when allowed. */
    private long fetching(final UcpAtomicOp op, final int pe, final long offset, final long operand, final int width) {
        if (pe == myPe && selfAtomics) {
            return self.atomic(op, offset, operand, width);
        }
        synchronized (channel) {
            return channel.atomicFetch(op, pe, offset, operand, width);
        }
    }

    private long compareSwap(final int pe, final long offset, final long cond, final long value, final int width) {
        if (pe == myPe && selfAtomics) {
            return self.compareSwap(offset, cond, value, width);
        }
        synchronized (channel) {
            return channel.compareSwap(pe, offset, cond, value, width);
        }
    }

    /** A non-fetching atomic (add, and, or, xor), complete at the target by quiet. */
    private void posted(final UcpAtomicOp op, final int pe, final long offset, final long operand, final int width) {
        if (pe == myPe && selfAtomics) {
            self.atomic(op, offset, operand, width);
            return;
        }
        synchronized (channel) {
            channel.atomicPost(op, pe, offset, operand, width);
        }
    }

    /** An atomic store, complete at the target by quiet. */
    private void set(final int pe, final long offset, final long value, final int width) {
        if (pe == myPe && selfAtomics) {
            self.atomic(UcpAtomicOp.SWAP, offset, value, width);
            return;
        }
        synchronized (channel) {
            channel.atomicSet(pe, offset, value, width);
        }
    }

    /** A non-blocking fetching atomic: the old value lands in {@code (resultBase, resultOffset)} by quiet. */
    private void fetchingNbi(final AtomicOp op, final Object resultBase, final long resultOffset, final int pe,
        final long offset, final long operand, final long cond, final int width) {
        final UcpAtomicOp ucp = ucpOp(op);
        // UCX's compare-and-swap takes the expected value as its operand and the new one with the reply
        final long first = op == AtomicOp.COMPARE_SWAP ? cond : op == AtomicOp.FETCH ? 0 : operand;
        final long desired = op == AtomicOp.COMPARE_SWAP ? operand : 0;
        if (pe == myPe && selfAtomics) {
            self.atomicNbi(ucp, offset, first, desired, width, resultBase, resultOffset);
            return;
        }
        synchronized (channel) {
            channel.atomicFetchNbi(ucp, pe, offset, first, desired, width, resultBase, resultOffset);
        }
    }

    /** The UCX operation of a fetching atomic; a fetch is a fetch-add of 0, which leaves the word as it is. */
    private static UcpAtomicOp ucpOp(final AtomicOp op) {
        switch (op) {
            case FETCH:
            case FETCH_ADD:
                return UcpAtomicOp.ADD;
            case SWAP:
                return UcpAtomicOp.SWAP;
            case COMPARE_SWAP:
                return UcpAtomicOp.CSWAP;
            case FETCH_AND:
                return UcpAtomicOp.AND;
            case FETCH_OR:
                return UcpAtomicOp.OR;
            default:
                return UcpAtomicOp.XOR;
        }
    }

    @Override
    public int atomicFetchInt(final int pe, final long offset) {
        return (int) fetching(UcpAtomicOp.ADD, pe, offset, 0, Integer.BYTES);
    }

    @Override
    public void atomicSetInt(final int pe, final long offset, final int value) {
        set(pe, offset, value, Integer.BYTES);
    }

    @Override
    public int atomicSwapInt(final int pe, final long offset, final int value) {
        return (int) fetching(UcpAtomicOp.SWAP, pe, offset, value, Integer.BYTES);
    }

    @Override
    public int atomicCompareSwapInt(final int pe, final long offset, final int cond, final int value) {
        return (int) compareSwap(pe, offset, cond, value, Integer.BYTES);
    }

    @Override
    public int atomicFetchAddInt(final int pe, final long offset, final int value) {
        return (int) fetching(UcpAtomicOp.ADD, pe, offset, value, Integer.BYTES);
    }

    @Override
    public void atomicAddInt(final int pe, final long offset, final int value) {
        posted(UcpAtomicOp.ADD, pe, offset, value, Integer.BYTES);
    }

    @Override
    public int atomicFetchAndInt(final int pe, final long offset, final int value) {
        return (int) fetching(UcpAtomicOp.AND, pe, offset, value, Integer.BYTES);
    }

    @Override
    public void atomicAndInt(final int pe, final long offset, final int value) {
        posted(UcpAtomicOp.AND, pe, offset, value, Integer.BYTES);
    }

    @Override
    public int atomicFetchOrInt(final int pe, final long offset, final int value) {
        return (int) fetching(UcpAtomicOp.OR, pe, offset, value, Integer.BYTES);
    }

    @Override
    public void atomicOrInt(final int pe, final long offset, final int value) {
        posted(UcpAtomicOp.OR, pe, offset, value, Integer.BYTES);
    }

    @Override
    public int atomicFetchXorInt(final int pe, final long offset, final int value) {
        return (int) fetching(UcpAtomicOp.XOR, pe, offset, value, Integer.BYTES);
    }

    @Override
    public void atomicXorInt(final int pe, final long offset, final int value) {
        posted(UcpAtomicOp.XOR, pe, offset, value, Integer.BYTES);
    }

    @Override
    public long atomicFetchLong(final int pe, final long offset) {
        return fetching(UcpAtomicOp.ADD, pe, offset, 0, Long.BYTES);
    }

    @Override
    public void atomicSetLong(final int pe, final long offset, final long value) {
        set(pe, offset, value, Long.BYTES);
    }

    @Override
    public long atomicSwapLong(final int pe, final long offset, final long value) {
        return fetching(UcpAtomicOp.SWAP, pe, offset, value, Long.BYTES);
    }

    @Override
    public long atomicCompareSwapLong(final int pe, final long offset, final long cond, final long value) {
        return compareSwap(pe, offset, cond, value, Long.BYTES);
    }

    @Override
    public long atomicFetchAddLong(final int pe, final long offset, final long value) {
        return fetching(UcpAtomicOp.ADD, pe, offset, value, Long.BYTES);
    }

    @Override
    public void atomicAddLong(final int pe, final long offset, final long value) {
        posted(UcpAtomicOp.ADD, pe, offset, value, Long.BYTES);
    }

    @Override
    public long atomicFetchAndLong(final int pe, final long offset, final long value) {
        return fetching(UcpAtomicOp.AND, pe, offset, value, Long.BYTES);
    }

    @Override
    public void atomicAndLong(final int pe, final long offset, final long value) {
        posted(UcpAtomicOp.AND, pe, offset, value, Long.BYTES);
    }

    @Override
    public long atomicFetchOrLong(final int pe, final long offset, final long value) {
        return fetching(UcpAtomicOp.OR, pe, offset, value, Long.BYTES);
    }

    @Override
    public void atomicOrLong(final int pe, final long offset, final long value) {
        posted(UcpAtomicOp.OR, pe, offset, value, Long.BYTES);
    }

    @Override
    public long atomicFetchXorLong(final int pe, final long offset, final long value) {
        return fetching(UcpAtomicOp.XOR, pe, offset, value, Long.BYTES);
    }

    @Override
    public void atomicXorLong(final int pe, final long offset, final long value) {
        posted(UcpAtomicOp.XOR, pe, offset, value, Long.BYTES);
    }

    /**
     * {@inheritDoc} Really non-blocking: the request stays in flight until it completes or {@link #quiet()} finishes
     * it (an array destination is kept reachable until then).
     */
    @Override
    public void atomicIntNbi(final AtomicOp op, final Object resultBase, final long resultOffset, final int pe,
        final long offset, final int operand, final int cond) {
        fetchingNbi(op, resultBase, resultOffset, pe, offset, operand, cond, Integer.BYTES);
    }

    /**
     * {@inheritDoc} Really non-blocking: the request stays in flight until it completes or {@link #quiet()} finishes
     * it (an array destination is kept reachable until then).
     */
    @Override
    public void atomicLongNbi(final AtomicOp op, final Object resultBase, final long resultOffset, final int pe,
        final long offset, final long operand, final long cond) {
        fetchingNbi(op, resultBase, resultOffset, pe, offset, operand, cond, Long.BYTES);
    }

    // ---------------------------------------------------------------------------------------------------------------
    // signals

    /**
     * {@inheritDoc} The data is sliced and striped like a put; the signal follows on the target's home lane once the
     * data's other lanes are flushed and the home lane is fenced.
     */
    @Override
    public void putSignal(final int pe, final long offset, final Object srcBase, final long srcOffset,
        final long bytes, final long signalOffset, final long signal, final SignalOp op) {
        if (pe == myPe && selfAtomics) {
            self.put(offset, srcBase, srcOffset, bytes);
            RawMemory.storeFence();
            self.atomic(op == SignalOp.ADD ? UcpAtomicOp.ADD : UcpAtomicOp.SWAP, signalOffset, signal, Long.BYTES);
            return;
        }
        synchronized (channel) {
            channel.putSignal(pe, offset, srcBase, srcOffset, bytes, signalOffset, signal, op);
        }
    }

    /**
     * {@inheritDoc} As {@link #putSignal}: array sources are staged, so the call returns once the data is handed
     * over; data and signal complete at the target by {@link #quiet()}.
     */
    @Override
    public void putSignalNbi(final int pe, final long offset, final Object srcBase, final long srcOffset,
        final long bytes, final long signalOffset, final long signal, final SignalOp op) {
        putSignal(pe, offset, srcBase, srcOffset, bytes, signalOffset, signal, op);
    }

    @Override
    public void signal(final int pe, final long signalOffset, final long signal, final SignalOp op) {
        if (op == SignalOp.ADD) {
            posted(UcpAtomicOp.ADD, pe, signalOffset, signal, Long.BYTES);
        } else {
            set(pe, signalOffset, signal, Long.BYTES);
        }
    }

    // ---------------------------------------------------------------------------------------------------------------
    // contexts and lifecycle

    /**
     * {@inheritDoc} Here a new transport over a channel of its own (see the class comment), whatever the options:
     * {@code PRIVATE} and {@code SERIALIZED} only promise fewer threads, which costs nothing to honour, and
     * {@code NOSTORE} needs nothing either.
     *
     * @throws ShmemException when this transport is closed, or UCX cannot create the context's workers.
     */
    @Override
    public Transport contextTransport(final Set<ContextOption> options) {
        final UcxRdmaTransport root = parent == null ? this : parent;
        synchronized (root.contexts) {
            if (root.closed) {
                throw new ShmemException("the rdma transport of PE " + myPe + " is closed");
            }
            final RdmaChannel contextChannel;
            try {
                contextChannel = new RdmaChannel(myPe, node, peers, sameHost, settings, counters, bootstrap, faults);
            } catch (final UcxException ex) {
                throw new ShmemException("PE " + myPe + ": cannot create the rdma resources of a communication "
                    + "context: " + ex.getMessage(), ex);
            }
            final UcxRdmaTransport context = new UcxRdmaTransport(myPe, node, peers, sameHost, settings, bootstrap,
                faults, contextChannel, counters, self, root);
            root.contexts.add(context);
            root.openContexts = root.contexts.toArray(new UcxRdmaTransport[0]);
            return context;
        }
    }

    /**
     * How many context transports of this PE are open (for tests and diagnostics).
     *
     * @return the number of transports made by {@link #contextTransport(Set)} and not closed yet.
     */
    public int openContexts() {
        final UcxRdmaTransport root = parent == null ? this : parent;
        synchronized (root.contexts) {
            return root.contexts.size();
        }
    }

    /**
     * Completes what is outstanding and closes the endpoints to the peers, which still serve this PE's peers until
     * {@link #close()}. On the PE's own transport, also closes the transports of contexts still open.
     */
    @Override
    public void disconnect() {
        closeContexts();
        synchronized (channel) {
            if (!closed) {
                channel.disconnect(true);
            }
        }
    }

    /**
     * A context's transport: completes what is outstanding, closes its endpoints (the peers still serve) and
     * releases its workers. The PE's own transport: also stops the progress agent and releases UCX, peers no longer
     * using this PE ({@link #disconnect()} first). Idempotent.
     */
    @Override
    public void close() {
        if (parent == null) {
            closeContexts();
        }
        synchronized (channel) {
            if (closed) {
                return;
            }
            closed = true;
            try {
                if (parent != null) {
                    channel.disconnect(true);
                }
            } finally {
                try {
                    channel.close();
                } finally {
                    if (parent == null) {
                        self.close();
                        node.close();
                    }
                }
            }
        }
        if (parent != null) {
            synchronized (parent.contexts) {
                parent.contexts.remove(this);
                parent.openContexts = parent.contexts.toArray(new UcxRdmaTransport[0]);
            }
        }
    }

    /** Closes the transports of the contexts still open (the PE's own transport only). */
    private void closeContexts() {
        if (parent != null) {
            return;
        }
        final List<UcxRdmaTransport> open;
        synchronized (contexts) {
            open = new ArrayList<>(contexts);
        }
        for (final UcxRdmaTransport context : open) {
            context.close();
        }
    }
}
