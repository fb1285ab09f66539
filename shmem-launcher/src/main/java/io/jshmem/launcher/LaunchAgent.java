package io.jshmem.launcher;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The command that starts a PE on another host ({@code --launch-agent}): words split as a shell would, with
 * {@code {host}} replaced by the host's name in each. The PE's command ({@link RemotePeCommand}) goes where
 * {@code {command}} stands, as one line for a remote shell; without {@code {command}} it is appended, as one
 * line for a remote shell when the agent is {@code ssh} or {@code rsh} (they join their arguments and hand them
 * to the remote user's shell), else as separate arguments (for agents that run a command directly:
 * {@code ip netns exec}, {@code docker exec -i}, {@code kubectl exec -i NAME --}, {@code chroot}).
 */
final class LaunchAgent {
    /**
     * ssh without prompts (BatchMode: a missing key fails at once instead of asking for a password), without a
     * terminal or X11, and with a bound connect time.
     */
    static final String DEFAULT = "ssh -o BatchMode=yes -o ConnectTimeout=10 -x -T {host}";
    /** Stands for the host's name. */
    static final String HOST = "{host}";
    /** Stands for the PE's command as one shell line. */
    static final String COMMAND = "{command}";

    private static final Set<String> REMOTE_SHELLS = Set.of("ssh", "rsh");

    private final String template;
    private final List<String> words;
    private final boolean throughShell;

    private LaunchAgent(final String template, final List<String> words, final boolean throughShell) {
        this.template = template;
        this.words = words;
        this.throughShell = throughShell;
    }

    /**
     * Reads a template.
     *
     * @param template e.g. {@code ssh -p 2222 {host}} or {@code ip netns exec {host}}.
     * @return the agent.
     * @throws IllegalArgumentException when the template is empty, has an unclosed quote or no {@code {host}}.
     */
    static LaunchAgent parse(final String template) {
        final List<String> words = ShellWords.split(template);
        if (words.isEmpty()) {
            throw new IllegalArgumentException("--launch-agent is empty");
        }
        if (words.stream().noneMatch(word -> word.contains(HOST))) {
            throw new IllegalArgumentException("--launch-agent '" + template + "' has no " + HOST);
        }
        final boolean commandPlaceholder = words.contains(COMMAND);
        final String program = Path.of(words.get(0)).getFileName().toString();
        return new LaunchAgent(template, List.copyOf(words), commandPlaceholder || REMOTE_SHELLS.contains(program));
    }

    /**
     * Whether the PE's command reaches a remote shell as one line (rather than as separate arguments).
     *
     * @return true for ssh-like agents.
     */
    boolean throughShell() {
        return throughShell;
    }

    /**
     * The agent's program, for messages.
     *
     * @return the first word, e.g. {@code ssh}.
     */
    String program() {
        return words.get(0);
    }

    /**
     * The full command that starts a PE on a host.
     *
     * @param host         the host.
     * @param peArguments  the PE's command as separate arguments ({@link RemotePeCommand#arguments}).
     * @return the agent's words followed by, or with {@code {command}} replaced by, the PE's command.
     */
    List<String> command(final String host, final List<String> peArguments) {
        final List<String> command = new ArrayList<>();
        boolean placed = false;
        for (final String word : words) {
            if (word.equals(COMMAND)) {
                command.add(ShellWords.line(peArguments));
                placed = true;
            } else {
                command.add(word.replace(HOST, host));
            }
        }
        if (!placed) {
            if (throughShell) {
                command.add(ShellWords.line(peArguments));
            } else {
                command.addAll(peArguments);
            }
        }
        return command;
    }

    @Override
    public String toString() {
        return template;
    }
}
