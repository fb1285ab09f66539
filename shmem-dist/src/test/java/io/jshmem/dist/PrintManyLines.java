package io.jshmem.dist;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Test program: {@code PrintManyLines <lines> [marker]} prints {@code pe=<pe> seq=<i> <payload>} lines as fast as
 * it can, through buffers whose size does not match the lines, so that the pipe sees lines cut anywhere; one
 * line in 500 is longer than a pipe's buffer. Every 100th line also goes to standard error.
 */
public final class PrintManyLines {
    /** Write buffer sizes that cut lines at arbitrary places. */
    private static final int STDOUT_BUFFER = 1000;
    private static final int STDERR_BUFFER = 333;

    private PrintManyLines() {
    }

    /** The payload length of line {@code seq}. */
    static int payloadLength(final int seq) {
        return seq % 500 == 499 ? 100_000 : (seq * 37) % 400;
    }

    /** The payload character of a PE. */
    static char payloadChar(final int pe) {
        return (char) ('a' + pe % 26);
    }

    public static void main(final String[] args) throws Exception {
        final int me = TestPe.me();
        final int lines = Integer.parseInt(args[0]);
        try (OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), STDOUT_BUFFER);
             OutputStream err = new BufferedOutputStream(new FileOutputStream(FileDescriptor.err), STDERR_BUFFER)) {
            for (int seq = 0; seq < lines; seq++) {
                final String payload = String.valueOf(payloadChar(me)).repeat(payloadLength(seq));
                final String text = "pe=" + me + " seq=" + seq + " " + payload + "\n";
                final byte[] line = text.getBytes(StandardCharsets.UTF_8);
                out.write(line);
                if (seq % 100 == 0) {
                    err.write(line);
                }
            }
        }
    }
}
