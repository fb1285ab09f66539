package io.jshmem.jna.ucx;

/**
 * Layout of {@code ucp_request_param_t} (UCX 1.13): the per-operation parameters of every {@code *_nbx} call.
 * Only the members jshmem sets are declared; the rest stay zero.
 */
public final class UcpRequestParamLayout {
    /** The struct: {@code sizeof(ucp_request_param_t)} is 72 bytes in UCX 1.13. */
    public static final CStruct STRUCT = new CStruct("ucp_request_param_t", 72);
    /** {@code uint32_t op_attr_mask}. */
    public static final CField OP_ATTR_MASK = STRUCT.field("op_attr_mask", 0, 4);
    /** {@code uint32_t flags}. */
    public static final CField FLAGS = STRUCT.field("flags", 4, 4);
    /** {@code ucp_datatype_t datatype}. */
    public static final CField DATATYPE = STRUCT.field("datatype", 24, 8);
    /** {@code void *reply_buffer}. */
    public static final CField REPLY_BUFFER = STRUCT.field("reply_buffer", 40, 8);

    private UcpRequestParamLayout() {
    }
}
