package io.jshmem.bootstrap;

import java.net.ProtocolException;
import java.nio.ByteBuffer;

/**
 * The first frame a PE sends to PE 0.
 *
 * <pre>
 *  +---------------------------------------------------------------+
 *  |                     magic (16 bytes)                          |
 *  +---------------------------------------------------------------+
 *  |                 protocol version (int32)                      |
 *  +---------------------------------------------------------------+
 *  |                        pe (int32)                             |
 *  +---------------------------------------------------------------+
 *  |                       npes (int32)                            |
 *  +---------------------------------------------------------------+
 * </pre>
 *
 * @param magic   the job's magic as the sender knows it.
 * @param version the sender's protocol version.
 * @param pe      the rank the sender claims.
 * @param npes    the job size the sender was started with.
 */
record Hello(byte[] magic, int version, int pe, int npes) {
    /** Encoded size. */
    static final int BYTES = UniqueId.MAGIC_BYTES + 3 * Integer.BYTES;

    /**
     * The hello a PE of a job sends.
     *
     * @param uid  the job.
     * @param pe   the sender's rank.
     * @param npes the job size.
     * @return the hello.
     */
    static Hello of(final UniqueId uid, final int pe, final int npes) {
        return new Hello(uid.magic(), uid.version(), pe, npes);
    }

    /**
     * Encodes the hello.
     *
     * @return {@link #BYTES} bytes.
     */
    byte[] encode() {
        return ByteBuffer.allocate(BYTES).put(magic).putInt(version).putInt(pe).putInt(npes).array();
    }

    /**
     * Decodes a hello payload.
     *
     * @param payload the payload of a HELLO frame.
     * @return the hello.
     * @throws ProtocolException when the payload is not {@link #BYTES} long.
     */
    static Hello decode(final byte[] payload) throws ProtocolException {
        if (payload.length != BYTES) {
            throw new ProtocolException("hello of " + payload.length + " bytes, expected " + BYTES);
        }
        final ByteBuffer buffer = ByteBuffer.wrap(payload);
        final byte[] magic = new byte[UniqueId.MAGIC_BYTES];
        buffer.get(magic);
        return new Hello(magic, buffer.getInt(), buffer.getInt(), buffer.getInt());
    }
}
