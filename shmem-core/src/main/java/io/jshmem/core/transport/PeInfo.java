package io.jshmem.core.transport;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What every PE tells every other at init (through the bootstrap's allgather): who it is, where it runs, how
 * its segment can be reached, and an opaque blob per transport (e.g. a UCX worker address and rkey).
 *
 * @param pe            the PE.
 * @param hostId        host identity; PEs with equal ids share memory.
 * @param pid           process id.
 * @param segmentFd     descriptor number of its segment in its process.
 * @param segmentBytes  size of its segment.
 * @param heapBytes     size of its user heap.
 * @param transportData transport name to that transport's bytes for this PE.
 */
public record PeInfo(int pe, String hostId, long pid, int segmentFd, long segmentBytes, long heapBytes,
    Map<String, byte[]> transportData) {

    /**
     * Creates the record with an immutable copy of the transport data.
     *
     * @param pe            the PE.
     * @param hostId        host identity.
     * @param pid           process id.
     * @param segmentFd     segment descriptor number.
     * @param segmentBytes  segment size.
     * @param heapBytes     user heap size.
     * @param transportData per-transport bytes.
     */
    public PeInfo {
        transportData = Collections.unmodifiableMap(new LinkedHashMap<>(transportData));
    }

    /**
     * Encodes for the allgather.
     *
     * @return the bytes.
     */
    public byte[] encode() {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeInt(pe);
            out.writeUTF(hostId);
            out.writeLong(pid);
            out.writeInt(segmentFd);
            out.writeLong(segmentBytes);
            out.writeLong(heapBytes);
            out.writeInt(transportData.size());
            for (final Map.Entry<String, byte[]> e : transportData.entrySet()) {
                out.writeUTF(e.getKey());
                out.writeInt(e.getValue().length);
                out.write(e.getValue());
            }
        } catch (final IOException ex) {
            throw new UncheckedIOException(ex);
        }
        return bytes.toByteArray();
    }

    /**
     * Decodes what {@link #encode()} wrote.
     *
     * @param data the bytes.
     * @return the record.
     */
    public static PeInfo decode(final byte[] data) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(data))) {
            final int pe = in.readInt();
            final String hostId = in.readUTF();
            final long pid = in.readLong();
            final int fd = in.readInt();
            final long segmentBytes = in.readLong();
            final long heapBytes = in.readLong();
            final int n = in.readInt();
            final Map<String, byte[]> transportData = new LinkedHashMap<>();
            for (int i = 0; i < n; i++) {
                final String name = in.readUTF();
                final byte[] blob = new byte[in.readInt()];
                in.readFully(blob);
                transportData.put(name, blob);
            }
            return new PeInfo(pe, hostId, pid, fd, segmentBytes, heapBytes, transportData);
        } catch (final IOException ex) {
            throw new UncheckedIOException("corrupt PE info", ex);
        }
    }

    /**
     * Whether another PE runs on the same host.
     *
     * @param other the other PE.
     * @return true when the host ids are equal.
     */
    public boolean sameHost(final PeInfo other) {
        return hostId.equals(other.hostId);
    }
}
