package io.jshmem.conformance;

import io.jshmem.testkit.LocalJob;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Runs a 2-PE job with the transports given as argument, in a JVM told to look for libucp where there is none
 * ({@code -Djshmem.ucx.library=...}); prints {@code JOB OK} or {@code JOB FAILED: <message>}, then whether libucp
 * was loaded into the process.
 */
public final class UcxAbsentMain {
    private UcxAbsentMain() {
    }

    public static void main(final String[] args) throws IOException {
        try {
            LocalJob.of(2).heapSize("8M").option("JSHMEM_TRANSPORTS", args[0]).run(shmem -> shmem.barrierAll());
            System.out.println("JOB OK");
        } catch (final Throwable t) {
            Throwable root = t;
            while (root.getCause() != null) {
                root = root.getCause();
            }
            System.out.println("JOB FAILED: " + t.getMessage() + " / " + root.getMessage());
        }
        System.out.println("libucp loaded: " + Files.readString(Path.of("/proc/self/maps")).contains("libucp"));
    }
}
