package io.jshmem.core.coll;

import java.util.Locale;

/**
 * The collective algorithms a knob can force, by the names the configuration uses. {@code auto} (no value
 * forced) lets {@link CollectiveTuning} choose by team size and message size.
 */
enum Algorithm {
    /** Every member talks to every other (or to the root) directly: one step, most messages. */
    LINEAR,
    /** Barrier in {@code ceil(log2 n)} rounds, member i signalling member i + 2<sup>r</sup>. */
    DISSEMINATION,
    /** Broadcast down a binomial tree rooted at the root. */
    BINOMIAL,
    /**
     * Reductions: pairwise exchange of the whole vector in {@code log2 n} rounds (members beyond the largest
     * power of two fold in first). All-gathers: Bruck's variant, {@code ceil(log2 n)} rounds for any n.
     */
    RECURSIVE_DOUBLING,
    /** Blocks travel around the ring of members: bandwidth-optimal for large messages. */
    RING;

    /**
     * The configuration name.
     *
     * @return e.g. {@code recursive-doubling}.
     */
    String configName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
