package io.jshmem.core.transport.rdma;

import io.jshmem.PeerStatistics;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;

/**
 * Per-peer traffic counters of one transport: operations, bytes, slices, retries, failures and time. Shared by the
 * channels of every communication context of the transport, which update them at once from different threads: each
 * update is an atomic add (a few nanoseconds next to a UCX call). Any thread may take a {@link #snapshot(String)}
 * (opaque loads: each value is whole, perhaps a moment old). No allocation on update.
 */
final class PeerCounters {
    static final int OPERATIONS = 0;
    static final int BYTES = 1;
    static final int SLICES = 2;
    static final int RETRIES = 3;
    static final int FAILURES = 4;
    static final int NANOS = 5;
    private static final int FIELDS = 6;
    private static final VarHandle VALUES = MethodHandles.arrayElementVarHandle(long[].class);

    private final long[] values;
    private final int nPes;

    PeerCounters(final int nPes) {
        this.nPes = nPes;
        this.values = new long[nPes * FIELDS];
    }

    /**
     * Adds to one counter.
     *
     * @param pe    the peer.
     * @param field one of the field constants.
     * @param delta the amount.
     */
    void add(final int pe, final int field, final long delta) {
        final long previous = (long) VALUES.getAndAdd(values, pe * FIELDS + field, delta);
    }

    /**
     * Counts one finished (or issued, for non-blocking forms) operation.
     *
     * @param pe     the peer.
     * @param bytes  payload bytes.
     * @param slices transfers it took.
     * @param nanos  time spent in the call.
     */
    void operation(final int pe, final long bytes, final long slices, final long nanos) {
        add(pe, OPERATIONS, 1);
        add(pe, BYTES, bytes);
        add(pe, SLICES, slices);
        add(pe, NANOS, nanos);
    }

    /**
     * One counter's value.
     *
     * @param pe    the peer.
     * @param field one of the field constants.
     * @return the value.
     */
    long get(final int pe, final int field) {
        return (long) VALUES.getOpaque(values, pe * FIELDS + field);
    }

    /**
     * The counters of every peer that saw traffic.
     *
     * @param transport the transport's name for the records.
     * @return records ordered by PE.
     */
    List<PeerStatistics> snapshot(final String transport) {
        final List<PeerStatistics> records = new ArrayList<>();
        for (int pe = 0; pe < nPes; pe++) {
            if (get(pe, OPERATIONS) != 0 || get(pe, FAILURES) != 0) {
                records.add(new PeerStatistics(pe, transport, get(pe, OPERATIONS), get(pe, BYTES), get(pe, SLICES),
                    get(pe, RETRIES), get(pe, FAILURES), get(pe, NANOS)));
            }
        }
        return records;
    }
}
