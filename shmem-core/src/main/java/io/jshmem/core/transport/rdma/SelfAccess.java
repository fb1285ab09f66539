package io.jshmem.core.transport.rdma;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;
import io.jshmem.core.mem.RawMemory;
import io.jshmem.jna.ucx.UcpAtomicOp;

/**
 * Operations of a PE on its own segment when RDMA serves it ({@code JSHMEM_TRANSPORTS=rdma}): loads, stores, copies
 * and CPU atomics, as UCX's {@code self} transport would do them, instead of a loop through the network stack and the
 * progress agent. CPU atomics are coherent with the atomics UCX performs for remote PEs in {@link AtomicsMode#CPU}
 * (the target's CPU runs those); with {@link AtomicsMode#NIC} the transport sends this PE's atomics to itself through
 * UCX instead. Loads of single elements also progress this PE's target workers: a program that polls its own memory
 * waits for peers, whose operations it can complete itself.
 *
 * <p>Ordering: stores are plain stores, complete on return; the transport's fence is a store fence and its quiet a
 * full fence; single-element loads are volatile or followed by a load fence, as on the shared-memory transport.
 * Thread-safe (plain memory); allocation: none.
 */
final class SelfAccess implements AutoCloseable {
    private final long base;
    private final RdmaNode node;
    /** Where a non-blocking fetch's old value is put before being copied to its (array or raw) destination. */
    private final Memory scratch = new Memory(Long.BYTES);
    private final long scratchAddress = Pointer.nativeValue(scratch);

    SelfAccess(final long base, final RdmaNode node) {
        this.base = base;
        this.node = node;
    }

    void putValue(final long offset, final long value, final int width) {
        RawMemory.putOfWidth(base + offset, value, width);
    }

    long getValue(final long offset, final int width) {
        node.progressTargets();
        final long address = base + offset;
        final long value;
        switch (width) {
            case 1:
                value = RawMemory.getByte(address);
                break;
            case 2:
                value = RawMemory.getShort(address);
                break;
            case 4:
                return RawMemory.getIntVolatile(address);
            default:
                return RawMemory.getLongVolatile(address);
        }
        RawMemory.loadFence();
        return value;
    }

    void put(final long offset, final Object srcBase, final long srcOffset, final long bytes) {
        RawMemory.copy(srcBase, srcOffset, null, base + offset, bytes);
    }

    void get(final Object dstBase, final long dstOffset, final long offset, final long bytes) {
        RawMemory.copy(null, base + offset, dstBase, dstOffset, bytes);
        RawMemory.loadFence();
    }

    void iput(final long offset, final long dstStrideBytes, final Object srcBase, final long srcOffset,
        final long srcStrideBytes, final long count, final int elementBytes) {
        for (long i = 0; i < count; i++) {
            RawMemory.copy(srcBase, srcOffset + i * srcStrideBytes, null, base + offset + i * dstStrideBytes,
                elementBytes);
        }
    }

    void iget(final Object dstBase, final long dstOffset, final long dstStrideBytes, final long offset,
        final long srcStrideBytes, final long count, final int elementBytes) {
        for (long i = 0; i < count; i++) {
            RawMemory.copy(null, base + offset + i * srcStrideBytes, dstBase, dstOffset + i * dstStrideBytes,
                elementBytes);
        }
        RawMemory.loadFence();
    }

    /**
     * A fetching atomic (add, swap, and, or, xor) as a CPU atomic.
     *
     * @return the old value, sign-extended.
     */
    long atomic(final UcpAtomicOp op, final long offset, final long operand, final int width) {
        final long address = base + offset;
        if (width == Integer.BYTES) {
            final int v = (int) operand;
            switch (op) {
                case ADD:
                    return RawMemory.getAndAddInt(address, v);
                case SWAP:
                    return RawMemory.getAndSetInt(address, v);
                case AND:
                    return RawMemory.getAndBitwiseAndInt(address, v);
                case OR:
                    return RawMemory.getAndBitwiseOrInt(address, v);
                case XOR:
                    return RawMemory.getAndBitwiseXorInt(address, v);
                default:
                    throw new IllegalArgumentException(op + " needs compareSwap");
            }
        }
        switch (op) {
            case ADD:
                return RawMemory.getAndAddLong(address, operand);
            case SWAP:
                return RawMemory.getAndSetLong(address, operand);
            case AND:
                return RawMemory.getAndBitwiseAndLong(address, operand);
            case OR:
                return RawMemory.getAndBitwiseOrLong(address, operand);
            case XOR:
                return RawMemory.getAndBitwiseXorLong(address, operand);
            default:
                throw new IllegalArgumentException(op + " needs compareSwap");
        }
    }

    long compareSwap(final long offset, final long expected, final long desired, final int width) {
        final long address = base + offset;
        return width == Integer.BYTES
            ? RawMemory.compareAndExchangeInt(address, (int) expected, (int) desired)
            : RawMemory.compareAndExchangeLong(address, expected, desired);
    }

    /** A non-blocking fetching atomic: done at once, its old value stored into {@code (dstBase, dstOffset)}. */
    void atomicNbi(final UcpAtomicOp op, final long offset, final long operand, final long desired, final int width,
        final Object dstBase, final long dstOffset) {
        final long old = op == UcpAtomicOp.CSWAP ? compareSwap(offset, operand, desired, width)
            : atomic(op, offset, operand, width);
        synchronized (scratch) {
            if (width == Integer.BYTES) {
                RawMemory.putInt(scratchAddress, (int) old);
            } else {
                RawMemory.putLong(scratchAddress, old);
            }
            RawMemory.copy(null, scratchAddress, dstBase, dstOffset, width);
        }
    }

    @Override
    public void close() {
        scratch.close();
    }
}
