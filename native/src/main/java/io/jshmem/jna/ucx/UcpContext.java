package io.jshmem.jna.ucx;

import com.sun.jna.Memory;

import java.util.Map;

import static io.jshmem.jna.ucx.NativeSupport.addressOf;
import static io.jshmem.jna.ucx.NativeSupport.check;

/**
 * A UCP application context ({@code ucp_context_h}) with the features an OpenSHMEM transport needs: RMA and 32-
 * and 64-bit atomics. It owns the {@link UcpWorker}s and {@link UcpMemory} regions made from it and closes them,
 * newest first, when it closes.
 *
 * <p>Configuration comes from the {@code UCX_*} environment variables, overridden by the map given to {@link
 * #open(Map)} (e.g. {@code TLS=tcp} to force a transport in tests).
 *
 * <p>Thread-safety: creating workers and mapping memory may be done from any thread, one at a time; closing must
 * not race with any other use of the context or its children.
 */
public final class UcpContext extends NativeHandle {
    private static final long FEATURES =
        UcpConstants.UCP_FEATURE_RMA | UcpConstants.UCP_FEATURE_AMO32 | UcpConstants.UCP_FEATURE_AMO64;
    private static final String ENV_PREFIX = "UCX_";

    private final OwnedResources owned = new OwnedResources();
    private boolean wakeup;

    private UcpContext(final long handle) {
        super(handle);
    }

    /**
     * Opens a context configured by the environment.
     *
     * @return the context.
     * @throws UcxException when {@code libucp} is missing or too old, or initialization fails.
     */
    public static UcpContext open() {
        return open(Map.of());
    }

    /**
     * Opens a context configured by the environment and then by {@code config}.
     *
     * @param config UCX settings to override, by name with or without the {@code UCX_} prefix (e.g. {@code
     *               "TLS" -> "tcp"}); applied in iteration order. UCX 1.13 rejects bad values of known settings
     *               but accepts unknown names (it keeps them for the transports), so a misspelt name is ignored.
     * @return the context.
     * @throws UcxException when {@code libucp} is missing or too old, a setting is unknown or invalid, or
     *                      initialization fails.
     */
    public static UcpContext open(final Map<String, String> config) {
        return open(config, false);
    }

    /**
     * Opens a context configured by the environment and then by {@code config}, optionally able to sleep.
     *
     * @param config UCX settings to override, as for {@link #open(Map)}.
     * @param wakeup also ask for {@code UCP_FEATURE_WAKEUP}, so that a worker can sleep until an event arrives
     *               ({@link UcpWorker#eventFd()}, {@link UcpWorker#arm()}, {@link UcpWorker#signal()}).
     * @return the context.
     * @throws UcxException when {@code libucp} is missing or too old, a setting is unknown or invalid, or
     *                      initialization fails.
     */
    public static UcpContext open(final Map<String, String> config, final boolean wakeup) {
        UcxLibrary.require();
        try (Memory out = NativeSupport.outSlots(1); Memory params = UcpParamsLayout.STRUCT.allocate()) {
            check(Ucp.ucp_config_read(null, null, addressOf(out)), "ucp_config_read");
            final long ucpConfig = out.getLong(0);
            try {
                for (final Map.Entry<String, String> setting : config.entrySet()) {
                    final String name = setting.getKey().startsWith(ENV_PREFIX)
                        ? setting.getKey().substring(ENV_PREFIX.length()) : setting.getKey();
                    check(Ucp.ucp_config_modify(ucpConfig, name, setting.getValue()),
                        "ucp_config_modify(" + name + "=" + setting.getValue() + ")");
                }
                UcpParamsLayout.FIELD_MASK.put(params,
                    UcpConstants.UCP_PARAM_FIELD_FEATURES | UcpConstants.UCP_PARAM_FIELD_MT_WORKERS_SHARED);
                UcpParamsLayout.FEATURES.put(params, wakeup ? FEATURES | UcpConstants.UCP_FEATURE_WAKEUP : FEATURES);
                // workers of this context are used by different threads at once (a progress thread, program
                // threads, contexts created at any time): the context itself must be thread-safe
                UcpParamsLayout.MT_WORKERS_SHARED.put(params, 1);
                check(Ucp.ucp_init_version(UcxLibrary.MIN_MAJOR, UcxLibrary.MIN_MINOR, addressOf(params), ucpConfig,
                    addressOf(out)), "ucp_init_version(" + config + ")");
                final UcpContext context = new UcpContext(out.getLong(0));
                context.wakeup = wakeup;
                return context;
            } finally {
                Ucp.ucp_config_release(ucpConfig);
            }
        }
    }

    /**
     * Creates a worker: the unit of progress, owning endpoints and a network address.
     *
     * @param threadMode which threads will use the worker and its endpoints.
     * @return the worker, owned by this context.
     * @throws UcxException when UCX cannot create it.
     */
    public UcpWorker newWorker(final UcsThreadMode threadMode) {
        final UcpWorker worker = UcpWorker.create(this, threadMode);
        owned.add(worker);
        return worker;
    }

    /**
     * Registers existing memory for remote access ({@code ucp_mem_map}). The memory must stay mapped until the
     * returned region is closed.
     *
     * @param address     the first byte.
     * @param lengthBytes the number of bytes; positive.
     * @return the registered region, owned by this context.
     * @throws UcxException when UCX cannot register it.
     */
    public UcpMemory memoryMap(final long address, final long lengthBytes) {
        if (address == 0 || lengthBytes <= 0) {
            throw new IllegalArgumentException("cannot map address=0x" + Long.toHexString(address) + " length="
                + lengthBytes);
        }
        final UcpMemory memory = UcpMemory.map(this, address, lengthBytes);
        owned.add(memory);
        return memory;
    }

    /**
     * Tells whether the context was opened with the wake-up feature, so its workers can sleep.
     *
     * @return true when {@link UcpWorker#eventFd()} and {@link UcpWorker#arm()} are usable.
     */
    public boolean hasWakeup() {
        return wakeup;
    }

    void forget(final NativeResource child) {
        owned.remove(child);
    }

    /**
     * Closes every worker and memory region still open (newest first), then the context. Idempotent.
     *
     * @throws UcxException when a child failed to close; the context is closed nevertheless.
     */
    @Override
    public void close() {
        if (isClosed()) {
            return;
        }
        try {
            owned.closeAll();
        } finally {
            Ucp.ucp_cleanup(takeHandle());
        }
    }
}
