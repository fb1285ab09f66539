package io.jshmem.dist;

/**
 * Test program: {@code KillSelf <signal> <pe> [marker]}. PE {@code pe} sends itself the signal (e.g. KILL) with
 * {@code kill}; the others sleep.
 */
public final class KillSelf {
    private KillSelf() {
    }

    public static void main(final String[] args) throws Exception {
        final int me = TestPe.me();
        if (me == Integer.parseInt(args[1])) {
            Thread.sleep(500);
            new ProcessBuilder("kill", "-" + args[0], Long.toString(ProcessHandle.current().pid()))
                .inheritIO().start().waitFor();
        } else {
            System.out.println("pe=" + me + " sleeping");
        }
        TestPe.sleepForever();
    }
}
