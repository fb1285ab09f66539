package io.jshmem.core.transport.rdma;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * What a PE that takes part in RDMA tells every other PE at init (through the bootstrap's allgather, once the
 * segments are mapped): where its segment is, the key to reach it, and the address of its target worker of each
 * lane. A PE that does not take part sends nothing (an empty contribution).
 * <pre>
 *   long    segmentBase       the segment's address in the owner's process (remote addresses are base + offset)
 *   int     key length, bytes packed remote key of the registered segment
 *   byte    atomics mode      ordinal of {@link AtomicsMode}; must be equal on every PE
 *   int     lanes
 *   lanes x (int length, bytes)   UCX address of the target worker of lane i
 * </pre>
 *
 * @param segmentBase   address of the segment in its owner's process.
 * @param segmentKey    packed remote key of the registered segment.
 * @param atomics       the owner's atomics mode.
 * @param laneAddresses UCX worker address of each lane's target worker.
 */
public record RdmaPeerInfo(long segmentBase, byte[] segmentKey, AtomicsMode atomics, List<byte[]> laneAddresses) {
    /**
     * Freezes the lane list.
     *
     * @param segmentBase   segment address.
     * @param segmentKey    packed key.
     * @param atomics       atomics mode.
     * @param laneAddresses target worker addresses.
     */
    public RdmaPeerInfo {
        laneAddresses = List.copyOf(laneAddresses);
    }

    /**
     * Encodes for the allgather.
     *
     * @return the bytes.
     */
    public byte[] encode() {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeLong(segmentBase);
            writeBlob(out, segmentKey);
            out.writeByte(atomics.ordinal());
            out.writeInt(laneAddresses.size());
            for (final byte[] address : laneAddresses) {
                writeBlob(out, address);
            }
        } catch (final IOException ex) {
            throw new UncheckedIOException(ex);
        }
        return bytes.toByteArray();
    }

    /**
     * Decodes what {@link #encode()} wrote.
     *
     * @param data the bytes; empty for a PE that does not take part in RDMA.
     * @return the record, or null for an empty contribution.
     */
    public static RdmaPeerInfo decode(final byte[] data) {
        if (data.length == 0) {
            return null;
        }
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(data))) {
            final long base = in.readLong();
            final byte[] key = readBlob(in);
            final AtomicsMode atomics = AtomicsMode.values()[in.readUnsignedByte()];
            final int lanes = in.readInt();
            final List<byte[]> addresses = new ArrayList<>(lanes);
            for (int i = 0; i < lanes; i++) {
                addresses.add(readBlob(in));
            }
            return new RdmaPeerInfo(base, key, atomics, addresses);
        } catch (final IOException | ArrayIndexOutOfBoundsException ex) {
            throw new IllegalArgumentException("corrupt RDMA peer info of " + data.length + " bytes", ex);
        }
    }

    private static void writeBlob(final DataOutputStream out, final byte[] blob) throws IOException {
        out.writeInt(blob.length);
        out.write(blob);
    }

    private static byte[] readBlob(final DataInputStream in) throws IOException {
        final int length = in.readInt();
        if (length < 0 || length > 1 << 20) {
            throw new IOException("blob length " + length);
        }
        final byte[] blob = new byte[length];
        in.readFully(blob);
        return blob;
    }
}
