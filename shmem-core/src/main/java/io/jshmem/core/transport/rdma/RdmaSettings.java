package io.jshmem.core.transport.rdma;

import io.jshmem.config.Configuration;
import io.jshmem.config.Knob;
import io.jshmem.exceptions.ConfigurationException;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The RDMA transport's settings, resolved and checked once from the configuration.
 *
 * @param sliceBytes  transfers above this are cut into slices of this size ({@code JSHMEM_RDMA_SLICE_SIZE}).
 * @param lanes       lanes that slices are striped over ({@code JSHMEM_RDMA_LANES}), 1 to {@value #MAX_LANES}.
 * @param retries     times a failed slice is sent again ({@code JSHMEM_RDMA_RETRIES}).
 * @param timeoutNs   deadline of every blocking operation ({@code JSHMEM_RDMA_TIMEOUT}).
 * @param progress    how the progress agent idles ({@code JSHMEM_RDMA_PROGRESS}).
 * @param atomics     which agent performs atomics over RDMA ({@code JSHMEM_RDMA_ATOMICS}).
 * @param spinNs      how long the progress agent and waiting initiators busy-poll before yielding.
 * @param ucxConfig   UCX settings for this PE's context, in order ({@code JSHMEM_RDMA_UCX_CONFIG} and the atomic
 *                    mode).
 */
public record RdmaSettings(long sliceBytes, int lanes, int retries, long timeoutNs, ProgressMode progress,
    AtomicsMode atomics, long spinNs, Map<String, String> ucxConfig) {
    /** Most lanes: lane sets are bit masks of an {@code int}, and each lane costs two workers. */
    public static final int MAX_LANES = 16;
    /** Smallest slice. */
    public static final long MIN_SLICE_BYTES = 64;
    /** Largest slice: a slice must fit the staging memory several times. */
    public static final long MAX_SLICE_BYTES = 16L << 20;
    /** UCX setting that selects who performs atomics. */
    static final String UCX_ATOMIC_MODE = "ATOMIC_MODE";

    /**
     * Checks the values and freezes the UCX settings.
     *
     * @param sliceBytes slice size.
     * @param lanes      lane count.
     * @param retries    retries per slice.
     * @param timeoutNs  deadline.
     * @param progress   idle mode of the agent.
     * @param atomics    atomics mode.
     * @param spinNs     busy-poll time.
     * @param ucxConfig  UCX settings.
     */
    public RdmaSettings {
        if (sliceBytes < MIN_SLICE_BYTES || sliceBytes > MAX_SLICE_BYTES) {
            throw new ConfigurationException("JSHMEM_RDMA_SLICE_SIZE=" + sliceBytes + " must be between "
                + MIN_SLICE_BYTES + " and " + MAX_SLICE_BYTES + " bytes");
        }
        if (lanes < 1 || lanes > MAX_LANES) {
            throw new ConfigurationException("JSHMEM_RDMA_LANES=" + lanes + " must be between 1 and " + MAX_LANES);
        }
        if (retries < 0) {
            throw new ConfigurationException("JSHMEM_RDMA_RETRIES=" + retries + " must not be negative");
        }
        if (timeoutNs <= 0) {
            throw new ConfigurationException("JSHMEM_RDMA_TIMEOUT must be positive, not " + timeoutNs + " ns");
        }
        ucxConfig = Collections.unmodifiableMap(new LinkedHashMap<>(ucxConfig));
    }

    /**
     * Resolves the settings from the configuration.
     *
     * @param config   the configuration.
     * @param localPes PEs of the job on this host (for the automatic spin time).
     * @param cores    processors available.
     * @return the settings.
     * @throws ConfigurationException naming the knob whose value is wrong.
     */
    public static RdmaSettings from(final Configuration config, final int localPes, final int cores) {
        final AtomicsMode atomics = AtomicsMode.parse(config.value(Knob.RDMA_ATOMICS));
        final Map<String, String> ucx = parseUcxConfig(config.value(Knob.RDMA_UCX_CONFIG));
        ucx.put(UCX_ATOMIC_MODE, atomics.ucxAtomicMode());
        final long spinNs = config.value(Knob.WAIT_SPIN).equalsIgnoreCase("auto") ? defaultSpinNs(localPes, cores)
            : config.durationNs(Knob.WAIT_SPIN);
        return new RdmaSettings(config.sizeBytes(Knob.RDMA_SLICE_SIZE), config.intValue(Knob.RDMA_LANES),
            config.intValue(Knob.RDMA_RETRIES), config.durationNs(Knob.RDMA_TIMEOUT),
            ProgressMode.parse(config.value(Knob.RDMA_PROGRESS)), atomics, spinNs, ucx);
    }

    /**
     * Busy-poll time suited to the machine: each PE has two busy threads (the program and its progress agent), so
     * spinning long pays only when both can have a core.
     *
     * @param localPes PEs on this host.
     * @param cores    processors available.
     * @return nanoseconds.
     */
    public static long defaultSpinNs(final int localPes, final int cores) {
        return 2L * localPes <= cores ? 200_000 : 5_000;
    }

    /**
     * Parses {@code NAME=VALUE;NAME=VALUE}; names may carry the {@code UCX_} prefix.
     *
     * @param text the knob's value; may be empty.
     * @return the settings, in order (a mutable copy).
     * @throws ConfigurationException for an entry without {@code =} or without a name.
     */
    public static Map<String, String> parseUcxConfig(final String text) {
        final Map<String, String> settings = new LinkedHashMap<>();
        for (final String entry : text.split(";")) {
            if (entry.isBlank()) {
                continue;
            }
            final int equals = entry.indexOf('=');
            if (equals <= 0 || entry.substring(0, equals).isBlank()) {
                throw new ConfigurationException("JSHMEM_RDMA_UCX_CONFIG='" + text + "': '" + entry.trim()
                    + "' is not NAME=VALUE");
            }
            String name = entry.substring(0, equals).trim();
            if (name.startsWith("UCX_")) {
                name = name.substring("UCX_".length());
            }
            settings.put(name, entry.substring(equals + 1).trim());
        }
        return settings;
    }

    /**
     * Bytes of staging memory a channel gets: room for several slices per lane in flight, at least 1 MiB.
     *
     * @return bytes.
     */
    public long stagingBytes() {
        return Math.max(1L << 20, 4L * lanes * sliceBytes);
    }
}
