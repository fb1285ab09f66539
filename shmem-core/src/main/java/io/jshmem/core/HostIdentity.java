package io.jshmem.core;

import io.jshmem.config.Configuration;
import io.jshmem.config.Knob;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Which host a PE runs on, for routing: PEs with the same identity share memory. {@code JSHMEM_HOST_ID} when
 * set (launchers set it per host; tests set it to make PEs of one machine count as different hosts);
 * otherwise the host name and the kernel's boot id, which differ between machines and between containers
 * with their own host names.
 */
final class HostIdentity {
    private static final Path BOOT_ID = Path.of("/proc/sys/kernel/random/boot_id");

    private HostIdentity() {
    }

    static String of(final Configuration config) {
        if (config.isSet(Knob.HOST_ID)) {
            return config.value(Knob.HOST_ID);
        }
        String name;
        try {
            name = InetAddress.getLocalHost().getHostName();
        } catch (final IOException ex) {
            name = "localhost";
        }
        try {
            return name + "/" + new String(Files.readAllBytes(BOOT_ID), StandardCharsets.US_ASCII).trim();
        } catch (final IOException ex) {
            return name;
        }
    }
}
