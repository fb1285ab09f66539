package io.jshmem.jna.ucx;

/**
 * The passive side of the RMA tests: a registered region whose worker is progressed by a thread, reachable through
 * its worker address and packed key, and inspectable through {@link #read} and {@link #write} (plain memory
 * access on the target, never through UCX).
 *
 * <pre>
 *   region offset   use
 *   0               BULK: 1 MiB written by the initiator
 *   1 MiB           PATTERN: 1 MiB the target fills with pattern(i) at start
 *   2 MiB           SLOTS: 4 KiB per test, so that tests do not see each other's words
 * </pre>
 */
interface RmaTarget extends AutoCloseable {
    int MIB = 1 << 20;
    long BULK = 0;
    long PATTERN = MIB;
    long SLOTS = 2L * MIB;
    int SLOT_BYTES = 4096;
    int REGION_BYTES = 3 * MIB;

    /** The byte the target stores at offset {@code i} of the PATTERN area. */
    static byte pattern(final long i) {
        return (byte) (i * 31 + 7);
    }

    byte[] workerAddress();

    byte[] packedKey();

    /** The region's first byte in the target's address space. */
    long base();

    byte[] read(long offset, int length);

    void write(long offset, byte[] bytes);

    @Override
    void close();
}
