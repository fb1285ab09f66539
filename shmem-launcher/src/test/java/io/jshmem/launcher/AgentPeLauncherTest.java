package io.jshmem.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The agent path with real processes: agents that run the PE's command on this machine. */
@Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class AgentPeLauncherTest {
    private static final String WORKING_DIRECTORY = System.getProperty("java.io.tmpdir");

    private static AgentPeLauncher launcher(final String agent) {
        return new AgentPeLauncher(LaunchAgent.parse(agent),
            Map.of("SHMEM_DEBUG", "1", "UCX_TLS", "tcp", "HOME", "/nowhere"), WORKING_DIRECTORY);
    }

    private static String read(final InputStream in) throws Exception {
        try (InputStream stream = in) {
            return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void shouldRunThePeThroughTheAgentWithItsVariablesAndStatus() throws Exception {
        // "env AGENT_HOST={host}" plays a remote host: it runs what follows here
        final PeProcess pe = launcher("env AGENT_HOST={host}").launch(new PeSlot(2, "h2", false),
            List.of("/bin/sh", "-c", "echo \"$AGENT_HOST $JSHMEM_PE $SHMEM_DEBUG $UCX_TLS "
                + "${JSHMEM_LAUNCHER_PID:-nopid} $JSHMEM_LAUNCHER_LINK $(pwd)\"; echo oops >&2; exit 3"),
            Map.of("JSHMEM_PE", "2", "JSHMEM_LAUNCHER_PID", "99"));

        assertEquals("h2 2 1 tcp nopid stdin " + WORKING_DIRECTORY + "\n", read(pe.stdout()));
        assertEquals("oops\n", read(pe.stderr()));
        assertEquals(3, pe.onExit().get(20, TimeUnit.SECONDS));
        assertNull(pe.startFailure());
    }

    @Test
    void shouldQuoteTheCommandForAnAgentThatHandsItToAShell() throws Exception {
        // "sh -c {command} {host}" is what ssh does on the other side: one line for a shell
        final PeProcess pe = launcher("sh -c {command} {host}").launch(new PeSlot(1, "h1", false),
            List.of("/bin/sh", "-c", "printf '%s|' \"$@\"", "x", "it's", "a b", "$HOME", "*"),
            Map.of("JSHMEM_PE", "1"));

        assertEquals("it's|a b|$HOME|*|", read(pe.stdout()));
        assertEquals(0, pe.onExit().get(20, TimeUnit.SECONDS));
    }

    @Test
    void shouldGiveTheAgentsOneLineWhenThePeNeverStarted() throws Exception {
        final PeProcess pe = launcher("sh -c 'echo \"ssh: connect to host $0 port 22: Connection refused\" >&2; "
            + "exit 255' {host}").launch(new PeSlot(2, "h2", false), List.of("/bin/true"), Map.of());

        assertEquals("", read(pe.stdout()));
        assertEquals("", read(pe.stderr()));
        assertEquals(255, pe.onExit().get(20, TimeUnit.SECONDS));
        assertEquals("ssh: connect to host h2 port 22: Connection refused", pe.startFailure());
    }

    @Test
    void shouldSayWhenJavaIsMissingOnTheOtherHost() throws Exception {
        final PeProcess pe = launcher("env AGENT_HOST={host}").launch(new PeSlot(0, "h1", false),
            List.of("/no/such/java", "-version"), Map.of());

        assertEquals("", read(pe.stdout()));
        read(pe.stderr());
        assertEquals(127, pe.onExit().get(20, TimeUnit.SECONDS));
        assertEquals("/no/such/java: no such executable", pe.startFailure());
    }

    @Test
    void shouldPassOnALoginScriptsChatterOnceThePeHasStarted() throws Exception {
        final PeProcess pe = launcher("sh -c 'echo welcome; echo warning >&2; exec \"$@\"' {host}")
            .launch(new PeSlot(0, "h1", false), List.of("/bin/echo", "hello"), Map.of());

        assertEquals("welcome\nhello\n", read(pe.stdout()));
        assertEquals("warning\n", read(pe.stderr()));
        assertEquals(0, pe.onExit().get(20, TimeUnit.SECONDS));
        assertNull(pe.startFailure());
    }

    @Test
    void shouldCloseThePesStandardInputWhenTheLinkIsCut() throws Exception {
        // a jshmem PE ends itself when its standard input ends; this one says so
        final AgentPeProcess pe = (AgentPeProcess) launcher("env AGENT_HOST={host}").launch(
            new PeSlot(0, "h1", false), List.of("/bin/sh", "-c", "cat >/dev/null; echo link-closed"), Map.of());
        Thread.sleep(300);
        assertTrue(pe.isAlive(), "the link stays open while shmemrun runs");

        pe.cutLink();

        assertEquals("link-closed\n", read(pe.stdout()));
        assertEquals(0, pe.onExit().get(20, TimeUnit.SECONDS));
        assertFalse(pe.isAlive());
    }
}
