package io.jshmem.launcher;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * Starts one PE.
 */
public interface PeLauncher {
    /**
     * Starts one PE.
     *
     * @param slot        where it runs and its number.
     * @param command     the program and its arguments, starting with the java executable.
     * @param environment variables to set on top of the launcher's own environment.
     * @return the running PE.
     * @throws IOException when the PE cannot be started.
     */
    PeProcess launch(PeSlot slot, List<String> command, Map<String, String> environment) throws IOException;
}
