package io.jshmem.exceptions;

/**
 * A configuration value (environment variable, system property or {@link io.jshmem.ShmemOptions} entry) that
 * cannot be used, named with its source and value.
 */
public final class ConfigurationException extends ShmemException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message which knob, which value, where it came from, and what is accepted.
     */
    public ConfigurationException(final String message) {
        super(message);
    }
}
