package io.jshmem.jna.libc;

/**
 * A libc call that failed, with the function, the errno and its text.
 */
public final class NativeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String function;
    private final int errno;

    /**
     * Creates the exception.
     *
     * @param function the C function, with the arguments worth knowing (e.g. {@code "mmap(len=1073741824)"}).
     * @param errno    the errno it left.
     * @param strerror the text of the errno.
     */
    public NativeException(final String function, final int errno, final String strerror) {
        super(function + " failed: errno " + errno + " (" + strerror + ")");
        this.function = function;
        this.errno = errno;
    }

    /**
     * The failing function.
     *
     * @return its name and key arguments.
     */
    public String function() {
        return function;
    }

    /**
     * The errno it left.
     *
     * @return the errno.
     */
    public int errno() {
        return errno;
    }
}
