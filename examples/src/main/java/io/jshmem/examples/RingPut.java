package io.jshmem.examples;

import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;

/**
 * Each PE puts its number into the next PE's buffer, around a ring; after a barrier each PE prints what its
 * left neighbour sent: {@code PE <me> received <left>}.
 * <pre>
 *   bin/shmemrun -n 4 -cp examples/target/jshmem-examples.jar io.jshmem.examples.RingPut
 * </pre>
 */
public final class RingPut {
    private RingPut() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored.
     */
    public static void main(final String[] args) {
        try (Shmem shmem = Shmem.init()) {
            final int me = shmem.myPe();
            final int n = shmem.nPes();
            final SymmetricBuffer inbox = shmem.calloc(1, Long.BYTES);
            shmem.putLong(inbox, 0, me, (me + 1) % n);
            shmem.barrierAll();
            System.out.println("PE " + me + " received " + inbox.getLong(0));
        }
    }
}
