package io.jshmem.launcher;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * A PE's standard error as it comes through a launch agent: held back until the {@link StartGate} opens, then
 * passed on. If the gate fails, nothing is passed on and what came is the reason the PE could not be started
 * (typically the agent's one line, such as {@code ssh: connect to host h2 port 22: Connection refused}).
 */
final class HeldUntilStart extends GatedStream {
    /** How long, after its own end, the stream waits for the start decision (made on standard output). */
    private static final long DECISION_WAIT_MS = 5000;
    private final ByteArrayOutputStream held = new ByteArrayOutputStream();
    private byte[] released;
    private int releasedOffset;
    private boolean ended;

    HeldUntilStart(final InputStream in, final StartGate gate) {
        super(in, gate);
    }

    @Override
    public int read(final byte[] buffer, final int offset, final int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        final byte[] chunk = new byte[8192];
        while (released == null) {
            Boolean started = gate.state();
            if (started == null && !ended) {
                readChunk(chunk);
                continue;
            }
            if (started == null) {
                // the stream has ended; the decision is made on standard output, which ends at about the same time
                started = gate.await(DECISION_WAIT_MS);
            }
            if (started == null || started) {
                synchronized (held) {
                    released = held.toByteArray();
                }
            } else if (ended) {
                return -1;
            } else {
                // not started: keep the rest of the agent's words for the message, pass nothing on
                readChunk(chunk);
            }
        }
        if (releasedOffset < released.length) {
            final int n = Math.min(length, released.length - releasedOffset);
            System.arraycopy(released, releasedOffset, buffer, offset, n);
            releasedOffset += n;
            return n;
        }
        return ended ? -1 : in.read(buffer, offset, length);
    }

    private void readChunk(final byte[] chunk) throws IOException {
        final int n = in.read(chunk);
        if (n < 0) {
            ended = true;
            return;
        }
        synchronized (held) {
            held.write(chunk, 0, n);
            keepLatest(held);
        }
    }

    /**
     * What was held back (the agent's messages, when the PE never started).
     *
     * @return the text.
     */
    String held() {
        synchronized (held) {
            return held.toString(StandardCharsets.UTF_8);
        }
    }
}
