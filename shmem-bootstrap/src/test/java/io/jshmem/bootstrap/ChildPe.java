package io.jshmem.bootstrap;

import java.time.Duration;

/**
 * One PE as a process of its own, for {@link TcpBootstrapProcessIT}. Arguments: uid token, rank, size, action
 * and, for {@code exit}, a status. It joins, meets the others in one barrier, prints {@code READY}, then either
 * waits for its standard input to end ({@code wait}: the test kills it, or ends when the test JVM does) or
 * calls globalExit with the default handler ({@code exit}: the process exits with the status).
 */
public final class ChildPe {
    private ChildPe() {
    }

    public static void main(final String[] args) throws Exception {
        final UniqueId uid = UniqueId.parse(args[0]);
        final int rank = Integer.parseInt(args[1]);
        final int size = Integer.parseInt(args[2]);
        final TcpBootstrap.Options options = TcpBootstrap.Options.defaults()
            .withConnectTimeout(Duration.ofSeconds(20));
        try (TcpBootstrap bootstrap = TcpBootstrap.connect(uid, rank, size, options)) {
            bootstrap.barrier();
            System.out.println("READY");
            System.out.flush();
            switch (args[3]) {
                case "wait":
                    while (System.in.read() >= 0) {
                        continue;
                    }
                    break;
                case "exit":
                    bootstrap.globalExit(Integer.parseInt(args[4]));
                    break;
                default:
                    throw new IllegalArgumentException("unknown action " + args[3]);
            }
        }
    }
}
