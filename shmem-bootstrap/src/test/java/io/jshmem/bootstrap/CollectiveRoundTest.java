package io.jshmem.bootstrap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CollectiveRoundTest {
    private static CollectiveCall allgather(final long seq) {
        return new CollectiveCall(seq, CollectiveKind.ALLGATHER, CollectiveCall.NO_ROOT);
    }

    private static CollectiveCall broadcast(final long seq, final int root) {
        return new CollectiveCall(seq, CollectiveKind.BROADCAST, root);
    }

    @Test
    void shouldGatherEveryContributionByRank() {
        final CollectiveRound round = new CollectiveRound(1, 3);
        assertTrue(round.isEmpty());
        assertNull(round.add(2, allgather(1), new byte[] {2, 2}));
        assertNull(round.add(0, allgather(1), new byte[0]));
        assertFalse(round.isComplete());
        assertTrue(round.hasContributed(2));
        assertFalse(round.hasContributed(1));
        assertNull(round.add(1, allgather(1), new byte[] {1}));
        assertTrue(round.isComplete());
        final byte[][] parts = round.parts();
        assertArrayEquals(new byte[0], parts[0]);
        assertArrayEquals(new byte[] {1}, parts[1]);
        assertArrayEquals(new byte[] {2, 2}, parts[2]);
    }

    @Test
    void shouldKeepOnlyTheRootsBytesForBroadcast() {
        final CollectiveRound round = new CollectiveRound(4, 2);
        assertNull(round.add(0, broadcast(4, 1), new byte[0]));
        assertNull(round.add(1, broadcast(4, 1), new byte[] {7}));
        assertEquals(1, round.parts().length);
        assertArrayEquals(new byte[] {7}, round.parts()[0]);
    }

    @Test
    void shouldReturnNothingForBarrier() {
        final CollectiveRound round = new CollectiveRound(1, 1);
        assertNull(round.add(0, new CollectiveCall(1, CollectiveKind.BARRIER, CollectiveCall.NO_ROOT), new byte[0]));
        assertEquals(0, round.parts().length);
    }

    @Test
    void shouldNameBothCallsWhenKindsDiffer() {
        final CollectiveRound round = new CollectiveRound(7, 3);
        assertNull(round.add(0, allgather(7), new byte[0]));
        assertEquals("PE 2 called broadcast(root 1) while PE 0 called allgather (collective #7)",
            round.add(2, broadcast(7, 1), new byte[0]));
    }

    @Test
    void shouldNameBothCallsWhenRootsDiffer() {
        final CollectiveRound round = new CollectiveRound(2, 2);
        assertNull(round.add(1, broadcast(2, 0), new byte[0]));
        assertEquals("PE 0 called broadcast(root 1) while PE 1 called broadcast(root 0) (collective #2)",
            round.add(0, broadcast(2, 1), new byte[0]));
    }

    @Test
    void shouldRejectWrongSequenceAndDoubleContribution() {
        final CollectiveRound round = new CollectiveRound(5, 2);
        assertEquals("PE 1 called allgather as its collective #6 while the job is at collective #5",
            round.add(1, allgather(6), new byte[0]));
        assertNull(round.add(1, allgather(5), new byte[0]));
        assertEquals("PE 1 contributed twice to collective #5", round.add(1, allgather(5), new byte[0]));
    }
}
