package io.jshmem.conformance;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The conformance suite across test hosts made of network namespaces ({@code scripts/netns-hosts.sh run}): 4 PEs,
 * 2 on each of 2 hosts, started by {@code ip netns exec}. With {@code JSHMEM_HOST_ID=same} the PEs share memory
 * across the namespaces (one kernel), which checks the launch path; the real multi-host runs (RDMA between the
 * hosts over UCX's tcp transport, shared memory inside each, with CPU and with NIC atomics) run when this build has
 * the RDMA transport, and are skipped, saying so, otherwise. Skipped with the script's reason where namespaces
 * cannot be made (not root, no iproute2).
 */
class MultiHostConformanceIT {
    private static final Path ROOT =
        Path.of(System.getProperty("jshmem.repo.root", "..")).toAbsolutePath().normalize();
    private static final String RDMA_TRANSPORT = "io/jshmem/core/transport/rdma/UcxRdmaTransport.class";

    @Test
    @Timeout(value = 6, unit = TimeUnit.MINUTES)
    void shouldPassEveryCaseOnTwoHostsSharingMemory() throws Exception {
        assertSuitePasses(List.of("-x", "JSHMEM_HOST_ID=same"));
    }

    /**
     * PEs 0 and 1 on one host, 2 and 3 on the other: PE 0's statistics at exit show RDMA traffic to PEs 2 and 3 and
     * none to PE 1 (shared memory). Atomics are performed by the targets' CPUs, whichever way they come.
     */
    @Test
    @Timeout(value = 6, unit = TimeUnit.MINUTES)
    void shouldPassEveryCaseOnTwoHostsOverRdma() throws Exception {
        Assumptions.assumeTrue(rdmaTransportBuilt(), "conformance across hosts over rdma skipped: this build has no "
            + "RDMA transport (shmem-core.jar lacks " + RDMA_TRANSPORT + ")");
        final List<String> pe0 = statisticsOfPe0(assertSuitePasses(List.of("-x", "JSHMEM_TRANSPORTS=fabric,rdma",
            "-x", "UCX_TLS=tcp", "-x", "UCX_NET_DEVICES=eth0", "-x", "JSHMEM_STATS=1")));
        assertTrue(counted(pe0, 2) && counted(pe0, 3), "PE 0 reached the other host through rdma: " + pe0);
        assertTrue(!counted(pe0, 0) && !counted(pe0, 1), "PE 0 reached its own host through shared memory: " + pe0);
    }

    /**
     * As {@link #shouldPassEveryCaseOnTwoHostsOverRdma()} with NIC atomics allowed: every atomic on a PE that is
     * reached through RDMA goes through RDMA, so PE 0 counts RDMA traffic to itself and to PE 1 as well.
     */
    @Test
    @Timeout(value = 6, unit = TimeUnit.MINUTES)
    void shouldPassEveryCaseOnTwoHostsOverRdmaWithNicAtomics() throws Exception {
        Assumptions.assumeTrue(rdmaTransportBuilt(), "conformance across hosts over rdma skipped: this build has no "
            + "RDMA transport (shmem-core.jar lacks " + RDMA_TRANSPORT + ")");
        final List<String> pe0 = statisticsOfPe0(assertSuitePasses(List.of("-x", "JSHMEM_TRANSPORTS=fabric,rdma",
            "-x", "UCX_TLS=tcp", "-x", "UCX_NET_DEVICES=eth0", "-x", "JSHMEM_RDMA_ATOMICS=nic",
            "-x", "JSHMEM_STATS=1")));
        for (int pe = 0; pe < 4; pe++) {
            assertTrue(counted(pe0, pe), "PE 0's atomics on PE " + pe + " went through rdma: " + pe0);
        }
    }

    private static List<String> statisticsOfPe0(final String stdout) {
        return stdout.lines().filter(l -> l.startsWith("jshmem[pe 0]")).toList();
    }

    /** Whether a statistics table has an rdma line for a peer. */
    private static boolean counted(final List<String> table, final int pe) {
        return table.stream().anyMatch(l -> l.matches("jshmem\\[pe \\d+]\\s+" + pe + " rdma\\s.*"));
    }

    private static String assertSuitePasses(final List<String> transport) throws Exception {
        final Path script = ROOT.resolve("scripts").resolve("netns-hosts.sh");
        final Process check = new ProcessBuilder(script.toString(), "check").redirectErrorStream(true).start();
        final String why = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertTrue(check.waitFor(30, TimeUnit.SECONDS), "netns-hosts.sh check hangs");
        Assumptions.assumeTrue(check.exitValue() == 0, () -> "multi-host conformance skipped: " + why);

        final List<String> command = new ArrayList<>(List.of(script.toString(), "run", "2", "--",
            ROOT.resolve("bin").resolve("shmemrun").toString(), "--hosts", "jshmem-h1:2,jshmem-h2:2",
            "--launch-agent", "ip netns exec {host}", "--bootstrap-address", "10.77.0.11",
            "--heap-size", "64M", "--timeout", "240s"));
        command.addAll(transport);
        command.addAll(List.of("-cp", ConformanceIT.classesDir(), "io.jshmem.conformance.ConformanceMain"));
        final Path out = Files.createTempFile("jshmem-multihost-conformance", ".out");
        final Path err = Files.createTempFile("jshmem-multihost-conformance", ".err");
        try {
            final Process run = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
                .start();
            if (!run.waitFor(300, TimeUnit.SECONDS)) {
                // SIGTERM: the script removes the namespaces on its way out
                run.destroy();
                run.waitFor(30, TimeUnit.SECONDS);
            }
            final String stdout = Files.readString(out, StandardCharsets.UTF_8);
            final String report = "exit " + (run.isAlive() ? "(still running)" : run.exitValue()) + "\n--- stdout\n"
                + stdout + "--- stderr\n" + Files.readString(err, StandardCharsets.UTF_8);
            final long verdicts = stdout.lines().filter(l -> l.startsWith("PASS ") || l.startsWith("SKIP ")
                || l.startsWith("FAIL ")).count();
            assertEquals(ConformanceSuite.cases().size(), verdicts, "one verdict per case\n" + report);
            assertTrue(stdout.lines().noneMatch(l -> l.startsWith("FAIL ")), report);
            assertTrue(stdout.contains(" 0 failed, "), report);
            assertEquals(0, run.exitValue(), report);
            return stdout;
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    private static boolean rdmaTransportBuilt() {
        final Path core = ROOT.resolve("shmem-dist/target/jshmem/lib/shmem-core.jar");
        try (JarFile jar = new JarFile(core.toFile())) {
            return jar.getEntry(RDMA_TRANSPORT) != null;
        } catch (final IOException ex) {
            return false;
        }
    }
}
