package io.jshmem.core;

import io.jshmem.ContextOption;
import io.jshmem.core.transport.Transport;
import io.jshmem.exceptions.PeOutOfRangeException;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ContextImplTest {
    /** What the fake transports were asked to do, in order. */
    private final List<String> calls = new ArrayList<>();

    /** A transport that records calls; with {@code perContext} it hands each context a new transport. */
    private Transport transport(final String name, final boolean perContext) {
        return (Transport) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Transport.class},
            (proxy, method, args) -> {
                switch (method.getName()) {
                    case "contextTransport":
                        calls.add(name + ".contextTransport" + args[0]);
                        return perContext ? transport(name + "'", false) : proxy;
                    case "toString":
                        return name;
                    case "hashCode":
                        return System.identityHashCode(proxy);
                    case "equals":
                        return proxy == args[0];
                    default:
                        calls.add(name + "." + method.getName());
                        return method.getReturnType() == long.class ? 7L : null;
                }
            });
    }

    @Test
    void shouldAskEachTransportOnceAndCloseOnlyWhatTheContextOwns() {
        final Transport shared = transport("shm", false);
        final Transport rdma = transport("rdma", true);
        final List<ContextImpl> destroyed = new ArrayList<>();
        final ContextImpl ctx = ContextImpl.create(new Transport[] {shared, rdma, shared, rdma}, null,
            EnumSet.of(ContextOption.PRIVATE), destroyed::add);
        assertEquals(List.of("shm.contextTransport[PRIVATE]", "rdma.contextTransport[PRIVATE]"), calls);
        calls.clear();
        ctx.quiet();
        assertEquals(List.of("shm.quiet", "rdma'.quiet"), calls, "quiet covers the context's own transports");
        calls.clear();
        ctx.destroy();
        assertEquals(List.of("shm.quiet", "rdma'.quiet", "rdma'.close"), calls,
            "destroy quiets, then closes the transport the context owns, not the shared one");
        assertEquals(List.of(ctx), destroyed);
        ctx.destroy();
        assertEquals(1, destroyed.size(), "a second destroy does nothing");
    }

    @Test
    void shouldRefuseEveryOperationOnceDestroyed() {
        final ContextImpl ctx = ContextImpl.create(new Transport[] {transport("shm", false)}, null, Set.of(),
            c -> { });
        ctx.destroy();
        final IllegalStateException ex = assertThrows(IllegalStateException.class, ctx::quiet);
        assertTrue(ex.getMessage().contains("destroyed"), ex.getMessage());
        assertThrows(IllegalStateException.class, ctx::fence);
        assertSame(ClosedTransport.DESTROYED, ctx.route[0], "later operations reach the destroyed stand-in");
    }

    @Test
    void shouldNumberATeamContextAsItsTeam() {
        final Transport shm = transport("shm", false);
        final Transport rdma = transport("rdma", true);
        final Transport[] world = {shm, rdma, shm, rdma, shm, rdma};
        final ContextImpl ctx = ContextImpl.forTeam(world, new int[] {5, 1, 2}, "team of 3", null, Set.of(),
            c -> { });
        assertEquals(List.of("rdma.contextTransport[]", "shm.contextTransport[]"), calls,
            "one context transport per distinct transport of the members");
        assertEquals(3, ctx.route.length, "one route entry per team member");
        assertEquals(5, ctx.worldPe(0));
        assertEquals(1, ctx.worldPe(1));
        assertEquals(2, ctx.worldPe(2));
        assertSame(ctx.route[0], ctx.route[1], "members on one transport share the context's transport");
        assertSame(shm, ctx.route[2], "the shared-memory transport serves the context itself");
        final PeOutOfRangeException ex = assertThrows(PeOutOfRangeException.class, () -> ctx.checkPe(3));
        assertTrue(ex.getMessage().contains("3"), ex.getMessage());
        assertThrows(PeOutOfRangeException.class, () -> ctx.checkPe(-1));
        assertTrue(ctx.toString().contains("team of 3"), ctx.toString());
    }

    @Test
    void shouldBeDestroyedWithItsTeamOnce() {
        final List<ContextImpl> destroyed = new ArrayList<>();
        final ContextImpl ctx = ContextImpl.forTeam(new Transport[] {transport("shm", false),
            transport("rdma", true)}, new int[] {1}, "team in slot 2 (1 PE)", null, Set.of(), destroyed::add);
        calls.clear();
        ctx.destroyWithTeam();
        assertEquals(List.of("rdma'.quiet", "rdma'.close"), calls, "operations complete, then resources go");
        assertEquals(List.of(ctx), destroyed);
        assertSame(ClosedTransport.TEAM_DESTROYED, ctx.route[0]);
        final IllegalStateException ex = assertThrows(IllegalStateException.class, ctx::fence);
        assertTrue(ex.getMessage().contains("with its team, team in slot 2"), ex.getMessage());
        ctx.destroy();
        ctx.destroyWithTeam();
        assertEquals(1, destroyed.size(), "a context ends once");
    }

    @Test
    void shouldEndWithItsPe() {
        final ContextImpl ctx = ContextImpl.create(new Transport[] {transport("shm", false)}, null, Set.of(),
            c -> { });
        ctx.closedWithOwner();
        assertSame(ClosedTransport.INSTANCE, ctx.route[0]);
        final IllegalStateException ex = assertThrows(IllegalStateException.class, ctx::quiet);
        assertTrue(ex.getMessage().contains("closed"), ex.getMessage());
    }
}
