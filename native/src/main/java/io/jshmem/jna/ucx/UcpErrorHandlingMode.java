package io.jshmem.jna.ucx;

/**
 * What an endpoint guarantees when its peer fails ({@code ucp_err_handling_mode_t}).
 */
public enum UcpErrorHandlingMode {
    /** No guarantees: operations to a failed peer may hang. Lets UCX use every transport. */
    NONE(UcpConstants.UCP_ERR_HANDLING_MODE_NONE),
    /** Operations to a failed peer complete with an error, and the endpoint can be closed without its peer. */
    PEER(UcpConstants.UCP_ERR_HANDLING_MODE_PEER);

    private final int code;

    UcpErrorHandlingMode(final int code) {
        this.code = code;
    }

    /**
     * Returns the C value.
     *
     * @return the {@code ucp_err_handling_mode_t} value.
     */
    public int code() {
        return code;
    }
}
