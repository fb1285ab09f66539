package io.jshmem.dist;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Test program: prints {@code pe=<pe> host=<JSHMEM_HOST_ID> addresses=<IPv4 addresses of its network namespace>},
 * so a test can tell where each PE really ran.
 */
public final class WhereAmI {
    private WhereAmI() {
    }

    public static void main(final String[] args) throws Exception {
        final List<String> addresses = new ArrayList<>();
        for (final NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            for (final InetAddress address : Collections.list(nic.getInetAddresses())) {
                if (address instanceof Inet4Address && !address.isLoopbackAddress()) {
                    addresses.add(address.getHostAddress());
                }
            }
        }
        Collections.sort(addresses);
        System.out.println("pe=" + TestPe.me() + " host=" + System.getenv("JSHMEM_HOST_ID") + " addresses="
            + String.join(",", addresses));
    }
}
