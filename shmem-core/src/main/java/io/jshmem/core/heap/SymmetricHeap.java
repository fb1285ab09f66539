package io.jshmem.core.heap;

import io.jshmem.core.mem.RawMemory;
import io.jshmem.exceptions.AsymmetricAllocationException;
import io.jshmem.exceptions.BufferFreedException;
import io.jshmem.exceptions.SymmetricHeapExhaustedException;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * This PE's view of the symmetric heap: its own segment at {@link #localBase()}, the first-fit allocator over
 * the user part, and the collective allocation protocol that keeps allocations symmetric.
 *
 * <p>Every heap call is collective: each PE publishes its {@link AllocationRequest} in its internal region,
 * synchronizes, reads every PE's request and compares. Equal requests are served by the allocator, which is
 * deterministic, so every PE gets the same offset (or the same exhaustion). Unequal requests fail on every PE
 * with the same {@link AsymmetricAllocationException} naming who asked for what. A second synchronization on
 * exit gives the barrier semantics the specification asks for and lets the request line be reused.
 * Not thread safe (heap calls are collective, hence serialized by the program).
 */
public final class SymmetricHeap {
    /** Default alignment of {@code malloc}. */
    public static final long DEFAULT_ALIGNMENT = FirstFitAllocator.GRANULE;

    private final SegmentLayout layout;
    private final long localBase;
    private final FirstFitAllocator allocator;
    private final HeapSync sync;
    private final long requestOffset;
    private final Set<HeapBuffer> live = Collections.newSetFromMap(new IdentityHashMap<>());
    private long seq;

    /**
     * Creates the heap view over this PE's mapped segment.
     *
     * @param layout    the segment layout (equal on every PE).
     * @param localBase address of this PE's segment.
     * @param sync      synchronization and remote reads among PEs.
     */
    public SymmetricHeap(final SegmentLayout layout, final long localBase, final HeapSync sync) {
        this.layout = layout;
        this.localBase = localBase;
        this.allocator = new FirstFitAllocator(layout.userHeapBytes());
        this.sync = sync;
        this.requestOffset = layout.internalOffset() + InternalRegionDescriptor.ALLOC_REQUEST_OFFSET;
    }

    /**
     * The segment layout.
     *
     * @return the layout.
     */
    public SegmentLayout layout() {
        return layout;
    }

    /**
     * Address of this PE's segment (symmetric offset 0).
     *
     * @return the address.
     */
    public long localBase() {
        return localBase;
    }

    /**
     * Size of the user heap.
     *
     * @return bytes.
     */
    public long heapBytes() {
        return allocator.capacity();
    }

    /**
     * Free bytes of the user heap.
     *
     * @return bytes.
     */
    public long freeBytes() {
        return allocator.freeBytes();
    }

    /**
     * {@code malloc}: collective.
     *
     * @param bytes at least 0.
     * @return the buffer.
     */
    public HeapBuffer malloc(final long bytes) {
        final String error = bytes < 0 ? "size " + bytes + " is negative" : null;
        return allocate(AllocationRequest.Kind.MALLOC, bytes, DEFAULT_ALIGNMENT, error);
    }

    /**
     * {@code calloc}: collective; the buffer is zeroed.
     *
     * @param count        elements, at least 0.
     * @param elementBytes bytes per element, at least 0.
     * @return the buffer.
     */
    public HeapBuffer calloc(final long count, final long elementBytes) {
        long bytes = -1;
        String error = null;
        if (count < 0 || elementBytes < 0) {
            error = "count " + count + " and element size " + elementBytes + " must not be negative";
        } else {
            try {
                bytes = Math.multiplyExact(count, elementBytes);
            } catch (final ArithmeticException ex) {
                error = "count " + count + " x element size " + elementBytes + " overflows";
            }
        }
        return allocate(AllocationRequest.Kind.CALLOC, bytes, DEFAULT_ALIGNMENT, error);
    }

    /**
     * {@code align}: collective.
     *
     * @param alignment a power of two.
     * @param bytes     at least 0.
     * @return the buffer.
     */
    public HeapBuffer align(final long alignment, final long bytes) {
        String error = null;
        if (alignment < 1 || Long.bitCount(alignment) != 1) {
            error = "alignment " + alignment + " is not a power of two";
        } else if (bytes < 0) {
            error = "size " + bytes + " is negative";
        }
        return allocate(AllocationRequest.Kind.ALIGN, bytes, alignment, error);
    }

    /**
     * {@code realloc}: collective. The old handle is always freed on success and untouched on failure.
     *
     * @param old   the buffer to resize, or null for a plain {@code malloc}.
     * @param bytes at least 0.
     * @return the resized buffer.
     */
    public HeapBuffer realloc(final HeapBuffer old, final long bytes) {
        if (old == null) {
            return malloc(bytes);
        }
        String error = checkOwned(old, "realloc");
        if (error == null && bytes < 0) {
            error = "size " + bytes + " is negative";
        }
        final AllocationRequest mine = new AllocationRequest(++seq,
            error == null ? AllocationRequest.Kind.REALLOC : AllocationRequest.Kind.INVALID, bytes,
            DEFAULT_ALIGNMENT, old.offset());
        agree(mine, error);
        try {
            final HeapBuffer result = resize(old, bytes);
            old.markFreed();
            live.remove(old);
            return result;
        } finally {
            sync.sync();
        }
    }

    /**
     * {@code free}: collective.
     *
     * @param buffer the buffer.
     */
    public void free(final HeapBuffer buffer) {
        final String error = checkOwned(buffer, "free");
        final AllocationRequest mine = new AllocationRequest(++seq,
            error == null ? AllocationRequest.Kind.FREE : AllocationRequest.Kind.INVALID, 0, 0, buffer.offset());
        agree(mine, error);
        try {
            if (buffer.lengthBytes() > 0) {
                allocator.free(buffer.offset());
            }
            buffer.markFreed();
            live.remove(buffer);
        } finally {
            sync.sync();
        }
    }

    private HeapBuffer allocate(final AllocationRequest.Kind kind, final long bytes, final long alignment,
        final String error) {
        final AllocationRequest mine = new AllocationRequest(++seq,
            error == null ? kind : AllocationRequest.Kind.INVALID, bytes, alignment, -1);
        agree(mine, error);
        try {
            final HeapBuffer buffer = place(bytes, alignment);
            if (kind == AllocationRequest.Kind.CALLOC) {
                // zeroed before the exit barrier, so no PE's put can land before the zeros
                RawMemory.fill(buffer.address(), buffer.lengthBytes(), (byte) 0);
            }
            return buffer;
        } finally {
            sync.sync();
        }
    }

    private HeapBuffer place(final long bytes, final long alignment) {
        if (bytes == 0) {
            return track(new HeapBuffer(this, 0, 0, localBase));
        }
        final long offset = allocator.allocate(bytes, alignment);
        if (offset < 0) {
            throw new SymmetricHeapExhaustedException(FirstFitAllocator.blockSize(bytes), allocator.freeBytes(),
                allocator.largestFreeBytes(), allocator.capacity());
        }
        return track(new HeapBuffer(this, offset, bytes, localBase + offset));
    }

    private HeapBuffer track(final HeapBuffer buffer) {
        live.add(buffer);
        return buffer;
    }

    private HeapBuffer resize(final HeapBuffer old, final long bytes) {
        if (old.lengthBytes() > 0 && bytes > 0 && allocator.resizeInPlace(old.offset(), bytes)) {
            return track(new HeapBuffer(this, old.offset(), bytes, old.address()));
        }
        final HeapBuffer fresh = place(bytes, DEFAULT_ALIGNMENT);
        RawMemory.copy(null, old.address(), null, fresh.address(), Math.min(bytes, old.lengthBytes()));
        if (old.lengthBytes() > 0) {
            allocator.free(old.offset());
        }
        return fresh;
    }

    /**
     * Marks every live buffer released (the owning Shmem is closing): later accesses throw instead of
     * touching memory that is no longer mapped.
     */
    public void close() {
        for (final HeapBuffer buffer : live) {
            buffer.markClosed();
        }
        live.clear();
    }

    private String checkOwned(final HeapBuffer buffer, final String call) {
        if (buffer.heap() != this) {
            return call + " of a buffer that another PE instance allocated";
        }
        if (buffer.isFreed()) {
            return call + " of an already freed buffer (offset " + buffer.offset() + ", " + buffer.lengthBytes()
                + " bytes)";
        }
        return null;
    }

    /** Publishes this PE's request, reads everyone's, and throws the same exception everywhere on disagreement. */
    private void agree(final AllocationRequest mine, final String localError) {
        final long[] words = mine.toLongs();
        for (int i = 0; i < words.length; i++) {
            RawMemory.putLong(localBase + requestOffset + 8L * i, words[i]);
        }
        sync.sync();
        final List<AllocationRequest> all = new ArrayList<>(sync.nPes());
        boolean agreed = true;
        for (int pe = 0; pe < sync.nPes(); pe++) {
            final AllocationRequest theirs = pe == sync.myPe() ? mine : read(pe);
            all.add(theirs);
            agreed &= theirs.equals(mine);
        }
        if (agreed && localError == null) {
            return;
        }
        sync.sync();
        if (localError != null) {
            if (localError.contains("already freed")) {
                throw new BufferFreedException(localError);
            }
            throw new IllegalArgumentException(localError);
        }
        throw new AsymmetricAllocationException(describeDisagreement(all));
    }

    private AllocationRequest read(final int pe) {
        final long[] words = new long[AllocationRequest.LONGS];
        for (int i = 0; i < words.length; i++) {
            words[i] = sync.getLong(pe, requestOffset + 8L * i);
        }
        return AllocationRequest.fromLongs(words);
    }

    private static String describeDisagreement(final List<AllocationRequest> all) {
        final Map<String, List<Integer>> byCall = new LinkedHashMap<>();
        for (int pe = 0; pe < all.size(); pe++) {
            final AllocationRequest r = all.get(pe);
            byCall.computeIfAbsent("call #" + r.seq() + " " + r.describe(), k -> new ArrayList<>()).add(pe);
        }
        final StringBuilder sb = new StringBuilder("asymmetric symmetric-heap call: PEs must make the same "
            + "malloc/calloc/align/realloc/free calls in the same order;");
        for (final Map.Entry<String, List<Integer>> e : byCall.entrySet()) {
            sb.append(' ').append(e.getValue().size() == 1 ? "PE " : "PEs ").append(join(e.getValue()))
                .append(" made ").append(e.getKey()).append(';');
        }
        sb.setLength(sb.length() - 1);
        return sb.toString();
    }

    private static String join(final List<Integer> pes) {
        final StringBuilder sb = new StringBuilder();
        for (final int pe : pes) {
            sb.append(sb.length() == 0 ? "" : ",").append(pe);
        }
        return sb.toString();
    }
}
