package io.jshmem.core.sync;

/**
 * Layout of a distributed lock word: the user's symmetric {@code long} (zero on every PE before first use),
 * used as two 32-bit words that are only ever changed by 32-bit atomics.
 * <pre>
 *   byte 0                        4                                 8
 *   +-----------------------------+---------------------------------+
 *   | tail                        | node: granted (bit 31) | next   |
 *   | (meaningful on the home PE) | (bits 0..30)  (every PE's copy) |
 *   +-----------------------------+---------------------------------+
 * </pre>
 * <ul>
 *   <li>{@code tail}, on the lock's home PE ({@link #HOME_PE}): the last PE in the queue, as {@code pe + 1};
 *   0 when the lock is free.</li>
 *   <li>{@code node}, on each PE's own copy: that PE's queue node. {@code next} is the PE queued right behind
 *   it ({@code pe + 1}, 0 while none), written by that successor; {@link #GRANTED} is set by the predecessor
 *   when it hands the lock over.</li>
 * </ul>
 * Positions are byte offsets in the word, independent of byte order: the long is never read as a whole.
 */
public final class LockWordDescriptor {
    /** The PE whose copy of the lock word holds the queue's tail. */
    public static final int HOME_PE = 0;
    /** Byte offset of the tail int. */
    public static final long TAIL_OFFSET = 0;
    /** Byte offset of the node int. */
    public static final long NODE_OFFSET = 4;
    /** Node bit set when the lock is handed to the node's PE. */
    public static final int GRANTED = 0x8000_0000;
    /** Node bits holding the successor, as {@code pe + 1}. */
    public static final int NEXT_MASK = 0x7fff_ffff;

    private LockWordDescriptor() {
    }

    /**
     * How a PE is written in the tail and next fields.
     *
     * @param pe a PE number.
     * @return {@code pe + 1}, never 0.
     */
    public static int encode(final int pe) {
        return pe + 1;
    }

    /**
     * The PE a tail or next field names.
     *
     * @param field a non-zero tail value or next bits.
     * @return the PE number.
     */
    public static int decode(final int field) {
        return field - 1;
    }
}
