package io.jshmem.launcher;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A PE's standard output as it comes through a launch agent: the start line ({@link RemotePeCommand#STARTED})
 * is removed and opens the {@link StartGate}; what came before it (a login script's chatter) follows once it
 * has. If the output ends without the start line, the gate fails and nothing is passed on: what came is kept
 * for the failure message.
 */
final class StartLineFilter extends GatedStream {
    private static final byte[] MARKER = (RemotePeCommand.STARTED + "\n").getBytes(StandardCharsets.US_ASCII);

    private final ByteArrayOutputStream preamble = new ByteArrayOutputStream();
    private byte[] pending = new byte[0];
    private int pendingOffset;
    private boolean started;

    StartLineFilter(final InputStream in, final StartGate gate) {
        super(in, gate);
    }

    @Override
    public int read(final byte[] buffer, final int offset, final int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        if (!started && !awaitStartLine()) {
            return -1;
        }
        if (pendingOffset < pending.length) {
            final int n = Math.min(length, pending.length - pendingOffset);
            System.arraycopy(pending, pendingOffset, buffer, offset, n);
            pendingOffset += n;
            return n;
        }
        return in.read(buffer, offset, length);
    }

    /** Reads until the start line; true when it came, false at the end of the output (the gate then fails). */
    private boolean awaitStartLine() throws IOException {
        final byte[] chunk = new byte[8192];
        while (true) {
            final int n;
            try {
                n = in.read(chunk);
            } catch (final IOException ex) {
                gate.fail();
                throw ex;
            }
            if (n < 0) {
                gate.fail();
                return false;
            }
            preamble.write(chunk, 0, n);
            final byte[] seen = preamble.toByteArray();
            final int at = markerAt(seen);
            if (at >= 0) {
                final byte[] before = Arrays.copyOfRange(seen, 0, at);
                final byte[] after = Arrays.copyOfRange(seen, at + MARKER.length, seen.length);
                pending = new byte[before.length + after.length];
                System.arraycopy(before, 0, pending, 0, before.length);
                System.arraycopy(after, 0, pending, before.length, after.length);
                preamble.reset();
                started = true;
                gate.open();
                return true;
            }
            keepLatest(preamble);
        }
    }

    /** Where the start line begins, at the start of the output or of a line; -1 when not (yet) there. */
    private static int markerAt(final byte[] seen) {
        for (int i = 0; i + MARKER.length <= seen.length; i++) {
            if ((i == 0 || seen[i - 1] == '\n') && Arrays.equals(seen, i, i + MARKER.length, MARKER, 0,
                MARKER.length)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * What came before the start line (all the output, when the PE never started).
     *
     * @return the text.
     */
    String preamble() {
        return preamble.toString(StandardCharsets.UTF_8);
    }
}
