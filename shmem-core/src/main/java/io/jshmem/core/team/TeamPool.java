package io.jshmem.core.team;

/**
 * This PE's view of the team slots: which ones its live teams hold. Slots are per PE: disjoint teams may hold
 * the same slot number, and a split picks a slot free on every PE of the parent (see {@link SplitAgreement}).
 * Slot 0 is TEAM_WORLD's and slot 1 TEAM_SHARED's.
 */
public final class TeamPool {
    /** Slot of TEAM_WORLD. */
    public static final int WORLD_SLOT = 0;
    /** Slot of TEAM_SHARED. */
    public static final int SHARED_SLOT = 1;

    private final boolean[] used;

    /**
     * Creates a pool with the predefined teams' slots taken.
     *
     * @param maxTeams number of slots, at least 2.
     */
    public TeamPool(final int maxTeams) {
        if (maxTeams < 2) {
            throw new IllegalArgumentException("maxTeams " + maxTeams + " must be at least 2");
        }
        this.used = new boolean[maxTeams];
        used[WORLD_SLOT] = true;
        used[SHARED_SLOT] = true;
    }

    /**
     * Number of slots.
     *
     * @return {@code JSHMEM_MAX_TEAMS}.
     */
    public int maxTeams() {
        return used.length;
    }

    /**
     * Words of a bitmap of free slots (bit {@code s % 64} of word {@code s / 64}).
     *
     * @return the word count.
     */
    int bitmapWords() {
        return (used.length + 63) / 64;
    }

    /**
     * Writes this PE's free-slot bitmap.
     *
     * @param into receives {@link #bitmapWords()} words from index 0.
     */
    void freeBitmap(final long[] into) {
        for (int w = 0; w < bitmapWords(); w++) {
            into[w] = 0;
        }
        for (int s = 0; s < used.length; s++) {
            if (!used[s]) {
                into[s >> 6] |= 1L << (s & 63);
            }
        }
    }

    /**
     * The lowest slots set in a bitmap.
     *
     * @param bitmap free slots (of every PE of a parent).
     * @param count  how many slots are wanted.
     * @return the slots in increasing order, or null when the bitmap has fewer.
     */
    int[] lowestFree(final long[] bitmap, final int count) {
        final int[] slots = new int[count];
        int found = 0;
        for (int s = 0; s < used.length && found < count; s++) {
            if ((bitmap[s >> 6] & (1L << (s & 63))) != 0) {
                slots[found++] = s;
            }
        }
        return found == count ? slots : null;
    }

    /**
     * Number of slots set in a bitmap.
     *
     * @param bitmap a free-slot bitmap.
     * @return the count.
     */
    int countFree(final long[] bitmap) {
        int free = 0;
        for (int w = 0; w < bitmapWords(); w++) {
            free += Long.bitCount(bitmap[w]);
        }
        return free;
    }

    /**
     * Marks a slot taken by a new team of this PE.
     *
     * @param slot a slot that was free.
     */
    void claim(final int slot) {
        if (used[slot]) {
            throw new IllegalStateException("team slot " + slot + " is already in use on this PE");
        }
        used[slot] = true;
    }

    /**
     * Returns a destroyed team's slot.
     *
     * @param slot the slot.
     */
    void release(final int slot) {
        used[slot] = false;
    }

    /**
     * Slots in use on this PE.
     *
     * @return the count, predefined teams included.
     */
    public int inUse() {
        int n = 0;
        for (final boolean u : used) {
            n += u ? 1 : 0;
        }
        return n;
    }
}
