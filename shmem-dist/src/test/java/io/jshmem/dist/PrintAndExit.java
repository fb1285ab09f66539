package io.jshmem.dist;

/** Test program: prints {@code exiting} and exits with 0. */
public final class PrintAndExit {
    private PrintAndExit() {
    }

    public static void main(final String[] args) {
        System.out.println("exiting");
    }
}
