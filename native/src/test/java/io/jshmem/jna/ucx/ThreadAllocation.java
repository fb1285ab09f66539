package io.jshmem.jna.ucx;

import java.lang.management.ManagementFactory;

/** Bytes the current thread has allocated on the Java heap so far (HotSpot's per-thread counter). */
final class ThreadAllocation {
    private static final com.sun.management.ThreadMXBean THREADS =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private ThreadAllocation() {
    }

    static long bytes() {
        return THREADS.getCurrentThreadAllocatedBytes();
    }
}
