package io.jshmem.core.coll;

import io.jshmem.config.Configuration;
import io.jshmem.config.Knob;
import io.jshmem.exceptions.ConfigurationException;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.StringJoiner;

/**
 * Which algorithm each collective uses: the one a knob forces, or, for {@code auto}, a choice by team size and
 * bytes. The thresholds come from measurements of {@code CollectiveLatency} on shared memory with 2 and 4 PEs on
 * 2 cores (docs/benchmarks.md): on teams of up to 4 PEs one direct step (linear) beat the logarithmic
 * algorithms for every size up to 16 KiB per member, and a linear broadcast beat the binomial tree at 8 B and
 * at 64 KiB, because every extra round can cost a scheduling hand-off when PEs outnumber cores; beyond 4 PEs the
 * logarithmic algorithms take over; large vectors take the ring, which sends each byte over each link once.
 */
public final class CollectiveTuning {
    /** Teams up to this size use linear algorithms for small messages. */
    static final int LINEAR_MAX_PES = 4;
    /** Reductions up to this size (bytes per member) on small teams are linear. */
    static final long SMALL_BYTES = 16 * 1024;
    /** Reductions above this size (bytes per member) use the ring on teams of three or more. */
    static final long RING_REDUCE_BYTES = 64 * 1024;
    /** All-gathers above this size (bytes in total) use the ring. */
    static final long RING_COLLECT_BYTES = 64 * 1024;

    private static final Set<Algorithm> SYNC = EnumSet.of(Algorithm.DISSEMINATION, Algorithm.LINEAR);
    private static final Set<Algorithm> BROADCAST = EnumSet.of(Algorithm.LINEAR, Algorithm.BINOMIAL);
    private static final Set<Algorithm> REDUCE =
        EnumSet.of(Algorithm.LINEAR, Algorithm.RECURSIVE_DOUBLING, Algorithm.RING);
    private static final Set<Algorithm> COLLECT = REDUCE;

    private final Algorithm sync;
    private final Algorithm broadcast;
    private final Algorithm reduce;
    private final Algorithm collect;

    private CollectiveTuning(final Algorithm sync, final Algorithm broadcast, final Algorithm reduce,
        final Algorithm collect) {
        this.sync = sync;
        this.broadcast = broadcast;
        this.reduce = reduce;
        this.collect = collect;
    }

    /**
     * Reads the algorithm knobs.
     *
     * @param config the configuration.
     * @return the tuning.
     * @throws ConfigurationException naming the knob when a value is not one of its algorithms.
     */
    public static CollectiveTuning from(final Configuration config) {
        return new CollectiveTuning(parse(config, Knob.BARRIER_ALGORITHM, SYNC),
            parse(config, Knob.BCAST_ALGORITHM, BROADCAST), parse(config, Knob.REDUCE_ALGORITHM, REDUCE),
            parse(config, Knob.COLLECT_ALGORITHM, COLLECT));
    }

    /**
     * Every algorithm chosen automatically.
     *
     * @return the tuning.
     */
    public static CollectiveTuning automatic() {
        return new CollectiveTuning(null, null, null, null);
    }

    private static Algorithm parse(final Configuration config, final Knob knob, final Set<Algorithm> allowed) {
        final String value = config.value(knob).trim().toLowerCase(Locale.ROOT);
        if (value.isEmpty() || value.equals("auto")) {
            return null;
        }
        for (final Algorithm a : allowed) {
            if (a.configName().equals(value)) {
                return a;
            }
        }
        final StringJoiner names = new StringJoiner(", ", "auto, ", "");
        for (final Algorithm a : allowed) {
            names.add(a.configName());
        }
        throw new ConfigurationException(knob.envName() + "='" + config.value(knob) + "' is not an algorithm of "
            + "it (known: " + names + ")");
    }

    /** Barrier and sync. */
    Algorithm sync() {
        if (sync != null) {
            return sync;
        }
        return Algorithm.DISSEMINATION;
    }

    /** Broadcast of {@code bytes}. */
    Algorithm broadcast(final int n, final long bytes) {
        if (broadcast != null) {
            return broadcast;
        }
        return n <= LINEAR_MAX_PES ? Algorithm.LINEAR : Algorithm.BINOMIAL;
    }

    /** Reduction of {@code bytes} per member. */
    Algorithm reduce(final int n, final long bytes) {
        if (reduce != null) {
            return reduce;
        }
        if (bytes > RING_REDUCE_BYTES && n > 2) {
            return Algorithm.RING;
        }
        return n <= LINEAR_MAX_PES && bytes <= SMALL_BYTES ? Algorithm.LINEAR : Algorithm.RECURSIVE_DOUBLING;
    }

    /** All-gather of {@code totalBytes} (all members' blocks together). */
    Algorithm collect(final int n, final long totalBytes) {
        if (collect != null) {
            return collect;
        }
        if (totalBytes > RING_COLLECT_BYTES && n > 2) {
            return Algorithm.RING;
        }
        return n <= LINEAR_MAX_PES ? Algorithm.LINEAR : Algorithm.RECURSIVE_DOUBLING;
    }
}
