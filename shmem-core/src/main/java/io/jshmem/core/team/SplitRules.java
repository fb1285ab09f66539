package io.jshmem.core.team;

/**
 * Which parent PEs a split puts in which team, and which split arguments are valid. Pure functions of the
 * agreed arguments, so every parent PE reaches the same answer.
 */
final class SplitRules {
    private SplitRules() {
    }

    /**
     * Checks strided split arguments against the parent size.
     *
     * @return null when valid, else the reason.
     */
    static String checkStrided(final int parentSize, final int start, final int stride, final int size) {
        if (size <= 0) {
            return "splitStrided: size " + size + " must be at least 1";
        }
        if (stride == 0 && size > 1) {
            return "splitStrided: stride 0 is allowed only for a team of one PE (size " + size + ")";
        }
        final long last = start + (long) stride * (size - 1);
        if (start < 0 || start >= parentSize || last < 0 || last >= parentSize) {
            return "splitStrided(start " + start + ", stride " + stride + ", size " + size + "): members "
                + start + " .. " + last + " fall outside the parent team of " + parentSize + " PEs [0, "
                + parentSize + ")";
        }
        return null;
    }

    /**
     * Checks a 2-D split's x range.
     *
     * @return null when valid, else the reason.
     */
    static String check2d(final int xRange) {
        return xRange <= 0 ? "split2d: xRange " + xRange + " must be at least 1" : null;
    }

    /** World PEs of the strided team: parent members start, start + stride, ... */
    static int[] strided(final int[] parent, final int start, final int stride, final int size) {
        final int[] members = new int[size];
        for (int k = 0; k < size; k++) {
            members[k] = parent[start + k * stride];
        }
        return members;
    }

    /** World PEs of the row of parent PE {@code p} on a grid {@code xRange} wide. */
    static int[] row(final int[] parent, final int xRange, final int p) {
        final int first = p / xRange * xRange;
        final int size = Math.min(xRange, parent.length - first);
        final int[] members = new int[size];
        System.arraycopy(parent, first, members, 0, size);
        return members;
    }

    /** World PEs of the column of parent PE {@code p} on a grid {@code xRange} wide. */
    static int[] column(final int[] parent, final int xRange, final int p) {
        final int x = p % xRange;
        final int size = (parent.length - x + xRange - 1) / xRange;
        final int[] members = new int[size];
        for (int k = 0; k < size; k++) {
            members[k] = parent[x + k * xRange];
        }
        return members;
    }

    /** Index of a world PE in a member list, or -1. */
    static int indexOf(final int[] members, final int worldPe) {
        for (int i = 0; i < members.length; i++) {
            if (members[i] == worldPe) {
                return i;
            }
        }
        return -1;
    }
}
