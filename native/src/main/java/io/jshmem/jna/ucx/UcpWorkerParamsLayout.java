package io.jshmem.jna.ucx;

/**
 * Layout of {@code ucp_worker_params_t} (UCX 1.13): the parameters of {@code ucp_worker_create}.
 * Only the members jshmem sets are declared; the rest stay zero.
 */
public final class UcpWorkerParamsLayout {
    /** The struct: {@code sizeof(ucp_worker_params_t)} is 200 bytes in UCX 1.13. */
    public static final CStruct STRUCT = new CStruct("ucp_worker_params_t", 200);
    /** {@code uint64_t field_mask}. */
    public static final CField FIELD_MASK = STRUCT.field("field_mask", 0, 8);
    /** {@code ucs_thread_mode_t thread_mode}. */
    public static final CField THREAD_MODE = STRUCT.field("thread_mode", 8, 4);

    private UcpWorkerParamsLayout() {
    }
}
