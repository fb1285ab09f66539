package io.jshmem.dist;

/** Test program: prints {@code pe=<pe> sleeping} and sleeps until ended. Arguments (a marker) are ignored. */
public final class SleepForever {
    private SleepForever() {
    }

    public static void main(final String[] args) throws Exception {
        System.out.println("pe=" + TestPe.me() + " sleeping");
        TestPe.sleepForever();
    }
}
