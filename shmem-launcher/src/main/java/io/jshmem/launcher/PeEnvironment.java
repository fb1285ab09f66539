package io.jshmem.launcher;

import io.jshmem.bootstrap.UniqueId;
import io.jshmem.config.Knob;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The variables shmemrun sets for each PE: the job's unique id, the PE's number, the number of PEs and
 * shmemrun's pid (a PE ends itself when that process disappears), on top of the user's exports. In a multi-host
 * job each PE also gets {@code JSHMEM_HOST_ID}, its host's name, unless the user exports one.
 */
final class PeEnvironment {
    /** shmemrun's pid, watched by every PE. */
    static final String LAUNCHER_PID = "JSHMEM_LAUNCHER_PID";
    /** The variables only shmemrun may set. */
    static final Set<String> RESERVED = Set.of(Knob.UID.envName(), Knob.PE.envName(), Knob.NPES.envName(),
        LAUNCHER_PID, AgentPeLauncher.LAUNCHER_LINK);

    private final Map<String, String> common;
    private final boolean hostIds;

    /**
     * Creates the environment of a job.
     *
     * @param uid         the job's unique id.
     * @param nPes        number of PEs.
     * @param launcherPid shmemrun's pid.
     * @param exports     the user's variables.
     */
    PeEnvironment(final UniqueId uid, final int nPes, final long launcherPid, final Map<String, String> exports) {
        this(uid, nPes, launcherPid, exports, false);
    }

    /**
     * Creates the environment of a job that may span hosts.
     *
     * @param uid         the job's unique id.
     * @param nPes        number of PEs.
     * @param launcherPid shmemrun's pid.
     * @param exports     the user's variables.
     * @param hostIds     whether each PE gets its host's name as {@code JSHMEM_HOST_ID}.
     */
    PeEnvironment(final UniqueId uid, final int nPes, final long launcherPid, final Map<String, String> exports,
                  final boolean hostIds) {
        this.hostIds = hostIds && !exports.containsKey(Knob.HOST_ID.envName());
        common = new HashMap<>(exports);
        common.put(Knob.UID.envName(), uid.toString());
        common.put(Knob.NPES.envName(), Integer.toString(nPes));
        common.put(LAUNCHER_PID, Long.toString(launcherPid));
    }

    /**
     * The variables of one PE.
     *
     * @param pe the PE's number.
     * @return a new map.
     */
    Map<String, String> forPe(final int pe) {
        final Map<String, String> env = new HashMap<>(common);
        env.put(Knob.PE.envName(), Integer.toString(pe));
        return env;
    }

    /**
     * The variables of the PE in a slot: those of {@link #forPe(int)} and, in a multi-host job, the host's name
     * as {@code JSHMEM_HOST_ID} (this host's own name for a slot on this host, so all its PEs agree).
     *
     * @param slot the PE's slot.
     * @return a new map.
     */
    Map<String, String> forSlot(final PeSlot slot) {
        final Map<String, String> env = forPe(slot.pe());
        if (hostIds) {
            env.put(Knob.HOST_ID.envName(), slot.local() ? ThisHost.name() : slot.host());
        }
        return env;
    }

    /**
     * Reads {@code -x} arguments: {@code NAME=VALUE} sets a variable, a bare {@code NAME} passes on shmemrun's
     * value of it (and nothing when shmemrun has none), as Open MPI's {@code mpirun -x} does.
     *
     * @param arguments   the {@code -x} values in command-line order; a later one wins.
     * @param launcherEnv shmemrun's environment.
     * @return the variables, in order.
     * @throws IllegalArgumentException naming a malformed or reserved variable.
     */
    static Map<String, String> parseExports(final List<String> arguments, final Map<String, String> launcherEnv) {
        final Map<String, String> exports = new LinkedHashMap<>();
        for (final String argument : arguments) {
            final int equals = argument.indexOf('=');
            final String name = equals < 0 ? argument : argument.substring(0, equals);
            if (!isVariableName(name)) {
                throw new IllegalArgumentException("-x " + argument + ": '" + name + "' is not a variable name");
            }
            if (RESERVED.contains(name)) {
                throw new IllegalArgumentException("-x " + argument + ": " + name + " is set by shmemrun itself");
            }
            if (equals >= 0) {
                exports.put(name, argument.substring(equals + 1));
            } else if (launcherEnv.containsKey(name)) {
                exports.put(name, launcherEnv.get(name));
            }
        }
        return exports;
    }

    private static boolean isVariableName(final String name) {
        if (name.isEmpty() || Character.isDigit(name.charAt(0))) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            final char c = name.charAt(i);
            if (!(c == '_' || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) {
                return false;
            }
        }
        return true;
    }
}
