package io.jshmem.jna.libc;

import com.sun.jna.Native;

/**
 * Checked forms of the {@link LibC} calls: each returns the useful result or throws {@link NativeException}
 * naming the function, the key arguments, errno and its text. Not for hot paths (each call crosses JNA).
 */
public final class Posix {
    private Posix() {
    }

    /**
     * Creates an anonymous memory file ({@code memfd_create(name, MFD_CLOEXEC)}).
     *
     * @param name debugging name.
     * @return the file descriptor.
     */
    public static int memfdCreate(final String name) {
        final int fd = LibC.memfd_create(name, LibCConstants.MFD_CLOEXEC);
        if (fd < 0) {
            throw failure("memfd_create(" + name + ")");
        }
        return fd;
    }

    /**
     * Sets a file's length ({@code ftruncate}); a memory file grows sparsely.
     *
     * @param fd          the file descriptor.
     * @param lengthBytes new length.
     */
    public static void ftruncate(final int fd, final long lengthBytes) {
        if (LibC.ftruncate(fd, lengthBytes) != 0) {
            throw failure("ftruncate(fd=" + fd + ", length=" + lengthBytes + ")");
        }
    }

    /**
     * Reserves address space without memory ({@code PROT_NONE, MAP_PRIVATE|MAP_ANONYMOUS|MAP_NORESERVE}).
     *
     * @param lengthBytes bytes of address space.
     * @return the start address.
     */
    public static long reserve(final long lengthBytes) {
        final long addr = LibC.mmap(0, lengthBytes, LibCConstants.PROT_NONE,
            LibCConstants.MAP_PRIVATE | LibCConstants.MAP_ANONYMOUS | LibCConstants.MAP_NORESERVE, -1, 0);
        if (addr == LibCConstants.MAP_FAILED) {
            throw failure("mmap(reserve, length=" + lengthBytes + ")");
        }
        return addr;
    }

    /**
     * Maps a file read-write and shared at a fixed address inside a reservation
     * ({@code MAP_SHARED|MAP_FIXED}).
     *
     * @param addr        where, page aligned, inside a reservation owned by the caller.
     * @param lengthBytes bytes.
     * @param fd          the file.
     * @return {@code addr}.
     */
    public static long mapSharedFixed(final long addr, final long lengthBytes, final int fd) {
        final long got = LibC.mmap(addr, lengthBytes, LibCConstants.PROT_READ | LibCConstants.PROT_WRITE,
            LibCConstants.MAP_SHARED | LibCConstants.MAP_FIXED, fd, 0);
        if (got == LibCConstants.MAP_FAILED) {
            throw failure("mmap(fixed, addr=0x" + Long.toHexString(addr) + ", length=" + lengthBytes
                + ", fd=" + fd + ")");
        }
        if (got != addr) {
            LibC.munmap(got, lengthBytes);
            throw new NativeException("mmap(fixed, addr=0x" + Long.toHexString(addr) + ") returned 0x"
                + Long.toHexString(got), 0, "kernel ignored MAP_FIXED");
        }
        return got;
    }

    /**
     * Replaces whatever is mapped in a range by fresh private, sparse, zero-filled memory
     * ({@code MAP_PRIVATE|MAP_ANONYMOUS|MAP_NORESERVE|MAP_FIXED}); the previous mappings are released.
     *
     * @param addr        start address, page aligned.
     * @param lengthBytes bytes.
     */
    public static void mapAnonymousFixed(final long addr, final long lengthBytes) {
        final long got = LibC.mmap(addr, lengthBytes, LibCConstants.PROT_READ | LibCConstants.PROT_WRITE,
            LibCConstants.MAP_PRIVATE | LibCConstants.MAP_ANONYMOUS | LibCConstants.MAP_NORESERVE
                | LibCConstants.MAP_FIXED, -1, 0);
        if (got == LibCConstants.MAP_FAILED) {
            throw failure("mmap(anonymous fixed, addr=0x" + Long.toHexString(addr) + ", length=" + lengthBytes + ")");
        }
    }

    /**
     * Unmaps a range ({@code munmap}).
     *
     * @param addr        start address.
     * @param lengthBytes bytes.
     */
    public static void munmap(final long addr, final long lengthBytes) {
        if (LibC.munmap(addr, lengthBytes) != 0) {
            throw failure("munmap(addr=0x" + Long.toHexString(addr) + ", length=" + lengthBytes + ")");
        }
    }

    /**
     * Gives advice about a range ({@code madvise}).
     *
     * @param addr        start address, page aligned.
     * @param lengthBytes bytes.
     * @param advice      {@code MADV_*}.
     */
    public static void madvise(final long addr, final long lengthBytes, final int advice) {
        if (LibC.madvise(addr, lengthBytes, advice) != 0) {
            throw failure("madvise(addr=0x" + Long.toHexString(addr) + ", length=" + lengthBytes + ", advice="
                + advice + ")");
        }
    }

    /**
     * Opens an existing file read-write with close-on-exec.
     *
     * @param path the path.
     * @return the file descriptor.
     */
    public static int openReadWrite(final String path) {
        final int fd = LibC.open(path, LibCConstants.O_RDWR | LibCConstants.O_CLOEXEC);
        if (fd < 0) {
            throw failure("open(" + path + ")");
        }
        return fd;
    }

    /**
     * Closes a file descriptor; negative descriptors are ignored.
     *
     * @param fd the file descriptor.
     */
    public static void close(final int fd) {
        if (fd >= 0 && LibC.close(fd) != 0) {
            throw failure("close(fd=" + fd + ")");
        }
    }

    /**
     * This process's id as the kernel sees it.
     *
     * @return the pid.
     */
    public static int getpid() {
        return LibC.getpid();
    }

    private static NativeException failure(final String function) {
        final int errno = Native.getLastError();
        return new NativeException(function, errno, LibC.strerror(errno));
    }
}
