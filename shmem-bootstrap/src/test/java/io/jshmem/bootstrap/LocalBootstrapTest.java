package io.jshmem.bootstrap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jshmem.exceptions.BootstrapException;
import io.jshmem.exceptions.GlobalExitException;
import io.jshmem.exceptions.PeerFailedException;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LocalBootstrapTest {
    private static final long WAIT_MS = 20_000;

    @ParameterizedTest(name = "{0} PEs")
    @ValueSource(ints = {1, 2, 3, 7, 64})
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldRunCollectives(final int size) throws Exception {
        final LocalBootstrap.Group group = LocalBootstrap.group(size);
        final List<Integer> ranks = PeThreads.start("local", 0, size, rank -> {
            try (Bootstrap bootstrap = group.member(rank)) {
                return CollectiveChecks.run(bootstrap);
            }
        }).results(WAIT_MS);
        for (int rank = 0; rank < size; rank++) {
            assertEquals(rank, ranks.get(rank));
        }
        assertNull(group.failure());
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void shouldScaleTo512Members() throws Exception {
        final int size = 512;
        final LocalBootstrap.Group group = LocalBootstrap.group(size);
        PeThreads.start("local512", 0, size, rank -> {
            try (Bootstrap bootstrap = group.member(rank)) {
                final byte[][] all = bootstrap.allgather(new byte[] {(byte) rank, (byte) (rank >> 8)});
                for (int pe = 0; pe < size; pe++) {
                    assertEquals(pe, (all[pe][0] & 0xff) | (all[pe][1] & 0xff) << 8);
                }
                assertArrayEquals(new byte[] {5}, bootstrap.broadcast(511, rank == 511 ? new byte[] {5} : null));
                for (int i = 0; i < 20; i++) {
                    bootstrap.barrier();
                }
                return rank;
            }
        }).results(50_000);
        assertNull(group.failure());
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void shouldGiveEachMemberItsOwnResultArrays() throws Exception {
        final LocalBootstrap.Group group = LocalBootstrap.group(2);
        PeThreads.start("own", 0, 2, rank -> {
            final Bootstrap bootstrap = group.member(rank);
            final byte[][] all = bootstrap.allgather(new byte[] {1});
            final byte[] root = bootstrap.broadcast(0, rank == 0 ? new byte[] {2} : null);
            bootstrap.barrier();
            if (rank == 0) {
                all[1][0] = 99;
                root[0] = 99;
            }
            bootstrap.barrier();
            if (rank == 1) {
                assertEquals(1, all[1][0]);
                assertEquals(2, root[0]);
            }
            return null;
        }).results(WAIT_MS);
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void shouldFailEveryMemberWhenCollectivesMismatch() throws Exception {
        final LocalBootstrap.Group group = LocalBootstrap.group(3);
        final List<Throwable> failures = PeThreads.start("mismatch", 0, 3, rank -> {
            final Bootstrap bootstrap = group.member(rank);
            bootstrap.barrier();
            try {
                if (rank == 2) {
                    bootstrap.broadcast(1, null);
                } else {
                    bootstrap.allgather(new byte[0]);
                }
            } catch (final BootstrapException first) {
                // The next call fails the same way: the job is broken for good.
                final BootstrapException next = assertThrows(BootstrapException.class, bootstrap::barrier);
                assertEquals(first.getMessage(), next.getMessage());
                throw first;
            }
            return null;
        }).failures(WAIT_MS);
        for (final Throwable failure : failures) {
            assertMismatch(failure);
        }
    }

    static void assertMismatch(final Throwable failure) {
        assertInstanceOf(BootstrapException.class, failure);
        final String message = failure.getMessage();
        assertTrue(message.contains("PE 2 called broadcast(root 1) while PE ")
            || message.contains("called allgather while PE 2 called broadcast(root 1)"), message);
        assertTrue(message.endsWith("(collective #2)"), message);
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void shouldFailPendingAndNextCallsWhenGroupFailsAMember() throws Exception {
        final LocalBootstrap.Group group = LocalBootstrap.group(3);
        final PeThreads<Object> pes = PeThreads.start("fail", 0, 2, rank -> {
            final Bootstrap bootstrap = group.member(rank);
            try {
                bootstrap.barrier();
            } catch (final PeerFailedException pending) {
                assertEquals(2, bootstrap.failure().failedPe());
                final PeerFailedException next = assertThrows(PeerFailedException.class,
                    () -> bootstrap.allgather(new byte[0]));
                assertEquals(pending.getMessage(), next.getMessage());
                throw pending;
            }
            return null;
        });
        pes.awaitAllBlocked();
        final IllegalStateException cause = new IllegalStateException("boom");
        group.fail(2, cause);
        for (final Throwable failure : pes.failures(WAIT_MS)) {
            final PeerFailedException peerFailed = assertInstanceOf(PeerFailedException.class, failure);
            assertEquals(2, peerFailed.failedPe());
            assertEquals("PE 2 failed: its thread threw java.lang.IllegalStateException: boom",
                peerFailed.getMessage());
        }
        assertSame(cause, group.failure().getCause());
        final PeerFailedException checked = assertThrows(PeerFailedException.class,
            () -> group.member(0).checkHealthy());
        assertEquals(group.failure().getMessage(), checked.getMessage());
        assertSame(group.failure(), checked.getCause());
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void shouldFailWaitingMembersWhenAMemberLeaves() throws Exception {
        final LocalBootstrap.Group group = LocalBootstrap.group(3);
        final PeThreads<Object> pes = PeThreads.start("leave", 0, 2, rank -> {
            group.member(rank).barrier();
            return null;
        });
        pes.awaitAllBlocked();
        group.member(2).close();
        group.member(2).close();
        for (final Throwable failure : pes.failures(WAIT_MS)) {
            final PeerFailedException peerFailed = assertInstanceOf(PeerFailedException.class, failure);
            assertEquals(2, peerFailed.failedPe());
            assertTrue(peerFailed.getMessage().contains("left the job (called close())"), peerFailed.getMessage());
        }
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void shouldFailNextCallWhenAMemberLeftEarlier() throws Exception {
        final LocalBootstrap.Group group = LocalBootstrap.group(2);
        group.member(1).close();
        final PeerFailedException failure = assertThrows(PeerFailedException.class, () -> group.member(0).barrier());
        assertEquals(1, failure.failedPe());
        assertTrue(failure.getMessage().contains("left the job (called close()) while PE 0 waits in barrier"),
            failure.getMessage());
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void shouldNotFailAnyoneWhenAllLeaveAfterTheLastCollective() throws Exception {
        final LocalBootstrap.Group group = LocalBootstrap.group(4);
        PeThreads.start("finish", 0, 4, rank -> {
            final Bootstrap bootstrap = group.member(rank);
            bootstrap.barrier();
            bootstrap.close();
            return null;
        }).results(WAIT_MS);
        assertNull(group.failure());
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void shouldThrowGlobalExitOnEveryMember() throws Exception {
        final LocalBootstrap.Group group = LocalBootstrap.group(3);
        final PeThreads<Object> waiting = PeThreads.start("exit", 0, 2, rank -> {
            group.member(rank).barrier();
            return null;
        });
        waiting.awaitAllBlocked();
        final GlobalExitException own = assertThrows(GlobalExitException.class, () -> group.member(2).globalExit(5));
        assertEquals(5, own.status());
        assertEquals(2, own.failedPe());
        for (final Throwable failure : waiting.failures(WAIT_MS)) {
            final GlobalExitException exit = assertInstanceOf(GlobalExitException.class, failure);
            assertEquals(2, exit.failedPe());
            assertEquals(5, exit.status());
        }
        assertInstanceOf(GlobalExitException.class, group.member(0).failure());
        assertEquals(5, assertThrows(GlobalExitException.class, () -> group.member(1).barrier()).status());
        assertEquals(5, assertThrows(GlobalExitException.class, () -> group.member(1).checkHealthy()).status());
    }

    @Test
    void shouldValidateArguments() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LocalBootstrap.group(0)).getMessage()
            .contains("group size 0"));
        final LocalBootstrap.Group group = LocalBootstrap.group(2);
        assertThrows(IllegalArgumentException.class, () -> group.member(2));
        assertThrows(IllegalArgumentException.class, () -> group.member(-1));
        assertSame(group.member(1), group.member(1));
        assertEquals(1, group.member(1).rank());
        assertEquals(2, group.member(1).size());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> group.member(0).broadcast(2, new byte[0]))
            .getMessage().contains("root 2"));
        assertThrows(NullPointerException.class, () -> group.member(0).allgather(null));
        assertNull(group.member(0).failure());
        group.member(0).checkHealthy();
    }

    @Test
    void shouldRefuseCollectivesAfterClose() {
        final LocalBootstrap.Group group = LocalBootstrap.group(1);
        final LocalBootstrap bootstrap = group.member(0);
        assertArrayEquals(new byte[] {3}, bootstrap.allgather(new byte[] {3})[0]);
        bootstrap.close();
        bootstrap.close();
        assertTrue(assertThrows(IllegalStateException.class, bootstrap::barrier).getMessage()
            .contains("after close()"));
        assertNotEquals(-1, bootstrap.toString().indexOf("closed"));
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void shouldFailOthersWhenAMemberAborts() throws Exception {
        final LocalBootstrap.Group group = LocalBootstrap.group(3);
        final List<Throwable> failures = PeThreads.start("local-abort", 0, 3, rank -> {
            final LocalBootstrap member = group.member(rank);
            member.barrier();
            if (rank == 1) {
                member.abort(new IllegalStateException("init failed"));
                return null;
            }
            member.barrier();
            return null;
        }).failures(20_000);
        assertNull(failures.get(1));
        for (final int rank : new int[] {0, 2}) {
            final PeerFailedException ex = assertInstanceOf(PeerFailedException.class, failures.get(rank));
            assertEquals(1, ex.failedPe());
            assertTrue(ex.getMessage().contains("init failed"), ex.getMessage());
        }
    }
}
