package io.jshmem.bootstrap;

import io.jshmem.config.Configuration;
import io.jshmem.config.Knob;
import io.jshmem.exceptions.BootstrapException;
import io.jshmem.exceptions.GlobalExitException;
import io.jshmem.exceptions.PeerFailedException;

import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntConsumer;

/**
 * A {@link Bootstrap} over TCP, shaped as a star around PE 0. PE 0 listens on the {@link UniqueId}'s address
 * and admits a PE only after a hello carrying the job's magic, protocol version, size and a free rank; any
 * other connection is closed and logged and the job carries on. Every other PE connects to PE 0 (retrying
 * until the connect deadline) and holds one connection for the life of the job. Collectives are gathered by
 * PE 0, checked to be the same call on every PE, and answered to all.
 *
 * <p>Failure detection: a connection that closes before its orderly {@link #close()}, or that stays silent
 * past the heartbeat timeout (each side sends a heartbeat when idle for about a second), fails that PE; PE 0
 * tells every other PE, so every pending and next collective throws {@link PeerFailedException} naming it.
 * A PE that loses PE 0 fails PE 0 itself.
 *
 * <p>Threads: each connection has a reader and a writer daemon thread ({@code jshmem-bootstrap-...}); PE 0
 * also runs an acceptor. Collectives are called by one thread at a time; {@link #failure()} and
 * {@link #checkHealthy()} by any thread.
 */
public final class TcpBootstrap implements Bootstrap {
    private static final byte[] EMPTY = new byte[0];
    private static final int MAX_PES = 1 << 16;

    private final int rank;
    private final int size;
    private final Options options;
    private final JobHealth health = new JobHealth();
    private final ResultMailbox mailbox = new ResultMailbox();
    private final AtomicBoolean exitHandlerRan = new AtomicBoolean();
    private final StarEndpoint endpoint;
    private long seq;
    private volatile boolean closed;

    private TcpBootstrap(final UniqueId uid, final int rank, final int size, final Options options) {
        this.rank = rank;
        this.size = size;
        this.options = options;
        final long deadlineNs = System.nanoTime() + options.connectTimeout().toNanos();
        if (rank == 0) {
            final TcpHub hub = new TcpHub(uid, size, options, health, mailbox, this::onGlobalExit);
            hub.start();
            try {
                hub.awaitJoined(deadlineNs);
            } catch (final RuntimeException ex) {
                health.freeze();
                hub.close();
                throw ex;
            }
            this.endpoint = hub;
        } else {
            this.endpoint = TcpSpoke.connect(uid, rank, size, options, health, mailbox, this::onGlobalExit);
        }
    }

    /**
     * Joins a job. On PE 0 this listens on the unique id's port and returns once every PE has joined; on the
     * others it returns once PE 0 has admitted this PE.
     *
     * @param uid     the job's unique id (the same on every PE).
     * @param rank    this PE, in {@code [0, size)}.
     * @param size    the number of PEs, at least 1.
     * @param options timeouts, exit handler and logger.
     * @return the joined bootstrap.
     * @throws IllegalArgumentException when rank or size is out of range.
     * @throws BootstrapException       when PE 0 cannot listen, cannot be reached within the connect timeout,
     *                                  refuses this PE, or (on PE 0) not every PE joined in time.
     */
    public static TcpBootstrap connect(final UniqueId uid, final int rank, final int size, final Options options) {
        Objects.requireNonNull(uid, "uid");
        Objects.requireNonNull(options, "options");
        if (size < 1 || size > MAX_PES) {
            throw new IllegalArgumentException("size " + size + " is outside [1, " + MAX_PES + "]");
        }
        if (rank < 0 || rank >= size) {
            throw new IllegalArgumentException("rank " + rank + " is outside [0, " + size + ")");
        }
        return new TcpBootstrap(uid, rank, size, options);
    }

    /**
     * Joins the job a configuration describes: {@code JSHMEM_UID}, {@code JSHMEM_PE} and {@code JSHMEM_NPES}
     * (as {@code shmemrun} sets them), with timeouts from {@link Options#fromConfiguration(Configuration)}.
     *
     * @param config the resolved configuration.
     * @return the joined bootstrap.
     * @throws BootstrapException when one of the three is missing or malformed, or joining fails.
     */
    public static TcpBootstrap connect(final Configuration config) {
        final UniqueId uid = UniqueId.parse(config.isSet(Knob.UID) ? config.value(Knob.UID) : null);
        return connect(uid, requiredInt(config, Knob.PE), requiredInt(config, Knob.NPES),
            Options.fromConfiguration(config));
    }

    private static int requiredInt(final Configuration config, final Knob knob) {
        if (!config.isSet(knob)) {
            throw new BootstrapException(knob.envName() + " is not set (start the program with shmemrun, or set "
                + "the unique id, PE and number of PEs through ShmemOptions)");
        }
        try {
            return Integer.parseInt(config.value(knob));
        } catch (final NumberFormatException ex) {
            throw new BootstrapException(knob.envName() + "='" + config.value(knob) + "' is not an integer", ex);
        }
    }

    @Override
    public int rank() {
        return rank;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public byte[][] allgather(final byte[] contribution) {
        Objects.requireNonNull(contribution, "contribution");
        return collective(CollectiveKind.ALLGATHER, CollectiveCall.NO_ROOT, contribution);
    }

    @Override
    public byte[] broadcast(final int root, final byte[] data) {
        if (root < 0 || root >= size) {
            throw new IllegalArgumentException("broadcast root " + root + " is outside [0, " + size + ")");
        }
        if (rank == root) {
            Objects.requireNonNull(data, "data (on the root)");
        }
        return collective(CollectiveKind.BROADCAST, root, rank == root ? data : EMPTY)[0];
    }

    @Override
    public void barrier() {
        collective(CollectiveKind.BARRIER, CollectiveCall.NO_ROOT, EMPTY);
    }

    private byte[][] collective(final CollectiveKind kind, final int root, final byte[] data) {
        if (closed) {
            throw new IllegalStateException("PE " + rank + " called " + kind.label() + " after close()");
        }
        health.throwIfFatal();
        if (data.length > CollectiveMessages.MAX_CONTRIBUTION_BYTES) {
            throw new BootstrapException(kind.label() + " contribution of " + data.length + " bytes exceeds the "
                + "bootstrap's limit of " + CollectiveMessages.MAX_CONTRIBUTION_BYTES + " bytes");
        }
        final CollectiveCall call = new CollectiveCall(++seq, kind, root);
        endpoint.contribute(call, data);
        return mailbox.await(call.seq(), health);
    }

    @Override
    public PeerFailedException failure() {
        return health.failure();
    }

    @Override
    public void checkHealthy() {
        final PeerFailedException failure = health.failure();
        if (failure != null) {
            throw Failures.forCaller(failure);
        }
    }

    /**
     * Tells every PE to end with a status: PE 0 relays the call to all, and every PE's exit handler runs (this
     * one's too). With the default handler the JVM exits and this method does not return; with a handler that
     * returns, this method throws {@link GlobalExitException}, as do the other PEs' pending and next calls.
     *
     * @param status the exit status.
     * @throws GlobalExitException when the exit handler returned.
     */
    @Override
    public void globalExit(final int status) {
        if (!closed) {
            endpoint.requestGlobalExit(status);
        }
        onGlobalExit(rank, status);
        throw new GlobalExitException(rank, status);
    }

    private void onGlobalExit(final int callerPe, final int status) {
        if (exitHandlerRan.compareAndSet(false, true)) {
            try {
                options.exitHandler().accept(status);
            } catch (final RuntimeException ex) {
                options.logger().log(Level.ERROR, "PE " + rank + ": globalExit handler failed", ex);
            }
        }
        health.peerFailed(new GlobalExitException(callerPe, status));
        mailbox.wake();
    }

    /**
     * Leaves the job: a BYE tells PE 0 this departure is not a failure. On PE 0, waits (at most the close
     * timeout) for every other PE's BYE before closing its port. Never throws; idempotent.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        health.freeze();
        mailbox.close();
        endpoint.close();
    }

    @Override
    public void abort(final Throwable cause) {
        if (closed) {
            return;
        }
        closed = true;
        options.logger().log(Level.WARNING, "PE " + rank + " leaves the job as failed: " + cause);
        health.freeze();
        mailbox.close();
        endpoint.leaveFailed("gave up: " + cause);
    }

    @Override
    public String toString() {
        return "TcpBootstrap[PE " + rank + " of " + size + (closed ? ", closed" : "") + "]";
    }

    /**
     * Settings of a {@link TcpBootstrap}. Immutable; each {@code withX} returns a modified copy.
     */
    public static final class Options {
        /** Longest interval between heartbeats on an idle connection. */
        private static final long MAX_HEARTBEAT_INTERVAL_NS = TimeUnit.SECONDS.toNanos(1);

        private final Duration connectTimeout;
        private final Duration heartbeatTimeout;
        private final Duration helloTimeout;
        private final Duration closeTimeout;
        private final IntConsumer exitHandler;
        private final System.Logger logger;

        private Options(final Duration connectTimeout, final Duration heartbeatTimeout, final Duration helloTimeout,
            final Duration closeTimeout, final IntConsumer exitHandler, final System.Logger logger) {
            this.connectTimeout = positive(connectTimeout, "connect timeout");
            this.heartbeatTimeout = positive(heartbeatTimeout, "heartbeat timeout");
            this.helloTimeout = positive(helloTimeout, "hello timeout");
            this.closeTimeout = Objects.requireNonNull(closeTimeout, "close timeout");
            this.exitHandler = Objects.requireNonNull(exitHandler, "exit handler");
            this.logger = Objects.requireNonNull(logger, "logger");
        }

        /**
         * The built-in defaults: connect timeout 60 s, heartbeat timeout 10 s, hello timeout 5 s, close timeout
         * 5 s, an exit handler that ends the JVM, and the {@code io.jshmem.bootstrap} system logger.
         *
         * @return the defaults.
         */
        public static Options defaults() {
            return new Options(Duration.ofSeconds(60), Duration.ofSeconds(10), Duration.ofSeconds(5),
                Duration.ofSeconds(5), JvmExit::exit, System.getLogger("io.jshmem.bootstrap"));
        }

        /**
         * The defaults, with the connect timeout from {@code JSHMEM_BOOTSTRAP_TIMEOUT} and the heartbeat timeout
         * from {@code JSHMEM_HEARTBEAT_TIMEOUT}.
         *
         * @param config the resolved configuration.
         * @return the options.
         * @throws io.jshmem.exceptions.ConfigurationException when a value is not a duration.
         */
        public static Options fromConfiguration(final Configuration config) {
            return defaults()
                .withConnectTimeout(Duration.ofNanos(config.durationNs(Knob.BOOTSTRAP_TIMEOUT)))
                .withHeartbeatTimeout(Duration.ofNanos(config.durationNs(Knob.HEARTBEAT_TIMEOUT)));
        }

        /**
         * The defaults, resolved from this JVM's system properties and environment.
         *
         * @return the options.
         */
        public static Options fromSystem() {
            return fromConfiguration(Configuration.fromSystem(Map.of()));
        }

        /**
         * How long a PE keeps trying to reach PE 0, and how long PE 0 waits for every PE to join.
         *
         * @return the timeout.
         */
        public Duration connectTimeout() {
            return connectTimeout;
        }

        /**
         * How long a connection may stay silent before its peer is declared failed.
         *
         * @return the timeout.
         */
        public Duration heartbeatTimeout() {
            return heartbeatTimeout;
        }

        /**
         * How long PE 0 waits for a new connection's hello before closing it.
         *
         * @return the timeout.
         */
        public Duration helloTimeout() {
            return helloTimeout;
        }

        /**
         * How long PE 0's {@code close()} waits for the other PEs to leave before closing its port.
         *
         * @return the timeout.
         */
        public Duration closeTimeout() {
            return closeTimeout;
        }

        /**
         * What a globalExit runs on every PE; the default exits the JVM.
         *
         * @return the handler, given the status.
         */
        public IntConsumer exitHandler() {
            return exitHandler;
        }

        /**
         * Where refused connections and failures are logged (one WARNING line each).
         *
         * @return the logger.
         */
        public System.Logger logger() {
            return logger;
        }

        /**
         * Sets the connect timeout.
         *
         * @param timeout positive.
         * @return modified options.
         */
        public Options withConnectTimeout(final Duration timeout) {
            return new Options(timeout, heartbeatTimeout, helloTimeout, closeTimeout, exitHandler, logger);
        }

        /**
         * Sets the heartbeat timeout; heartbeats are sent every {@code min(1 s, timeout / 4)} of idleness.
         *
         * @param timeout positive.
         * @return modified options.
         */
        public Options withHeartbeatTimeout(final Duration timeout) {
            return new Options(connectTimeout, timeout, helloTimeout, closeTimeout, exitHandler, logger);
        }

        /**
         * Sets the hello timeout.
         *
         * @param timeout positive.
         * @return modified options.
         */
        public Options withHelloTimeout(final Duration timeout) {
            return new Options(connectTimeout, heartbeatTimeout, timeout, closeTimeout, exitHandler, logger);
        }

        /**
         * Sets the close timeout.
         *
         * @param timeout zero or more.
         * @return modified options.
         */
        public Options withCloseTimeout(final Duration timeout) {
            return new Options(connectTimeout, heartbeatTimeout, helloTimeout, timeout, exitHandler, logger);
        }

        /**
         * Sets what a globalExit runs on this PE (tests and embedders: a handler that returns makes pending
         * and next calls throw {@link GlobalExitException} instead of exiting).
         *
         * @param handler given the exit status.
         * @return modified options.
         */
        public Options withExitHandler(final IntConsumer handler) {
            return new Options(connectTimeout, heartbeatTimeout, helloTimeout, closeTimeout, handler, logger);
        }

        /**
         * Sets the logger.
         *
         * @param log the logger.
         * @return modified options.
         */
        public Options withLogger(final System.Logger log) {
            return new Options(connectTimeout, heartbeatTimeout, helloTimeout, closeTimeout, exitHandler, log);
        }

        /** Idle time after which a heartbeat is sent: a quarter of the heartbeat timeout, at most a second. */
        long heartbeatIntervalNs() {
            return Math.min(MAX_HEARTBEAT_INTERVAL_NS, Math.max(1, heartbeatTimeout.toNanos() / 4));
        }

        private static Duration positive(final Duration duration, final String what) {
            Objects.requireNonNull(duration, what);
            if (duration.isNegative() || duration.isZero()) {
                throw new IllegalArgumentException(what + " must be positive, was " + duration);
            }
            return duration;
        }

        @Override
        public String toString() {
            return "Options[connect " + connectTimeout + ", heartbeat " + heartbeatTimeout + ", hello "
                + helloTimeout + ", close " + closeTimeout + "]";
        }
    }
}
