package io.jshmem.launcher;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.Locale;

/**
 * Tells whether a host name means the machine shmemrun runs on, so its PEs start as child processes as in a
 * one-host job: {@code localhost}, a loopback address, this machine's host name (short or qualified), or a name
 * that resolves to an address of one of its interfaces.
 */
final class ThisHost {
    private ThisHost() {
    }

    /**
     * This machine's host name.
     *
     * @return the name the kernel reports, or {@code localhost} when it cannot be read.
     */
    static String name() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (final UnknownHostException ex) {
            final String fromEnv = System.getenv("HOSTNAME");
            return fromEnv == null || fromEnv.isBlank() ? "localhost" : fromEnv;
        }
    }

    /**
     * Whether a host name means this machine.
     *
     * @param host a host name or numeric address.
     * @return true when it is this machine.
     */
    static boolean is(final String host) {
        final String h = host.toLowerCase(Locale.ROOT);
        if (h.equals("localhost") || h.equals("127.0.0.1") || h.equals("::1")) {
            return true;
        }
        final String me = name().toLowerCase(Locale.ROOT);
        if (h.equals(me) || shortName(h).equals(shortName(me)) && (h.indexOf('.') < 0 || me.indexOf('.') < 0)) {
            return true;
        }
        try {
            for (final InetAddress address : InetAddress.getAllByName(host)) {
                if (isLocalAddress(address)) {
                    return true;
                }
            }
        } catch (final UnknownHostException ex) {
            // a name only the launch agent knows (a container, a network namespace): not this machine
        }
        return false;
    }

    /**
     * Whether an address belongs to one of this machine's interfaces (loopback included).
     *
     * @param address the address.
     * @return true when a socket can be bound to it here.
     */
    static boolean isLocalAddress(final InetAddress address) {
        if (address.isLoopbackAddress() || address.isAnyLocalAddress()) {
            return true;
        }
        try {
            return NetworkInterface.getByInetAddress(address) != null;
        } catch (final SocketException ex) {
            return false;
        }
    }

    private static String shortName(final String host) {
        final int dot = host.indexOf('.');
        // a numeric IPv4 address has dots but no short name
        return dot < 0 || Character.isDigit(host.charAt(0)) ? host : host.substring(0, dot);
    }

}
