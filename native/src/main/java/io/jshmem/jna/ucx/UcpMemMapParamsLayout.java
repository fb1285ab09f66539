package io.jshmem.jna.ucx;

/**
 * Layout of {@code ucp_mem_map_params_t} (UCX 1.13): the parameters of {@code ucp_mem_map}.
 * Only the members jshmem sets are declared; the rest stay zero.
 */
public final class UcpMemMapParamsLayout {
    /** The struct: {@code sizeof(ucp_mem_map_params_t)} is 40 bytes in UCX 1.13. */
    public static final CStruct STRUCT = new CStruct("ucp_mem_map_params_t", 40);
    /** {@code uint64_t field_mask}. */
    public static final CField FIELD_MASK = STRUCT.field("field_mask", 0, 8);
    /** {@code void *address}. */
    public static final CField ADDRESS = STRUCT.field("address", 8, 8);
    /** {@code size_t length}. */
    public static final CField LENGTH = STRUCT.field("length", 16, 8);

    private UcpMemMapParamsLayout() {
    }
}
