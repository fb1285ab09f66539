package io.jshmem.dist;

/** What the test programs share: their PE number as shmemrun gave it, and sleeping until ended. */
final class TestPe {
    private TestPe() {
    }

    static int me() {
        return Integer.parseInt(System.getenv("JSHMEM_PE"));
    }

    static void sleepForever() throws InterruptedException {
        while (true) {
            Thread.sleep(60_000);
        }
    }
}
