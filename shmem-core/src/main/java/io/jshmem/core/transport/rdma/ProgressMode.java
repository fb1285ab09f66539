package io.jshmem.core.transport.rdma;

import io.jshmem.exceptions.ConfigurationException;

import java.util.Locale;

/**
 * How a PE's progress agent waits when there is nothing to progress ({@code JSHMEM_RDMA_PROGRESS}). The agent must
 * answer peers quickly, but a thread per PE that never sleeps takes a core per PE away from the program.
 */
public enum ProgressMode {
    /** Spin a little, yield a little, then sleep in {@code poll(2)} until UCX signals an event. The default. */
    WAKEUP,
    /** Spin, yield, then park with a growing period of up to 100 us; needs no UCX event support. */
    BACKOFF,
    /** Never sleep: the lowest latency, at the price of one busy core per PE. */
    SPIN;

    /**
     * Parses a knob value.
     *
     * @param value {@code wakeup}, {@code backoff} or {@code spin}, any case.
     * @return the mode.
     * @throws ConfigurationException for anything else.
     */
    public static ProgressMode parse(final String value) {
        for (final ProgressMode mode : values()) {
            if (mode.name().equalsIgnoreCase(value.trim())) {
                return mode;
            }
        }
        throw new ConfigurationException("JSHMEM_RDMA_PROGRESS='" + value + "' is not one of wakeup, backoff, spin");
    }

    /**
     * The knob's spelling.
     *
     * @return e.g. {@code wakeup}.
     */
    public String knobValue() {
        return name().toLowerCase(Locale.ROOT);
    }
}
