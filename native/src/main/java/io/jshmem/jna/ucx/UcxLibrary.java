package io.jshmem.jna.ucx;

import com.sun.jna.Memory;
import com.sun.jna.Native;
import com.sun.jna.NativeLibrary;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds {@code libucp}, checks its version and binds {@link Ucp} and {@link Ucs} to it, once, on first use.
 * Nothing happens when jshmem's classes are merely loaded, so a job that never uses RDMA runs on machines without
 * UCX; the first use of UCX on such a machine throws a {@link UcxException} that says what to install.
 *
 * <p>The library is looked up as {@code ucp}, then {@code libucp.so.0} (the runtime package has no unversioned
 * symlink), unless the system property {@value #LIBRARY_PROP_NAME} names one or more (comma separated; a name or
 * an absolute path). Versions from {@value #MIN_MAJOR}.{@value #MIN_MINOR} on are accepted: UCX only appends to the
 * structs whose 1.13 layouts jshmem uses.
 *
 * <p>UCX catches SIGSEGV, SIGBUS, SIGILL and SIGFPE to print a backtrace and abort, but the JVM raises SIGSEGV on
 * purpose (implicit null checks, safepoint polls): left alone, UCX would kill the JVM the first time that happens.
 * So before opening the library this class sets {@code UCX_ERROR_SIGNALS} to empty, and right after it gives the
 * JVM its handlers back ({@code ucs_debug_disable_signals}, as JUCX does). Thread-safe.
 */
public final class UcxLibrary {
    /** System property naming the library (or comma-separated candidates) to load instead of the default. */
    public static final String LIBRARY_PROP_NAME = "jshmem.ucx.library";
    /** Oldest supported UCX major version. */
    public static final int MIN_MAJOR = 1;
    /** Oldest supported UCX minor version (with {@link #MIN_MAJOR}). */
    public static final int MIN_MINOR = 13;

    static final List<String> DEFAULT_NAMES = List.of("ucp", "libucp.so.0");
    static final String NOT_FOUND = "libucp not found: apt-get install -y libucx0";
    static final String ERROR_SIGNALS_ENV = "UCX_ERROR_SIGNALS";

    private UcxLibrary() {
    }

    /** Holder idiom: the JVM runs this once, on the first call that needs the library. */
    private static final class Binding {
        static final String VERSION;
        static final UcxException FAILURE;

        static {
            String version = null;
            UcxException failure = null;
            try {
                final Loaded loaded = load(candidateNames());
                bind(loaded);
                version = loaded.version();
            } catch (final UcxException e) {
                failure = e;
            }
            VERSION = version;
            FAILURE = failure;
        }
    }

    /**
     * Tells whether {@code libucp} was found, is recent enough and is bound; loads it on the first call.
     *
     * @return true when UCX can be used.
     */
    public static boolean isAvailable() {
        return Binding.FAILURE == null;
    }

    /**
     * Makes sure {@code libucp} is loaded and bound; loads it on the first call.
     *
     * @throws UcxException naming what to install, when the library is missing, too old or incomplete.
     */
    public static void require() {
        final UcxException failure = Binding.FAILURE;
        if (failure != null) {
            throw new UcxException(failure.getMessage(), failure.status(), failure);
        }
    }

    /**
     * Returns the version of the loaded {@code libucp}, for diagnostics ({@code SHMEM_INFO}).
     *
     * @return e.g. {@code "1.13.1"}.
     * @throws UcxException when the library cannot be used.
     */
    public static String version() {
        require();
        return Binding.VERSION;
    }

    static List<String> candidateNames() {
        final String configured = System.getProperty(LIBRARY_PROP_NAME);
        if (configured == null || configured.isBlank()) {
            return DEFAULT_NAMES;
        }
        final List<String> names = new ArrayList<>();
        for (final String name : configured.split(",")) {
            if (!name.isBlank()) {
                names.add(name.trim());
            }
        }
        return names;
    }

    /** A library that passed the checks, and its version as text. */
    record Loaded(NativeLibrary library, String version) {
    }

    /**
     * Opens the first library of the list that loads, and checks that it is a UCX recent enough for jshmem.
     * Does not bind {@link Ucp}: this is the part that tests can point at bogus names.
     */
    static Loaded load(final List<String> names) {
        CRuntime.setenv(ERROR_SIGNALS_ENV, "", 0); // read by libucs when it loads; an explicit setting wins
        final NativeLibrary library = open(names);
        final int[] version = readVersion(library);
        restoreJvmSignalHandlers(library);
        checkVersion(version[0], version[1], version[2]);
        return new Loaded(library, version[0] + "." + version[1] + "." + version[2]);
    }

    static NativeLibrary open(final List<String> names) {
        final StringBuilder errors = new StringBuilder();
        for (final String name : names) {
            try {
                return NativeLibrary.getInstance(name);
            } catch (final UnsatisfiedLinkError e) {
                errors.append(errors.length() == 0 ? "" : "; ").append(name).append(": ")
                    .append(firstLine(e.getMessage()));
            }
        }
        throw new UcxException(NOT_FOUND + " (tried " + errors + ")", UcsStatus.UCS_ERR_UNSUPPORTED);
    }

    static void checkVersion(final int major, final int minor, final int release) {
        final String found = major + "." + minor + "." + release;
        if (major != MIN_MAJOR || minor < MIN_MINOR) {
            throw new UcxException("libucp " + found + " is not supported: jshmem needs UCX " + MIN_MAJOR + "."
                + MIN_MINOR + " or a newer " + MIN_MAJOR + ".x (struct layouts); apt-get install -y libucx0",
                UcsStatus.UCS_ERR_UNSUPPORTED);
        }
    }

    private static int[] readVersion(final NativeLibrary library) {
        try (Memory out = new Memory(3L * Integer.BYTES)) {
            library.getFunction("ucp_get_version")
                .invokeVoid(new Object[] {out, out.share(Integer.BYTES), out.share(2L * Integer.BYTES)});
            return new int[] {out.getInt(0), out.getInt(Integer.BYTES), out.getInt(2L * Integer.BYTES)};
        } catch (final UnsatisfiedLinkError e) {
            throw new UcxException(library.getName() + " is not libucp (no ucp_get_version): " + e.getMessage(),
                UcsStatus.UCS_ERR_UNSUPPORTED, e);
        }
    }

    private static void restoreJvmSignalHandlers(final NativeLibrary library) {
        try {
            library.getFunction("ucs_debug_disable_signals").invokeVoid(new Object[0]);
        } catch (final UnsatisfiedLinkError e) {
            throw new UcxException(library.getName() + " has no ucs_debug_disable_signals: UCX would abort the JVM"
                + " on its first SIGSEGV; run with " + ERROR_SIGNALS_ENV + "= set", UcsStatus.UCS_ERR_UNSUPPORTED, e);
        }
    }

    private static void bind(final Loaded loaded) {
        try {
            Native.register(Ucp.class, loaded.library());
            Native.register(Ucs.class, loaded.library());
        } catch (final UnsatisfiedLinkError | IllegalArgumentException e) {
            throw new UcxException("libucp " + loaded.version() + " lacks a function jshmem binds: " + e.getMessage(),
                UcsStatus.UCS_ERR_UNSUPPORTED, e);
        }
    }

    private static String firstLine(final String text) {
        if (text == null) {
            return "";
        }
        final int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline);
    }
}
