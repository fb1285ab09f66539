package io.jshmem.dist;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The test hosts of {@code scripts/netns-hosts.sh}: network namespaces {@code jshmem-h1..hN} on 10.77.0.0/24,
 * host {@code hK} at {@code 10.77.0.(10+K)}, optionally each with an sshd.
 */
final class NetnsHosts {
    /** The script. */
    static final Path SCRIPT = ShmemRunProcess.REPO_ROOT.resolve("scripts").resolve("netns-hosts.sh");
    /** The ssh configuration {@code up --sshd} writes. */
    static final Path SSH_CONFIG = Path.of("/tmp/jshmem-netns/ssh_config");
    /** The launch agent that enters a host's namespace. */
    static final String NETNS_AGENT = "ip netns exec {host}";
    /** The launch agent that logs into a host with ssh. */
    static final String SSH_AGENT = "ssh -F " + SSH_CONFIG + " -o BatchMode=yes -T {host}";

    private NetnsHosts() {
    }

    /** The name of host {@code k}, from 1. */
    static String host(final int k) {
        return "jshmem-h" + k;
    }

    /** The address of host {@code k}. */
    static String address(final int k) {
        return "10.77.0." + (10 + k);
    }

    /**
     * Why namespaces cannot be made here, or null when they can.
     */
    static String unavailableReason() {
        final Result check = script(List.of("check"), 30);
        return check.status() == 0 ? null : check.output().strip();
    }

    /** Creates {@code n} hosts, with an sshd on each when {@code sshd}. */
    static void up(final int n, final boolean sshd) {
        final List<String> args = new ArrayList<>(List.of("up", Integer.toString(n)));
        if (sshd) {
            args.add("--sshd");
        }
        final Result up = script(args, 60);
        if (up.status() != 0) {
            throw new AssertionError("netns-hosts.sh " + String.join(" ", args) + " failed:\n" + up.output());
        }
    }

    /** Removes every host. */
    static void down() {
        script(List.of("down"), 60);
    }

    /** Whether sshd is installed (for the ssh tests). */
    static boolean hasSshd() {
        return Files.isExecutable(Path.of("/usr/sbin/sshd"));
    }

    private static Result script(final List<String> args, final int timeoutSeconds) {
        try {
            final List<String> command = new ArrayList<>();
            command.add(SCRIPT.toString());
            command.addAll(args);
            final Path output = Files.createTempFile("netns-hosts", ".txt");
            try {
                final Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(output.toFile()).start();
                if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    return new Result(-1, "timed out after " + timeoutSeconds + " s");
                }
                return new Result(process.exitValue(), Files.readString(output, StandardCharsets.UTF_8));
            } finally {
                Files.deleteIfExists(output);
            }
        } catch (final IOException ex) {
            throw new UncheckedIOException(ex);
        } catch (final InterruptedException ex) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", ex);
        }
    }

    private record Result(int status, String output) {
    }
}
