package io.jshmem.core.coll;

/**
 * How a broadcast delivers, decided alike on every member from the size and the team's previous operation:
 * small payloads travel inside the signal lines and are copied into {@code dest} by each member itself;
 * larger ones are written straight into the members' {@code dest}. A readiness round (every member signals
 * that it entered, gathered towards the root) comes first unless the previous operation was heard by all and,
 * for writes into {@code dest}, was a sync; without it the broadcast is not heard by all, which
 * {@link TeamChannel} allows for one operation in two.
 */
final class BroadcastPlan {
    private BroadcastPlan() {
    }

    /** Whether a broadcast of this many bytes travels inside the signal lines. */
    static boolean inline(final long bytes) {
        return bytes <= TeamChannel.INLINE_BYTES;
    }

    /**
     * Whether the current broadcast needs its readiness round; when it does not, marks the operation as not
     * heard by all.
     */
    static boolean needsReadiness(final TeamChannel ch, final boolean inline) {
        final boolean ready = !ch.previousHeardByAll() || !(inline || ch.previousWasSync());
        if (!ready) {
            ch.markNotHeardByAll();
        }
        return ready;
    }
}
