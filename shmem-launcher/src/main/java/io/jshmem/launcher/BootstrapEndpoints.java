package io.jshmem.launcher;

import java.io.IOException;
import java.net.DatagramSocket;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Chooses the address and port that go into a job's unique id: where PE 0 will listen and every PE connects.
 *
 * <p>The address: the one asked for ({@link BootstrapRequest}); else 127.0.0.1 when every PE runs on this host;
 * else, when PE 0 runs here, the address of the interface this host would use to reach the other hosts (the
 * routing table decides), or its first non-loopback address; else the address PE 0's host name resolves to. With
 * PEs on several hosts a loopback address is refused.
 *
 * <p>The port: the one asked for ({@code ADDR:PORT}); else, when the address is one of this host's, a port that
 * is free now; else a random port in {@code [61000, 65535]}, above Linux's default ephemeral range, since the
 * other host's free ports cannot be seen from here (PE 0 fails with one clear line should it be taken).
 */
final class BootstrapEndpoints {
    /** Lowest port chosen for a PE 0 on another host. */
    static final int REMOTE_PORT_MIN = 61000;
    /** Highest port chosen for a PE 0 on another host. */
    static final int REMOTE_PORT_MAX = 65535;

    private static final InetAddress LOOPBACK = ipv4Loopback();

    private BootstrapEndpoints() {
    }

    /**
     * Chooses the endpoint.
     *
     * @param request     what the user asked for.
     * @param pe0Host     the host PE 0 runs on, as placed.
     * @param pe0Local    whether that is this host.
     * @param allLocal    whether every PE runs on this host.
     * @param remoteHosts the other hosts of the job (for the route towards them); may be empty.
     * @return address and port.
     * @throws IllegalArgumentException with a one-line message when no suitable address can be found.
     */
    static InetSocketAddress choose(final BootstrapRequest request, final String pe0Host, final boolean pe0Local,
                                    final boolean allLocal, final List<String> remoteHosts) {
        InetAddress address;
        int port = 0;
        if (request.address() != null) {
            final String[] hostPort = splitPort(request.address(), request.addressFrom());
            address = resolve(hostPort[0], request.addressFrom() + " '" + request.address() + "'");
            port = hostPort[1] == null ? 0 : port(hostPort[1], request);
        } else if (request.ifname() != null) {
            if (!pe0Local) {
                throw new IllegalArgumentException("JSHMEM_BOOTSTRAP_IFNAME names an interface of this host, but PE 0 "
                    + "runs on host " + pe0Host + ": give --bootstrap-address with an address of " + pe0Host);
            }
            address = ofInterface(request.ifname());
        } else if (allLocal) {
            address = LOOPBACK;
        } else if (pe0Local) {
            address = towards(remoteHosts);
        } else {
            address = resolve(pe0Host, "PE 0's host " + pe0Host);
        }
        if (!allLocal && address.isLoopbackAddress()) {
            throw new IllegalArgumentException("the bootstrap address " + address.getHostAddress() + " is a loopback "
                + "address, which the other hosts cannot reach: give --bootstrap-address with an address of "
                + pe0Host + " (PE 0's host)");
        }
        if (port == 0) {
            port = pe0Local && ThisHost.isLocalAddress(address) ? freePort(address)
                : ThreadLocalRandom.current().nextInt(REMOTE_PORT_MIN, REMOTE_PORT_MAX + 1);
        }
        return new InetSocketAddress(address, port);
    }

    private static InetAddress ipv4Loopback() {
        try {
            return InetAddress.getByAddress(new byte[] {127, 0, 0, 1});
        } catch (final UnknownHostException ex) {
            throw new IllegalStateException("127.0.0.1 is not an address", ex);
        }
    }

    /** Splits {@code host[:port]} / {@code [v6][:port]}; a bare IPv6 literal has no port. */
    private static String[] splitPort(final String text, final String from) {
        if (text.startsWith("[")) {
            final int close = text.indexOf(']');
            if (close < 0) {
                throw new IllegalArgumentException(from + " '" + text + "': missing ']'");
            }
            final String rest = text.substring(close + 1);
            if (!rest.isEmpty() && !rest.startsWith(":")) {
                throw new IllegalArgumentException(from + " '" + text + "': expected [ADDRESS]:PORT");
            }
            return new String[] {text.substring(1, close), rest.isEmpty() ? null : rest.substring(1)};
        }
        final int colon = text.indexOf(':');
        if (colon < 0 || text.indexOf(':', colon + 1) >= 0) {
            return new String[] {text, null};
        }
        return new String[] {text.substring(0, colon), text.substring(colon + 1)};
    }

    private static int port(final String text, final BootstrapRequest request) {
        try {
            final int port = Integer.parseInt(text);
            if (port >= 1 && port <= 65535) {
                return port;
            }
        } catch (final NumberFormatException ex) {
            // reported below
        }
        throw new IllegalArgumentException(request.addressFrom() + " '" + request.address() + "': port '" + text
            + "' is not in [1, 65535]");
    }

    private static InetAddress resolve(final String host, final String what) {
        try {
            return InetAddress.getByName(host);
        } catch (final UnknownHostException ex) {
            throw new IllegalArgumentException(what + " does not resolve to an address: give --bootstrap-address "
                + "with a numeric address of PE 0's host");
        }
    }

    /**
     * The address of an interface: its first IPv4 address, else its first IPv6 address that is not link-local.
     *
     * @param ifname the interface's name, e.g. {@code eth0}.
     * @return the address.
     */
    static InetAddress ofInterface(final String ifname) {
        final NetworkInterface nic;
        try {
            nic = NetworkInterface.getByName(ifname);
        } catch (final SocketException ex) {
            throw new IllegalArgumentException("JSHMEM_BOOTSTRAP_IFNAME=" + ifname + ": " + ex.getMessage(), ex);
        }
        if (nic == null) {
            throw new IllegalArgumentException("JSHMEM_BOOTSTRAP_IFNAME=" + ifname + ": this host has no such "
                + "interface (it has " + interfaceNames() + ")");
        }
        final List<InetAddress> addresses = Collections.list(nic.getInetAddresses());
        for (final InetAddress address : addresses) {
            if (address instanceof Inet4Address) {
                return address;
            }
        }
        for (final InetAddress address : addresses) {
            if (!address.isLinkLocalAddress()) {
                return address;
            }
        }
        throw new IllegalArgumentException("JSHMEM_BOOTSTRAP_IFNAME=" + ifname + ": the interface has no usable "
            + "address");
    }

    /** The local address of the route towards the first remote host that resolves, else the first usable one. */
    private static InetAddress towards(final List<String> remoteHosts) {
        for (final String host : remoteHosts) {
            try {
                final InetAddress remote = InetAddress.getByName(host);
                try (DatagramSocket probe = new DatagramSocket()) {
                    // connecting a datagram socket sends nothing: the kernel only picks the route and source address
                    probe.connect(remote, 9);
                    final InetAddress local = probe.getLocalAddress();
                    if (local != null && !local.isAnyLocalAddress() && !local.isLoopbackAddress()) {
                        return local;
                    }
                }
            } catch (final IOException ex) {
                // not resolvable here (a name only the launch agent knows) or no route: try the next
            }
        }
        return firstUsableAddress();
    }

    private static InetAddress firstUsableAddress() {
        final List<InetAddress> candidates = new ArrayList<>();
        try {
            for (final NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (nic.isUp() && !nic.isLoopback()) {
                    for (final InetAddress address : Collections.list(nic.getInetAddresses())) {
                        if (!address.isLinkLocalAddress() && !address.isLoopbackAddress()) {
                            candidates.add(address);
                        }
                    }
                }
            }
        } catch (final SocketException ex) {
            // no candidates: reported below
        }
        for (final InetAddress address : candidates) {
            if (address instanceof Inet4Address) {
                return address;
            }
        }
        if (candidates.isEmpty()) {
            throw new IllegalArgumentException("this host has no non-loopback address for the other hosts to reach "
                + "PE 0 on: give --bootstrap-address");
        }
        return candidates.get(0);
    }

    private static String interfaceNames() {
        final List<String> names = new ArrayList<>();
        try {
            for (final NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                names.add(nic.getName());
            }
        } catch (final SocketException ex) {
            return "none that can be listed";
        }
        Collections.sort(names);
        return String.join(", ", names);
    }

    /**
     * A port that is free on a local address now. Another process could take it before PE 0 binds it, which is
     * unlikely enough that PE 0's bind error is the right answer.
     *
     * @param address a local address.
     * @return the port.
     */
    static int freePort(final InetAddress address) {
        try (ServerSocket probe = new ServerSocket(0, 1, address)) {
            return probe.getLocalPort();
        } catch (final IOException ex) {
            throw new IllegalArgumentException("cannot find a free port on " + address.getHostAddress() + ": "
                + ex.getMessage(), ex);
        }
    }
}
