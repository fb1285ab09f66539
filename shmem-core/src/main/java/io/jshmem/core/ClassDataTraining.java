package io.jshmem.core;

import io.jshmem.Shmem;
import io.jshmem.ShmemOptions;
import io.jshmem.SymmetricBuffer;
import io.jshmem.bootstrap.UniqueId;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A short two-PE job in one JVM, over the real TCP bootstrap, that touches the classes every PE loads at
 * start-up and in its first operations. The build runs it once with {@code -XX:ArchiveClassesAtExit} to make
 * the class-data archive that {@code shmemrun} gives every PE JVM, which then starts with those classes
 * already parsed and verified.
 */
public final class ClassDataTraining {
    private static final int PES = 2;

    private ClassDataTraining() {
    }

    /**
     * Runs the job; exits non-zero if it fails (the build then simply has no archive).
     *
     * @param args ignored.
     * @throws Exception when the job fails.
     */
    public static void main(final String[] args) throws Exception {
        final InetAddress loopback = InetAddress.getLoopbackAddress();
        final UniqueId uid;
        try (ServerSocket probe = new ServerSocket(0, 1, loopback)) {
            uid = UniqueId.create(loopback, probe.getLocalPort());
        } catch (final IOException ex) {
            throw new IllegalStateException("no free loopback port for the training job", ex);
        }
        final AtomicReference<Throwable> failure = new AtomicReference<>();
        final Thread[] pes = new Thread[PES];
        for (int pe = 0; pe < PES; pe++) {
            final ShmemOptions options = new ShmemOptions().uid(uid.toString()).pe(pe).nPes(PES).heapSize(8 << 20);
            pes[pe] = new Thread(() -> {
                try (Shmem shmem = Shmem.init(options)) {
                    exercise(shmem);
                } catch (final Throwable ex) {
                    failure.compareAndSet(null, ex);
                }
            }, "training-pe-" + pe);
            pes[pe].start();
        }
        for (final Thread t : pes) {
            t.join();
        }
        if (failure.get() != null) {
            throw new IllegalStateException("training job failed", failure.get());
        }
    }

    private static void exercise(final Shmem shmem) {
        final int peer = (shmem.myPe() + 1) % shmem.nPes();
        final SymmetricBuffer a = shmem.malloc(4096);
        final SymmetricBuffer b = shmem.calloc(64, 8);
        shmem.putLong(b, 0, 1, peer);
        shmem.putInt(b, 2, 2, peer);
        shmem.putDouble(b, 2, 3.0, peer);
        shmem.putByte(b, 100, (byte) 4, peer);
        shmem.put(a, 0, new long[8], 0, 8, peer);
        shmem.putMem(a, 100, new byte[100], 0, 100, peer);
        shmem.putNbi(a, 0, new int[4], 0, 4, peer);
        shmem.iput(a, 0, 2, new long[4], 0, 1, 4, peer);
        shmem.quiet();
        shmem.barrierAll();
        shmem.getLong(b, 0, peer);
        shmem.get(new long[8], 0, a, 0, 8, peer);
        shmem.getMem(new byte[100], 0, a, 100, 100, peer);
        b.getLong(0);
        shmem.fence();
        shmem.syncAll();
        final SymmetricBuffer c = shmem.realloc(a, 8192);
        shmem.free(c);
        shmem.free(b);
    }
}
