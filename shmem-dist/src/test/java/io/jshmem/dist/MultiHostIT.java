package io.jshmem.dist;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.jar.JarFile;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Multi-host jobs on test hosts made of network namespaces ({@code scripts/netns-hosts.sh}): three hosts with
 * their own network stacks on 10.77.0.0/24, PEs started in them by {@code ip netns exec} or over ssh.
 *
 * <p>Two kinds of runs. The launch mechanics (placement, host ids, output, exit codes, failure handling,
 * unreachable hosts, the liveness link) run with {@code -x JSHMEM_HOST_ID=same}: the namespaces share this
 * machine's kernel, so the shared-memory transport works across them. The real multi-host runs (RDMA over UCX's
 * tcp transport between hosts, shared memory inside a host) run when this build has the RDMA transport, and are
 * skipped, saying so, until then. Without root or iproute2 every test is skipped with the reason.
 */
@Timeout(value = 150, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class MultiHostIT {
    private static final Path EXAMPLES_JAR =
        ShmemRunProcess.REPO_ROOT.resolve("examples").resolve("target").resolve("jshmem-examples.jar");
    /** The transports and UCX settings of a real multi-host job over the namespaces' veth links. */
    private static final List<String> RDMA_ACROSS_HOSTS =
        List.of("-x", "JSHMEM_TRANSPORTS=fabric,rdma", "-x", "UCX_TLS=tcp", "-x", "UCX_NET_DEVICES=eth0");
    private static final List<String> SAME_HOST_ID = List.of("-x", "JSHMEM_HOST_ID=same");

    /** What ran and what was skipped, printed at the end (into the test's output file). */
    private static final List<String> SUMMARY = new java.util.concurrent.CopyOnWriteArrayList<>();
    private static boolean sshd;
    private String marker;
    private String logName;
    private final List<ShmemRunProcess> runs = new ArrayList<>();

    @BeforeAll
    static void createHosts() {
        final String reason = NetnsHosts.unavailableReason();
        Assumptions.assumeTrue(reason == null, () -> "multi-host tests skipped: " + reason);
        sshd = NetnsHosts.hasSshd();
        NetnsHosts.up(3, sshd);
    }

    @AfterAll
    static void removeHosts() {
        SUMMARY.forEach(line -> System.out.println("MultiHostIT: " + line));
        if (NetnsHosts.unavailableReason() == null) {
            NetnsHosts.down();
        }
    }

    @BeforeEach
    void name(final TestInfo test) {
        marker = "marker-" + UUID.randomUUID();
        logName = ShmemRunProcess.logName(test);
    }

    @AfterEach
    void killLeftovers() {
        runs.forEach(ShmemRunProcess::close);
        ShmemRunProcess.processesWith(marker).forEach(ProcessHandle::destroyForcibly);
    }

    /** Starts shmemrun on hosts 1 and 2 (two slots each) with an agent, options, and a program of the tests. */
    private ShmemRunProcess start(final String agent, final List<String> options, final List<String> program) {
        final List<String> command = new ArrayList<>(List.of("--launch-agent", agent,
            "--bootstrap-address", NetnsHosts.address(1), "--timeout", "100s"));
        command.addAll(options);
        command.addAll(program);
        command.add(marker);
        final ShmemRunProcess run = ShmemRunProcess.start(ShmemRunProcess.SCRIPT, logName, command, Map.of(), null);
        runs.add(run);
        return run;
    }

    private static List<String> hosts12() {
        return List.of("--hosts", NetnsHosts.host(1) + ":2," + NetnsHosts.host(2) + ":2");
    }

    private static List<String> testProgram(final String mainClass, final String... args) {
        final List<String> program = new ArrayList<>(List.of("-cp", ShmemRunProcess.TEST_CLASSES.toString(),
            MultiHostIT.class.getPackageName() + "." + mainClass));
        program.addAll(List.of(args));
        return program;
    }

    private static List<String> example(final String mainClass, final String... args) {
        final List<String> program = new ArrayList<>(List.of("-cp", EXAMPLES_JAR.toString(),
            "io.jshmem.examples." + mainClass));
        program.addAll(List.of(args));
        return program;
    }

    private static List<String> concat(final List<String> a, final List<String> b) {
        final List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    private void assertNoPeLeft(final ShmemRunProcess run, final Duration within) {
        final long deadlineNs = System.nanoTime() + within.toNanos();
        while (!ShmemRunProcess.processesWith(marker).isEmpty() && System.nanoTime() < deadlineNs) {
            sleepMs(100);
        }
        assertEquals(List.of(), ShmemRunProcess.processesWith(marker).stream()
            .map(p -> p.pid() + " " + p.info().commandLine().orElse("?")).collect(Collectors.toList()),
            () -> "processes left behind\n" + run.logs());
    }

    private static void sleepMs(final long ms) {
        try {
            Thread.sleep(ms);
        } catch (final InterruptedException ex) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", ex);
        }
    }

    @Test
    void shouldStartEachPeInItsHostsNamespaceWithTheHostsNameAsHostId() {
        final ShmemRunProcess run = start(NetnsHosts.NETNS_AGENT, List.of("--hosts",
            NetnsHosts.host(1) + ":2," + NetnsHosts.host(2) + ":2," + NetnsHosts.host(3) + ":2", "--map-by", "node",
            "-n", "5"), testProgram("WhereAmI"));

        assertEquals(0, run.awaitExit(), run::logs);

        final List<String> lines = new ArrayList<>(run.stdoutLines());
        lines.sort(null);
        final List<String> expected = new ArrayList<>();
        for (int pe = 0; pe < 5; pe++) {
            final int host = pe % 3 + 1;
            expected.add("pe=" + pe + " host=" + NetnsHosts.host(host) + " addresses=" + NetnsHosts.address(host));
        }
        assertEquals(expected, lines, run::logs);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Hello", "RingPut", "Heat2D"})
    void shouldRunTheExampleAcrossHostsSharingMemory(final String example) {
        assertExampleRuns(example, SAME_HOST_ID);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Hello", "RingPut", "Heat2D"})
    void shouldRunTheExampleAcrossHostsOverRdma(final String example) {
        final String skipped = "cross-host run of " + example + " over rdma skipped: this build has no RDMA "
            + "transport (shmem-core.jar lacks " + RDMA_TRANSPORT + "), so PEs on different hosts cannot talk";
        if (!rdmaTransportBuilt()) {
            SUMMARY.add(skipped);
        }
        Assumptions.assumeTrue(rdmaTransportBuilt(), skipped);
        assertExampleRuns(example, RDMA_ACROSS_HOSTS);
        SUMMARY.add("ran " + example + " across hosts over rdma (UCX tcp) and fabric inside each host");
    }

    private void assertExampleRuns(final String example, final List<String> transport) {
        SUMMARY.add("running " + example + " on 2 hosts x 2 PEs with " + String.join(" ", transport));
        final List<String> args = example.equals("Heat2D") ? List.of("64", "64", "50") : List.of();
        final ShmemRunProcess run = start(NetnsHosts.NETNS_AGENT, concat(hosts12(), transport),
            example(example, args.toArray(new String[0])));

        assertEquals(0, run.awaitExit(), run::logs);

        final List<String> lines = new ArrayList<>(run.stdoutLines());
        lines.sort(null);
        switch (example) {
            case "Hello" -> assertEquals(List.of("Hello from PE 0 of 4", "Hello from PE 1 of 4",
                "Hello from PE 2 of 4", "Hello from PE 3 of 4"), lines, run::logs);
            case "RingPut" -> assertEquals(List.of("PE 0 received 3", "PE 1 received 0", "PE 2 received 1",
                "PE 3 received 2"), lines, run::logs);
            default -> assertEquals(List.of(heat2dOnThisHost().replace("1 PEs", "4 PEs")), lines, run::logs);
        }
    }

    /** Heat2D's line on one PE of this host: its checksum does not depend on the number of PEs. */
    private String heat2dOnThisHost() {
        final ShmemRunProcess local = ShmemRunProcess.start(ShmemRunProcess.SCRIPT, logName + "-reference",
            List.of("-n", "1", "-cp", EXAMPLES_JAR.toString(), "io.jshmem.examples.Heat2D", "64", "64", "50"),
            Map.of(), null);
        runs.add(local);
        assertEquals(0, local.awaitExit(), local::logs);
        return local.stdoutLines().get(0);
    }

    @Test
    void shouldRunOverSsh() {
        Assumptions.assumeTrue(sshd, "ssh test skipped: no /usr/sbin/sshd (install openssh-server)");
        final ShmemRunProcess run = start(NetnsHosts.SSH_AGENT, concat(concat(hosts12(), SAME_HOST_ID),
            List.of("--map-by", "node", "--prefix-output")), example("RingPut"));

        assertEquals(0, run.awaitExit(), run::logs);

        final List<String> lines = new ArrayList<>(run.stdoutLines());
        lines.sort(null);
        assertEquals(List.of("[pe 0] PE 0 received 3", "[pe 1] PE 1 received 0", "[pe 2] PE 2 received 1",
            "[pe 3] PE 3 received 2"), lines, run::logs);
    }

    @ParameterizedTest
    @ValueSource(strings = {"netns", "ssh"})
    void shouldEndTheJobOnEveryHostWhenAPeIsKilled(final String agent) {
        Assumptions.assumeTrue(agent.equals("netns") || sshd, "ssh test skipped: no /usr/sbin/sshd");
        // PE 3 runs on host 2; PEs 0 and 1 on host 1
        final ShmemRunProcess run = start(agent.equals("ssh") ? NetnsHosts.SSH_AGENT : NetnsHosts.NETNS_AGENT,
            concat(hosts12(), SAME_HOST_ID), testProgram("InitThenKillOne", "3"));

        assertEquals(137, run.awaitExit(), run::logs);

        assertEquals(List.of("shmemrun: PE 3 killed by signal SIGKILL"), run.launcherLines(), run::logs);
        assertEquals(4, run.stdoutLines().stream().filter(line -> line.endsWith(" ready")).count(), run::logs);
        assertNoPeLeft(run, Duration.ofSeconds(10));
    }

    @ParameterizedTest
    @ValueSource(strings = {"netns", "ssh"})
    void shouldEndThePesOnEveryHostWhenShmemrunIsKilled(final String agent) {
        Assumptions.assumeTrue(agent.equals("netns") || sshd, "ssh test skipped: no /usr/sbin/sshd");
        final ShmemRunProcess run = start(agent.equals("ssh") ? NetnsHosts.SSH_AGENT : NetnsHosts.NETNS_AGENT,
            concat(hosts12(), SAME_HOST_ID), testProgram("InitThenKillOne", "-1"));
        run.awaitStdout(line -> line.endsWith(" ready"), 4, Duration.ofSeconds(90));

        run.signal("KILL");

        // no exit handler of shmemrun runs: the PEs end through their link (standard input) alone
        assertNoPeLeft(run, Duration.ofSeconds(15));
    }

    @Test
    void shouldFailWithOneLineWhenAHostCannotBeEntered() {
        final ShmemRunProcess run = start(NetnsHosts.NETNS_AGENT,
            List.of("--hosts", NetnsHosts.host(1) + ":2,jshmem-h9:2", "-x", "JSHMEM_HOST_ID=same"),
            example("Hello"));

        assertEquals(1, run.awaitExit(), run::logs);

        assertEquals(List.of("shmemrun: cannot start PE 2 on host jshmem-h9: Cannot open network namespace "
            + "\"jshmem-h9\": No such file or directory"), run.launcherLines(), run::logs);
        assertNoPeLeft(run, Duration.ofSeconds(10));
    }

    @Test
    void shouldFailWithOneLineWhenSshCannotConnect() {
        Assumptions.assumeTrue(sshd, "ssh test skipped: no /usr/sbin/sshd");
        // nothing listens on port 1 of host 2: connection refused
        final ShmemRunProcess run = start("ssh -F " + NetnsHosts.SSH_CONFIG + " -o BatchMode=yes -p 1 {host}",
            List.of("--hosts", NetnsHosts.address(2) + ":1"), example("Hello"));

        assertEquals(1, run.awaitExit(), run::logs);

        assertEquals(List.of("shmemrun: cannot start PE 0 on host " + NetnsHosts.address(2) + ": ssh: connect to host "
            + NetnsHosts.address(2) + " port 1: Connection refused"), run.launcherLines(), run::logs);
        assertNoPeLeft(run, Duration.ofSeconds(10));
    }

    private static final String RDMA_TRANSPORT = "io/jshmem/core/transport/rdma/UcxRdmaTransport.class";

    /** Whether the distribution's shmem-core has the RDMA transport (it comes with the rdma branch). */
    static boolean rdmaTransportBuilt() {
        try (JarFile core = new JarFile(ShmemRunProcess.DIST.resolve("lib").resolve("shmem-core.jar").toFile())) {
            return core.getEntry(RDMA_TRANSPORT) != null;
        } catch (final IOException ex) {
            return false;
        }
    }
}
