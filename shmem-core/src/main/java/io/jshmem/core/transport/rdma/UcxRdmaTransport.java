package io.jshmem.core.transport.rdma;

import io.jshmem.PeerStatistics;
import io.jshmem.bootstrap.Bootstrap;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.core.transport.PeInfo;
import io.jshmem.core.transport.Transport;
import io.jshmem.exceptions.ConfigurationException;
import io.jshmem.exceptions.ShmemException;
import io.jshmem.jna.ucx.UcpAtomicOp;
import io.jshmem.jna.ucx.UcxException;

import java.util.List;

/**
 * The RDMA transport: one-sided operations on PEs of other hosts through UCX (JNA bindings to the system's
 * {@code libucp}). Name {@value #NAME}, priority {@value #PRIORITY} (below shared memory).
 *
 * <p>Set-up is collective over the job when any PE uses RDMA ({@link #join}): every PE taking part opens UCX,
 * registers its segment, starts its progress agent and publishes its segment key and target worker addresses; then
 * the runtime routes, and {@link #connect(int[])} wires up endpoints to the PEs this PE was given. See
 * {@link RdmaChannel} for slicing, striping, retries, deadlines, completion and ordering.
 *
 * <p>Beyond {@link Transport}, it offers the OpenSHMEM atomics (fetching and not, 32 and 64 bits, blocking and
 * non-blocking fetching forms) and put-with-signal, with the data ordered before the signal. Atomics aimed at a PE
 * are coherent with CPU atomics on that PE's memory when {@link AtomicsMode#CPU} (the default); see the router's
 * coherence rule otherwise.
 *
 * <p>Thread-safety: every operation takes this transport's lock, so threads of a {@code THREAD_MULTIPLE} program
 * may share it (one at a time inside). {@link #statistics()} needs no lock.
 */
public final class UcxRdmaTransport implements Transport {
    /** Name in configuration and routing output. */
    public static final String NAME = "rdma";
    /** Routing priority: below FabricMem. */
    public static final int PRIORITY = 10;

    private final int myPe;
    private final RdmaNode node;
    private final RdmaPeerInfo[] peers;
    private final RdmaChannel channel;
    private final PeerCounters counters;
    private final SelfAccess self;
    /** Whether this PE's atomics on itself may be CPU atomics (else they loop through UCX: NIC atomics). */
    private final boolean selfAtomics;

    private UcxRdmaTransport(final int myPe, final RdmaNode node, final RdmaPeerInfo[] peers,
        final RdmaChannel channel, final PeerCounters counters, final AtomicsMode atomics) {
        this.myPe = myPe;
        this.node = node;
        this.peers = peers;
        this.channel = channel;
        this.counters = counters;
        this.self = new SelfAccess(node.segment().address(), node);
        this.selfAtomics = atomics == AtomicsMode.CPU;
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
            return new UcxRdmaTransport(me, node, peers, channel, counters, settings.atomics());
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
     * Per-peer counters of the operations this PE issued through this transport.
     *
     * @return records of the peers with traffic, by PE.
     */
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
        if (pe == myPe) {
            self.putValue(offset, value, 1);
            return;
        }
        synchronized (channel) {
            channel.putValue(pe, offset, value, 1);
        }
    }

    @Override
    public void putShort(final int pe, final long offset, final short value) {
        if (pe == myPe) {
            self.putValue(offset, value, 2);
            return;
        }
        synchronized (channel) {
            channel.putValue(pe, offset, value, 2);
        }
    }

    @Override
    public void putInt(final int pe, final long offset, final int value) {
        if (pe == myPe) {
            self.putValue(offset, value, 4);
            return;
        }
        synchronized (channel) {
            channel.putValue(pe, offset, value, 4);
        }
    }

    @Override
    public void putLong(final int pe, final long offset, final long value) {
        if (pe == myPe) {
            self.putValue(offset, value, 8);
            return;
        }
        synchronized (channel) {
            channel.putValue(pe, offset, value, 8);
        }
    }

    @Override
    public byte getByte(final int pe, final long offset) {
        if (pe == myPe) {
            return (byte) self.getValue(offset, 1);
        }
        synchronized (channel) {
            return (byte) channel.getValue(pe, offset, 1);
        }
    }

    @Override
    public short getShort(final int pe, final long offset) {
        if (pe == myPe) {
            return (short) self.getValue(offset, 2);
        }
        synchronized (channel) {
            return (short) channel.getValue(pe, offset, 2);
        }
    }

    @Override
    public int getInt(final int pe, final long offset) {
        if (pe == myPe) {
            return (int) self.getValue(offset, 4);
        }
        synchronized (channel) {
            return (int) channel.getValue(pe, offset, 4);
        }
    }

    @Override
    public long getLong(final int pe, final long offset) {
        if (pe == myPe) {
            return self.getValue(offset, 8);
        }
        synchronized (channel) {
            return channel.getValue(pe, offset, 8);
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

    /**
     * Atomically adds and returns the previous value (long, blocking).
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param delta  the addend.
     * @return the previous value.
     */
    public long fetchAddLong(final int pe, final long offset, final long delta) {
        if (pe == myPe && selfAtomics) {
            return self.atomic(UcpAtomicOp.ADD, offset, delta, 8);
        }
        synchronized (channel) {
            return channel.atomicFetch(UcpAtomicOp.ADD, pe, offset, delta, 8);
        }
    }

    /**
     * Atomically replaces the value and returns the previous one (long, blocking).
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param value  the operand.
     * @return the previous value.
     */
    public long swapLong(final int pe, final long offset, final long value) {
        if (pe == myPe && selfAtomics) {
            return self.atomic(UcpAtomicOp.SWAP, offset, value, 8);
        }
        synchronized (channel) {
            return channel.atomicFetch(UcpAtomicOp.SWAP, pe, offset, value, 8);
        }
    }

    /**
     * Atomic bitwise and, returning the previous value (long, blocking).
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param mask   the mask.
     * @return the previous value.
     */
    public long fetchAndLong(final int pe, final long offset, final long mask) {
        if (pe == myPe && selfAtomics) {
            return self.atomic(UcpAtomicOp.AND, offset, mask, 8);
        }
        synchronized (channel) {
            return channel.atomicFetch(UcpAtomicOp.AND, pe, offset, mask, 8);
        }
    }

    /**
     * Atomic bitwise or, returning the previous value (long, blocking).
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param mask   the mask.
     * @return the previous value.
     */
    public long fetchOrLong(final int pe, final long offset, final long mask) {
        if (pe == myPe && selfAtomics) {
            return self.atomic(UcpAtomicOp.OR, offset, mask, 8);
        }
        synchronized (channel) {
            return channel.atomicFetch(UcpAtomicOp.OR, pe, offset, mask, 8);
        }
    }

    /**
     * Atomic bitwise xor, returning the previous value (long, blocking).
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param mask   the mask.
     * @return the previous value.
     */
    public long fetchXorLong(final int pe, final long offset, final long mask) {
        if (pe == myPe && selfAtomics) {
            return self.atomic(UcpAtomicOp.XOR, offset, mask, 8);
        }
        synchronized (channel) {
            return channel.atomicFetch(UcpAtomicOp.XOR, pe, offset, mask, 8);
        }
    }

    /**
     * Atomically reads the value (long, blocking).
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @return the value.
     */
    public long fetchLong(final int pe, final long offset) {
        if (pe == myPe && selfAtomics) {
            return self.atomic(UcpAtomicOp.ADD, offset, 0, 8);
        }
        synchronized (channel) {
            return channel.atomicFetch(UcpAtomicOp.ADD, pe, offset, 0, 8);
        }
    }

    /**
     * Atomically replaces the value with {@code desired} if it equals {@code expected} (long, blocking).
     *
     * @param pe       target PE.
     * @param offset   symmetric offset, aligned to 8.
     * @param expected the value to compare with.
     * @param desired  the value stored when equal.
     * @return the previous value (equal to {@code expected} when the swap happened).
     */
    public long compareSwapLong(final int pe, final long offset, final long expected, final long desired) {
        if (pe == myPe && selfAtomics) {
            return self.compareSwap(offset, expected, desired, 8);
        }
        synchronized (channel) {
            return channel.compareSwap(pe, offset, expected, desired, 8);
        }
    }

    /**
     * Atomically stores a value (long); complete at the target by {@link #quiet()}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param value  the value.
     */
    public void setLong(final int pe, final long offset, final long value) {
        if (pe == myPe && selfAtomics) {
            self.atomic(UcpAtomicOp.SWAP, offset, value, 8);
            return;
        }
        synchronized (channel) {
            channel.atomicSet(pe, offset, value, 8);
        }
    }

    /**
     * Atomically adds (long); complete at the target by {@link #quiet()}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param delta  the addend.
     */
    public void addLong(final int pe, final long offset, final long delta) {
        if (pe == myPe && selfAtomics) {
            self.atomic(UcpAtomicOp.ADD, offset, delta, 8);
            return;
        }
        synchronized (channel) {
            channel.atomicPost(UcpAtomicOp.ADD, pe, offset, delta, 8);
        }
    }

    /**
     * Atomic bitwise and (long); complete at the target by {@link #quiet()}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param mask   the mask.
     */
    public void andLong(final int pe, final long offset, final long mask) {
        if (pe == myPe && selfAtomics) {
            self.atomic(UcpAtomicOp.AND, offset, mask, 8);
            return;
        }
        synchronized (channel) {
            channel.atomicPost(UcpAtomicOp.AND, pe, offset, mask, 8);
        }
    }

    /**
     * Atomic bitwise or (long); complete at the target by {@link #quiet()}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param mask   the mask.
     */
    public void orLong(final int pe, final long offset, final long mask) {
        if (pe == myPe && selfAtomics) {
            self.atomic(UcpAtomicOp.OR, offset, mask, 8);
            return;
        }
        synchronized (channel) {
            channel.atomicPost(UcpAtomicOp.OR, pe, offset, mask, 8);
        }
    }

    /**
     * Atomic bitwise xor (long); complete at the target by {@link #quiet()}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 8.
     * @param mask   the mask.
     */
    public void xorLong(final int pe, final long offset, final long mask) {
        if (pe == myPe && selfAtomics) {
            self.atomic(UcpAtomicOp.XOR, offset, mask, 8);
            return;
        }
        synchronized (channel) {
            channel.atomicPost(UcpAtomicOp.XOR, pe, offset, mask, 8);
        }
    }

    /**
     * Non-blocking atomic read (long); the previous value is stored into {@code (dstBase, dstOffset)} by
     * {@link #quiet()} (an array is kept reachable until then).
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset (array base offset plus index) or address.
     * @param pe        target PE.
     * @param offset    symmetric offset, aligned to 8.
     */
    public void fetchLongNbi(final Object dstBase, final long dstOffset, final int pe, final long offset) {
        if (pe == myPe && selfAtomics) {
            self.atomicNbi(UcpAtomicOp.ADD, offset, 0, 0, 8, dstBase, dstOffset);
            return;
        }
        synchronized (channel) {
            channel.atomicFetchNbi(UcpAtomicOp.ADD, pe, offset, 0, 0, 8, dstBase,
                dstOffset);
        }
    }

    /**
     * Non-blocking atomic add (long); the previous value is stored into {@code (dstBase, dstOffset)} by
     * {@link #quiet()} (an array is kept reachable until then).
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset (array base offset plus index) or address.
     * @param pe        target PE.
     * @param offset    symmetric offset, aligned to 8.
     * @param delta     the addend.
     */
    public void fetchAddLongNbi(final Object dstBase, final long dstOffset,
        final int pe, final long offset, final long delta) {
        if (pe == myPe && selfAtomics) {
            self.atomicNbi(UcpAtomicOp.ADD, offset, delta, 0, 8, dstBase, dstOffset);
            return;
        }
        synchronized (channel) {
            channel.atomicFetchNbi(UcpAtomicOp.ADD, pe, offset, delta, 0, 8, dstBase,
                dstOffset);
        }
    }

    /**
     * Non-blocking atomic swap (long); the previous value is stored into {@code (dstBase, dstOffset)} by
     * {@link #quiet()} (an array is kept reachable until then).
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset (array base offset plus index) or address.
     * @param pe        target PE.
     * @param offset    symmetric offset, aligned to 8.
     * @param value     the new value.
     */
    public void swapLongNbi(final Object dstBase, final long dstOffset,
        final int pe, final long offset, final long value) {
        if (pe == myPe && selfAtomics) {
            self.atomicNbi(UcpAtomicOp.SWAP, offset, value, 0, 8, dstBase, dstOffset);
            return;
        }
        synchronized (channel) {
            channel.atomicFetchNbi(UcpAtomicOp.SWAP, pe, offset, value, 0, 8, dstBase,
                dstOffset);
        }
    }

    /**
     * Non-blocking compare-and-swap (long); the previous value is stored into {@code (dstBase, dstOffset)} by
     * {@link #quiet()} (an array is kept reachable until then).
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset (array base offset plus index) or address.
     * @param pe        target PE.
     * @param offset    symmetric offset, aligned to 8.
     * @param expected  the value to compare with.
     * @param desired   the value stored when equal.
     */
    public void compareSwapLongNbi(final Object dstBase, final long dstOffset,
        final int pe, final long offset, final long expected, final long desired) {
        if (pe == myPe && selfAtomics) {
            self.atomicNbi(UcpAtomicOp.CSWAP, offset, expected, desired, 8, dstBase, dstOffset);
            return;
        }
        synchronized (channel) {
            channel.atomicFetchNbi(UcpAtomicOp.CSWAP, pe, offset, expected, desired, 8, dstBase,
                dstOffset);
        }
    }

    /**
     * Non-blocking atomic bitwise and (long); the previous value is stored into {@code (dstBase, dstOffset)} by
     * {@link #quiet()} (an array is kept reachable until then).
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset (array base offset plus index) or address.
     * @param pe        target PE.
     * @param offset    symmetric offset, aligned to 8.
     * @param mask      the mask.
     */
    public void fetchAndLongNbi(final Object dstBase, final long dstOffset,
        final int pe, final long offset, final long mask) {
        if (pe == myPe && selfAtomics) {
            self.atomicNbi(UcpAtomicOp.AND, offset, mask, 0, 8, dstBase, dstOffset);
            return;
        }
        synchronized (channel) {
            channel.atomicFetchNbi(UcpAtomicOp.AND, pe, offset, mask, 0, 8, dstBase,
                dstOffset);
        }
    }

    /**
     * Non-blocking atomic bitwise or (long); the previous value is stored into {@code (dstBase, dstOffset)} by
     * {@link #quiet()} (an array is kept reachable until then).
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset (array base offset plus index) or address.
     * @param pe        target PE.
     * @param offset    symmetric offset, aligned to 8.
     * @param mask      the mask.
     */
    public void fetchOrLongNbi(final Object dstBase, final long dstOffset,
        final int pe, final long offset, final long mask) {
        if (pe == myPe && selfAtomics) {
            self.atomicNbi(UcpAtomicOp.OR, offset, mask, 0, 8, dstBase, dstOffset);
            return;
        }
        synchronized (channel) {
            channel.atomicFetchNbi(UcpAtomicOp.OR, pe, offset, mask, 0, 8, dstBase,
                dstOffset);
        }
    }

    /**
     * Non-blocking atomic bitwise xor (long); the previous value is stored into {@code (dstBase, dstOffset)} by
     * {@link #quiet()} (an array is kept reachable until then).
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset (array base offset plus index) or address.
     * @param pe        target PE.
     * @param offset    symmetric offset, aligned to 8.
     * @param mask      the mask.
     */
    public void fetchXorLongNbi(final Object dstBase, final long dstOffset,
        final int pe, final long offset, final long mask) {
        if (pe == myPe && selfAtomics) {
            self.atomicNbi(UcpAtomicOp.XOR, offset, mask, 0, 8, dstBase, dstOffset);
            return;
        }
        synchronized (channel) {
            channel.atomicFetchNbi(UcpAtomicOp.XOR, pe, offset, mask, 0, 8, dstBase,
                dstOffset);
        }
    }

    /**
     * Atomically adds and returns the previous value (int, blocking).
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param delta  the addend.
     * @return the previous value.
     */
    public int fetchAddInt(final int pe, final long offset, final int delta) {
        if (pe == myPe && selfAtomics) {
            return (int) self.atomic(UcpAtomicOp.ADD, offset, delta, 4);
        }
        synchronized (channel) {
            return (int) channel.atomicFetch(UcpAtomicOp.ADD, pe, offset, delta, 4);
        }
    }

    /**
     * Atomically replaces the value and returns the previous one (int, blocking).
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param value  the operand.
     * @return the previous value.
     */
    public int swapInt(final int pe, final long offset, final int value) {
        if (pe == myPe && selfAtomics) {
            return (int) self.atomic(UcpAtomicOp.SWAP, offset, value, 4);
        }
        synchronized (channel) {
            return (int) channel.atomicFetch(UcpAtomicOp.SWAP, pe, offset, value, 4);
        }
    }

    /**
     * Atomic bitwise and, returning the previous value (int, blocking).
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param mask   the mask.
     * @return the previous value.
     */
    public int fetchAndInt(final int pe, final long offset, final int mask) {
        if (pe == myPe && selfAtomics) {
            return (int) self.atomic(UcpAtomicOp.AND, offset, mask, 4);
        }
        synchronized (channel) {
            return (int) channel.atomicFetch(UcpAtomicOp.AND, pe, offset, mask, 4);
        }
    }

    /**
     * Atomic bitwise or, returning the previous value (int, blocking).
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param mask   the mask.
     * @return the previous value.
     */
    public int fetchOrInt(final int pe, final long offset, final int mask) {
        if (pe == myPe && selfAtomics) {
            return (int) self.atomic(UcpAtomicOp.OR, offset, mask, 4);
        }
        synchronized (channel) {
            return (int) channel.atomicFetch(UcpAtomicOp.OR, pe, offset, mask, 4);
        }
    }

    /**
     * Atomic bitwise xor, returning the previous value (int, blocking).
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param mask   the mask.
     * @return the previous value.
     */
    public int fetchXorInt(final int pe, final long offset, final int mask) {
        if (pe == myPe && selfAtomics) {
            return (int) self.atomic(UcpAtomicOp.XOR, offset, mask, 4);
        }
        synchronized (channel) {
            return (int) channel.atomicFetch(UcpAtomicOp.XOR, pe, offset, mask, 4);
        }
    }

    /**
     * Atomically reads the value (int, blocking).
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @return the value.
     */
    public int fetchInt(final int pe, final long offset) {
        if (pe == myPe && selfAtomics) {
            return (int) self.atomic(UcpAtomicOp.ADD, offset, 0, 4);
        }
        synchronized (channel) {
            return (int) channel.atomicFetch(UcpAtomicOp.ADD, pe, offset, 0, 4);
        }
    }

    /**
     * Atomically replaces the value with {@code desired} if it equals {@code expected} (int, blocking).
     *
     * @param pe       target PE.
     * @param offset   symmetric offset, aligned to 4.
     * @param expected the value to compare with.
     * @param desired  the value stored when equal.
     * @return the previous value (equal to {@code expected} when the swap happened).
     */
    public int compareSwapInt(final int pe, final long offset, final int expected, final int desired) {
        if (pe == myPe && selfAtomics) {
            return (int) self.compareSwap(offset, expected, desired, 4);
        }
        synchronized (channel) {
            return (int) channel.compareSwap(pe, offset, expected, desired, 4);
        }
    }

    /**
     * Atomically stores a value (int); complete at the target by {@link #quiet()}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param value  the value.
     */
    public void setInt(final int pe, final long offset, final int value) {
        if (pe == myPe && selfAtomics) {
            self.atomic(UcpAtomicOp.SWAP, offset, value, 4);
            return;
        }
        synchronized (channel) {
            channel.atomicSet(pe, offset, value, 4);
        }
    }

    /**
     * Atomically adds (int); complete at the target by {@link #quiet()}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param delta  the addend.
     */
    public void addInt(final int pe, final long offset, final int delta) {
        if (pe == myPe && selfAtomics) {
            self.atomic(UcpAtomicOp.ADD, offset, delta, 4);
            return;
        }
        synchronized (channel) {
            channel.atomicPost(UcpAtomicOp.ADD, pe, offset, delta, 4);
        }
    }

    /**
     * Atomic bitwise and (int); complete at the target by {@link #quiet()}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param mask   the mask.
     */
    public void andInt(final int pe, final long offset, final int mask) {
        if (pe == myPe && selfAtomics) {
            self.atomic(UcpAtomicOp.AND, offset, mask, 4);
            return;
        }
        synchronized (channel) {
            channel.atomicPost(UcpAtomicOp.AND, pe, offset, mask, 4);
        }
    }

    /**
     * Atomic bitwise or (int); complete at the target by {@link #quiet()}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param mask   the mask.
     */
    public void orInt(final int pe, final long offset, final int mask) {
        if (pe == myPe && selfAtomics) {
            self.atomic(UcpAtomicOp.OR, offset, mask, 4);
            return;
        }
        synchronized (channel) {
            channel.atomicPost(UcpAtomicOp.OR, pe, offset, mask, 4);
        }
    }

    /**
     * Atomic bitwise xor (int); complete at the target by {@link #quiet()}.
     *
     * @param pe     target PE.
     * @param offset symmetric offset, aligned to 4.
     * @param mask   the mask.
     */
    public void xorInt(final int pe, final long offset, final int mask) {
        if (pe == myPe && selfAtomics) {
            self.atomic(UcpAtomicOp.XOR, offset, mask, 4);
            return;
        }
        synchronized (channel) {
            channel.atomicPost(UcpAtomicOp.XOR, pe, offset, mask, 4);
        }
    }

    /**
     * Non-blocking atomic read (int); the previous value is stored into {@code (dstBase, dstOffset)} by
     * {@link #quiet()} (an array is kept reachable until then).
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset (array base offset plus index) or address.
     * @param pe        target PE.
     * @param offset    symmetric offset, aligned to 4.
     */
    public void fetchIntNbi(final Object dstBase, final long dstOffset, final int pe, final long offset) {
        if (pe == myPe && selfAtomics) {
            self.atomicNbi(UcpAtomicOp.ADD, offset, 0, 0, 4, dstBase, dstOffset);
            return;
        }
        synchronized (channel) {
            channel.atomicFetchNbi(UcpAtomicOp.ADD, pe, offset, 0, 0, 4, dstBase,
                dstOffset);
        }
    }

    /**
     * Non-blocking atomic add (int); the previous value is stored into {@code (dstBase, dstOffset)} by
     * {@link #quiet()} (an array is kept reachable until then).
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset (array base offset plus index) or address.
     * @param pe        target PE.
     * @param offset    symmetric offset, aligned to 4.
     * @param delta     the addend.
     */
    public void fetchAddIntNbi(final Object dstBase, final long dstOffset,
        final int pe, final long offset, final int delta) {
        if (pe == myPe && selfAtomics) {
            self.atomicNbi(UcpAtomicOp.ADD, offset, delta, 0, 4, dstBase, dstOffset);
            return;
        }
        synchronized (channel) {
            channel.atomicFetchNbi(UcpAtomicOp.ADD, pe, offset, delta, 0, 4, dstBase,
                dstOffset);
        }
    }

    /**
     * Non-blocking atomic swap (int); the previous value is stored into {@code (dstBase, dstOffset)} by
     * {@link #quiet()} (an array is kept reachable until then).
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset (array base offset plus index) or address.
     * @param pe        target PE.
     * @param offset    symmetric offset, aligned to 4.
     * @param value     the new value.
     */
    public void swapIntNbi(final Object dstBase, final long dstOffset,
        final int pe, final long offset, final int value) {
        if (pe == myPe && selfAtomics) {
            self.atomicNbi(UcpAtomicOp.SWAP, offset, value, 0, 4, dstBase, dstOffset);
            return;
        }
        synchronized (channel) {
            channel.atomicFetchNbi(UcpAtomicOp.SWAP, pe, offset, value, 0, 4, dstBase,
                dstOffset);
        }
    }

    /**
     * Non-blocking compare-and-swap (int); the previous value is stored into {@code (dstBase, dstOffset)} by
     * {@link #quiet()} (an array is kept reachable until then).
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset (array base offset plus index) or address.
     * @param pe        target PE.
     * @param offset    symmetric offset, aligned to 4.
     * @param expected  the value to compare with.
     * @param desired   the value stored when equal.
     */
    public void compareSwapIntNbi(final Object dstBase, final long dstOffset,
        final int pe, final long offset, final int expected, final int desired) {
        if (pe == myPe && selfAtomics) {
            self.atomicNbi(UcpAtomicOp.CSWAP, offset, expected, desired, 4, dstBase, dstOffset);
            return;
        }
        synchronized (channel) {
            channel.atomicFetchNbi(UcpAtomicOp.CSWAP, pe, offset, expected, desired, 4, dstBase,
                dstOffset);
        }
    }

    /**
     * Non-blocking atomic bitwise and (int); the previous value is stored into {@code (dstBase, dstOffset)} by
     * {@link #quiet()} (an array is kept reachable until then).
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset (array base offset plus index) or address.
     * @param pe        target PE.
     * @param offset    symmetric offset, aligned to 4.
     * @param mask      the mask.
     */
    public void fetchAndIntNbi(final Object dstBase, final long dstOffset,
        final int pe, final long offset, final int mask) {
        if (pe == myPe && selfAtomics) {
            self.atomicNbi(UcpAtomicOp.AND, offset, mask, 0, 4, dstBase, dstOffset);
            return;
        }
        synchronized (channel) {
            channel.atomicFetchNbi(UcpAtomicOp.AND, pe, offset, mask, 0, 4, dstBase,
                dstOffset);
        }
    }

    /**
     * Non-blocking atomic bitwise or (int); the previous value is stored into {@code (dstBase, dstOffset)} by
     * {@link #quiet()} (an array is kept reachable until then).
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset (array base offset plus index) or address.
     * @param pe        target PE.
     * @param offset    symmetric offset, aligned to 4.
     * @param mask      the mask.
     */
    public void fetchOrIntNbi(final Object dstBase, final long dstOffset,
        final int pe, final long offset, final int mask) {
        if (pe == myPe && selfAtomics) {
            self.atomicNbi(UcpAtomicOp.OR, offset, mask, 0, 4, dstBase, dstOffset);
            return;
        }
        synchronized (channel) {
            channel.atomicFetchNbi(UcpAtomicOp.OR, pe, offset, mask, 0, 4, dstBase,
                dstOffset);
        }
    }

    /**
     * Non-blocking atomic bitwise xor (int); the previous value is stored into {@code (dstBase, dstOffset)} by
     * {@link #quiet()} (an array is kept reachable until then).
     *
     * @param dstBase   destination array, or null for a raw address.
     * @param dstOffset destination offset (array base offset plus index) or address.
     * @param pe        target PE.
     * @param offset    symmetric offset, aligned to 4.
     * @param mask      the mask.
     */
    public void fetchXorIntNbi(final Object dstBase, final long dstOffset,
        final int pe, final long offset, final int mask) {
        if (pe == myPe && selfAtomics) {
            self.atomicNbi(UcpAtomicOp.XOR, offset, mask, 0, 4, dstBase, dstOffset);
            return;
        }
        synchronized (channel) {
            channel.atomicFetchNbi(UcpAtomicOp.XOR, pe, offset, mask, 0, 4, dstBase,
                dstOffset);
        }
    }

    /**
     * Puts data, then updates a 64-bit signal word on the same PE, ordered after the data: a PE that sees the
     * signal sees the data. Returns when the source may be reused.
     *
     * @param pe           target PE.
     * @param offset       symmetric offset of the data.
     * @param srcBase      source array, or null for a raw address.
     * @param srcOffset    source offset or address.
     * @param bytes        data length.
     * @param signalOffset symmetric offset of the signal word, aligned to 8.
     * @param signal       the signal value.
     * @param op           how the signal word is updated.
     */
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
     * Non-blocking put-with-signal: as {@link #putSignal}, complete at the target by {@link #quiet()}.
     *
     * @param pe           target PE.
     * @param offset       symmetric offset of the data.
     * @param srcBase      source array, or null for a raw address.
     * @param srcOffset    source offset or address.
     * @param bytes        data length.
     * @param signalOffset symmetric offset of the signal word, aligned to 8.
     * @param signal       the signal value.
     * @param op           how the signal word is updated.
     */
    public void putSignalNbi(final int pe, final long offset, final Object srcBase, final long srcOffset,
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
     * Completes what is outstanding and closes the endpoints to the peers, which still serve this PE's peers
     * until {@link #close()}.
     */
    @Override
    public void disconnect() {
        synchronized (channel) {
            channel.disconnect(true);
        }
    }

    /** Releases the lanes, stops the progress agent and releases UCX; {@link #disconnect()} first. Idempotent. */
    @Override
    public void close() {
        synchronized (channel) {
            try {
                channel.close();
            } finally {
                self.close();
                node.close();
            }
        }
    }
}
