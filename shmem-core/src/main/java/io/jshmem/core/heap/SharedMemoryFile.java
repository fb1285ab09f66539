package io.jshmem.core.heap;

import io.jshmem.jna.libc.NativeException;
import io.jshmem.jna.libc.Posix;

/**
 * A PE's physical segment: an anonymous memory file ({@code memfd}) of a given length, sparse (pages are
 * committed on first touch), never visible in the file system. Co-located PEs open it through
 * {@code /proc/<pid>/fd/<fd>} while the owner holds it open, which needs only same-user access (Yama's
 * {@code ptrace_scope=1} restricts attaching, not this). Once every PE has mapped it the owner closes the
 * descriptor: the memory lives exactly as long as some mapping of it, so nothing is ever left behind.
 */
public final class SharedMemoryFile implements AutoCloseable {
    private final int fd;
    private final long lengthBytes;
    private boolean closed;

    private SharedMemoryFile(final int fd, final long lengthBytes) {
        this.fd = fd;
        this.lengthBytes = lengthBytes;
    }

    /**
     * Creates a new memory file.
     *
     * @param name        debugging name.
     * @param lengthBytes its length.
     * @return the file, owned by the caller.
     */
    public static SharedMemoryFile create(final String name, final long lengthBytes) {
        final int fd = Posix.memfdCreate(name);
        try {
            Posix.ftruncate(fd, lengthBytes);
        } catch (final NativeException ex) {
            Posix.close(fd);
            throw ex;
        }
        return new SharedMemoryFile(fd, lengthBytes);
    }

    /**
     * Opens another process's memory file by its pid and descriptor number.
     *
     * @param pid         the owner's pid.
     * @param fd          the owner's descriptor number.
     * @param lengthBytes its length.
     * @return an independent descriptor of the same file, owned by the caller.
     */
    public static SharedMemoryFile open(final long pid, final int fd, final long lengthBytes) {
        return new SharedMemoryFile(Posix.openReadWrite("/proc/" + pid + "/fd/" + fd), lengthBytes);
    }

    /**
     * The descriptor number (valid in this process).
     *
     * @return the descriptor.
     */
    public int fd() {
        return fd;
    }

    /**
     * The file's length.
     *
     * @return bytes.
     */
    public long lengthBytes() {
        return lengthBytes;
    }

    /** Closes the descriptor; mappings stay valid. Idempotent (a descriptor number is never closed twice). */
    @Override
    public void close() {
        if (!closed) {
            closed = true;
            Posix.close(fd);
        }
    }
}
