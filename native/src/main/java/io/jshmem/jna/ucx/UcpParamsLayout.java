package io.jshmem.jna.ucx;

/**
 * Layout of {@code ucp_params_t} (UCX 1.13): the parameters of {@code ucp_init_version}.
 * Only the members jshmem sets are declared; the rest stay zero.
 */
public final class UcpParamsLayout {
    /** The struct: {@code sizeof(ucp_params_t)} is 80 bytes in UCX 1.13. */
    public static final CStruct STRUCT = new CStruct("ucp_params_t", 80);
    /** {@code uint64_t field_mask}. */
    public static final CField FIELD_MASK = STRUCT.field("field_mask", 0, 8);
    /** {@code uint64_t features}. */
    public static final CField FEATURES = STRUCT.field("features", 8, 8);
    /** {@code int mt_workers_shared}. */
    public static final CField MT_WORKERS_SHARED = STRUCT.field("mt_workers_shared", 48, 4);

    private UcpParamsLayout() {
    }
}
