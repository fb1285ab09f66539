package io.jshmem.launcher;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs every PE on this host; PE 0 listens on 127.0.0.1.
 */
public final class LocalPlacement implements PePlacement {
    /** The host name in every slot. */
    public static final String HOST = "localhost";

    private final InetAddress loopback;

    /**
     * Creates the placement.
     */
    public LocalPlacement() {
        try {
            loopback = InetAddress.getByAddress(new byte[] {127, 0, 0, 1});
        } catch (final UnknownHostException ex) {
            throw new IllegalStateException("127.0.0.1 is not an address", ex);
        }
    }

    @Override
    public List<PeSlot> place(final int nPes) {
        final List<PeSlot> slots = new ArrayList<>(nPes);
        for (int pe = 0; pe < nPes; pe++) {
            slots.add(new PeSlot(pe, HOST));
        }
        return slots;
    }

    /**
     * {@inheritDoc}
     *
     * <p>The port is one the kernel hands out for an ephemeral bind and that is free now; another process could
     * take it before PE 0 binds it, which is unlikely enough that PE 0's bind error is the right answer.
     */
    @Override
    public InetSocketAddress bootstrapEndpoint() {
        try (ServerSocket probe = new ServerSocket(0, 1, loopback)) {
            return new InetSocketAddress(loopback, probe.getLocalPort());
        } catch (final IOException ex) {
            throw new UncheckedIOException("cannot find a free port on " + loopback.getHostAddress(), ex);
        }
    }
}
