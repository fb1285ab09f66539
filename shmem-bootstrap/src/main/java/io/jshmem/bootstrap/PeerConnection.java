package io.jshmem.bootstrap;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.net.SocketException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One bootstrap TCP connection. Reading is done by its owner's reader thread through {@link #read(int)}.
 * Writing goes through an outbox drained by a writer thread, so {@link #send} never blocks: a peer that stops
 * reading cannot stall the thread that completes a collective or announces a failure. When the outbox has been
 * empty for a heartbeat interval, the writer sends a HEARTBEAT frame, which is what lets the other side tell a
 * silent peer from a quiet one (its reads time out after the heartbeat timeout).
 */
final class PeerConnection {
    private static final int BUFFER_BYTES = 64 * 1024;
    private static final byte[] EMPTY = new byte[0];
    /** Outbox marker: flush and stop writing. Compared by identity. */
    private static final Frame STOP = new Frame(FrameType.BYE, EMPTY);

    private final Socket socket;
    private final String remote;
    private final DataInputStream in;
    private final DataOutputStream out;
    private final BlockingQueue<Frame> outbox = new LinkedBlockingQueue<>();
    private final CountDownLatch writerDone = new CountDownLatch(1);
    private volatile boolean writerStarted;
    private volatile boolean closed;

    /**
     * Wraps a connected socket.
     *
     * @param socket the socket.
     * @throws IOException when its streams cannot be opened.
     */
    PeerConnection(final Socket socket) throws IOException {
        this.socket = socket;
        this.remote = String.valueOf(socket.getRemoteSocketAddress());
        socket.setTcpNoDelay(true);
        this.in = new DataInputStream(new BufferedInputStream(socket.getInputStream(), BUFFER_BYTES));
        this.out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream(), BUFFER_BYTES));
    }

    /**
     * The remote address, for messages.
     *
     * @return e.g. {@code /10.0.0.7:51234}.
     */
    String remote() {
        return remote;
    }

    /**
     * Sets how long a read may wait for bytes before it fails with a {@link java.net.SocketTimeoutException}.
     *
     * @param timeoutNs the timeout; rounded up to a millisecond.
     * @throws SocketException when the socket is closed.
     */
    void readTimeout(final long timeoutNs) throws SocketException {
        socket.setSoTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, TimeUnit.NANOSECONDS.toMillis(timeoutNs))));
    }

    /**
     * Reads the next frame (owner's reader thread only).
     *
     * @param maxPayloadBytes the largest payload accepted.
     * @return the frame.
     * @throws IOException on end of stream, timeout, protocol error or failure.
     */
    Frame read(final int maxPayloadBytes) throws IOException {
        return FrameCodec.read(in, maxPayloadBytes);
    }

    /**
     * Writes a frame at once, on the calling thread. Only before {@link #startWriter}: used by the handshake.
     *
     * @param type    the frame type.
     * @param payload its payload.
     * @throws IOException when the write fails.
     */
    void writeNow(final FrameType type, final byte[] payload) throws IOException {
        if (writerStarted) {
            throw new IllegalStateException("writeNow after the writer started");
        }
        FrameCodec.write(out, type, payload);
        out.flush();
    }

    /**
     * Starts the writer thread.
     *
     * @param threadName          its name (prefixed by {@link BootstrapThreads}).
     * @param heartbeatIntervalNs idle time after which a heartbeat is sent.
     */
    void startWriter(final String threadName, final long heartbeatIntervalNs) {
        writerStarted = true;
        BootstrapThreads.start(threadName, () -> writeLoop(heartbeatIntervalNs));
    }

    /**
     * Queues a frame; never blocks. Dropped once the connection is closed.
     *
     * @param type    the frame type.
     * @param payload its payload (not copied; must not change).
     */
    void send(final FrameType type, final byte[] payload) {
        if (!closed) {
            outbox.add(new Frame(type, payload));
        }
    }

    /**
     * Queues a last frame, after which the writer flushes, shuts the output down and stops.
     *
     * @param type the frame type (typically BYE).
     */
    void sendLast(final FrameType type) {
        send(type, EMPTY);
        outbox.add(STOP);
    }

    /**
     * Waits until the writer has flushed everything queued before {@link #sendLast}, then closes.
     *
     * @param deadlineNs {@link System#nanoTime()} after which the connection is closed regardless.
     */
    void closeAfterFlush(final long deadlineNs) {
        if (writerStarted) {
            try {
                writerDone.await(Math.max(0, deadlineNs - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (final InterruptedException ex) {
                Thread.currentThread().interrupt();
            }
        }
        close();
    }

    /**
     * Whether {@link #close()} was called.
     *
     * @return true once closed by this side.
     */
    boolean isClosed() {
        return closed;
    }

    /** Closes the socket at once; the reader and writer threads then end. Idempotent. */
    void close() {
        closed = true;
        outbox.add(STOP);
        try {
            socket.close();
        } catch (final IOException ignored) {
            // Nothing left to do with a socket that fails to close.
        }
    }

    private void writeLoop(final long heartbeatIntervalNs) {
        try {
            while (true) {
                Frame frame = outbox.poll(heartbeatIntervalNs, TimeUnit.NANOSECONDS);
                if (frame == null) {
                    FrameCodec.write(out, FrameType.HEARTBEAT, EMPTY);
                    out.flush();
                    continue;
                }
                // Write everything queued, then flush once: frames sent together leave in few packets.
                while (frame != null) {
                    if (frame == STOP) {
                        out.flush();
                        if (!closed) {
                            socket.shutdownOutput();
                        }
                        return;
                    }
                    FrameCodec.write(out, frame.type(), frame.payload());
                    frame = outbox.poll();
                }
                out.flush();
            }
        } catch (final IOException ex) {
            // The peer is gone or the socket was closed; the reader reports it (or we are closing).
            close();
        } catch (final InterruptedException ex) {
            close();
        } finally {
            writerDone.countDown();
        }
    }
}
