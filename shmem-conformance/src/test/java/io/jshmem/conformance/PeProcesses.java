package io.jshmem.conformance;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;

/** PE processes started by a test itself, without shmemrun: a unique id, and a PE's command and environment. */
final class PeProcesses {
    private PeProcesses() {
    }

    /**
     * A unique id for a job whose PE 0 listens on a free loopback port.
     *
     * @return the token for {@code JSHMEM_UID}.
     * @throws IOException when no port can be probed.
     */
    static String freshUid() throws IOException {
        final byte[] magic = new byte[16];
        ThreadLocalRandom.current().nextBytes(magic);
        return "jshmem-uid:1@127.0.0.1:" + freeLoopbackPort() + "/" + HexFormat.of().formatHex(magic);
    }

    /**
     * A process builder for one PE running {@code mainClass} from the test classes on jshmem's runtime jars.
     *
     * @param mainClass the PE's program.
     * @param uid       the job's unique id.
     * @param pe        this PE's number.
     * @param nPes      the job's size.
     * @param output    where its standard output and error go.
     * @return the builder, to add environment to.
     */
    static ProcessBuilder pe(final String mainClass, final String uid, final int pe, final int nPes,
        final Path output) {
        final ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java")
            .toString(), "-XX:+UseSerialGC", "-cp", distLib() + "/*" + java.io.File.pathSeparator + testClasses(),
            mainClass).redirectErrorStream(true).redirectOutput(output.toFile());
        pb.environment().put("JSHMEM_UID", uid);
        pb.environment().put("JSHMEM_PE", Integer.toString(pe));
        pb.environment().put("JSHMEM_NPES", Integer.toString(nPes));
        return pb;
    }

    /**
     * The test classes of this module.
     *
     * @return their directory.
     */
    static Path testClasses() {
        return Path.of("target", "test-classes").toAbsolutePath();
    }

    private static Path distLib() {
        return Path.of(System.getProperty("jshmem.repo.root", "..")).resolve("shmem-dist/target/jshmem/lib")
            .toAbsolutePath().normalize();
    }

    /** A loopback port that nothing listens on now (a random one may be taken: a UCX listener, another job). */
    private static int freeLoopbackPort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }
}
