package io.jshmem.core.transport.rdma;

/**
 * The requests a channel has in flight, oldest first: a fixed-capacity FIFO of records kept in parallel primitive
 * arrays, so tracking a request allocates nothing. A record remembers everything needed to finish its request
 * (copy fetched bytes out of staging into a Java array, release staging) or to send it again after a failure (the
 * slice, its lane, its attempts so far) or to say what failed (the whole operation's offset and length).
 *
 * <p>Records are addressed by sequence number; {@link #oldest()} is the next to finish. Not thread-safe: the
 * channel's lock holder only.
 */
final class PendingOps {
    /** A put of a slice. */
    static final byte PUT = 0;
    /** A get of a slice, maybe copied out of staging on completion. */
    static final byte GET = 1;
    /** A fetching atomic whose old value is copied out on completion (or read by a blocking caller). */
    static final byte FETCH = 2;
    /** A fetching atomic whose old value nobody wants (an atomic set). */
    static final byte DISCARD = 3;

    private final int mask;
    private final byte[] kind;
    private final int[] lane;
    private final int[] pe;
    private final int[] attempts;
    private final long[] request;
    private final long[] remoteOffset;
    private final long[] local;
    private final long[] bytes;
    private final long[] stagingMark;
    private final boolean[] copies;
    private final Object[] copyBase;
    private final long[] copyOffset;
    private final long[] copyStride;
    private final int[] elementBytes;
    private final long[] opOffset;
    private final long[] opBytes;
    private long head;
    private long tail;

    /**
     * Creates the FIFO.
     *
     * @param capacity records; a power of two.
     */
    PendingOps(final int capacity) {
        if (Integer.bitCount(capacity) != 1) {
            throw new IllegalArgumentException("capacity " + capacity + " is not a power of two");
        }
        mask = capacity - 1;
        kind = new byte[capacity];
        lane = new int[capacity];
        pe = new int[capacity];
        attempts = new int[capacity];
        request = new long[capacity];
        remoteOffset = new long[capacity];
        local = new long[capacity];
        bytes = new long[capacity];
        stagingMark = new long[capacity];
        copies = new boolean[capacity];
        copyBase = new Object[capacity];
        copyOffset = new long[capacity];
        copyStride = new long[capacity];
        elementBytes = new int[capacity];
        opOffset = new long[capacity];
        opBytes = new long[capacity];
    }

    boolean isEmpty() {
        return head == tail;
    }

    boolean isFull() {
        return head - tail > mask;
    }

    /** Sequence number of the oldest record; equal to {@link #next()} when empty. */
    long oldest() {
        return tail;
    }

    /** Sequence number the next record will get. */
    long next() {
        return head;
    }

    /**
     * Appends a record; the caller checked {@link #isFull()}.
     *
     * @return its sequence number.
     */
    long add(final byte kind, final int lane, final int pe, final int attempts, final long request,
        final long remoteOffset, final long local, final long bytes, final long stagingMark) {
        final long seq = head++;
        final int i = (int) seq & mask;
        this.kind[i] = kind;
        this.lane[i] = lane;
        this.pe[i] = pe;
        this.attempts[i] = attempts;
        this.request[i] = request;
        this.remoteOffset[i] = remoteOffset;
        this.local[i] = local;
        this.bytes[i] = bytes;
        this.stagingMark[i] = stagingMark;
        this.copies[i] = false;
        this.copyBase[i] = null;
        this.copyStride[i] = 0;
        this.elementBytes[i] = 0;
        this.opOffset[i] = remoteOffset;
        this.opBytes[i] = bytes;
        return seq;
    }

    /**
     * Gives a record a destination to copy its bytes to when it completes ({@code base} an array, or null and
     * {@code offset} an address): contiguous ({@code stride == 0}) or one element of {@code elementBytes} every
     * {@code stride} bytes.
     */
    void copyTo(final long seq, final Object base, final long offset, final long stride, final int elementBytes) {
        final int i = (int) seq & mask;
        this.copies[i] = true;
        this.copyBase[i] = base;
        this.copyOffset[i] = offset;
        this.copyStride[i] = stride;
        this.elementBytes[i] = elementBytes;
    }

    /** Notes the whole operation a slice belongs to, for messages. */
    void partOf(final long seq, final long offset, final long length) {
        final int i = (int) seq & mask;
        this.opOffset[i] = offset;
        this.opBytes[i] = length;
    }

    /** The record was sent again: new lane, request and attempt count. */
    void resent(final long seq, final int lane, final long request, final int attempts) {
        final int i = (int) seq & mask;
        this.lane[i] = lane;
        this.request[i] = request;
        this.attempts[i] = attempts;
    }

    /** Drops the oldest record (its request was released). */
    void removeOldest() {
        copyBase[(int) tail & mask] = null; // let the array go
        tail++;
    }

    byte kind(final long seq) {
        return kind[(int) seq & mask];
    }

    int lane(final long seq) {
        return lane[(int) seq & mask];
    }

    int pe(final long seq) {
        return pe[(int) seq & mask];
    }

    int attempts(final long seq) {
        return attempts[(int) seq & mask];
    }

    long request(final long seq) {
        return request[(int) seq & mask];
    }

    long remoteOffset(final long seq) {
        return remoteOffset[(int) seq & mask];
    }

    long local(final long seq) {
        return local[(int) seq & mask];
    }

    long bytes(final long seq) {
        return bytes[(int) seq & mask];
    }

    long stagingMark(final long seq) {
        return stagingMark[(int) seq & mask];
    }

    boolean copies(final long seq) {
        return copies[(int) seq & mask];
    }

    Object copyBase(final long seq) {
        return copyBase[(int) seq & mask];
    }

    long copyOffset(final long seq) {
        return copyOffset[(int) seq & mask];
    }

    long copyStride(final long seq) {
        return copyStride[(int) seq & mask];
    }

    int elementBytes(final long seq) {
        return elementBytes[(int) seq & mask];
    }

    long opOffset(final long seq) {
        return opOffset[(int) seq & mask];
    }

    long opBytes(final long seq) {
        return opBytes[(int) seq & mask];
    }
}
