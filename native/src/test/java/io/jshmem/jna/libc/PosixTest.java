package io.jshmem.jna.libc;

import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PosixTest {
    private static final long PAGE = 4096;

    @Test
    void shouldMapOneMemoryFileTwiceAndSeeTheSameBytes() {
        final int fd = Posix.memfdCreate("jshmem-test");
        try {
            Posix.ftruncate(fd, 2 * PAGE);
            final long window = Posix.reserve(4 * PAGE);
            try {
                Posix.mapSharedFixed(window, 2 * PAGE, fd);
                final int again = Posix.openReadWrite("/proc/self/fd/" + fd);
                try {
                    Posix.mapSharedFixed(window + 2 * PAGE, 2 * PAGE, again);
                } finally {
                    Posix.close(again);
                }
                final ByteBuffer first = new com.sun.jna.Pointer(window).getByteBuffer(0, 2 * PAGE);
                final ByteBuffer second = new com.sun.jna.Pointer(window + 2 * PAGE)
                    .getByteBuffer(0, 2 * PAGE);
                first.putLong(100, 0x1234_5678_9abcL);
                assertEquals(0x1234_5678_9abcL, second.getLong(100));
            } finally {
                Posix.munmap(window, 4 * PAGE);
            }
        } finally {
            Posix.close(fd);
        }
    }

    @Test
    void shouldNameFunctionAndErrnoOnFailure() {
        final NativeException ex = assertThrows(NativeException.class,
            () -> Posix.openReadWrite("/proc/self/fd/987654"));
        assertEquals(LibCConstants.ENOENT, ex.errno());
        assertTrue(ex.getMessage().contains("open(/proc/self/fd/987654)"), ex.getMessage());
        assertTrue(ex.getMessage().contains("No such file"), ex.getMessage());
    }

    @Test
    void shouldRejectBadFileDescriptor() {
        final NativeException ex = assertThrows(NativeException.class, () -> Posix.ftruncate(987654, 10));
        assertTrue(ex.getMessage().startsWith("ftruncate(fd=987654"), ex.getMessage());
    }
}
