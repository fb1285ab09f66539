package io.jshmem.jna.ucx;

/**
 * JNA direct mapping of the {@code libucs} functions jshmem uses, resolved through {@code libucp} (which links
 * {@code libucs}). Bound on first use by {@link UcxLibrary#require()}.
 */
public final class Ucs {
    static {
        UcxLibrary.require();
    }

    private Ucs() {
    }

    /**
     * {@code const char *ucs_status_string(ucs_status_t status)}.
     *
     * @param status the status.
     * @return the address of a static, NUL-terminated description.
     */
    public static native long ucs_status_string(byte status);
}
