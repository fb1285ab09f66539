package io.jshmem.conformance.faults;

import io.jshmem.Shmem;
import io.jshmem.exceptions.PeerFailedException;

import java.io.IOException;

/**
 * A job in which PE 1 kills itself with SIGKILL while every other PE waits in a barrier on shared memory. The
 * survivors print {@code PE <me> saw PE <failed> fail after <ms> ms} and exit 0.
 */
public final class DieDuringBarrier {
    private DieDuringBarrier() {
    }

    public static void main(final String[] args) throws IOException, InterruptedException {
        final Shmem shmem = Shmem.init();
        shmem.barrierAll();
        if (shmem.myPe() == 1) {
            Thread.sleep(300);
            new ProcessBuilder("kill", "-9", Long.toString(ProcessHandle.current().pid())).start().waitFor();
            Thread.sleep(60_000);
            return;
        }
        final long start = System.nanoTime();
        try {
            shmem.barrierAll();
            System.out.println("PE " + shmem.myPe() + " left the barrier without PE 1");
            System.exit(1);
        } catch (final PeerFailedException ex) {
            System.out.println("PE " + shmem.myPe() + " saw PE " + ex.failedPe() + " fail after "
                + (System.nanoTime() - start) / 1_000_000 + " ms");
            System.out.flush();
            System.exit(0);
        }
    }
}
