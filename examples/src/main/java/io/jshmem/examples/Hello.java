package io.jshmem.examples;

import io.jshmem.Shmem;

/**
 * Prints {@code Hello from PE <me> of <n>} on every PE, then waits at a barrier.
 * <pre>
 *   bin/shmemrun -n 4 -cp examples/target/jshmem-examples.jar io.jshmem.examples.Hello
 * </pre>
 */
public final class Hello {
    private Hello() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored.
     */
    public static void main(final String[] args) {
        try (Shmem shmem = Shmem.init()) {
            System.out.println("Hello from PE " + shmem.myPe() + " of " + shmem.nPes());
            shmem.barrierAll();
        }
    }
}
