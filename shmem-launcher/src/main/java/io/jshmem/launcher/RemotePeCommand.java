package io.jshmem.launcher;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The command a launch agent runs on another host to start one PE: a small POSIX {@code sh} script that changes
 * to shmemrun's working directory, checks that java is there, prints {@link #STARTED} on standard output (so
 * shmemrun can tell a PE that could not be started from one that failed), then runs java through {@code env}
 * with the PE's variables (ssh passes no environment, so the variables travel on the command line).
 *
 * <p>Through a remote shell (ssh) the script waits for java and exits with its status, so a PE killed by a
 * signal reports {@code 128 + n} (ssh itself would turn a killed command into 255). Through an agent that runs
 * the command directly ({@code ip netns exec}) it {@code exec}s java, so shmemrun's signals reach the JVM.
 */
final class RemotePeCommand {
    /** The line the script prints once the host is reached, the directory entered and java found. */
    static final String STARTED = "#jshmem-pe-started#";

    private static final String WAITING_SCRIPT = script("");
    private static final String EXEC_SCRIPT = script("exec ");

    private RemotePeCommand() {
    }

    private static String script(final String exec) {
        return "cd \"$1\" || exit 126; java=$2; shift 2; "
            + "if [ ! -x \"$java\" ]; then echo \"$java: no such executable\" >&2; exit 127; fi; "
            + "echo '" + STARTED + "'; " + exec + "env \"$@\"; exit $?";
    }

    /**
     * The command as separate arguments.
     *
     * @param workingDirectory where the PE runs.
     * @param environment      the PE's variables.
     * @param command          java and its arguments.
     * @param throughShell     whether a remote shell runs it (the script then waits for java rather than exec it).
     * @return {@code /bin/sh -c SCRIPT jshmem-pe DIR JAVA NAME=VALUE... JAVA ARG...}.
     */
    static List<String> arguments(final String workingDirectory, final Map<String, String> environment,
                                  final List<String> command, final boolean throughShell) {
        final List<String> args = new ArrayList<>();
        args.add("/bin/sh");
        args.add("-c");
        args.add(throughShell ? WAITING_SCRIPT : EXEC_SCRIPT);
        args.add("jshmem-pe");
        args.add(workingDirectory);
        args.add(command.get(0));
        // sorted, so that the command line reads the same for every PE apart from its own values
        new TreeMap<>(environment).forEach((name, value) -> args.add(name + "=" + value));
        args.addAll(command);
        return args;
    }
}
