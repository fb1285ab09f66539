package io.jshmem.launcher;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs every PE on this host; PE 0 listens on 127.0.0.1 unless another address is asked for.
 */
public final class LocalPlacement implements PePlacement {
    /** The host name in every slot. */
    public static final String HOST = "localhost";

    private final BootstrapRequest bootstrap;

    /**
     * Creates the placement with PE 0 on 127.0.0.1 and a free port.
     */
    public LocalPlacement() {
        this(BootstrapRequest.NONE);
    }

    LocalPlacement(final BootstrapRequest bootstrap) {
        this.bootstrap = bootstrap;
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
        return BootstrapEndpoints.choose(bootstrap, HOST, true, true, List.of());
    }

    @Override
    public boolean multiHost() {
        return false;
    }
}
