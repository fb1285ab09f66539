package io.jshmem.dist;

/**
 * Test program: {@code ExitWithStatus <status> <pe> [marker]}. PE {@code pe} waits half a second (so that the
 * others run), prints {@code pe=<pe> exiting at <epoch ms>} and exits with {@code status}; the others sleep.
 */
public final class ExitWithStatus {
    private ExitWithStatus() {
    }

    public static void main(final String[] args) throws Exception {
        final int me = TestPe.me();
        if (me == Integer.parseInt(args[1])) {
            Thread.sleep(500);
            System.err.println("pe=" + me + " failing on purpose");
            System.out.println("pe=" + me + " exiting at " + System.currentTimeMillis());
            System.exit(Integer.parseInt(args[0]));
        }
        System.out.println("pe=" + me + " waiting");
        TestPe.sleepForever();
    }
}
