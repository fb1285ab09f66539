package io.jshmem.launcher;

import picocli.CommandLine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * What {@code shmemrun --version} prints: jshmem's version (from a resource the build fills in) and the Java
 * runtime the PEs will use.
 */
final class ShmemRunVersion implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {
            "shmemrun (jshmem) " + jshmemVersion(),
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"};
    }

    /**
     * jshmem's version.
     *
     * @return e.g. {@code 0.1.0}, or {@code unknown} when the resource is missing.
     */
    static String jshmemVersion() {
        try (InputStream in = ShmemRunVersion.class.getResourceAsStream("shmemrun.properties")) {
            if (in == null) {
                return "unknown";
            }
            final Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "unknown");
        } catch (final IOException ex) {
            throw new UncheckedIOException(ex);
        }
    }
}
