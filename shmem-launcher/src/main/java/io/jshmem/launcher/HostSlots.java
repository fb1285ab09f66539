package io.jshmem.launcher;

/**
 * One host of a multi-host job and how many PEs it takes before it counts as full.
 *
 * @param host  the host's name as the user wrote it; it is what the launch agent gets and each PE's
 *              {@code JSHMEM_HOST_ID}.
 * @param slots PEs it takes, at least 1.
 */
public record HostSlots(String host, int slots) {
    /**
     * Checks the values.
     *
     * @param host  the host's name.
     * @param slots PEs it takes.
     */
    public HostSlots {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("a host name is empty");
        }
        if (slots < 1) {
            throw new IllegalArgumentException("host " + host + " has " + slots + " slots; it needs at least 1");
        }
    }
}
