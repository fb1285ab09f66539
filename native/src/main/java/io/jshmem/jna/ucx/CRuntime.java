package io.jshmem.jna.ucx;

import com.sun.jna.Native;
import com.sun.jna.Platform;

/**
 * The few C library functions the UCX bindings need: stdio to capture UCX's {@code *_print_info} output in a
 * string ({@link NativeText}), and {@code setenv} to configure UCX before it loads ({@link UcxLibrary}). Private
 * to this package: not a libc binding.
 */
final class CRuntime {
    static {
        Native.register(CRuntime.class, Platform.C_LIBRARY_NAME);
    }

    private CRuntime() {
    }

    /** {@code FILE *open_memstream(char **ptr, size_t *sizeloc)}. */
    static native long open_memstream(long bufferOut, long sizeOut);

    /** {@code int fclose(FILE *stream)}. */
    static native int fclose(long stream);

    /** {@code void free(void *ptr)}. */
    static native void free(long pointer);

    /** {@code int setenv(const char *name, const char *value, int overwrite)}. */
    static native int setenv(String name, String value, int overwrite);
}
