package io.jshmem.bootstrap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;

/** The collective workout every bootstrap must pass, run on each PE; assertions name the PE. */
final class CollectiveChecks {
    static final int BARRIERS = 100;

    private CollectiveChecks() {
    }

    /** PE r contributes r bytes of value r (PE 0 an empty array): every length differs. */
    static byte[] contributionOf(final int rank) {
        final byte[] bytes = new byte[rank];
        Arrays.fill(bytes, (byte) rank);
        return bytes;
    }

    /** Allgather of distinct lengths, broadcast from the last PE and from PE 1, 100 barriers, allgather again. */
    static int run(final Bootstrap bootstrap) {
        final int rank = bootstrap.rank();
        final int size = bootstrap.size();
        checkAllgather(bootstrap);

        final int root = size - 1;
        final byte[] fromRoot = bootstrap.broadcast(root, rank == root ? new byte[] {42, (byte) root} : null);
        assertArrayEquals(new byte[] {42, (byte) root}, fromRoot, "broadcast on PE " + rank);
        final int secondRoot = 1 % size;
        final byte[] empty = bootstrap.broadcast(secondRoot, rank == secondRoot ? new byte[0] : null);
        assertEquals(0, empty.length, "empty broadcast on PE " + rank);

        for (int i = 0; i < BARRIERS; i++) {
            bootstrap.barrier();
        }
        checkAllgather(bootstrap);
        return rank;
    }

    private static void checkAllgather(final Bootstrap bootstrap) {
        final byte[][] all = bootstrap.allgather(contributionOf(bootstrap.rank()));
        assertEquals(bootstrap.size(), all.length);
        for (int pe = 0; pe < bootstrap.size(); pe++) {
            assertArrayEquals(contributionOf(pe), all[pe], "PE " + bootstrap.rank() + " got PE " + pe + "'s part");
        }
    }
}
