package io.jshmem.jna.ucx;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/**
 * A target in a child JVM, driven over its stdin/stdout by {@link ChildProcessTarget}. Prints
 * {@code READY <worker address hex> <packed key hex> <region base>} once its worker progresses, then answers
 * one command per line: {@code READ <offset> <length>} &rarr; {@code DATA <hex>}, {@code WRITE <offset> <hex>}
 * &rarr; {@code OK}, {@code EXIT}. Exits when its stdin closes, so it never outlives the test.
 * Arguments: the value of {@code UCX_TLS}, then optionally {@code spin} to progress without ever yielding.
 */
public final class TargetMain {
    private TargetMain() {
    }

    public static void main(final String[] args) throws Exception {
        final HexFormat hex = HexFormat.of();
        final PrintStream out = new PrintStream(System.out, true, StandardCharsets.US_ASCII);
        final BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        final int idlePollsBeforeYield = args.length > 1 && args[1].equals("spin")
            ? ProgressThread.NEVER_YIELD : ProgressThread.IDLE_POLLS_BEFORE_YIELD;
        try (InProcessTarget target = new InProcessTarget(args[0], idlePollsBeforeYield)) {
            out.println("READY " + hex.formatHex(target.workerAddress()) + " " + hex.formatHex(target.packedKey())
                + " " + target.base());
            for (String line = in.readLine(); line != null && !line.equals("EXIT"); line = in.readLine()) {
                final String[] words = line.split(" ");
                switch (words[0]) {
                    case "READ":
                        out.println("DATA " + hex.formatHex(
                            target.read(Long.parseLong(words[1]), Integer.parseInt(words[2]))));
                        break;
                    case "WRITE":
                        target.write(Long.parseLong(words[1]), hex.parseHex(words[2]));
                        out.println("OK");
                        break;
                    default:
                        out.println("ERR unknown command: " + line);
                }
            }
        }
    }
}
