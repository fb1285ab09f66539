package io.jshmem.dist;

import java.lang.management.ManagementFactory;
import java.util.Map;
import java.util.TreeMap;

/**
 * Test program: prints, each line starting with {@code pe=<pe>}, its jshmem variables (and {@code TEST_*} ones),
 * its arguments, its JVM flags, its class path, its pid, and what it reads from standard input.
 */
public final class PrintEnvironment {
    private PrintEnvironment() {
    }

    public static void main(final String[] args) throws Exception {
        final String me = "pe=" + TestPe.me() + " ";
        final StringBuilder out = new StringBuilder();
        for (final Map.Entry<String, String> e : new TreeMap<>(System.getenv()).entrySet()) {
            if (e.getKey().startsWith("JSHMEM_") || e.getKey().startsWith("SHMEM_") || e.getKey().startsWith("TEST_")) {
                out.append(me).append("env ").append(e.getKey()).append('=').append(e.getValue()).append('\n');
            }
        }
        for (final String arg : args) {
            out.append(me).append("arg ").append(arg).append('\n');
        }
        for (final String flag : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            out.append(me).append("jvm ").append(flag).append('\n');
        }
        out.append(me).append("classpath ").append(System.getProperty("java.class.path")).append('\n');
        out.append(me).append("pid ").append(ProcessHandle.current().pid()).append('\n');
        out.append(me).append("stdin ").append(new String(System.in.readAllBytes()).strip()).append('\n');
        System.out.print(out);
    }
}
