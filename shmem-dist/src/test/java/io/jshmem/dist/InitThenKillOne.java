package io.jshmem.dist;

import io.jshmem.Shmem;

/**
 * Test program: {@code InitThenKillOne <pe> [marker]}. Every PE joins the job and prints {@code pe=<n> ready};
 * after a barrier PE {@code pe} (or none, for -1) sends itself SIGKILL; the others sleep until ended.
 */
public final class InitThenKillOne {
    private InitThenKillOne() {
    }

    public static void main(final String[] args) throws Exception {
        final Shmem shmem = Shmem.init();
        final int me = shmem.myPe();
        shmem.barrierAll();
        System.out.println("pe=" + me + " ready");
        System.out.flush();
        if (me == Integer.parseInt(args[0])) {
            Thread.sleep(500);
            new ProcessBuilder("kill", "-KILL", Long.toString(ProcessHandle.current().pid())).inheritIO().start()
                .waitFor();
        }
        TestPe.sleepForever();
    }
}
