package io.jshmem.jna.libc;

/**
 * Linux constants for {@link LibC} (x86-64 and aarch64 share these values).
 */
public final class LibCConstants {
    /** {@code PROT_NONE}: no access. */
    public static final int PROT_NONE = 0;
    /** {@code PROT_READ}. */
    public static final int PROT_READ = 1;
    /** {@code PROT_WRITE}. */
    public static final int PROT_WRITE = 2;

    /** {@code MAP_SHARED}. */
    public static final int MAP_SHARED = 0x01;
    /** {@code MAP_PRIVATE}. */
    public static final int MAP_PRIVATE = 0x02;
    /** {@code MAP_FIXED}: replace whatever is mapped at the address. */
    public static final int MAP_FIXED = 0x10;
    /** {@code MAP_ANONYMOUS}. */
    public static final int MAP_ANONYMOUS = 0x20;
    /** {@code MAP_NORESERVE}: no swap reservation (sparse reservations). */
    public static final int MAP_NORESERVE = 0x4000;
    /** {@code MAP_FAILED} as returned by {@code mmap}. */
    public static final long MAP_FAILED = -1L;

    /** {@code MFD_CLOEXEC}. */
    public static final int MFD_CLOEXEC = 0x0001;

    /** {@code O_RDWR}. */
    public static final int O_RDWR = 0x0002;
    /** {@code O_CLOEXEC}. */
    public static final int O_CLOEXEC = 0x80000;

    /** {@code MADV_DONTNEED}: drop the pages of a private mapping (zero on next touch). */
    public static final int MADV_DONTNEED = 4;
    /** {@code MADV_REMOVE}: free the backing pages of a shared mapping (tmpfs/memfd hole punch). */
    public static final int MADV_REMOVE = 9;
    /** {@code MADV_DONTFORK}: do not copy the range into a forked child. */
    public static final int MADV_DONTFORK = 10;

    /** {@code POLLIN}: data to read. */
    public static final short POLLIN = 1;
    /** Bytes of a {@code struct pollfd}. */
    public static final int POLLFD_BYTES = 8;

    /** {@code EINTR}. */
    public static final int EINTR = 4;
    /** {@code ENOENT}. */
    public static final int ENOENT = 2;
    /** {@code EACCES}. */
    public static final int EACCES = 13;

    private LibCConstants() {
    }
}
