package io.jshmem.jna.ucx;

import com.sun.jna.Pointer;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * UCS status codes ({@code ucs_status_t}) and their C names. The names come from a Java table, so they are
 * available even when {@code libucp} is not; the human description comes from {@code ucs_status_string} when the
 * library is loaded. A test checks every name and value here against the installed headers. Thread-safe.
 */
public final class UcsStatus {
    /** Success. */
    public static final int UCS_OK = 0;
    /** The operation is still running; poll its request. */
    public static final int UCS_INPROGRESS = 1;
    /** Input/output error, e.g. a transport that lost its connection. */
    public static final int UCS_ERR_IO_ERROR = -3;
    /** Not enough memory. */
    public static final int UCS_ERR_NO_MEMORY = -4;
    /** An invalid argument, e.g. a configuration value UCX cannot parse. */
    public static final int UCS_ERR_INVALID_PARAM = -5;
    /** Destination unreachable; also {@code ucp_rkey_ptr} on memory that cannot be mapped directly. */
    public static final int UCS_ERR_UNREACHABLE = -6;
    /** No such element, e.g. an unknown configuration name. */
    public static final int UCS_ERR_NO_ELEM = -12;
    /** No usable device or transport, e.g. none left after {@code UCX_TLS}. */
    public static final int UCS_ERR_NO_DEVICE = -14;
    /** The endpoint is not connected (any more): its peer closed or went away. */
    public static final int UCS_ERR_NOT_CONNECTED = -24;
    /** The peer reset the connection. */
    public static final int UCS_ERR_CONNECTION_RESET = -25;
    /** Busy: e.g. {@code ucp_worker_arm} with events still to progress. */
    public static final int UCS_ERR_BUSY = -15;
    /** The request was cancelled, e.g. by a forced endpoint close. */
    public static final int UCS_ERR_CANCELED = -16;
    /** First of the range of endpoint failures, e.g. a peer that died. */
    public static final int UCS_ERR_FIRST_ENDPOINT_FAILURE = -60;
    /** Last of the range of endpoint failures. */
    public static final int UCS_ERR_LAST_ENDPOINT_FAILURE = -89;
    /** Timed out; jshmem also uses it for deadlines that expire. */
    public static final int UCS_ERR_TIMED_OUT = -20;
    /** Unsupported; jshmem also uses it for a missing or too old {@code libucp}. */
    public static final int UCS_ERR_UNSUPPORTED = -22;
    /** The lowest error code: status pointers in [{@code UCS_ERR_LAST}, -1] are errors, not requests. */
    public static final int UCS_ERR_LAST = -100;

    private static final Map<Integer, String> NAMES = names();

    private UcsStatus() {
    }

    /**
     * Returns the C name of a status.
     *
     * @param status a {@code ucs_status_t} value.
     * @return its name, e.g. {@code "UCS_ERR_NO_MEMORY"}, or {@code "UCS_ERR_UNKNOWN(<status>)"}.
     */
    public static String name(final int status) {
        final String name = NAMES.get(status);
        if (name != null) {
            return name;
        }
        if (status <= -40 && status >= -59) {
            return "UCS_ERR_LINK_FAILURE(" + status + ")";
        }
        if (status <= UCS_ERR_FIRST_ENDPOINT_FAILURE && status >= UCS_ERR_LAST_ENDPOINT_FAILURE) {
            return "UCS_ERR_ENDPOINT_FAILURE(" + status + ")";
        }
        return "UCS_ERR_UNKNOWN(" + status + ")";
    }

    /**
     * Describes a status for a message: name, value and, when {@code libucp} is loaded, UCX's own text.
     *
     * @param status a {@code ucs_status_t} value.
     * @return e.g. {@code "UCS_ERR_NO_MEMORY (-4): Out of memory"}.
     */
    public static String describe(final int status) {
        final String prefix = name(status) + " (" + status + ")";
        if (!UcxLibrary.isAvailable()) {
            return prefix;
        }
        final long text = Ucs.ucs_status_string((byte) status);
        return text == 0 ? prefix : prefix + ": " + new Pointer(text).getString(0);
    }

    /**
     * Tells whether a {@code ucs_status_ptr_t} is an error code rather than 0 or a request ({@code
     * UCS_PTR_IS_ERR}).
     *
     * @param statusPointer the value returned by a {@code *_nbx} call.
     * @return true for an error code.
     */
    public static boolean isError(final long statusPointer) {
        return statusPointer < 0 && statusPointer >= UCS_ERR_LAST;
    }

    /**
     * Tells whether a status means the peer is no longer there (it closed, exited or failed), as opposed to a
     * local or protocol error.
     *
     * @param status a {@code ucs_status_t} value.
     * @return true for a disconnected, reset or failed endpoint.
     */
    public static boolean isPeerGone(final int status) {
        return status == UCS_ERR_NOT_CONNECTED || status == UCS_ERR_CONNECTION_RESET || status == UCS_ERR_CANCELED
            || (status <= UCS_ERR_FIRST_ENDPOINT_FAILURE && status >= UCS_ERR_LAST_ENDPOINT_FAILURE);
    }

    /**
     * Returns every status with a name of its own, for tests and documentation.
     *
     * @return status value to C name, in header order.
     */
    public static Map<Integer, String> knownNames() {
        return Collections.unmodifiableMap(NAMES);
    }

    private static Map<Integer, String> names() {
        final String[] errors = {
            "UCS_ERR_NO_MESSAGE", "UCS_ERR_NO_RESOURCE", "UCS_ERR_IO_ERROR", "UCS_ERR_NO_MEMORY",
            "UCS_ERR_INVALID_PARAM", "UCS_ERR_UNREACHABLE", "UCS_ERR_INVALID_ADDR", "UCS_ERR_NOT_IMPLEMENTED",
            "UCS_ERR_MESSAGE_TRUNCATED", "UCS_ERR_NO_PROGRESS", "UCS_ERR_BUFFER_TOO_SMALL", "UCS_ERR_NO_ELEM",
            "UCS_ERR_SOME_CONNECTS_FAILED", "UCS_ERR_NO_DEVICE", "UCS_ERR_BUSY", "UCS_ERR_CANCELED",
            "UCS_ERR_SHMEM_SEGMENT", "UCS_ERR_ALREADY_EXISTS", "UCS_ERR_OUT_OF_RANGE", "UCS_ERR_TIMED_OUT",
            "UCS_ERR_EXCEEDS_LIMIT", "UCS_ERR_UNSUPPORTED", "UCS_ERR_REJECTED", "UCS_ERR_NOT_CONNECTED",
            "UCS_ERR_CONNECTION_RESET",
        };
        final Map<Integer, String> names = new LinkedHashMap<>();
        names.put(UCS_OK, "UCS_OK");
        names.put(UCS_INPROGRESS, "UCS_INPROGRESS");
        for (int i = 0; i < errors.length; i++) {
            names.put(-1 - i, errors[i]);
        }
        names.put(-40, "UCS_ERR_FIRST_LINK_FAILURE");
        names.put(-59, "UCS_ERR_LAST_LINK_FAILURE");
        names.put(UCS_ERR_FIRST_ENDPOINT_FAILURE, "UCS_ERR_FIRST_ENDPOINT_FAILURE");
        names.put(-80, "UCS_ERR_ENDPOINT_TIMEOUT");
        names.put(UCS_ERR_LAST_ENDPOINT_FAILURE, "UCS_ERR_LAST_ENDPOINT_FAILURE");
        names.put(UCS_ERR_LAST, "UCS_ERR_LAST");
        return names;
    }
}
