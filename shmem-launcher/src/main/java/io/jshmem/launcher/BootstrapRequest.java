package io.jshmem.launcher;

/**
 * What the user asked for PE 0's bootstrap address, before it is resolved: {@code --bootstrap-address}, else
 * {@code JSHMEM_BOOTSTRAP_ADDRESS}, else {@code JSHMEM_BOOTSTRAP_IFNAME} (from shmemrun's environment or
 * {@code -x}), else nothing.
 *
 * @param address     an address or host name, optionally with {@code :PORT} ({@code [v6]:PORT} for IPv6); or null.
 * @param addressFrom where the address came from, for messages (e.g. {@code --bootstrap-address}).
 * @param ifname      a network interface of this host whose address to use; or null.
 */
public record BootstrapRequest(String address, String addressFrom, String ifname) {
    /** Nothing asked: shmemrun chooses. */
    public static final BootstrapRequest NONE = new BootstrapRequest(null, null, null);

    /**
     * Keeps whichever was given, the address first.
     *
     * @param option      {@code --bootstrap-address}, or null.
     * @param addressKnob the {@code JSHMEM_BOOTSTRAP_ADDRESS} value, or null or empty.
     * @param ifnameKnob  the {@code JSHMEM_BOOTSTRAP_IFNAME} value, or null or empty.
     * @return the request.
     */
    public static BootstrapRequest of(final String option, final String addressKnob, final String ifnameKnob) {
        if (option != null && !option.isBlank()) {
            return new BootstrapRequest(option.trim(), "--bootstrap-address", null);
        }
        if (addressKnob != null && !addressKnob.isBlank()) {
            return new BootstrapRequest(addressKnob.trim(), "JSHMEM_BOOTSTRAP_ADDRESS", null);
        }
        if (ifnameKnob != null && !ifnameKnob.isBlank()) {
            return new BootstrapRequest(null, null, ifnameKnob.trim());
        }
        return NONE;
    }
}
