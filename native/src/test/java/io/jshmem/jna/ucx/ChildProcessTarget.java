package io.jshmem.jna.ucx;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A target in a child JVM ({@link TargetMain}): the two-process case, as between PEs. */
final class ChildProcessTarget implements RmaTarget {
    private static final HexFormat HEX = HexFormat.of();

    private final String logName;
    private final Process process;
    private final PrintStream commands;
    private final BufferedReader replies;
    private final byte[] workerAddress;
    private final byte[] packedKey;
    private final long base;

    ChildProcessTarget(final String transports, final List<String> targetArgs) {
        logName = "target-" + transports.replace(',', '_') + "-" + ProcessHandle.current().pid();
        final List<String> args = new ArrayList<>(List.of(transports));
        args.addAll(targetArgs);
        try {
            process = ChildJvm.start(TargetMain.class, List.of(), args, logName);
        } catch (final IOException e) {
            throw new UncheckedIOException(e);
        }
        commands = new PrintStream(process.getOutputStream(), true, StandardCharsets.US_ASCII);
        replies = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII));
        final String[] ready = reply("READY");
        workerAddress = HEX.parseHex(ready[1]);
        packedKey = HEX.parseHex(ready[2]);
        base = Long.parseLong(ready[3]);
    }

    ChildProcessTarget(final String transports) {
        this(transports, List.of());
    }

    private String[] reply(final String expected) {
        final String line;
        try {
            line = replies.readLine();
        } catch (final IOException e) {
            throw new UncheckedIOException(e);
        }
        if (line == null || !line.startsWith(expected + " ") && !line.equals(expected)) {
            throw new IllegalStateException("target child answered '" + line + "' instead of " + expected
                + "; its log:\n" + ChildJvm.logText(logName));
        }
        return line.split(" ");
    }

    @Override
    public byte[] workerAddress() {
        return workerAddress.clone();
    }

    @Override
    public byte[] packedKey() {
        return packedKey.clone();
    }

    @Override
    public long base() {
        return base;
    }

    @Override
    public byte[] read(final long offset, final int length) {
        commands.println("READ " + offset + " " + length);
        return HEX.parseHex(reply("DATA")[1]);
    }

    @Override
    public void write(final long offset, final byte[] bytes) {
        commands.println("WRITE " + offset + " " + HEX.formatHex(bytes));
        reply("OK");
    }

    @Override
    public void close() {
        commands.println("EXIT");
        commands.close();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException("target child did not exit; its log:\n" + ChildJvm.logText(logName));
            }
            if (process.exitValue() != 0) {
                throw new IllegalStateException("target child exited with " + process.exitValue() + "; its log:\n"
                    + ChildJvm.logText(logName));
            }
        } catch (final InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
