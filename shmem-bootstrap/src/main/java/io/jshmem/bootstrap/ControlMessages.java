package io.jshmem.bootstrap;

import java.net.ProtocolException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Payloads of the control frames. Texts are UTF-8 after an int32 byte count, cut to {@link #MAX_TEXT_BYTES}.
 *
 * <pre>
 *  FAIL:         pe (int32), reason (text)
 *  ABORT:        message (text)
 *  REJECT:       reason (text)
 *  GLOBAL_EXIT:  caller pe (int32), status (int32)
 * </pre>
 */
final class ControlMessages {
    /** Longest text carried. */
    static final int MAX_TEXT_BYTES = 4096;

    /**
     * A decoded FAIL payload.
     *
     * @param pe     the failed PE.
     * @param reason how its failure was noticed.
     */
    record Failure(int pe, String reason) {
    }

    /**
     * A decoded GLOBAL_EXIT payload.
     *
     * @param callerPe the PE that called globalExit.
     * @param status   the status it asked for.
     */
    record GlobalExit(int callerPe, int status) {
    }

    private ControlMessages() {
    }

    /**
     * Encodes a FAIL payload.
     *
     * @param pe     the failed PE.
     * @param reason how its failure was noticed.
     * @return the payload.
     */
    static byte[] encodeFailure(final int pe, final String reason) {
        final byte[] text = textBytes(reason);
        return ByteBuffer.allocate(2 * Integer.BYTES + text.length).putInt(pe).putInt(text.length).put(text).array();
    }

    /**
     * Decodes a FAIL payload.
     *
     * @param payload the payload.
     * @return the failure.
     * @throws ProtocolException when malformed.
     */
    static Failure decodeFailure(final byte[] payload) throws ProtocolException {
        try {
            final ByteBuffer buffer = ByteBuffer.wrap(payload);
            return new Failure(buffer.getInt(), getText(buffer));
        } catch (final BufferUnderflowException ex) {
            throw new ProtocolException("truncated FAIL payload");
        }
    }

    /**
     * Encodes a text payload (ABORT, REJECT).
     *
     * @param text the text.
     * @return the payload.
     */
    static byte[] encodeText(final String text) {
        final byte[] bytes = textBytes(text);
        return ByteBuffer.allocate(Integer.BYTES + bytes.length).putInt(bytes.length).put(bytes).array();
    }

    /**
     * Decodes a text payload (ABORT, REJECT).
     *
     * @param payload the payload.
     * @return the text.
     * @throws ProtocolException when malformed.
     */
    static String decodeText(final byte[] payload) throws ProtocolException {
        try {
            return getText(ByteBuffer.wrap(payload));
        } catch (final BufferUnderflowException ex) {
            throw new ProtocolException("truncated text payload");
        }
    }

    /**
     * Encodes a GLOBAL_EXIT payload.
     *
     * @param callerPe the PE that called globalExit.
     * @param status   the status.
     * @return the payload.
     */
    static byte[] encodeGlobalExit(final int callerPe, final int status) {
        return ByteBuffer.allocate(2 * Integer.BYTES).putInt(callerPe).putInt(status).array();
    }

    /**
     * Decodes a GLOBAL_EXIT payload.
     *
     * @param payload the payload.
     * @return the request.
     * @throws ProtocolException when malformed.
     */
    static GlobalExit decodeGlobalExit(final byte[] payload) throws ProtocolException {
        if (payload.length != 2 * Integer.BYTES) {
            throw new ProtocolException("GLOBAL_EXIT payload of " + payload.length + " bytes");
        }
        final ByteBuffer buffer = ByteBuffer.wrap(payload);
        return new GlobalExit(buffer.getInt(), buffer.getInt());
    }

    private static byte[] textBytes(final String text) {
        final byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (bytes.length <= MAX_TEXT_BYTES) {
            return bytes;
        }
        final byte[] cut = new byte[MAX_TEXT_BYTES];
        System.arraycopy(bytes, 0, cut, 0, MAX_TEXT_BYTES);
        return cut;
    }

    private static String getText(final ByteBuffer buffer) throws ProtocolException {
        final int length = buffer.getInt();
        if (length < 0 || length > buffer.remaining()) {
            throw new ProtocolException("text claims " + length + " bytes, " + buffer.remaining() + " left");
        }
        final byte[] bytes = new byte[length];
        buffer.get(bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
