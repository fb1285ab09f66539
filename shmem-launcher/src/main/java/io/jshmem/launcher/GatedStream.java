package io.jshmem.launcher;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A launcher's output stream that holds what comes until the {@link StartGate} decides whether the PE started.
 */
abstract class GatedStream extends InputStream {
    /** Bytes held back at most; more is cut at the front, keeping the latest half. */
    static final int MAX_HELD_BYTES = 64 * 1024;

    /** The launcher's stream. */
    final InputStream in;
    /** The start decision. */
    final StartGate gate;

    GatedStream(final InputStream in, final StartGate gate) {
        this.in = in;
        this.gate = gate;
    }

    @Override
    public final int read() throws IOException {
        final byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public final void close() throws IOException {
        in.close();
    }

    /**
     * Keeps the latest half of {@code held} once it has grown past {@link #MAX_HELD_BYTES}.
     *
     * @param held the bytes held back.
     */
    static void keepLatest(final ByteArrayOutputStream held) {
        if (held.size() > MAX_HELD_BYTES) {
            final byte[] all = held.toByteArray();
            held.reset();
            held.write(all, all.length - MAX_HELD_BYTES / 2, MAX_HELD_BYTES / 2);
        }
    }
}
