package io.jshmem.bootstrap;

import io.jshmem.exceptions.BootstrapException;
import io.jshmem.exceptions.PeerFailedException;

import java.io.EOFException;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.net.ProtocolException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The end of the star on a PE other than 0: one connection to PE 0, a reader thread that delivers results and
 * notices (a failed PE, an abort, a globalExit), and the connection's writer thread, which also sends the
 * heartbeats. Losing PE 0 (its connection closes before its BYE, or it stays silent past the heartbeat
 * timeout) fails PE 0.
 */
final class TcpSpoke implements StarEndpoint {
    /** How long a PE that calls globalExit waits for PE 0 to confirm it told everyone. */
    static final long EXIT_ECHO_TIMEOUT_NS = TimeUnit.SECONDS.toNanos(2);
    private static final long FLUSH_LINGER_NS = TimeUnit.SECONDS.toNanos(1);
    // PE 0 usually starts listening a few hundred ms after the others start: retry often enough that joining
    // costs little more than that (a refused connection is cheap), but not so often that it loads the machine.
    private static final long FIRST_BACKOFF_NS = TimeUnit.MILLISECONDS.toNanos(5);
    private static final long MAX_BACKOFF_NS = TimeUnit.MILLISECONDS.toNanos(50);
    private static final int MAX_ATTEMPT_MS = 5000;

    private final int rank;
    private final TcpBootstrap.Options options;
    private final JobHealth health;
    private final ResultMailbox mailbox;
    private final GlobalExitListener exitListener;
    private final System.Logger log;
    private final CountDownLatch exitEcho = new CountDownLatch(1);
    private final PeerConnection hub;
    private volatile boolean closed;
    private volatile boolean exiting;

    private TcpSpoke(final int rank, final PeerConnection hub, final TcpBootstrap.Options options,
        final JobHealth health, final ResultMailbox mailbox, final GlobalExitListener exitListener) {
        this.rank = rank;
        this.hub = hub;
        this.options = options;
        this.health = health;
        this.mailbox = mailbox;
        this.exitListener = exitListener;
        this.log = options.logger();
    }

    /**
     * Connects to PE 0 (retrying with exponential backoff until the connect deadline), says hello, waits for
     * its ACK, and starts the reader and writer threads.
     *
     * @param uid          the job.
     * @param rank         this PE, in {@code [1, size)}.
     * @param size         the job size.
     * @param options      timeouts and logger.
     * @param health       this PE's health.
     * @param mailbox      where this PE's results go.
     * @param exitListener runs this PE's exit handler when another PE calls globalExit.
     * @return the connected spoke.
     * @throws BootstrapException when PE 0 cannot be reached in time, or refuses this PE.
     */
    static TcpSpoke connect(final UniqueId uid, final int rank, final int size, final TcpBootstrap.Options options,
        final JobHealth health, final ResultMailbox mailbox, final GlobalExitListener exitListener) {
        final Socket socket = connectWithRetry(uid.address(), rank, options.connectTimeout().toNanos());
        final PeerConnection connection;
        try {
            connection = new PeerConnection(socket);
        } catch (final IOException ex) {
            closeQuietly(socket);
            throw new BootstrapException("PE " + rank + " could not use its connection to PE 0 at "
                + uid.address() + ": " + ex, ex);
        }
        handshake(connection, uid, rank, size, options);
        final TcpSpoke spoke = new TcpSpoke(rank, connection, options, health, mailbox, exitListener);
        connection.startWriter("pe" + rank + "-writer", options.heartbeatIntervalNs());
        BootstrapThreads.start("pe" + rank + "-reader", spoke::readLoop);
        return spoke;
    }

    private static Socket connectWithRetry(final InetSocketAddress address, final int rank, final long timeoutNs) {
        final long deadlineNs = System.nanoTime() + timeoutNs;
        long backoffNs = FIRST_BACKOFF_NS;
        while (true) {
            final Socket socket = new Socket();
            final IOException error;
            try {
                final long remainingMs = TimeUnit.NANOSECONDS.toMillis(deadlineNs - System.nanoTime());
                socket.connect(address, (int) Math.max(1, Math.min(MAX_ATTEMPT_MS, remainingMs)));
                return socket;
            } catch (final IOException ex) {
                closeQuietly(socket);
                error = ex;
            }
            if (System.nanoTime() + backoffNs - deadlineNs >= 0) {
                throw new BootstrapException("PE " + rank + " could not reach PE 0 at " + address + " within "
                    + Texts.duration(timeoutNs) + " (is PE 0 running? firewall? wrong JSHMEM_UID?); last error: "
                    + error.getMessage(), error);
            }
            try {
                TimeUnit.NANOSECONDS.sleep(backoffNs);
            } catch (final InterruptedException ex) {
                Thread.currentThread().interrupt();
                throw new BootstrapException("PE " + rank + " was interrupted while connecting to PE 0", ex);
            }
            backoffNs = Math.min(2 * backoffNs, MAX_BACKOFF_NS);
        }
    }

    private static void handshake(final PeerConnection connection, final UniqueId uid, final int rank,
        final int size, final TcpBootstrap.Options options) {
        final String pe0 = "PE 0 at " + uid.address();
        try {
            connection.readTimeout(options.helloTimeout().toNanos());
            connection.writeNow(FrameType.HELLO, Hello.of(uid, rank, size).encode());
            final Frame reply = connection.read(Integer.BYTES + ControlMessages.MAX_TEXT_BYTES);
            if (reply.type() == FrameType.REJECT) {
                throw new BootstrapException(pe0 + " refused PE " + rank + ": "
                    + ControlMessages.decodeText(reply.payload()));
            }
            if (reply.type() != FrameType.ACK) {
                throw new BootstrapException(pe0 + " answered PE " + rank + "'s hello with " + reply.type());
            }
            connection.readTimeout(options.heartbeatTimeout().toNanos());
        } catch (final SocketTimeoutException ex) {
            connection.close();
            throw new BootstrapException(pe0 + " did not answer PE " + rank + "'s hello within "
                + Texts.duration(options.helloTimeout().toNanos()) + " (is that port a jshmem PE 0?)", ex);
        } catch (final EOFException ex) {
            connection.close();
            throw new BootstrapException(pe0 + " closed the connection without answering PE " + rank
                + "'s hello (wrong magic: is JSHMEM_UID from this job? another job on that port?)", ex);
        } catch (final IOException ex) {
            connection.close();
            throw new BootstrapException("PE " + rank + "'s handshake with " + pe0 + " failed: " + ex, ex);
        } catch (final BootstrapException ex) {
            connection.close();
            throw ex;
        }
    }

    @Override
    public void contribute(final CollectiveCall call, final byte[] data) {
        hub.send(FrameType.CONTRIBUTE, CollectiveMessages.encodeContribution(call, data));
    }

    @Override
    public void requestGlobalExit(final int status) {
        exiting = true;
        hub.send(FrameType.GLOBAL_EXIT, ControlMessages.encodeGlobalExit(rank, status));
        try {
            exitEcho.await(EXIT_ECHO_TIMEOUT_NS, TimeUnit.NANOSECONDS);
        } catch (final InterruptedException ex) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        hub.sendLast(FrameType.BYE);
        hub.closeAfterFlush(System.nanoTime() + FLUSH_LINGER_NS);
    }

    /** No BYE: PE 0 sees the connection close early and fails this PE for everyone. */
    @Override
    public void leaveFailed(final String reason) {
        if (closed) {
            return;
        }
        closed = true;
        hub.close();
    }

    private void readLoop() {
        try {
            while (true) {
                final Frame frame = hub.read(FrameCodec.MAX_PAYLOAD_BYTES);
                switch (frame.type()) {
                    case RESULT:
                        final CollectiveMessages.Result result = CollectiveMessages.decodeResult(frame.payload());
                        mailbox.deliver(result.call().seq(), result.parts());
                        break;
                    case HEARTBEAT:
                        break;
                    case FAIL:
                        final ControlMessages.Failure failure = ControlMessages.decodeFailure(frame.payload());
                        peerFailed(failure.pe(), failure.reason());
                        break;
                    case ABORT:
                        final String message = ControlMessages.decodeText(frame.payload());
                        if (health.aborted(new BootstrapException(message))) {
                            log.log(Level.WARNING, "PE " + rank + ": bootstrap aborted the job: " + message);
                        }
                        mailbox.wake();
                        break;
                    case GLOBAL_EXIT:
                        final ControlMessages.GlobalExit exit = ControlMessages.decodeGlobalExit(frame.payload());
                        exiting = true;
                        if (exit.callerPe() == rank) {
                            exitEcho.countDown();
                        } else {
                            exitListener.onGlobalExit(exit.callerPe(), exit.status());
                        }
                        break;
                    case BYE:
                        if (!closed && !exiting) {
                            peerFailed(0, "left the job (called close()) before PE " + rank + " did");
                        }
                        hub.close();
                        return;
                    default:
                        throw new ProtocolException("unexpected " + frame.type() + " frame");
                }
            }
        } catch (final SocketTimeoutException ex) {
            lost("silent for more than " + Texts.duration(options.heartbeatTimeout().toNanos())
                + " (heartbeat timeout: process hung or stopped, or network down)");
        } catch (final ProtocolException ex) {
            lost("protocol error on the bootstrap connection: " + ex.getMessage());
        } catch (final IOException ex) {
            lost("the bootstrap connection to PE 0 closed before PE 0 called close() (process died, was killed, "
                + "or exited without finalizing)" + (ex instanceof EOFException ? "" : ": " + ex));
        } catch (final RuntimeException ex) {
            // A bug must not leave this reader dead and this PE waiting: fail PE 0's link, loudly.
            log.log(Level.ERROR, "PE " + rank + "'s bootstrap reader failed", ex);
            lost("PE " + rank + " could not handle PE 0's messages: " + ex);
        }
    }

    private void lost(final String reason) {
        exitEcho.countDown();
        if (closed || exiting || hub.isClosed()) {
            return;
        }
        hub.close();
        peerFailed(0, reason);
    }

    private void peerFailed(final int pe, final String reason) {
        if (health.peerFailed(new PeerFailedException(pe, reason))) {
            log.log(Level.WARNING, "PE " + rank + ": PE " + pe + " failed: " + reason);
        }
        mailbox.wake();
    }

    private static void closeQuietly(final Socket socket) {
        try {
            socket.close();
        } catch (final IOException ignored) {
            // Giving up on this socket anyway.
        }
    }
}
