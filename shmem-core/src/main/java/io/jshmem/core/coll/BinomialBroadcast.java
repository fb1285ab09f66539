package io.jshmem.core.coll;

import io.jshmem.core.mem.RawMemory;

/**
 * Broadcast down a binomial tree rooted at the root: with members renumbered {@code v = (me - root) mod n}, the
 * parent of {@code v} is {@code v} without its lowest set bit and its children are {@code v + 2^k} for
 * {@code 2^k} below that bit. With a readiness round ({@link BroadcastPlan}), readiness first travels up (a
 * member signals its parent, step 0, once all its children have), so no member is written before it entered
 * and the root hears from everyone. Then the data travels down (step 1), largest subtree first: inside the
 * signal lines when small (each member copies it into its {@code dest} and forwards it from there), else
 * straight into each child's {@code dest}. {@code ceil(log2 n)} hops each way.
 */
final class BinomialBroadcast {
    private BinomialBroadcast() {
    }

    static void run(final TeamChannel ch, final long destOffset, final long sourceOffset, final long bytes,
        final int root) {
        final int n = ch.size();
        final int v = (ch.me() - root + n) % n;
        final long op = ch.nextOp();
        final boolean inline = BroadcastPlan.inline(bytes);
        final boolean readiness = BroadcastPlan.needsReadiness(ch, inline);
        final long ready = TeamChannel.signalValue(op, 0);
        final long data = TeamChannel.signalValue(op, 1);
        final int lowBit = v == 0 ? Integer.highestOneBit(n - 1) << 1 : Integer.lowestOneBit(v);
        if (readiness) {
            for (int mask = 1; mask < lowBit && v + mask < n; mask <<= 1) {
                ch.await(member(v + mask, root, n), ready);
            }
        }
        if (v != 0) {
            final int parent = member(v - lowBit, root, n);
            if (readiness) {
                ch.signal(parent, ready);
            }
            ch.await(parent, data);
            if (inline) {
                TeamChannel.copySmall(ch.inlineAddress(parent, op), ch.address(destOffset), bytes);
            }
        }
        final long from = v == 0 ? sourceOffset : destOffset;
        for (int mask = lowBit >> 1; mask > 0; mask >>= 1) {
            if (v + mask < n) {
                final int child = member(v + mask, root, n);
                if (inline) {
                    ch.putInline(child, op, from, bytes);
                } else {
                    ch.put(child, destOffset, from, bytes);
                }
                ch.signal(child, data);
            }
        }
        if (v == 0 && destOffset != sourceOffset) {
            RawMemory.copy(null, ch.address(sourceOffset), null, ch.address(destOffset), bytes);
        }
    }

    private static int member(final int relative, final int root, final int n) {
        return (relative + root) % n;
    }
}
