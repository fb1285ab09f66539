package io.jshmem.bootstrap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jshmem.exceptions.BootstrapException;

import java.net.InetAddress;
import java.net.UnknownHostException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class UniqueIdTest {
    private static final String MAGIC = "00112233445566778899aabbccddeeff";

    @Test
    void shouldRoundTripIpv4Token() throws UnknownHostException {
        final UniqueId uid = UniqueId.create(InetAddress.getByName("10.0.0.5"), 41231);
        final String token = uid.toString();
        assertTrue(token.startsWith("jshmem-uid:1@10.0.0.5:41231/"), token);
        final UniqueId parsed = UniqueId.parse(token);
        assertEquals(uid, parsed);
        assertEquals(uid.hashCode(), parsed.hashCode());
        assertArrayEquals(uid.magic(), parsed.magic());
        assertEquals(41231, parsed.address().getPort());
        assertEquals(UniqueId.PROTOCOL_VERSION, parsed.version());
    }

    @ParameterizedTest
    @ValueSource(strings = {"::1", "fd00::5", "2001:db8:0:0:1:0:0:1"})
    void shouldRoundTripIpv6Token(final String host) throws UnknownHostException {
        final UniqueId uid = UniqueId.create(InetAddress.getByName(host), 7000);
        final String token = uid.toString();
        assertTrue(token.contains("@[") && token.contains("]:7000/"), token);
        assertEquals(uid, UniqueId.parse(token));
        assertEquals(InetAddress.getByName(host), UniqueId.parse(token).address().getAddress());
    }

    @Test
    void shouldAcceptSurroundingWhitespace() {
        final UniqueId uid = UniqueId.parse("  jshmem-uid:1@127.0.0.1:5000/" + MAGIC + "\n");
        assertEquals(5000, uid.address().getPort());
    }

    @Test
    void shouldCreateFreshMagicEachTime() throws UnknownHostException {
        final InetAddress host = InetAddress.getByName("127.0.0.1");
        final UniqueId a = UniqueId.create(host, 5000);
        final UniqueId b = UniqueId.create(host, 5000);
        assertNotEquals(a, b);
        assertEquals(UniqueId.MAGIC_BYTES, a.magic().length);
    }

    @Test
    void shouldCompareMagic() {
        final UniqueId uid = UniqueId.parse("jshmem-uid:1@127.0.0.1:5000/" + MAGIC);
        assertTrue(uid.magicMatches(uid.magic()));
        final byte[] other = uid.magic();
        other[15] ^= 1;
        assertFalse(uid.magicMatches(other));
        assertFalse(uid.magicMatches(new byte[3]));
        assertFalse(uid.magicMatches(null));
    }

    @Test
    void shouldNotLetCallersChangeTheMagic() {
        final UniqueId uid = UniqueId.parse("jshmem-uid:1@127.0.0.1:5000/" + MAGIC);
        uid.magic()[0] = 42;
        assertEquals(UniqueId.parse("jshmem-uid:1@127.0.0.1:5000/" + MAGIC), uid);
    }

    @Test
    void shouldRejectPortOutOfRangeOnCreate() {
        final InetAddress host = InetAddress.getLoopbackAddress();
        assertTrue(assertThrows(IllegalArgumentException.class, () -> UniqueId.create(host, 0))
            .getMessage().contains("port 0"));
        assertThrows(IllegalArgumentException.class, () -> UniqueId.create(host, 65536));
    }

    @Test
    void shouldRejectMissingToken() {
        assertTrue(assertThrows(BootstrapException.class, () -> UniqueId.parse(null)).getMessage()
            .contains("JSHMEM_UID"));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "uid:1@127.0.0.1:5000/" + MAGIC + "                   | does not start with 'jshmem-uid:'",
        "jshmem-uid:1-127.0.0.1:5000-" + MAGIC + "            | expected jshmem-uid:<version>@<host>:<port>/<magic>",
        "jshmem-uid:x@127.0.0.1:5000/" + MAGIC + "            | version 'x' is not a number",
        "jshmem-uid:2@127.0.0.1:5000/" + MAGIC + "            | protocol version 2 is not supported",
        "jshmem-uid:1@127.0.0.1/" + MAGIC + "                 | no <host>:<port>",
        "jshmem-uid:1@fd00::5:5000/" + MAGIC + "              | IPv6 addresses must be written in brackets",
        "jshmem-uid:1@127.0.0.1:http/" + MAGIC + "            | port 'http' is not a number",
        "jshmem-uid:1@127.0.0.1:70000/" + MAGIC + "           | port 70000 is outside [1, 65535]",
        "jshmem-uid:1@127.0.0.1:5000/00112233                 | magic must be 32 hex digits, found 8",
        "jshmem-uid:1@127.0.0.1:5000/zz112233445566778899aabbccddeeff | magic is not hexadecimal",
        "jshmem-uid:1@localhost:5000/" + MAGIC + "            | host must be a numeric IPv4 or IPv6 address",
        "jshmem-uid:1@cafe:5000/" + MAGIC + "                 | host must be a numeric IPv4 or IPv6 address",
        "jshmem-uid:1@1.2.3:5000/" + MAGIC + "                | host must be a numeric IPv4 or IPv6 address",
        "jshmem-uid:1@1.2.3.256:5000/" + MAGIC + "            | host must be a numeric IPv4 or IPv6 address",
        "jshmem-uid:1@[fd00::zz]:5000/" + MAGIC + "           | host must be a numeric IPv4 or IPv6 address",
        "jshmem-uid:1@[fd00:::::::::5]:5000/" + MAGIC + "     | is not an address",
    })
    void shouldRejectMalformedToken(final String token, final String expected) {
        final BootstrapException ex = assertThrows(BootstrapException.class, () -> UniqueId.parse(token));
        assertTrue(ex.getMessage().contains(expected), ex.getMessage());
        assertTrue(ex.getMessage().startsWith("malformed unique id '" + token + "'"), ex.getMessage());
    }
}
