package io.jshmem.jna.libc;

import com.sun.jna.Native;

/**
 * Direct-mapped libc functions. Raw: return values and errno as C gives them. Use {@link Posix} for the
 * checked forms that throw {@link NativeException}.
 */
public final class LibC {
    static {
        Native.register("c");
    }

    private LibC() {
    }

    /**
     * {@code int memfd_create(const char *name, unsigned int flags)}.
     *
     * @param name  name shown in /proc/PID/fd (no file is created).
     * @param flags {@code MFD_*} flags.
     * @return a file descriptor, or -1.
     */
    public static native int memfd_create(String name, int flags);

    /**
     * {@code int ftruncate(int fd, off_t length)}.
     *
     * @param fd     the file descriptor.
     * @param length new length in bytes.
     * @return 0, or -1.
     */
    public static native int ftruncate(int fd, long length);

    /**
     * {@code void *mmap(void *addr, size_t length, int prot, int flags, int fd, off_t offset)}.
     *
     * @param addr   hint or fixed address, 0 for none.
     * @param length bytes.
     * @param prot   {@code PROT_*}.
     * @param flags  {@code MAP_*}.
     * @param fd     file descriptor, or -1 for anonymous mappings.
     * @param offset offset in the file.
     * @return the address, or {@link LibCConstants#MAP_FAILED}.
     */
    public static native long mmap(long addr, long length, int prot, int flags, int fd, long offset);

    /**
     * {@code int munmap(void *addr, size_t length)}.
     *
     * @param addr   start address.
     * @param length bytes.
     * @return 0, or -1.
     */
    public static native int munmap(long addr, long length);

    /**
     * {@code int madvise(void *addr, size_t length, int advice)}.
     *
     * @param addr   start address (page aligned).
     * @param length bytes.
     * @param advice {@code MADV_*}.
     * @return 0, or -1.
     */
    public static native int madvise(long addr, long length, int advice);

    /**
     * {@code int open(const char *path, int flags)} (no {@code O_CREAT}, so no mode argument).
     *
     * @param path  the path.
     * @param flags {@code O_*} flags.
     * @return a file descriptor, or -1.
     */
    public static native int open(String path, int flags);

    /**
     * {@code int close(int fd)}.
     *
     * @param fd the file descriptor.
     * @return 0, or -1.
     */
    public static native int close(int fd);

    /**
     * {@code int poll(struct pollfd *fds, nfds_t nfds, int timeout)}; a {@code struct pollfd} is 8 bytes:
     * {@code int fd; short events; short revents}.
     *
     * @param fds       address of the {@code pollfd} array.
     * @param nfds      number of entries.
     * @param timeoutMs milliseconds to wait at most; -1 forever, 0 not at all.
     * @return entries with events, 0 on timeout, or -1.
     */
    public static native int poll(long fds, long nfds, int timeoutMs);

    /**
     * {@code pid_t getpid(void)}.
     *
     * @return the process id.
     */
    public static native int getpid();

    /**
     * {@code char *strerror(int errnum)}.
     *
     * @param errnum an errno value.
     * @return its text.
     */
    public static native String strerror(int errnum);
}
