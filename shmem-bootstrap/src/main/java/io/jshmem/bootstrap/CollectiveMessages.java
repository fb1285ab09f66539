package io.jshmem.bootstrap;

import java.net.ProtocolException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;

/**
 * Payloads of CONTRIBUTE and RESULT frames. Both start with the call header; integers are big-endian.
 *
 * <pre>
 *  CONTRIBUTE                                 RESULT
 *  +-----------------------------+            +-----------------------------+
 *  |       seq (int64)           |            |       seq (int64)           |
 *  +--------------+--------------+            +--------------+--------------+
 *  | kind (int8)  | root (int32) |            | kind (int8)  | root (int32) |
 *  +--------------+--------------+            +--------------+--------------+
 *  |  data (rest of the payload) |            |       count (int32)         |
 *  +-----------------------------+            +-----------------------------+
 *                                             | count x (length int32, data)|
 *                                             +-----------------------------+
 * </pre>
 */
final class CollectiveMessages {
    /** Bytes of the call header. */
    static final int HEADER_BYTES = Long.BYTES + 1 + Integer.BYTES;
    /** The largest contribution one PE may send. */
    static final int MAX_CONTRIBUTION_BYTES = FrameCodec.MAX_PAYLOAD_BYTES - HEADER_BYTES;

    /**
     * A decoded CONTRIBUTE payload.
     *
     * @param call what the sender called.
     * @param data its bytes.
     */
    record Contribution(CollectiveCall call, byte[] data) {
    }

    /**
     * A decoded RESULT payload.
     *
     * @param call  the collective.
     * @param parts its outcome (see {@link CollectiveRound#parts()}).
     */
    record Result(CollectiveCall call, byte[][] parts) {
    }

    private CollectiveMessages() {
    }

    /**
     * Encodes a contribution.
     *
     * @param call what this PE called.
     * @param data its bytes, at most {@link #MAX_CONTRIBUTION_BYTES}.
     * @return the payload.
     */
    static byte[] encodeContribution(final CollectiveCall call, final byte[] data) {
        final ByteBuffer buffer = ByteBuffer.allocate(HEADER_BYTES + data.length);
        putCall(buffer, call);
        return buffer.put(data).array();
    }

    /**
     * Decodes a contribution.
     *
     * @param payload a CONTRIBUTE payload.
     * @return the contribution.
     * @throws ProtocolException when the payload is malformed.
     */
    static Contribution decodeContribution(final byte[] payload) throws ProtocolException {
        try {
            final ByteBuffer buffer = ByteBuffer.wrap(payload);
            final CollectiveCall call = getCall(buffer);
            final byte[] data = new byte[buffer.remaining()];
            buffer.get(data);
            return new Contribution(call, data);
        } catch (final BufferUnderflowException ex) {
            throw new ProtocolException("truncated contribution of " + payload.length + " bytes");
        }
    }

    /**
     * The size of a result's payload, computed without building it (it may be too large to build).
     *
     * @param parts the result's parts.
     * @return bytes.
     */
    static long resultBytes(final byte[][] parts) {
        long bytes = HEADER_BYTES + Integer.BYTES;
        for (final byte[] part : parts) {
            bytes += Integer.BYTES + part.length;
        }
        return bytes;
    }

    /**
     * Encodes a result; its size must have been checked with {@link #resultBytes(byte[][])}.
     *
     * @param call  the collective.
     * @param parts its outcome.
     * @return the payload.
     */
    static byte[] encodeResult(final CollectiveCall call, final byte[][] parts) {
        final ByteBuffer buffer = ByteBuffer.allocate(Math.toIntExact(resultBytes(parts)));
        putCall(buffer, call);
        buffer.putInt(parts.length);
        for (final byte[] part : parts) {
            buffer.putInt(part.length).put(part);
        }
        return buffer.array();
    }

    /**
     * Decodes a result. Counts and lengths are checked against the bytes present before anything is allocated.
     *
     * @param payload a RESULT payload.
     * @return the result.
     * @throws ProtocolException when the payload is malformed.
     */
    static Result decodeResult(final byte[] payload) throws ProtocolException {
        try {
            final ByteBuffer buffer = ByteBuffer.wrap(payload);
            final CollectiveCall call = getCall(buffer);
            final int count = buffer.getInt();
            if (count < 0 || count > buffer.remaining() / Integer.BYTES) {
                throw new ProtocolException("result claims " + count + " parts in " + payload.length + " bytes");
            }
            final byte[][] parts = new byte[count][];
            for (int i = 0; i < count; i++) {
                final int length = buffer.getInt();
                if (length < 0 || length > buffer.remaining()) {
                    throw new ProtocolException("result part " + i + " claims " + length + " bytes, "
                        + buffer.remaining() + " left");
                }
                parts[i] = new byte[length];
                buffer.get(parts[i]);
            }
            return new Result(call, parts);
        } catch (final BufferUnderflowException ex) {
            throw new ProtocolException("truncated result of " + payload.length + " bytes");
        }
    }

    private static void putCall(final ByteBuffer buffer, final CollectiveCall call) {
        buffer.putLong(call.seq()).put(call.kind().code()).putInt(call.root());
    }

    private static CollectiveCall getCall(final ByteBuffer buffer) throws ProtocolException {
        final long seq = buffer.getLong();
        final byte code = buffer.get();
        final CollectiveKind kind = CollectiveKind.ofCode(code);
        if (kind == null) {
            throw new ProtocolException("unknown collective kind " + (code & 0xff));
        }
        return new CollectiveCall(seq, kind, buffer.getInt());
    }
}
