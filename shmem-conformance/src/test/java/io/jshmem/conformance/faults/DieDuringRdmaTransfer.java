package io.jshmem.conformance.faults;

import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;
import io.jshmem.exceptions.ShmemException;

import java.io.IOException;

/**
 * A job in which PE 1 kills itself with SIGKILL while PE 0 streams 1 MiB puts and gets to it (run it with
 * {@code JSHMEM_TRANSPORTS=rdma}). PE 0 prints {@code PE 0 saw the failure after <ms> ms: <exception>} and exits 0,
 * or exits 1 if its transfers never fail.
 */
public final class DieDuringRdmaTransfer {
    private static final int BYTES = 1 << 20;

    private DieDuringRdmaTransfer() {
    }

    public static void main(final String[] args) throws IOException, InterruptedException {
        final Shmem shmem = Shmem.init();
        final SymmetricBuffer buffer = shmem.malloc(BYTES);
        shmem.barrierAll();
        if (shmem.myPe() == 1) {
            Thread.sleep(500);
            new ProcessBuilder("kill", "-9", Long.toString(ProcessHandle.current().pid())).start().waitFor();
            Thread.sleep(60_000);
            return;
        }
        if (shmem.myPe() != 0) {
            shmem.barrierAll();
            return;
        }
        final byte[] data = new byte[BYTES];
        final long start = System.nanoTime();
        long transfers = 0;
        try {
            while (System.nanoTime() - start < 60_000_000_000L) {
                shmem.putMem(buffer, 0, data, 0, BYTES, 1);
                shmem.getMem(data, 0, buffer, 0, BYTES, 1);
                transfers++;
            }
            System.out.println("PE 0 never saw PE 1 fail (" + transfers + " transfers)");
            System.exit(1);
        } catch (final ShmemException ex) {
            System.out.println("PE 0 saw the failure after " + (System.nanoTime() - start) / 1_000_000 + " ms ("
                + transfers + " transfers): " + ex);
            System.out.flush();
            System.exit(0);
        }
    }
}
