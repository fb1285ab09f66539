package io.jshmem.core.transport.rdma;

import io.jshmem.exceptions.ConfigurationException;

import java.util.Locale;

/**
 * Who performs the atomics that travel over RDMA ({@code JSHMEM_RDMA_ATOMICS}), and therefore how atomics aimed at
 * one PE stay coherent when some come from co-located PEs (CPU atomics on the mapped segment) and some from other
 * hosts.
 */
public enum AtomicsMode {
    /**
     * UCX must use atomics performed by the target's CPU ({@code UCX_ATOMIC_MODE=cpu}: software atomics run by the
     * target's progress thread, or shared-memory atomics), which are coherent with the CPU atomics of co-located
     * PEs: every PE keeps its normal route for atomics. The default.
     */
    CPU("cpu"),
    /**
     * UCX may use NIC atomics ({@code UCX_ATOMIC_MODE=guess}), which are not coherent with CPU atomics: atomics
     * aimed at a PE that any PE reaches through RDMA go through RDMA from every PE, the owner and its co-located
     * PEs included.
     */
    NIC("guess");

    private final String ucxAtomicMode;

    AtomicsMode(final String ucxAtomicMode) {
        this.ucxAtomicMode = ucxAtomicMode;
    }

    /**
     * Parses a knob value.
     *
     * @param value {@code cpu} or {@code nic}, any case.
     * @return the mode.
     * @throws ConfigurationException for anything else.
     */
    public static AtomicsMode parse(final String value) {
        for (final AtomicsMode mode : values()) {
            if (mode.name().equalsIgnoreCase(value.trim())) {
                return mode;
            }
        }
        throw new ConfigurationException("JSHMEM_RDMA_ATOMICS='" + value + "' is not one of cpu, nic");
    }

    /**
     * The value of UCX's {@code ATOMIC_MODE} setting that implements this mode.
     *
     * @return {@code cpu} or {@code guess}.
     */
    public String ucxAtomicMode() {
        return ucxAtomicMode;
    }

    /**
     * The knob's spelling.
     *
     * @return e.g. {@code cpu}.
     */
    public String knobValue() {
        return name().toLowerCase(Locale.ROOT);
    }
}
