package io.jshmem.launcher;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LaunchAgentTest {
    private static final List<String> PE = List.of("/bin/sh", "-c", "echo $0", "a b");

    @Test
    void shouldHandTheCommandToSshAsOneQuotedLine() {
        final LaunchAgent ssh = LaunchAgent.parse(LaunchAgent.DEFAULT);

        assertTrue(ssh.throughShell());
        assertEquals(List.of("ssh", "-o", "BatchMode=yes", "-o", "ConnectTimeout=10", "-x", "-T", "h2",
            "/bin/sh -c 'echo $0' 'a b'"), ssh.command("h2", PE));
    }

    @Test
    void shouldAppendTheCommandAsArgumentsForOtherAgents() {
        final LaunchAgent netns = LaunchAgent.parse("ip netns exec {host}");

        assertFalse(netns.throughShell());
        assertEquals(List.of("ip", "netns", "exec", "h2", "/bin/sh", "-c", "echo $0", "a b"),
            netns.command("h2", PE));
    }

    @Test
    void shouldPutTheCommandLineWhereTheTemplateSays() {
        final LaunchAgent agent = LaunchAgent.parse("/usr/bin/oarsh {host} {command} --trailer");

        assertEquals(List.of("/usr/bin/oarsh", "node7",
            "/bin/sh -c 'echo $0' 'a b'", "--trailer"), agent.command("node7", PE));
    }

    @Test
    void shouldReplaceTheHostInsideWords() {
        assertEquals(List.of("docker", "exec", "-i", "jshmem-h2", "/bin/sh", "-c", "echo $0", "a b"),
            LaunchAgent.parse("docker exec -i jshmem-{host}").command("h2", PE));
    }

    @Test
    void shouldRejectATemplateWithoutHost() {
        assertEquals("--launch-agent 'ssh node1' has no {host}", assertThrows(IllegalArgumentException.class,
            () -> LaunchAgent.parse("ssh node1")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> LaunchAgent.parse("  "));
    }
}
