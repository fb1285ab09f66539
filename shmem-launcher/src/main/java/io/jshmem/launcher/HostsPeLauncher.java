package io.jshmem.launcher;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * Starts each PE of a multi-host job where its slot says: as a child process when the slot is on this host,
 * through the launch agent otherwise.
 */
final class HostsPeLauncher implements PeLauncher {
    private final PeLauncher local;
    private final PeLauncher remote;

    HostsPeLauncher(final PeLauncher local, final PeLauncher remote) {
        this.local = local;
        this.remote = remote;
    }

    @Override
    public PeProcess launch(final PeSlot slot, final List<String> command, final Map<String, String> environment)
        throws IOException {
        return slot.local() ? local.launch(slot, command, environment) : remote.launch(slot, command, environment);
    }
}
