package io.jshmem.bootstrap;

import io.jshmem.exceptions.BootstrapException;
import io.jshmem.exceptions.PeerFailedException;

import java.io.EOFException;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.ProtocolException;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * PE 0's end of the star. An acceptor thread admits PEs (each connection is handshaken on its own thread, so
 * a silent or hostile connection delays nobody), then one reader thread per PE feeds its contributions into
 * the current {@link CollectiveRound}; the contribution that completes a round sends the result to every PE.
 * A PE whose connection closes before its BYE, or that stays silent past the heartbeat timeout, is failed and
 * every other PE is told (FAIL). All state is guarded by {@code this}; sends only queue, so nothing blocks on
 * I/O while holding the lock.
 */
final class TcpHub implements StarEndpoint {
    /** How long PE 0 gives the others to end after a globalExit before its own exit handler runs. */
    static final long EXIT_LINGER_NS = TimeUnit.SECONDS.toNanos(1);
    private static final long FLUSH_LINGER_NS = TimeUnit.SECONDS.toNanos(1);
    private static final byte[] EMPTY = new byte[0];

    /** Where each PE stands. */
    private enum PeerState {
        /** Not connected yet. */
        ABSENT,
        /** Admitted and connected. */
        JOINED,
        /** Said BYE (or went away during a globalExit or PE 0's close). */
        LEFT,
        /** Failed. */
        FAILED
    }

    private final UniqueId uid;
    private final int size;
    private final TcpBootstrap.Options options;
    private final JobHealth health;
    private final ResultMailbox mailbox;
    private final GlobalExitListener exitListener;
    private final Admission admission;
    private final System.Logger log;

    private final PeerConnection[] peers;
    private final PeerState[] states;
    private final Set<Socket> handshaking = new HashSet<>();
    private ServerSocket server;
    private CollectiveRound round;
    private int joined;
    private int leftCount;
    private ControlMessages.Failure announcedFailure;
    private String abortMessage;
    private boolean closing;
    private boolean exiting;

    /**
     * Creates the hub; {@link #start()} opens the port.
     *
     * @param uid          the job.
     * @param size         its number of PEs.
     * @param options      timeouts and logger.
     * @param health       PE 0's health.
     * @param mailbox      where PE 0's results go.
     * @param exitListener runs PE 0's exit handler when another PE calls globalExit.
     */
    TcpHub(final UniqueId uid, final int size, final TcpBootstrap.Options options, final JobHealth health,
        final ResultMailbox mailbox, final GlobalExitListener exitListener) {
        this.uid = uid;
        this.size = size;
        this.options = options;
        this.health = health;
        this.mailbox = mailbox;
        this.exitListener = exitListener;
        this.admission = new Admission(uid, size);
        this.log = options.logger();
        this.peers = new PeerConnection[size];
        this.states = new PeerState[size];
        Arrays.fill(states, PeerState.ABSENT);
        states[0] = PeerState.JOINED;
        this.round = new CollectiveRound(1, size);
    }

    /**
     * Listens on the unique id's address and starts accepting (nothing to do for a one-PE job).
     *
     * @throws BootstrapException when the port cannot be bound.
     */
    void start() {
        if (size == 1) {
            return;
        }
        try {
            server = new ServerSocket();
            server.setReuseAddress(true);
            server.bind(uid.address(), Math.max(64, size));
        } catch (final IOException ex) {
            closeQuietly(server);
            throw new BootstrapException("PE 0 could not listen on " + uid.address() + ": " + ex.getMessage()
                + " (port taken by another process? address not on this host?)", ex);
        }
        BootstrapThreads.start("pe0-acceptor", this::acceptLoop);
    }

    /**
     * Waits until every PE has joined.
     *
     * @param deadlineNs {@link System#nanoTime()} when PE 0 gives up.
     * @throws BootstrapException                       naming the missing PEs after the deadline.
     * @throws io.jshmem.exceptions.PeerFailedException when a PE failed meanwhile.
     */
    synchronized void awaitJoined(final long deadlineNs) {
        while (joined < size - 1) {
            health.throwIfFatal();
            final long remainingNs = deadlineNs - System.nanoTime();
            if (remainingNs <= 0) {
                final List<Integer> missing = new ArrayList<>();
                for (int pe = 1; pe < size; pe++) {
                    if (states[pe] == PeerState.ABSENT) {
                        missing.add(pe);
                    }
                }
                final String message = "PE 0 waited " + Texts.duration(options.connectTimeout().toNanos()) + " for "
                    + size + " PEs to join; " + missing.size() + " never did: PE " + Texts.peList(missing)
                    + " (did they start, with the same JSHMEM_UID and JSHMEM_NPES? firewall?)";
                abort(message);
                throw new BootstrapException(message);
            }
            if (!waitNs(remainingNs)) {
                throw new BootstrapException("interrupted while PE 0 waited for the other PEs to join");
            }
        }
        health.throwIfFatal();
    }

    @Override
    public void contribute(final CollectiveCall call, final byte[] data) {
        contribute(0, call, data.clone());
    }

    private synchronized void contribute(final int pe, final CollectiveCall call, final byte[] data) {
        if (closing) {
            if (pe == 0) {
                return;
            }
            peers[pe].send(FrameType.FAIL, ControlMessages.encodeFailure(0, "left the job (called close()) before PE "
                + pe + " called " + call.describe() + " (collective #" + call.seq() + ")"));
            return;
        }
        if (exiting) {
            return;
        }
        if (announcedFailure != null || abortMessage != null) {
            if (pe != 0) {
                tellWhatWentWrong(peers[pe]);
            }
            return;
        }
        final String mismatch = round.add(pe, call, data);
        if (mismatch != null) {
            abort(mismatch);
            return;
        }
        if (leftCount > 0 && failLeaversNeededBy(pe, call)) {
            return;
        }
        if (round.isComplete()) {
            completeRound();
        }
    }

    /** Fails the first PE that left the job although the current round needs it. */
    private boolean failLeaversNeededBy(final int waitingPe, final CollectiveCall call) {
        for (int pe = 1; pe < size; pe++) {
            if (states[pe] == PeerState.LEFT && !round.hasContributed(pe)) {
                fail(pe, "left the job (called close()) while PE " + waitingPe + " waits in " + call.describe()
                    + " (collective #" + call.seq() + ")");
                return true;
            }
        }
        return false;
    }

    private void completeRound() {
        final CollectiveCall call = round.call();
        final byte[][] parts = round.parts();
        if (size > 1) {
            final long bytes = CollectiveMessages.resultBytes(parts);
            if (bytes > FrameCodec.MAX_PAYLOAD_BYTES) {
                abort(call.describe() + " (collective #" + call.seq() + ") would send " + bytes
                    + " bytes to every PE, above the bootstrap's limit of " + FrameCodec.MAX_PAYLOAD_BYTES
                    + " bytes per message");
                return;
            }
            // Encoded once, queued on every connection: the writers share the bytes.
            final byte[] payload = CollectiveMessages.encodeResult(call, parts);
            for (int pe = 1; pe < size; pe++) {
                if (states[pe] == PeerState.JOINED) {
                    peers[pe].send(FrameType.RESULT, payload);
                }
            }
        }
        round = new CollectiveRound(call.seq() + 1, size);
        mailbox.deliver(call.seq(), parts);
    }

    @Override
    public void requestGlobalExit(final int status) {
        if (relayGlobalExit(0, status)) {
            awaitPeersGone(System.nanoTime() + EXIT_LINGER_NS);
        }
    }

    /** Tells every PE about a globalExit; false when one is already under way. */
    private synchronized boolean relayGlobalExit(final int callerPe, final int status) {
        if (exiting) {
            return false;
        }
        exiting = true;
        final byte[] payload = ControlMessages.encodeGlobalExit(callerPe, status);
        for (int pe = 1; pe < size; pe++) {
            if (states[pe] == PeerState.JOINED) {
                peers[pe].send(FrameType.GLOBAL_EXIT, payload);
            }
        }
        return true;
    }

    /** A PE asked for a globalExit: tell everyone (the caller too: its echo), let them end, then end PE 0. */
    private void globalExitFrom(final int callerPe, final int status) {
        if (relayGlobalExit(callerPe, status)) {
            awaitPeersGone(System.nanoTime() + EXIT_LINGER_NS);
            exitListener.onGlobalExit(callerPe, status);
        }
    }

    private synchronized void awaitPeersGone(final long deadlineNs) {
        while (anyPeerJoined()) {
            final long remainingNs = deadlineNs - System.nanoTime();
            if (remainingNs <= 0 || !waitNs(remainingNs)) {
                return;
            }
        }
    }

    @Override
    public void close() {
        synchronized (this) {
            if (closing) {
                return;
            }
            closing = true;
            if (!round.isEmpty() && announcedFailure == null && abortMessage == null) {
                announceFailure(0, "left the job (called close()) while collective #" + round.seq()
                    + " was pending");
            }
            final long deadlineNs = System.nanoTime() + options.closeTimeout().toNanos();
            while (anyPeerJoined() && deadlineNs - System.nanoTime() > 0) {
                if (!waitNs(deadlineNs - System.nanoTime())) {
                    break;
                }
            }
        }
        final List<PeerConnection> remaining = new ArrayList<>();
        synchronized (this) {
            for (int pe = 1; pe < size; pe++) {
                if (states[pe] == PeerState.JOINED) {
                    states[pe] = PeerState.LEFT;
                    peers[pe].sendLast(FrameType.BYE);
                    remaining.add(peers[pe]);
                }
            }
        }
        final long flushDeadlineNs = System.nanoTime() + FLUSH_LINGER_NS;
        for (final PeerConnection connection : remaining) {
            connection.closeAfterFlush(flushDeadlineNs);
        }
        closeQuietly(server);
        synchronized (this) {
            for (final Socket socket : handshaking) {
                closeQuietly(socket);
            }
        }
    }

    @Override
    public void leaveFailed(final String reason) {
        synchronized (this) {
            if (closing) {
                return;
            }
            announceFailure(0, reason);
        }
        close();
    }

    private void acceptLoop() {
        while (true) {
            final Socket socket;
            try {
                socket = server.accept();
            } catch (final IOException ex) {
                if (!isClosing()) {
                    log.log(Level.ERROR, "PE 0 stopped accepting bootstrap connections: " + ex);
                }
                return;
            }
            synchronized (this) {
                if (closing) {
                    closeQuietly(socket);
                    continue;
                }
                handshaking.add(socket);
            }
            BootstrapThreads.start("pe0-handshake-" + socket.getRemoteSocketAddress(), () -> serve(socket));
        }
    }

    /** Handshakes a new connection, then, if admitted, reads its frames until it ends. */
    private void serve(final Socket socket) {
        final int pe;
        PeerConnection connection = null;
        try {
            connection = new PeerConnection(socket);
            pe = handshake(connection);
        } catch (final SocketTimeoutException ex) {
            refuse(connection, socket, "it sent no complete hello within "
                + Texts.duration(options.helloTimeout().toNanos()) + " (hello timeout)", false);
            return;
        } catch (final EOFException ex) {
            refuse(connection, socket, "it closed the connection before completing a hello", false);
            return;
        } catch (final ProtocolException ex) {
            refuse(connection, socket, "malformed hello: " + ex.getMessage(), false);
            return;
        } catch (final IOException ex) {
            refuse(connection, socket, "handshake failed: " + ex, false);
            return;
        } finally {
            synchronized (this) {
                handshaking.remove(socket);
            }
        }
        if (pe > 0) {
            Thread.currentThread().setName("jshmem-bootstrap-pe0-reader-" + pe);
            readLoop(pe, connection);
        }
    }

    /** Returns the admitted PE, or -1 when the connection was refused (and closed). */
    private int handshake(final PeerConnection connection) throws IOException {
        connection.readTimeout(options.helloTimeout().toNanos());
        final Frame frame = connection.read(Hello.BYTES);
        if (frame.type() != FrameType.HELLO) {
            refuse(connection, null, "its first frame is " + frame.type() + ", not a hello", false);
            return -1;
        }
        final Hello hello = Hello.decode(frame.payload());
        final Admission.Verdict verdict = admission.judge(hello);
        if (!verdict.admitted()) {
            refuse(connection, null, verdict.reason(), verdict.answer());
            return -1;
        }
        final String taken = join(hello.pe(), connection);
        if (taken != null) {
            refuse(connection, null, taken, true);
            return -1;
        }
        connection.readTimeout(options.heartbeatTimeout().toNanos());
        connection.startWriter("pe0-writer-" + hello.pe(), options.heartbeatIntervalNs());
        return hello.pe();
    }

    /** Registers an admitted PE and queues its ACK; returns why not when its rank is taken. */
    private synchronized String join(final int pe, final PeerConnection connection) {
        if (closing || exiting) {
            return "PE 0 is closing";
        }
        if (states[pe] != PeerState.ABSENT) {
            return "pe " + pe + " already joined from " + peers[pe].remote() + " (two PEs started with JSHMEM_PE="
                + pe + "?)";
        }
        peers[pe] = connection;
        states[pe] = PeerState.JOINED;
        joined++;
        // The ACK is queued first, under the lock, so it precedes any RESULT or FAIL meant for this PE.
        connection.send(FrameType.ACK, EMPTY);
        tellWhatWentWrong(connection);
        notifyAll();
        return null;
    }

    private void refuse(final PeerConnection connection, final Socket socket, final String reason,
        final boolean answer) {
        if (!isClosing()) {
            final String remote = connection != null ? connection.remote() : String.valueOf(
                socket.getRemoteSocketAddress());
            log.log(Level.WARNING, "PE 0 refused a bootstrap connection from " + remote + ": " + reason);
        }
        if (connection != null) {
            if (answer) {
                try {
                    connection.writeNow(FrameType.REJECT, ControlMessages.encodeText(reason));
                } catch (final IOException ignored) {
                    // It is being refused anyway.
                }
            }
            connection.close();
        } else {
            closeQuietly(socket);
        }
    }

    private void readLoop(final int pe, final PeerConnection connection) {
        try {
            while (true) {
                final Frame frame = connection.read(FrameCodec.MAX_PAYLOAD_BYTES);
                switch (frame.type()) {
                    case CONTRIBUTE:
                        final CollectiveMessages.Contribution contribution =
                            CollectiveMessages.decodeContribution(frame.payload());
                        contribute(pe, contribution.call(), contribution.data());
                        break;
                    case HEARTBEAT:
                        break;
                    case GLOBAL_EXIT:
                        final int status = ControlMessages.decodeGlobalExit(frame.payload()).status();
                        // Not on this thread: PE 0 waits for the others to end, this PE's EOF included.
                        BootstrapThreads.start("pe0-global-exit", () -> globalExitFrom(pe, status));
                        break;
                    case BYE:
                        left(pe);
                        return;
                    default:
                        throw new ProtocolException("unexpected " + frame.type() + " frame");
                }
            }
        } catch (final SocketTimeoutException ex) {
            lost(pe, connection, "silent for more than " + Texts.duration(options.heartbeatTimeout().toNanos())
                + " (heartbeat timeout: process hung or stopped, or network down)");
        } catch (final ProtocolException ex) {
            lost(pe, connection, "protocol error on its bootstrap connection: " + ex.getMessage());
        } catch (final IOException ex) {
            lost(pe, connection, "its bootstrap connection closed before it called close() (process died, was "
                + "killed, or exited without finalizing)" + (ex instanceof EOFException ? "" : ": " + ex));
        } catch (final RuntimeException ex) {
            // A bug must not leave the PE's reader dead and everyone waiting: fail the PE, loudly.
            log.log(Level.ERROR, "PE 0's reader for PE " + pe + " failed", ex);
            lost(pe, connection, "PE 0 could not handle its messages: " + ex);
        }
    }

    private synchronized void left(final int pe) {
        if (states[pe] != PeerState.JOINED) {
            return;
        }
        states[pe] = PeerState.LEFT;
        leftCount++;
        peers[pe].close();
        notifyAll();
        if (!round.isEmpty() && !round.hasContributed(pe) && !closing && !exiting) {
            fail(pe, "left the job (called close()) while collective #" + round.seq() + " was pending");
        }
    }

    private synchronized void lost(final int pe, final PeerConnection connection, final String reason) {
        if (connection.isClosed() || states[pe] != PeerState.JOINED) {
            return;
        }
        if (exiting) {
            states[pe] = PeerState.LEFT;
            connection.close();
            notifyAll();
            return;
        }
        fail(pe, reason);
    }

    private void fail(final int pe, final String reason) {
        states[pe] = PeerState.FAILED;
        if (peers[pe] != null) {
            peers[pe].close();
        }
        announceFailure(pe, reason);
    }

    /** Tells every PE, the first time, that a PE failed; records it for PE 0. */
    private void announceFailure(final int pe, final String reason) {
        if (announcedFailure == null) {
            announcedFailure = new ControlMessages.Failure(pe, reason);
            final byte[] payload = ControlMessages.encodeFailure(pe, reason);
            for (int other = 1; other < size; other++) {
                if (states[other] == PeerState.JOINED) {
                    peers[other].send(FrameType.FAIL, payload);
                }
            }
            if (!closing) {
                log.log(Level.WARNING, "PE " + pe + " failed: " + reason);
            }
        }
        if (pe != 0) {
            health.peerFailed(new PeerFailedException(pe, reason));
        }
        mailbox.wake();
        notifyAll();
    }

    private void abort(final String message) {
        if (abortMessage != null) {
            return;
        }
        abortMessage = message;
        final byte[] payload = ControlMessages.encodeText(message);
        for (int pe = 1; pe < size; pe++) {
            if (states[pe] == PeerState.JOINED) {
                peers[pe].send(FrameType.ABORT, payload);
            }
        }
        log.log(Level.WARNING, "bootstrap aborted the job: " + message);
        health.aborted(new BootstrapException(message));
        mailbox.wake();
        notifyAll();
    }

    /** Re-sends what broke the job to a PE that did not know yet (it joined late, or called a collective). */
    private void tellWhatWentWrong(final PeerConnection connection) {
        if (announcedFailure != null) {
            connection.send(FrameType.FAIL,
                ControlMessages.encodeFailure(announcedFailure.pe(), announcedFailure.reason()));
        }
        if (abortMessage != null) {
            connection.send(FrameType.ABORT, ControlMessages.encodeText(abortMessage));
        }
    }

    private boolean anyPeerJoined() {
        for (int pe = 1; pe < size; pe++) {
            if (states[pe] == PeerState.JOINED) {
                return true;
            }
        }
        return false;
    }

    private synchronized boolean isClosing() {
        return closing;
    }

    /**
     * Waits on this monitor (the caller holds it) for at most a duration, rounded up to a millisecond.
     * Returns false, with the interrupt flag set again, when the thread was interrupted.
     */
    private boolean waitNs(final long ns) {
        try {
            wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(ns)));
            return true;
        } catch (final InterruptedException ex) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static void closeQuietly(final AutoCloseable closeable) {
        if (closeable != null) {
            try {
                closeable.close();
            } catch (final Exception ignored) {
                // Closing on the way out; nothing else to do.
            }
        }
    }
}
