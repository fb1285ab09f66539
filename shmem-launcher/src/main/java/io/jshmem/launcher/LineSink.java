package io.jshmem.launcher;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * One of shmemrun's own output streams, shared by every PE's pump and by shmemrun's messages. Each call writes
 * whole lines under one lock, so lines from different PEs never mix. When the stream breaks (the reader of a
 * pipe went away) further output is dropped, so that the pumps keep draining the PEs and no PE blocks on a full
 * pipe.
 */
final class LineSink {
    private final OutputStream out;
    private boolean broken;

    LineSink(final OutputStream out) {
        this.out = out;
    }

    /**
     * shmemrun's standard output, unbuffered: the pumps hand over whole batches of lines.
     *
     * @return the sink.
     */
    static LineSink stdout() {
        return new LineSink(new FileOutputStream(FileDescriptor.out));
    }

    /**
     * shmemrun's standard error, unbuffered.
     *
     * @return the sink.
     */
    static LineSink stderr() {
        return new LineSink(new FileOutputStream(FileDescriptor.err));
    }

    /**
     * Writes bytes that end at a line end.
     *
     * @param bytes  the buffer.
     * @param offset where the lines start.
     * @param length how many bytes.
     */
    synchronized void writeLines(final byte[] bytes, final int offset, final int length) {
        if (broken) {
            return;
        }
        try {
            out.write(bytes, offset, length);
            out.flush();
        } catch (final IOException ex) {
            broken = true;
        }
    }

    /**
     * Writes one line of text.
     *
     * @param text the line, without its line end.
     */
    void writeLine(final String text) {
        final byte[] bytes = (text + '\n').getBytes(StandardCharsets.UTF_8);
        writeLines(bytes, 0, bytes.length);
    }
}
