package io.jshmem.bootstrap;

import io.jshmem.exceptions.BootstrapException;
import io.jshmem.exceptions.GlobalExitException;
import io.jshmem.exceptions.PeerFailedException;

import java.util.Objects;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A {@link Bootstrap} for PEs that are threads of one JVM (the testkit's jobs, and tests). Members of a
 * {@link Group} meet in the same collectives with the same checks as {@link TcpBootstrap}: every member must
 * make the same calls in the same order, and a mismatch fails every member with a {@link BootstrapException}
 * naming the calls.
 *
 * <p>Failures: {@link Group#fail(int, Throwable)} (a PE thread threw), a member that {@link #close() closes}
 * while others wait in a collective that needs it, and {@link #globalExit(int)} (which throws
 * {@link GlobalExitException} on every member instead of exiting the JVM) make every member's pending and next
 * collective throw, naming the PE.
 *
 * <pre>{@code
 * LocalBootstrap.Group group = LocalBootstrap.group(4);
 * // on the thread of PE r:
 * Bootstrap bootstrap = group.member(r);
 * byte[][] all = bootstrap.allgather(myInfo);
 * }</pre>
 */
public final class LocalBootstrap implements Bootstrap {
    private static final byte[] EMPTY = new byte[0];

    private final Group group;
    private final int rank;
    private long seq;
    private volatile boolean closed;

    private LocalBootstrap(final Group group, final int rank) {
        this.group = group;
        this.rank = rank;
    }

    /**
     * Creates a group of members that meet in collectives.
     *
     * @param size the number of members (PEs), at least 1.
     * @return the group.
     * @throws IllegalArgumentException when size is less than 1.
     */
    public static Group group(final int size) {
        return new Group(size);
    }

    @Override
    public int rank() {
        return rank;
    }

    @Override
    public int size() {
        return group.size();
    }

    @Override
    public byte[][] allgather(final byte[] contribution) {
        Objects.requireNonNull(contribution, "contribution");
        final byte[][] parts = collective(CollectiveKind.ALLGATHER, CollectiveCall.NO_ROOT, contribution.clone());
        final byte[][] copy = new byte[parts.length][];
        for (int pe = 0; pe < parts.length; pe++) {
            copy[pe] = parts[pe].clone();
        }
        return copy;
    }

    @Override
    public byte[] broadcast(final int root, final byte[] data) {
        if (root < 0 || root >= size()) {
            throw new IllegalArgumentException("broadcast root " + root + " is outside [0, " + size() + ")");
        }
        final byte[] mine = rank == root ? Objects.requireNonNull(data, "data (on the root)").clone() : EMPTY;
        return collective(CollectiveKind.BROADCAST, root, mine)[0].clone();
    }

    @Override
    public void barrier() {
        collective(CollectiveKind.BARRIER, CollectiveCall.NO_ROOT, EMPTY);
    }

    private byte[][] collective(final CollectiveKind kind, final int root, final byte[] data) {
        if (closed) {
            throw new IllegalStateException("PE " + rank + " called " + kind.label() + " after close()");
        }
        return group.meet(rank, new CollectiveCall(++seq, kind, root), data);
    }

    @Override
    public PeerFailedException failure() {
        return group.health.failure();
    }

    @Override
    public void checkHealthy() {
        final PeerFailedException failure = group.health.failure();
        if (failure != null) {
            throw Failures.forCaller(failure);
        }
    }

    /**
     * Ends the job with a status without ending the JVM: every member's pending and next collective throws
     * {@link GlobalExitException} naming this PE and the status, and so does this call.
     *
     * @param status the exit status.
     * @throws GlobalExitException always.
     */
    @Override
    public void globalExit(final int status) {
        group.recordFailure(new GlobalExitException(rank, status));
        throw new GlobalExitException(rank, status);
    }

    /**
     * Leaves the group. Members waiting in (or later calling) a collective that needs this member fail with
     * {@link PeerFailedException} naming it. Idempotent; never throws.
     */
    @Override
    public void close() {
        if (!closed) {
            closed = true;
            group.leave(rank);
        }
    }

    @Override
    public void abort(final Throwable cause) {
        if (!closed) {
            group.fail(rank, cause);
            close();
        }
    }

    @Override
    public String toString() {
        return "LocalBootstrap[PE " + rank + " of " + size() + (closed ? ", closed" : "") + "]";
    }

    /**
     * The members of one in-JVM job and the collective they are meeting in. Thread safe.
     */
    public static final class Group {
        /** Upper bound of one wait, so a missed signal costs at most this much. */
        private static final long RECHECK_NS = TimeUnit.MILLISECONDS.toNanos(100);

        private final LocalBootstrap[] members;
        private final JobHealth health = new JobHealth();
        private final ReentrantLock lock = new ReentrantLock();
        private final boolean[] left;
        private int leftCount;
        private CollectiveRound round;
        private CountDownLatch roundDone;

        private Group(final int size) {
            if (size < 1) {
                throw new IllegalArgumentException("group size " + size + " is less than 1");
            }
            members = new LocalBootstrap[size];
            for (int rank = 0; rank < size; rank++) {
                members[rank] = new LocalBootstrap(this, rank);
            }
            left = new boolean[size];
            round = new CollectiveRound(1, size);
            roundDone = new CountDownLatch(1);
        }

        /**
         * The number of members.
         *
         * @return at least 1.
         */
        public int size() {
            return members.length;
        }

        /**
         * The bootstrap of one member (the same object on every call).
         *
         * @param rank the member, in {@code [0, size())}.
         * @return its bootstrap.
         * @throws IllegalArgumentException when rank is out of range.
         */
        public LocalBootstrap member(final int rank) {
            if (rank < 0 || rank >= members.length) {
                throw new IllegalArgumentException("rank " + rank + " is outside [0, " + members.length + ")");
            }
            return members[rank];
        }

        /**
         * Declares a member failed (its thread threw): every other member's pending and next collective throws
         * {@link PeerFailedException} naming it. Only the first failure is kept.
         *
         * @param rank  the failed member.
         * @param cause what it threw.
         */
        public void fail(final int rank, final Throwable cause) {
            member(rank);
            recordFailure(new PeerFailedException(rank, "its thread threw " + cause, cause));
        }

        /**
         * The first failure of the group (including a globalExit), if any.
         *
         * @return the failure, or null.
         */
        public PeerFailedException failure() {
            return health.failure();
        }

        private byte[][] meet(final int rank, final CollectiveCall call, final byte[] data) {
            final CollectiveRound joined;
            final CountDownLatch done;
            lock.lock();
            try {
                health.throwIfFatal();
                final String mismatch = round.add(rank, call, data);
                if (mismatch != null) {
                    if (health.aborted(new BootstrapException(mismatch))) {
                        roundDone.countDown();
                    }
                    health.throwIfFatal();
                }
                if (leftCount > 0) {
                    failLeaversNeededBy(rank, call);
                    health.throwIfFatal();
                }
                joined = round;
                done = roundDone;
                if (round.isComplete()) {
                    // The next round opens before this one is released, so a released member meets the next.
                    round = new CollectiveRound(call.seq() + 1, members.length);
                    roundDone = new CountDownLatch(1);
                    done.countDown();
                    return joined.parts();
                }
            } finally {
                lock.unlock();
            }
            return await(joined, done);
        }

        private byte[][] await(final CollectiveRound joined, final CountDownLatch done) {
            try {
                while (!done.await(RECHECK_NS, TimeUnit.NANOSECONDS)) {
                    health.throwIfFatal();
                }
            } catch (final InterruptedException ex) {
                Thread.currentThread().interrupt();
                throw new BootstrapException("interrupted while waiting in collective #" + joined.seq(), ex);
            }
            lock.lock();
            try {
                if (joined.isComplete()) {
                    return joined.parts();
                }
            } finally {
                lock.unlock();
            }
            health.throwIfFatal();
            throw new IllegalStateException("collective #" + joined.seq() + " released incomplete");
        }

        /** Fails the first member that left although the current round needs it. */
        private void failLeaversNeededBy(final int waiting, final CollectiveCall call) {
            for (int rank = 0; rank < members.length; rank++) {
                if (left[rank] && !round.hasContributed(rank)) {
                    recordFailureLocked(new PeerFailedException(rank, "left the job (called close()) while PE "
                        + waiting + " waits in " + call.describe() + " (collective #" + call.seq() + ")"));
                    return;
                }
            }
        }

        private void leave(final int rank) {
            lock.lock();
            try {
                left[rank] = true;
                leftCount++;
                if (!round.isEmpty() && !round.hasContributed(rank)) {
                    recordFailureLocked(new PeerFailedException(rank, "left the job (called close()) while "
                        + "collective #" + round.seq() + " was pending"));
                }
            } finally {
                lock.unlock();
            }
        }

        private void recordFailure(final PeerFailedException failure) {
            lock.lock();
            try {
                recordFailureLocked(failure);
            } finally {
                lock.unlock();
            }
        }

        private void recordFailureLocked(final PeerFailedException failure) {
            health.peerFailed(failure);
            // Release whoever waits in the current round; they find the failure when they wake.
            roundDone.countDown();
        }
    }
}
