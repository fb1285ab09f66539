package io.jshmem.dist;

/** What the test programs share: their PE number as shmemrun gave it, and sleeping until ended. */
final class TestPe {
    private TestPe() {
    }

    /** The PE number shmemrun gives ({@code JSHMEM_PE}), or srun's task number when srun started the PE. */
    static int me() {
        final String pe = System.getenv("JSHMEM_PE");
        return Integer.parseInt(pe != null ? pe : System.getenv("SLURM_PROCID"));
    }

    static void sleepForever() throws InterruptedException {
        while (true) {
            Thread.sleep(60_000);
        }
    }
}
