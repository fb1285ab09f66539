package io.jshmem.jna.ucx;

/**
 * JNA direct mapping of the {@code libucp} functions an OpenSHMEM RMA transport needs, with their C names.
 * Every handle and pointer is a {@code long} (no JNA object per call); structs are filled in by hand using the
 * {@code *Layout} classes; {@code ucs_status_t} (a one-byte packed enum in C) is a {@code byte};
 * {@code ucs_status_ptr_t} results are a {@code long} that is 0 (done), an error code in
 * [{@code UCS_ERR_LAST}, -1], or a request to poll and free. Prefer the typed wrappers ({@link UcpContext} and
 * friends): these are bindings, not API.
 *
 * <p>The library is bound the first time this class is initialized, through {@link UcxLibrary#require()}, which
 * throws a {@link UcxException} naming what to install when {@code libucp} is missing or too old.
 */
public final class Ucp {
    static {
        UcxLibrary.require();
    }

    private Ucp() {
    }

    /**
     * {@code void ucp_get_version(unsigned *major, unsigned *minor, unsigned *release)}.
     *
     * @param majorOut   address of an {@code unsigned} receiving the major version.
     * @param minorOut   address of an {@code unsigned} receiving the minor version.
     * @param releaseOut address of an {@code unsigned} receiving the release number.
     */
    public static native void ucp_get_version(long majorOut, long minorOut, long releaseOut);

    /**
     * {@code ucs_status_t ucp_config_read(const char *env_prefix, const char *filename, ucp_config_t **config_p)}.
     *
     * @param envPrefix prefix of the environment variables read, or {@code null} for {@code UCX_}.
     * @param filename  a configuration file, or {@code null}.
     * @param configOut address of a pointer receiving the configuration.
     * @return the status.
     */
    public static native byte ucp_config_read(String envPrefix, String filename, long configOut);

    /**
     * {@code ucs_status_t ucp_config_modify(ucp_config_t *config, const char *name, const char *value)}.
     *
     * @param config the configuration.
     * @param name   a setting's name without the {@code UCX_} prefix, e.g. {@code "TLS"}.
     * @param value  its new value.
     * @return the status ({@code UCS_ERR_NO_ELEM} for an unknown name).
     */
    public static native byte ucp_config_modify(long config, String name, String value);

    /**
     * {@code void ucp_config_release(ucp_config_t *config)}.
     *
     * @param config the configuration.
     */
    public static native void ucp_config_release(long config);

    /**
     * {@code ucs_status_t ucp_init_version(unsigned api_major, unsigned api_minor, const ucp_params_t *params,
     * const ucp_config_t *config, ucp_context_h *context_p)}; {@code ucp_init} is a macro over it.
     *
     * @param apiMajor   the API major version the caller was written against.
     * @param apiMinor   the API minor version the caller was written against.
     * @param params     a {@code ucp_params_t}.
     * @param config     a configuration from {@link #ucp_config_read}, or 0 for the environment's.
     * @param contextOut address of a handle receiving the context.
     * @return the status.
     */
    public static native byte ucp_init_version(int apiMajor, int apiMinor, long params, long config,
        long contextOut);

    /**
     * {@code void ucp_cleanup(ucp_context_h context)}.
     *
     * @param context the context.
     */
    public static native void ucp_cleanup(long context);

    /**
     * {@code ucs_status_t ucp_worker_create(ucp_context_h context, const ucp_worker_params_t *params,
     * ucp_worker_h *worker_p)}.
     *
     * @param context   the context.
     * @param params    a {@code ucp_worker_params_t}.
     * @param workerOut address of a handle receiving the worker.
     * @return the status.
     */
    public static native byte ucp_worker_create(long context, long params, long workerOut);

    /**
     * {@code void ucp_worker_destroy(ucp_worker_h worker)}.
     *
     * @param worker the worker.
     */
    public static native void ucp_worker_destroy(long worker);

    /**
     * {@code ucs_status_t ucp_worker_get_address(ucp_worker_h worker, ucp_address_t **address_p,
     * size_t *address_length_p)}.
     *
     * @param worker     the worker.
     * @param addressOut address of a pointer receiving the address buffer.
     * @param lengthOut  address of a {@code size_t} receiving its length.
     * @return the status.
     */
    public static native byte ucp_worker_get_address(long worker, long addressOut, long lengthOut);

    /**
     * {@code void ucp_worker_release_address(ucp_worker_h worker, ucp_address_t *address)}.
     *
     * @param worker  the worker.
     * @param address the buffer from {@link #ucp_worker_get_address}.
     */
    public static native void ucp_worker_release_address(long worker, long address);

    /**
     * {@code unsigned ucp_worker_progress(ucp_worker_h worker)}.
     *
     * @param worker the worker.
     * @return non-zero if any communication progressed.
     */
    public static native int ucp_worker_progress(long worker);

    /**
     * {@code ucs_status_ptr_t ucp_worker_flush_nbx(ucp_worker_h worker, const ucp_request_param_t *param)}.
     *
     * @param worker the worker.
     * @param param  a {@code ucp_request_param_t}.
     * @return 0, an error code, or a request.
     */
    public static native long ucp_worker_flush_nbx(long worker, long param);

    /**
     * {@code ucs_status_t ucp_worker_fence(ucp_worker_h worker)}.
     *
     * @param worker the worker.
     * @return the status.
     */
    public static native byte ucp_worker_fence(long worker);

    /**
     * {@code ucs_status_t ucp_worker_get_efd(ucp_worker_h worker, int *fd)}: the file descriptor that becomes
     * readable when an armed worker has events (needs {@code UCP_FEATURE_WAKEUP}).
     *
     * @param worker the worker.
     * @param fdOut  address of an {@code int} receiving the descriptor (owned by the worker).
     * @return the status.
     */
    public static native byte ucp_worker_get_efd(long worker, long fdOut);

    /**
     * {@code ucs_status_t ucp_worker_arm(ucp_worker_h worker)}: asks for a signal on the event descriptor at the
     * next event.
     *
     * @param worker the worker.
     * @return {@code UCS_OK} when armed, {@code UCS_ERR_BUSY} when events are pending (progress first).
     */
    public static native byte ucp_worker_arm(long worker);

    /**
     * {@code ucs_status_t ucp_worker_signal(ucp_worker_h worker)}: wakes whoever waits on the worker's event
     * descriptor. Safe from any thread.
     *
     * @param worker the worker.
     * @return the status.
     */
    public static native byte ucp_worker_signal(long worker);

    /**
     * {@code void ucp_worker_print_info(ucp_worker_h worker, FILE *stream)}.
     *
     * @param worker the worker.
     * @param stream a {@code FILE *}.
     */
    public static native void ucp_worker_print_info(long worker, long stream);

    /**
     * {@code ucs_status_t ucp_ep_create(ucp_worker_h worker, const ucp_ep_params_t *params, ucp_ep_h *ep_p)}.
     *
     * @param worker the worker.
     * @param params a {@code ucp_ep_params_t}.
     * @param epOut  address of a handle receiving the endpoint.
     * @return the status.
     */
    public static native byte ucp_ep_create(long worker, long params, long epOut);

    /**
     * {@code ucs_status_ptr_t ucp_ep_close_nbx(ucp_ep_h ep, const ucp_request_param_t *param)}.
     *
     * @param ep    the endpoint.
     * @param param a {@code ucp_request_param_t}; flag {@link UcpConstants#UCP_EP_CLOSE_FLAG_FORCE} skips the flush.
     * @return 0, an error code, or a request.
     */
    public static native long ucp_ep_close_nbx(long ep, long param);

    /**
     * {@code ucs_status_ptr_t ucp_ep_flush_nbx(ucp_ep_h ep, const ucp_request_param_t *param)}.
     *
     * @param ep    the endpoint.
     * @param param a {@code ucp_request_param_t}.
     * @return 0, an error code, or a request.
     */
    public static native long ucp_ep_flush_nbx(long ep, long param);

    /**
     * {@code void ucp_ep_print_info(ucp_ep_h ep, FILE *stream)}.
     *
     * @param ep     the endpoint.
     * @param stream a {@code FILE *}.
     */
    public static native void ucp_ep_print_info(long ep, long stream);

    /**
     * {@code ucs_status_t ucp_mem_map(ucp_context_h context, const ucp_mem_map_params_t *params,
     * ucp_mem_h *memh_p)}.
     *
     * @param context the context.
     * @param params  a {@code ucp_mem_map_params_t}.
     * @param memhOut address of a handle receiving the memory handle.
     * @return the status.
     */
    public static native byte ucp_mem_map(long context, long params, long memhOut);

    /**
     * {@code ucs_status_t ucp_mem_unmap(ucp_context_h context, ucp_mem_h memh)}.
     *
     * @param context the context.
     * @param memh    the memory handle.
     * @return the status.
     */
    public static native byte ucp_mem_unmap(long context, long memh);

    /**
     * {@code ucs_status_t ucp_rkey_pack(ucp_context_h context, ucp_mem_h memh, void **rkey_buffer_p,
     * size_t *size_p)}.
     *
     * @param context   the context.
     * @param memh      the memory handle.
     * @param bufferOut address of a pointer receiving the packed key.
     * @param sizeOut   address of a {@code size_t} receiving its size.
     * @return the status.
     */
    public static native byte ucp_rkey_pack(long context, long memh, long bufferOut, long sizeOut);

    /**
     * {@code void ucp_rkey_buffer_release(void *rkey_buffer)}.
     *
     * @param buffer the buffer from {@link #ucp_rkey_pack}.
     */
    public static native void ucp_rkey_buffer_release(long buffer);

    /**
     * {@code ucs_status_t ucp_ep_rkey_unpack(ucp_ep_h ep, const void *rkey_buffer, ucp_rkey_h *rkey_p)}.
     *
     * @param ep      the endpoint the key will be used on.
     * @param buffer  the packed key.
     * @param rkeyOut address of a handle receiving the remote key.
     * @return the status.
     */
    public static native byte ucp_ep_rkey_unpack(long ep, long buffer, long rkeyOut);

    /**
     * {@code void ucp_rkey_destroy(ucp_rkey_h rkey)}.
     *
     * @param rkey the remote key.
     */
    public static native void ucp_rkey_destroy(long rkey);

    /**
     * {@code ucs_status_t ucp_rkey_ptr(ucp_rkey_h rkey, uint64_t raddr, void **addr_p)}.
     *
     * @param rkey          the remote key.
     * @param remoteAddress an address inside the remote region.
     * @param addressOut    address of a pointer receiving a local pointer to it.
     * @return the status; an error when the peer's memory cannot be accessed directly.
     */
    public static native byte ucp_rkey_ptr(long rkey, long remoteAddress, long addressOut);

    /**
     * {@code ucs_status_ptr_t ucp_put_nbx(ucp_ep_h ep, const void *buffer, size_t count, uint64_t remote_addr,
     * ucp_rkey_h rkey, const ucp_request_param_t *param)}.
     *
     * @param ep            the endpoint.
     * @param buffer        the local source.
     * @param count         the number of elements (bytes with the default datatype).
     * @param remoteAddress the remote destination.
     * @param rkey          the remote key.
     * @param param         a {@code ucp_request_param_t}.
     * @return 0, an error code, or a request.
     */
    public static native long ucp_put_nbx(long ep, long buffer, long count, long remoteAddress, long rkey,
        long param);

    /**
     * {@code ucs_status_ptr_t ucp_get_nbx(ucp_ep_h ep, void *buffer, size_t count, uint64_t remote_addr,
     * ucp_rkey_h rkey, const ucp_request_param_t *param)}.
     *
     * @param ep            the endpoint.
     * @param buffer        the local destination.
     * @param count         the number of elements (bytes with the default datatype).
     * @param remoteAddress the remote source.
     * @param rkey          the remote key.
     * @param param         a {@code ucp_request_param_t}.
     * @return 0, an error code, or a request.
     */
    public static native long ucp_get_nbx(long ep, long buffer, long count, long remoteAddress, long rkey,
        long param);

    /**
     * {@code ucs_status_ptr_t ucp_atomic_op_nbx(ucp_ep_h ep, ucp_atomic_op_t opcode, const void *buffer,
     * size_t count, uint64_t remote_addr, ucp_rkey_h rkey, const ucp_request_param_t *param)}.
     *
     * @param ep            the endpoint.
     * @param opcode        one of {@code UcpConstants.UCP_ATOMIC_OP_*}.
     * @param buffer        the operand (the compare value for CSWAP).
     * @param count         must be 1.
     * @param remoteAddress the remote word, naturally aligned.
     * @param rkey          the remote key.
     * @param param         a {@code ucp_request_param_t} with a datatype, and a reply buffer to fetch.
     * @return 0, an error code, or a request.
     */
    public static native long ucp_atomic_op_nbx(long ep, int opcode, long buffer, long count, long remoteAddress,
        long rkey, long param);

    /**
     * {@code ucs_status_t ucp_request_check_status(void *request)}.
     *
     * @param request the request.
     * @return {@code UCS_INPROGRESS} until the request completes, then its final status.
     */
    public static native byte ucp_request_check_status(long request);

    /**
     * {@code void ucp_request_free(void *request)}; a request still in progress is released when it completes.
     *
     * @param request the request.
     */
    public static native void ucp_request_free(long request);
}
