package io.jshmem.jna.ucx;

/**
 * Enum values and bit masks of the UCX 1.13 headers that jshmem passes to {@link Ucp}. Every constant is named
 * exactly as in C, so a test can compile each name against the installed headers and compare values. 64-bit
 * field masks are {@code long}; C {@code enum} values passed as function arguments or 32-bit members are
 * {@code int}.
 */
public final class UcpConstants {
    // enum ucp_params_field: which members of ucp_params_t are set.
    /** {@code ucp_params_t.features} is set. */
    public static final long UCP_PARAM_FIELD_FEATURES = 1L;
    /** {@code ucp_params_t.mt_workers_shared} is set. */
    public static final long UCP_PARAM_FIELD_MT_WORKERS_SHARED = 1L << 5;

    // enum ucp_feature
    /** Remote memory access (put/get). */
    public static final long UCP_FEATURE_RMA = 1L << 1;
    /** 32-bit remote atomics. */
    public static final long UCP_FEATURE_AMO32 = 1L << 2;
    /** 64-bit remote atomics. */
    public static final long UCP_FEATURE_AMO64 = 1L << 3;
    /** Workers can sleep until an event arrives ({@code ucp_worker_get_efd}, {@code ucp_worker_arm}). */
    public static final long UCP_FEATURE_WAKEUP = 1L << 4;

    // enum ucp_worker_params_field
    /** {@code ucp_worker_params_t.thread_mode} is set. */
    public static final long UCP_WORKER_PARAM_FIELD_THREAD_MODE = 1L;

    // ucs_thread_mode_t
    /** Only the thread that created the worker uses it. */
    public static final int UCS_THREAD_MODE_SINGLE = 0;
    /** Several threads use the worker, one at a time. */
    public static final int UCS_THREAD_MODE_SERIALIZED = 1;
    /** Several threads use the worker concurrently (UCX locks internally). */
    public static final int UCS_THREAD_MODE_MULTI = 2;

    // enum ucp_ep_params_field
    /** {@code ucp_ep_params_t.address} (a peer's worker address) is set. */
    public static final long UCP_EP_PARAM_FIELD_REMOTE_ADDRESS = 1L;
    /** {@code ucp_ep_params_t.err_mode} is set. */
    public static final long UCP_EP_PARAM_FIELD_ERR_HANDLING_MODE = 1L << 1;

    // ucp_err_handling_mode_t
    /** No guarantees when the peer fails; the default. */
    public static final int UCP_ERR_HANDLING_MODE_NONE = 0;
    /** Requests to a failed peer complete with an error; required for forced close. */
    public static final int UCP_ERR_HANDLING_MODE_PEER = 1;

    // ucp_ep_close_flags_t
    /** {@code ucp_ep_close_nbx} releases the endpoint without flushing or waiting for the peer. */
    public static final int UCP_EP_CLOSE_FLAG_FORCE = 1;

    // enum ucp_mem_map_params_field
    /** {@code ucp_mem_map_params_t.address} is set. */
    public static final long UCP_MEM_MAP_PARAM_FIELD_ADDRESS = 1L;
    /** {@code ucp_mem_map_params_t.length} is set. */
    public static final long UCP_MEM_MAP_PARAM_FIELD_LENGTH = 1L << 1;

    // ucp_op_attr_t: which members of ucp_request_param_t are set, and operation flags (a uint32_t mask).
    /** {@code ucp_request_param_t.request} is set. */
    public static final int UCP_OP_ATTR_FIELD_REQUEST = 1;
    /** {@code ucp_request_param_t.cb} is set. */
    public static final int UCP_OP_ATTR_FIELD_CALLBACK = 1 << 1;
    /** {@code ucp_request_param_t.user_data} is set. */
    public static final int UCP_OP_ATTR_FIELD_USER_DATA = 1 << 2;
    /** {@code ucp_request_param_t.datatype} is set (mandatory for atomics). */
    public static final int UCP_OP_ATTR_FIELD_DATATYPE = 1 << 3;
    /** {@code ucp_request_param_t.flags} is set. */
    public static final int UCP_OP_ATTR_FIELD_FLAGS = 1 << 4;
    /** {@code ucp_request_param_t.reply_buffer} is set (makes an atomic fetching). */
    public static final int UCP_OP_ATTR_FIELD_REPLY_BUFFER = 1 << 5;
    /** {@code ucp_request_param_t.memory_type} is set. */
    public static final int UCP_OP_ATTR_FIELD_MEMORY_TYPE = 1 << 6;
    /** Never complete in place: always return a request. */
    public static final int UCP_OP_ATTR_FLAG_NO_IMM_CMPL = 1 << 16;
    /** Expedite local completion, possibly at the cost of latency. */
    public static final int UCP_OP_ATTR_FLAG_FAST_CMPL = 1 << 17;
    /** Fail with {@code UCS_ERR_NO_RESOURCE} rather than return a request. */
    public static final int UCP_OP_ATTR_FLAG_FORCE_IMM_CMPL = 1 << 18;

    // ucp_atomic_op_t: the opcode argument of ucp_atomic_op_nbx.
    /** {@code result = *remote; *remote += operand}. */
    public static final int UCP_ATOMIC_OP_ADD = 0;
    /** {@code result = *remote; *remote = operand}. */
    public static final int UCP_ATOMIC_OP_SWAP = 1;
    /** {@code result = *remote; if (*remote == buffer) *remote = reply_buffer}. */
    public static final int UCP_ATOMIC_OP_CSWAP = 2;
    /** {@code result = *remote; *remote &= operand}. */
    public static final int UCP_ATOMIC_OP_AND = 3;
    /** {@code result = *remote; *remote |= operand}. */
    public static final int UCP_ATOMIC_OP_OR = 4;
    /** {@code result = *remote; *remote ^= operand}. */
    public static final int UCP_ATOMIC_OP_XOR = 5;

    // enum ucp_dt_type
    /** Datatype class of contiguous data. */
    public static final long UCP_DATATYPE_CONTIG = 0L;
    /** Number of low bits that hold the datatype class. */
    public static final int UCP_DATATYPE_SHIFT = 3;

    private UcpConstants() {
    }

    /**
     * The C macro {@code ucp_dt_make_contig(elem_size)}: the datatype of contiguous elements of a given size.
     *
     * @param elementBytes the size of one element in bytes.
     * @return the datatype value for {@code ucp_request_param_t.datatype}.
     */
    public static long ucp_dt_make_contig(final long elementBytes) {
        return (elementBytes << UCP_DATATYPE_SHIFT) | UCP_DATATYPE_CONTIG;
    }
}
