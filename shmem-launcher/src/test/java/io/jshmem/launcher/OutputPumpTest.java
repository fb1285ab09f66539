package io.jshmem.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

@Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class OutputPumpTest {
    private final ByteArrayOutputStream written = new ByteArrayOutputStream();
    private final LineSink sink = new LineSink(written);

    private String pump(final InputStream in, final String prefix) throws InterruptedException {
        final OutputPump pump = new OutputPump("test-pump", in, sink, prefix);
        pump.start();
        assertTrue(pump.awaitEnd(10_000), "pump did not finish");
        return written.toString(StandardCharsets.UTF_8);
    }

    private static InputStream text(final String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void shouldForwardLinesUnchangedWithoutPrefix() throws Exception {
        assertEquals("one\ntwo\r\n\nthree\n", pump(text("one\ntwo\r\n\nthree\n"), ""));
    }

    @Test
    void shouldPrefixEveryLineIncludingEmptyOnes() throws Exception {
        assertEquals("[pe 3] one\n[pe 3] \n[pe 3] two\n", pump(text("one\n\ntwo\n"), "[pe 3] "));
    }

    @Test
    void shouldEndALastLineThatHasNoLineEnd() throws Exception {
        assertEquals("[pe 0] done\n[pe 0] no end\n", pump(text("done\nno end"), "[pe 0] "));
    }

    @Test
    void shouldWriteNothingForAnEmptyStream() throws Exception {
        assertEquals("", pump(text(""), "[pe 0] "));
    }

    @Test
    void shouldPassBytesThroughWhateverTheirEncoding() throws Exception {
        final byte[] bytes = {(byte) 0xff, (byte) 0xfe, 'a', '\n', (byte) 0xc3, (byte) 0xa9, '\n'};
        final OutputPump pump = new OutputPump("test-pump", new ByteArrayInputStream(bytes), sink, "");
        pump.start();
        assertTrue(pump.awaitEnd(10_000));
        assertArrayEquals(bytes, written.toByteArray());
    }

    @Test
    void shouldCutALineLongerThanTheLimit() throws Exception {
        final String longLine = "x".repeat(OutputPump.MAX_LINE_BYTES + 10);

        final String[] lines = pump(text(longLine + "\nnext\n"), "> ").split("\n");

        assertEquals(3, lines.length);
        assertEquals("> " + "x".repeat(OutputPump.MAX_LINE_BYTES), lines[0]);
        assertEquals("> " + "x".repeat(10), lines[1]);
        assertEquals("> next", lines[2]);
    }

    @Test
    void shouldKeepALineOfExactlyTheLimitWhole() throws Exception {
        final String line = "y".repeat(OutputPump.MAX_LINE_BYTES);

        assertEquals(line + "\n", pump(text(line + "\n"), ""));
    }

    @Test
    void shouldKeepDrainingWhenTheSinkBreaks() throws Exception {
        final OutputStream broken = new OutputStream() {
            @Override
            public void write(final int b) throws IOException {
                throw new IOException("Broken pipe");
            }
        };
        final ByteArrayInputStream in =
            new ByteArrayInputStream("a\n".repeat(100_000).getBytes(StandardCharsets.UTF_8));
        final OutputPump pump = new OutputPump("test-pump", in, new LineSink(broken), "");
        pump.start();

        assertTrue(pump.awaitEnd(10_000));
        assertEquals(0, in.available(), "the PE's output must be drained so that the PE never blocks");
    }

    /** Several PEs write lines in pieces that split lines anywhere; every line must arrive whole. */
    @Test
    void shouldNeverMixLinesOfDifferentStreams() throws Exception {
        final int streams = 4;
        final int linesPerStream = 3000;
        final List<OutputPump> pumps = new ArrayList<>();
        for (int s = 0; s < streams; s++) {
            final StringBuilder text = new StringBuilder();
            final Random random = new Random(s);
            for (int i = 0; i < linesPerStream; i++) {
                text.append("stream=").append(s).append(" seq=").append(i).append(' ')
                    .append(Character.toString('a' + s).repeat(random.nextInt(i % 500 == 0 ? 200_000 : 300)))
                    .append('\n');
            }
            pumps.add(new OutputPump("pump-" + s, new ChoppyStream(text.toString(), s), sink, "[" + s + "] "));
        }
        pumps.forEach(OutputPump::start);
        for (final OutputPump pump : pumps) {
            assertTrue(pump.awaitEnd(15_000));
        }

        final Pattern line = Pattern.compile("\\[(\\d)] stream=(\\d) seq=(\\d+) ([a-d]*)");
        final Map<Integer, Integer> nextSeq = new HashMap<>();
        for (final String text : written.toString(StandardCharsets.UTF_8).split("\n", -1)) {
            if (text.isEmpty()) {
                continue;
            }
            final Matcher m = line.matcher(text);
            assertTrue(m.matches(), () -> "torn line: " + text.substring(0, Math.min(80, text.length())));
            final int stream = Integer.parseInt(m.group(1));
            assertEquals(stream, Integer.parseInt(m.group(2)));
            assertTrue(m.group(4).chars().allMatch(c -> c == 'a' + stream));
            assertEquals(nextSeq.getOrDefault(stream, 0), Integer.parseInt(m.group(3)));
            nextSeq.put(stream, nextSeq.getOrDefault(stream, 0) + 1);
        }
        for (int s = 0; s < streams; s++) {
            assertEquals(linesPerStream, nextSeq.get(s));
        }
    }

    /** Returns its text in reads of random small sizes, as a pipe may. */
    private static final class ChoppyStream extends InputStream {
        private final byte[] bytes;
        private final Random random;
        private int position;

        ChoppyStream(final String text, final long seed) {
            this.bytes = text.getBytes(StandardCharsets.UTF_8);
            this.random = new Random(seed);
        }

        @Override
        public int read() {
            return position < bytes.length ? bytes[position++] : -1;
        }

        @Override
        public int read(final byte[] buffer, final int offset, final int length) {
            if (position >= bytes.length) {
                return -1;
            }
            final int count = Math.min(Math.min(length, 1 + random.nextInt(700)), bytes.length - position);
            System.arraycopy(bytes, position, buffer, offset, count);
            position += count;
            if (random.nextInt(50) == 0) {
                Thread.yield();
            }
            return count;
        }
    }
}
