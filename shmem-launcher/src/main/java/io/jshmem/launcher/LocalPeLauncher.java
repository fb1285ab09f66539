package io.jshmem.launcher;

import java.io.File;
import java.io.IOException;
import java.lang.ProcessBuilder.Redirect;
import java.util.List;
import java.util.Map;

/**
 * Starts a PE as a child process on this host. It inherits shmemrun's environment and working directory; its
 * output goes to pipes that the supervisor pumps; standard input goes to PE 0 only (as with {@code mpirun}), the
 * others read an empty stream.
 */
public final class LocalPeLauncher implements PeLauncher {
    private static final File NO_INPUT = new File("/dev/null");

    @Override
    public PeProcess launch(final PeSlot slot, final List<String> command, final Map<String, String> environment)
        throws IOException {
        final ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().putAll(environment);
        builder.redirectInput(slot.pe() == 0 ? Redirect.INHERIT : Redirect.from(NO_INPUT));
        return new LocalPeProcess(slot.pe(), builder.start());
    }
}
