package io.jshmem.bootstrap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ProtocolException;
import java.nio.ByteBuffer;

import org.junit.jupiter.api.Test;

/** Frames, hello, collective and control payloads: round trips and malformed input. */
class WireFormatTest {
    private static DataInputStream input(final byte[] bytes) {
        return new DataInputStream(new ByteArrayInputStream(bytes));
    }

    private static byte[] frame(final FrameType type, final byte[] payload) throws IOException {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        FrameCodec.write(new DataOutputStream(bytes), type, payload);
        return bytes.toByteArray();
    }

    @Test
    void shouldRoundTripFrames() throws IOException {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        final DataOutputStream out = new DataOutputStream(bytes);
        FrameCodec.write(out, FrameType.HEARTBEAT, new byte[0]);
        FrameCodec.write(out, FrameType.CONTRIBUTE, new byte[] {1, 2, 3});
        final DataInputStream in = input(bytes.toByteArray());
        final Frame heartbeat = FrameCodec.read(in, 16);
        assertEquals(FrameType.HEARTBEAT, heartbeat.type());
        assertEquals(0, heartbeat.payload().length);
        final Frame contribution = FrameCodec.read(in, 16);
        assertEquals(FrameType.CONTRIBUTE, contribution.type());
        assertArrayEquals(new byte[] {1, 2, 3}, contribution.payload());
        assertThrows(EOFException.class, () -> FrameCodec.read(in, 16));
    }

    @Test
    void shouldRejectOversizedLengthWithoutAllocating() {
        // 2 GiB would not fit in this test JVM's heap: a ProtocolException, not an OutOfMemoryError, proves
        // that the length was checked before anything was allocated.
        final byte[] huge = ByteBuffer.allocate(5).putInt(Integer.MAX_VALUE).put(FrameType.RESULT.code()).array();
        final ProtocolException ex = assertThrows(ProtocolException.class,
            () -> FrameCodec.read(input(huge), FrameCodec.MAX_PAYLOAD_BYTES));
        assertTrue(ex.getMessage().contains("2147483647"), ex.getMessage());
        final byte[] justOver = ByteBuffer.allocate(5).putInt(18).put(FrameType.HELLO.code()).array();
        assertThrows(ProtocolException.class, () -> FrameCodec.read(input(justOver), 16));
    }

    @Test
    void shouldRejectNegativeAndEmptyLength() {
        final byte[] negative = ByteBuffer.allocate(5).putInt(-5).put((byte) 1).array();
        assertTrue(assertThrows(ProtocolException.class, () -> FrameCodec.read(input(negative), 16))
            .getMessage().contains("4294967291"));
        assertThrows(ProtocolException.class, () -> FrameCodec.read(input(new byte[] {0, 0, 0, 0}), 16));
    }

    @Test
    void shouldRejectUnknownFrameType() {
        final byte[] unknown = ByteBuffer.allocate(5).putInt(1).put((byte) 0x7f).array();
        assertTrue(assertThrows(ProtocolException.class, () -> FrameCodec.read(input(unknown), 16))
            .getMessage().contains("unknown frame type 127"));
    }

    @Test
    void shouldReportTruncatedFrameAsEndOfStream() throws IOException {
        final byte[] whole = frame(FrameType.CONTRIBUTE, new byte[10]);
        final byte[] cut = java.util.Arrays.copyOf(whole, whole.length - 3);
        assertThrows(EOFException.class, () -> FrameCodec.read(input(cut), 64));
    }

    @Test
    void shouldRefuseToWriteOversizedPayload() {
        final DataOutputStream sink = new DataOutputStream(new ByteArrayOutputStream());
        assertThrows(ProtocolException.class,
            () -> FrameCodec.write(sink, FrameType.RESULT, new byte[FrameCodec.MAX_PAYLOAD_BYTES + 1]));
    }

    @Test
    void shouldRoundTripHello() throws IOException {
        final UniqueId uid = UniqueId.create(InetAddress.getLoopbackAddress(), 5000);
        final Hello decoded = Hello.decode(Hello.of(uid, 3, 8).encode());
        assertArrayEquals(uid.magic(), decoded.magic());
        assertEquals(UniqueId.PROTOCOL_VERSION, decoded.version());
        assertEquals(3, decoded.pe());
        assertEquals(8, decoded.npes());
        assertThrows(ProtocolException.class, () -> Hello.decode(new byte[Hello.BYTES - 1]));
    }

    @Test
    void shouldRoundTripContributions() throws IOException {
        final CollectiveCall call = new CollectiveCall(7, CollectiveKind.BROADCAST, 2);
        final CollectiveMessages.Contribution decoded = CollectiveMessages.decodeContribution(
            CollectiveMessages.encodeContribution(call, new byte[] {9, 8}));
        assertEquals(call, decoded.call());
        assertArrayEquals(new byte[] {9, 8}, decoded.data());
        assertThrows(ProtocolException.class, () -> CollectiveMessages.decodeContribution(new byte[5]));
        final byte[] badKind = CollectiveMessages.encodeContribution(call, new byte[0]);
        badKind[Long.BYTES] = 99;
        assertTrue(assertThrows(ProtocolException.class, () -> CollectiveMessages.decodeContribution(badKind))
            .getMessage().contains("unknown collective kind 99"));
    }

    @Test
    void shouldRoundTripResultsOfEveryShape() throws IOException {
        final CollectiveCall call = new CollectiveCall(3, CollectiveKind.ALLGATHER, CollectiveCall.NO_ROOT);
        final byte[][] parts = {new byte[0], {1}, {2, 3, 4}};
        final byte[] payload = CollectiveMessages.encodeResult(call, parts);
        assertEquals(CollectiveMessages.resultBytes(parts), payload.length);
        final CollectiveMessages.Result decoded = CollectiveMessages.decodeResult(payload);
        assertEquals(call, decoded.call());
        assertEquals(3, decoded.parts().length);
        for (int i = 0; i < parts.length; i++) {
            assertArrayEquals(parts[i], decoded.parts()[i]);
        }
        final CollectiveCall barrier = new CollectiveCall(4, CollectiveKind.BARRIER, CollectiveCall.NO_ROOT);
        assertEquals(0, CollectiveMessages.decodeResult(
            CollectiveMessages.encodeResult(barrier, new byte[0][])).parts().length);
    }

    @Test
    void shouldRejectResultsWhoseCountsLie() {
        final CollectiveCall call = new CollectiveCall(1, CollectiveKind.ALLGATHER, CollectiveCall.NO_ROOT);
        final byte[] hugeCount = CollectiveMessages.encodeResult(call, new byte[0][]);
        ByteBuffer.wrap(hugeCount).putInt(CollectiveMessages.HEADER_BYTES, Integer.MAX_VALUE);
        assertTrue(assertThrows(ProtocolException.class, () -> CollectiveMessages.decodeResult(hugeCount))
            .getMessage().contains("parts"));
        final byte[] hugePart = CollectiveMessages.encodeResult(call, new byte[][] {{1, 2}});
        ByteBuffer.wrap(hugePart).putInt(CollectiveMessages.HEADER_BYTES + Integer.BYTES, 1 << 30);
        assertTrue(assertThrows(ProtocolException.class, () -> CollectiveMessages.decodeResult(hugePart))
            .getMessage().contains("claims 1073741824 bytes"));
    }

    @Test
    void shouldRoundTripControlMessages() throws IOException {
        final ControlMessages.Failure failure = ControlMessages.decodeFailure(
            ControlMessages.encodeFailure(4, "silent for 10 s"));
        assertEquals(new ControlMessages.Failure(4, "silent for 10 s"), failure);
        assertEquals("mismatch \u00e9", ControlMessages.decodeText(ControlMessages.encodeText("mismatch \u00e9")));
        assertEquals(new ControlMessages.GlobalExit(2, 3),
            ControlMessages.decodeGlobalExit(ControlMessages.encodeGlobalExit(2, 3)));
        assertEquals(ControlMessages.MAX_TEXT_BYTES,
            ControlMessages.decodeText(ControlMessages.encodeText("x".repeat(10_000))).length());
        assertThrows(ProtocolException.class, () -> ControlMessages.decodeText(new byte[] {0, 0, 0, 9, 1}));
        assertThrows(ProtocolException.class, () -> ControlMessages.decodeFailure(new byte[2]));
        assertThrows(ProtocolException.class, () -> ControlMessages.decodeGlobalExit(new byte[7]));
    }
}
