package io.jshmem.jna.ucx;

/**
 * Layout of {@code ucp_ep_params_t} (UCX 1.13): the parameters of {@code ucp_ep_create}.
 * Only the members jshmem sets are declared; the rest stay zero.
 */
public final class UcpEpParamsLayout {
    /** The struct: {@code sizeof(ucp_ep_params_t)} is 104 bytes in UCX 1.13. */
    public static final CStruct STRUCT = new CStruct("ucp_ep_params_t", 104);
    /** {@code uint64_t field_mask}. */
    public static final CField FIELD_MASK = STRUCT.field("field_mask", 0, 8);
    /** {@code const ucp_address_t *address}. */
    public static final CField ADDRESS = STRUCT.field("address", 8, 8);
    /** {@code ucp_err_handling_mode_t err_mode}. */
    public static final CField ERR_MODE = STRUCT.field("err_mode", 16, 4);

    private UcpEpParamsLayout() {
    }
}
