package io.jshmem.bootstrap;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.net.ProtocolException;

/**
 * Reads and writes length-prefixed frames. Integers are big-endian.
 *
 * <pre>
 *   0                   1                   2                   3
 *   0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 *  +---------------------------------------------------------------+
 *  |              length = 1 + payload bytes (int32)               |
 *  +---------------+-----------------------------------------------+
 *  |  type (int8)  |           payload (length - 1 bytes)         ...
 *  +---------------+-----------------------------------------------+
 * </pre>
 *
 * <p>A reader states the largest payload it accepts; a longer (or negative) length prefix is rejected with a
 * {@link ProtocolException} before anything is allocated, so a stray or hostile peer cannot make a PE allocate
 * gigabytes.
 */
final class FrameCodec {
    /** Hard upper bound of any payload: 64 MiB. */
    static final int MAX_PAYLOAD_BYTES = 64 << 20;

    private FrameCodec() {
    }

    /**
     * Writes one frame (not flushed).
     *
     * @param out     the stream.
     * @param type    the frame type.
     * @param payload the payload, at most {@link #MAX_PAYLOAD_BYTES}.
     * @throws IOException when the stream fails.
     */
    static void write(final DataOutput out, final FrameType type, final byte[] payload) throws IOException {
        if (payload.length > MAX_PAYLOAD_BYTES) {
            throw new ProtocolException(type + " frame of " + payload.length + " bytes exceeds the limit of "
                + MAX_PAYLOAD_BYTES + " bytes");
        }
        out.writeInt(1 + payload.length);
        out.writeByte(type.code());
        out.write(payload);
    }

    /**
     * Reads one frame, blocking until it is complete.
     *
     * @param in              the stream.
     * @param maxPayloadBytes the largest payload accepted.
     * @return the frame.
     * @throws java.io.EOFException when the stream ends, before or inside the frame.
     * @throws ProtocolException    for a length outside {@code [1, 1 + maxPayloadBytes]} or an unknown type.
     * @throws IOException          when the stream fails or times out.
     */
    static Frame read(final DataInput in, final int maxPayloadBytes) throws IOException {
        final int length = in.readInt();
        if (length < 1 || length - 1 > maxPayloadBytes) {
            throw new ProtocolException("frame length " + Integer.toUnsignedString(length)
                + " is outside [1, " + (1L + maxPayloadBytes) + "]");
        }
        final byte code = in.readByte();
        final FrameType type = FrameType.ofCode(code);
        if (type == null) {
            throw new ProtocolException("unknown frame type " + (code & 0xff));
        }
        final byte[] payload = new byte[length - 1];
        in.readFully(payload);
        return new Frame(type, payload);
    }
}
