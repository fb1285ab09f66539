package io.jshmem.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jshmem.exceptions.GlobalExitException;
import io.jshmem.exceptions.PeerFailedException;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLongArray;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** PEs as real processes: one PE is a child JVM, the others threads of this JVM. */
class TcpBootstrapProcessIT {
    private static final long CHILD_READY_MS = 30_000;
    private static final long DETECTION_LIMIT_NS = TimeUnit.SECONDS.toNanos(5);

    private final CapturingLogger logger = new CapturingLogger();

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void shouldFailEveryPeWithinFiveSecondsWhenAPeProcessIsKilled() throws Exception {
        assertKilledPeIsNamed(2, new int[] {0, 1});
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void shouldFailEveryPeWithinFiveSecondsWhenPe0IsKilled() throws Exception {
        assertKilledPeIsNamed(0, new int[] {1, 2});
    }

    /** The child is PE {@code victim}; the in-JVM PEs wait in a barrier when it is killed with SIGKILL. */
    private void assertKilledPeIsNamed(final int victim, final int[] survivors) throws Exception {
        final UniqueId uid = TcpTesting.loopbackUid();
        final AtomicLongArray failedAtNs = new AtomicLongArray(3);
        try (ChildJvm child = ChildJvm.start("kill-pe" + victim, uid, victim, 3, "wait")) {
            final PeThreads<Object> pes = PeThreads.start("kill", survivors[0], survivors[0] + 1,
                rank -> survive(uid, rank, failedAtNs));
            final PeThreads<Object> more = PeThreads.start("kill", survivors[1], survivors[1] + 1,
                rank -> survive(uid, rank, failedAtNs));
            child.awaitReady(CHILD_READY_MS);
            pes.awaitAllBlocked();
            more.awaitAllBlocked();
            final long killedAtNs = System.nanoTime();
            child.kill();
            final List<Throwable> failures = List.of(pes.failures(10_000).get(0), more.failures(10_000).get(0));
            for (int i = 0; i < survivors.length; i++) {
                final PeerFailedException failure = assertInstanceOf(PeerFailedException.class, failures.get(i),
                    "PE " + survivors[i] + "; child output:\n" + child.log());
                assertEquals(victim, failure.failedPe(), failure.getMessage());
                assertTrue(failure.getMessage().contains("closed before"), failure.getMessage());
                final long detectionNs = failedAtNs.get(survivors[i]) - killedAtNs;
                System.out.printf("PE %d noticed that PE %d was killed after %.1f ms%n", survivors[i], victim,
                    detectionNs / 1e6);
                assertTrue(detectionNs < DETECTION_LIMIT_NS, "PE " + survivors[i] + " noticed after "
                    + TimeUnit.NANOSECONDS.toMillis(detectionNs) + " ms");
            }
        }
    }

    /** Joins, passes one barrier with the child, then waits in a second barrier until the failure arrives. */
    private Object survive(final UniqueId uid, final int rank, final AtomicLongArray failedAtNs) throws Exception {
        try (TcpBootstrap bootstrap = TcpBootstrap.connect(uid, rank, 3, TcpTesting.options(logger))) {
            bootstrap.barrier();
            try {
                bootstrap.barrier();
            } catch (final PeerFailedException ex) {
                failedAtNs.set(rank, System.nanoTime());
                assertEquals(ex.failedPe(), bootstrap.failure().failedPe());
                throw ex;
            }
            return null;
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void shouldEndEveryPeWithTheGlobalExitStatus() throws Exception {
        final UniqueId uid = TcpTesting.loopbackUid();
        final AtomicIntegerArray statuses = new AtomicIntegerArray(new int[] {-1, -1, -1});
        try (ChildJvm child = ChildJvm.start("global-exit-pe1", uid, 1, 3, "exit", "3")) {
            final PeThreads<Object> pe0 = PeThreads.start("exit", 0, 1, rank -> waitForExit(uid, rank, statuses));
            final PeThreads<Object> pe2 = PeThreads.start("exit", 2, 3, rank -> waitForExit(uid, rank, statuses));
            assertEquals(3, child.exitCode(CHILD_READY_MS), "the default exit handler exits the process; output:\n"
                + child.log());
            for (final Throwable failure : List.of(pe0.failures(10_000).get(0), pe2.failures(10_000).get(0))) {
                final GlobalExitException exit = assertInstanceOf(GlobalExitException.class, failure);
                assertEquals(1, exit.failedPe());
                assertEquals(3, exit.status());
            }
            assertEquals(3, statuses.get(0));
            assertEquals(3, statuses.get(2));
        }
    }

    private Object waitForExit(final UniqueId uid, final int rank, final AtomicIntegerArray statuses) {
        try (TcpBootstrap bootstrap = TcpBootstrap.connect(uid, rank, 3, TcpTesting.options(statuses, rank, logger))) {
            bootstrap.barrier();
            bootstrap.barrier();
            return null;
        }
    }
}
