package io.jshmem.bootstrap;

import io.jshmem.exceptions.BootstrapException;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Locale;

/**
 * Names a job: the address and port where PE 0 listens, 128 bits of random magic that every PE must present
 * to join (a shared secret), and the bootstrap protocol version. It travels as one printable token
 * ({@link #toString()}, {@link #parse(String)}), for example {@code jshmem-uid:1@10.0.0.5:41231/<32 hex digits>}
 * or, for IPv6, {@code jshmem-uid:1@[fd00::5]:41231/<32 hex digits>}. Immutable.
 */
public final class UniqueId {
    /** Version of the bootstrap wire protocol this code speaks. */
    public static final int PROTOCOL_VERSION = 1;
    /** Bytes of random magic. */
    public static final int MAGIC_BYTES = 16;

    private static final String PREFIX = "jshmem-uid:";

    private final InetSocketAddress address;
    private final byte[] magic;
    private final int version;

    /** Seeded on first use only: every PE parses an id, but only the launcher creates one. */
    private static final class Randomness {
        static final SecureRandom RANDOM = new SecureRandom();
    }

    private UniqueId(final InetSocketAddress address, final byte[] magic, final int version) {
        this.address = address;
        this.magic = magic;
        this.version = version;
    }

    /**
     * Creates a unique id with fresh random magic for a job whose PE 0 will listen at the given address.
     *
     * @param host the address PE 0 will listen on and every PE can reach.
     * @param port the port PE 0 will listen on, in {@code [1, 65535]}.
     * @return the new id.
     */
    public static UniqueId create(final InetAddress host, final int port) {
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is outside [1, 65535]");
        }
        final byte[] magic = new byte[MAGIC_BYTES];
        Randomness.RANDOM.nextBytes(magic);
        return new UniqueId(new InetSocketAddress(host, port), magic, PROTOCOL_VERSION);
    }

    /**
     * Reads a token made by {@link #toString()}.
     *
     * @param token the token.
     * @return the id.
     * @throws BootstrapException naming what is wrong with a malformed token.
     */
    public static UniqueId parse(final String token) {
        if (token == null) {
            throw new BootstrapException("unique id is missing (JSHMEM_UID is not set?)");
        }
        final String t = token.trim();
        if (!t.startsWith(PREFIX)) {
            throw malformed(token, "it does not start with '" + PREFIX + "'");
        }
        final int at = t.indexOf('@');
        final int slash = t.lastIndexOf('/');
        if (at < 0 || slash < at) {
            throw malformed(token, "expected " + PREFIX + "<version>@<host>:<port>/<magic>");
        }
        final int version = parseInt(token, t.substring(PREFIX.length(), at), "version");
        if (version != PROTOCOL_VERSION) {
            throw malformed(token, "bootstrap protocol version " + version + " is not supported (this library speaks "
                + PROTOCOL_VERSION + "; are all PEs running the same jshmem?)");
        }
        final String hostPort = t.substring(at + 1, slash);
        final int colon = hostPort.lastIndexOf(':');
        if (colon <= 0) {
            throw malformed(token, "no <host>:<port>");
        }
        String host = hostPort.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        } else if (host.indexOf(':') >= 0) {
            throw malformed(token, "IPv6 addresses must be written in brackets");
        }
        final int port = parseInt(token, hostPort.substring(colon + 1), "port");
        if (port < 1 || port > 65535) {
            throw malformed(token, "port " + port + " is outside [1, 65535]");
        }
        final String hex = t.substring(slash + 1);
        if (hex.length() != 2 * MAGIC_BYTES) {
            throw malformed(token, "magic must be " + 2 * MAGIC_BYTES + " hex digits, found " + hex.length());
        }
        final byte[] magic;
        try {
            magic = HexFormat.of().parseHex(hex);
        } catch (final IllegalArgumentException ex) {
            throw malformed(token, "magic is not hexadecimal");
        }
        if (!isLiteralAddress(host)) {
            throw malformed(token, "host must be a numeric IPv4 or IPv6 address");
        }
        try {
            return new UniqueId(new InetSocketAddress(InetAddress.getByName(host), port), magic, version);
        } catch (final UnknownHostException ex) {
            throw malformed(token, "host '" + host + "' is not an address");
        }
    }

    /**
     * Whether a host is a numeric address, so that resolving it never asks DNS: four dotted decimal octets, or
     * an IPv6 literal (hex digits, colons, an optional embedded IPv4 and an optional {@code %scope}).
     */
    private static boolean isLiteralAddress(final String host) {
        if (host.indexOf(':') < 0) {
            final String[] octets = host.split("\\.", -1);
            if (octets.length != 4) {
                return false;
            }
            for (final String octet : octets) {
                if (octet.isEmpty() || octet.length() > 3 || !octet.chars().allMatch(c -> c >= '0' && c <= '9')
                    || Integer.parseInt(octet) > 255) {
                    return false;
                }
            }
            return true;
        }
        final int percent = host.indexOf('%');
        final String address = percent < 0 ? host : host.substring(0, percent);
        final String scope = percent < 0 ? "" : host.substring(percent + 1);
        if (percent >= 0 && (scope.isEmpty() || !scope.chars().allMatch(c -> Character.isLetterOrDigit(c)
            || c == '.' || c == '_' || c == '-'))) {
            return false;
        }
        for (int i = 0; i < address.length(); i++) {
            final char c = Character.toLowerCase(address.charAt(i));
            if (!((c >= '0' && c <= '9') || c == '.' || c == ':' || (c >= 'a' && c <= 'f'))) {
                return false;
            }
        }
        return true;
    }

    private static int parseInt(final String token, final String text, final String what) {
        try {
            return Integer.parseInt(text);
        } catch (final NumberFormatException ex) {
            throw malformed(token, what + " '" + text + "' is not a number");
        }
    }

    private static BootstrapException malformed(final String token, final String why) {
        return new BootstrapException("malformed unique id '" + token + "': " + why);
    }

    /**
     * Where PE 0 listens.
     *
     * @return address and port.
     */
    public InetSocketAddress address() {
        return address;
    }

    /**
     * The magic (a copy).
     *
     * @return {@link #MAGIC_BYTES} bytes.
     */
    public byte[] magic() {
        return magic.clone();
    }

    /**
     * Whether some bytes equal the magic, in time independent of where they differ.
     *
     * @param candidate bytes presented by a connecting peer.
     * @return true when equal.
     */
    public boolean magicMatches(final byte[] candidate) {
        return java.security.MessageDigest.isEqual(magic, candidate);
    }

    /**
     * The bootstrap protocol version.
     *
     * @return the version.
     */
    public int version() {
        return version;
    }

    /**
     * The printable token that {@link #parse(String)} reads back.
     *
     * @return the token.
     */
    @Override
    public String toString() {
        final String host = address.getAddress().getHostAddress();
        final String hostPart = host.indexOf(':') >= 0 ? "[" + host + "]" : host;
        return PREFIX + version + "@" + hostPart + ":" + address.getPort() + "/"
            + HexFormat.of().formatHex(magic).toLowerCase(Locale.ROOT);
    }

    @Override
    public boolean equals(final Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof UniqueId)) {
            return false;
        }
        final UniqueId other = (UniqueId) o;
        return version == other.version && address.equals(other.address) && Arrays.equals(magic, other.magic);
    }

    @Override
    public int hashCode() {
        return 31 * address.hashCode() + Arrays.hashCode(magic);
    }
}
