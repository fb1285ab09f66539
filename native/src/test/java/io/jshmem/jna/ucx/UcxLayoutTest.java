package io.jshmem.jna.ucx;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Compiles a C program against the installed UCX headers that prints {@code sizeof}/{@code offsetof} of every
 * struct member declared in a {@code *Layout} class and the value of every C-named constant, and compares them
 * with the Java declarations. The program is generated from the Java side, so nothing declared can escape the
 * check. Skipped only when gcc or the UCX headers are absent.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class UcxLayoutTest {
    @TempDir
    Path work;

    @Test
    void shouldMatchTheInstalledUcxHeaders() throws IOException, InterruptedException {
        assumeTrue(run(work, "gcc", "--version").exitCode == 0, "gcc not found: cannot check UCX struct layouts");
        Files.writeString(work.resolve("probe.c"), "#include <ucp/api/ucp.h>\nint main(void) { return 0; }\n");
        assumeTrue(run(work, "gcc", "-fsyntax-only", "probe.c").exitCode == 0,
            "UCX headers not found (apt-get install -y libucx-dev): cannot check UCX struct layouts");

        final Map<String, Long> expected = expectations();
        Files.writeString(work.resolve("layout.c"), program(expected.keySet()), StandardCharsets.US_ASCII);
        final Result compile = run(work, "gcc", "-Wall", "-Werror", "-o", "layout", "layout.c");
        if (compile.exitCode != 0) {
            fail("layout program does not compile against the UCX headers (a name jshmem uses is gone?):\n"
                + compile.output);
        }
        final Result layout = run(work, "./layout");
        assertEquals(0, layout.exitCode, layout.output);
        final Map<String, Long> actual = parse(layout.output);

        final boolean headersAre113 = actual.get("UCP_API_MAJOR") == 1 && actual.get("UCP_API_MINOR") == 13;
        final List<String> mismatches = new ArrayList<>();
        for (final Map.Entry<String, Long> entry : expected.entrySet()) {
            final long cValue = actual.get(entry.getKey());
            final boolean structSize = entry.getKey().startsWith("sizeof(ucp_") && !entry.getKey().contains(".");
            // Newer UCX appends members: our 1.13-sized structs stay valid as long as they are not larger.
            final boolean ok = structSize && !headersAre113 ? entry.getValue() <= cValue : entry.getValue() == cValue;
            if (!ok) {
                mismatches.add(entry.getKey() + ": Java " + entry.getValue() + ", C " + cValue);
            }
        }
        assertTrue(mismatches.isEmpty(), "UCX layouts drifted from the headers:\n" + String.join("\n", mismatches));
        assertTrue(expected.size() > 60, "too few checks: " + expected.keySet());
    }

    /** C expression to the value Java uses for it. */
    private static Map<String, Long> expectations() {
        final Map<String, Long> expected = new LinkedHashMap<>();
        final List<Class<?>> classes = PackageClasses.load(false);
        for (final Class<?> type : classes) {
            for (final Field field : type.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers())) {
                    continue;
                }
                if (field.getType() == CStruct.class) {
                    final CStruct struct = (CStruct) read(field);
                    expected.put("sizeof(" + struct.cType() + ")", (long) struct.sizeBytes());
                    for (final CField member : struct.fields()) {
                        final String name = struct.cType() + "." + member.cName();
                        expected.put("offsetof(" + name + ")", (long) member.offset());
                        expected.put("sizeof(" + name + ")", (long) member.widthBytes());
                    }
                } else if (field.getName().matches("UC[PS]_[A-Z0-9_]+")
                    && (field.getType() == int.class || field.getType() == long.class)) {
                    expected.put(field.getName(), ((Number) read(field)).longValue());
                }
            }
        }
        UcsStatus.knownNames().forEach((code, name) -> expected.put(name, (long) code));
        expected.put("ucp_dt_make_contig(4)", UcpConstants.ucp_dt_make_contig(4));
        expected.put("ucp_dt_make_contig(8)", UcpConstants.ucp_dt_make_contig(8));
        // Bound as a Java byte in Ucp: ucs_status_t is a packed one-byte enum.
        expected.put("sizeof(ucs_status_t)", (long) Byte.BYTES);
        // Passed as Java int: C enums and unsigned.
        expected.put("sizeof(ucp_atomic_op_t)", (long) Integer.BYTES);
        expected.put("sizeof(unsigned)", (long) Integer.BYTES);
        return expected;
    }

    private static Object read(final Field field) {
        try {
            field.setAccessible(true);
            return field.get(null);
        } catch (final IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String program(final Iterable<String> expressions) {
        final StringBuilder c = new StringBuilder()
            .append("#include <stddef.h>\n#include <stdio.h>\n#include <ucp/api/ucp.h>\n\n")
            .append("#define PRINT(key, value) printf(\"%s=%lld\\n\", key, (long long) (value))\n")
            .append("int main(void) {\n")
            .append("    PRINT(\"UCP_API_MAJOR\", UCP_API_MAJOR);\n")
            .append("    PRINT(\"UCP_API_MINOR\", UCP_API_MINOR);\n");
        for (final String expression : expressions) {
            c.append("    PRINT(\"").append(expression).append("\", ").append(cExpression(expression)).append(");\n");
        }
        return c.append("    return 0;\n}\n").toString();
    }

    /** {@code offsetof(t.m)} and {@code sizeof(t.m)} are our keys; C wants {@code offsetof(t, m)}. */
    private static String cExpression(final String key) {
        if (key.startsWith("offsetof(") && key.contains(".")) {
            return key.replace('.', ',');
        }
        if (key.startsWith("sizeof(") && key.contains(".")) {
            final String[] parts = key.substring("sizeof(".length(), key.length() - 1).split("\\.");
            return "sizeof(((" + parts[0] + " *) 0)->" + parts[1] + ")";
        }
        return key;
    }

    private static Map<String, Long> parse(final String output) {
        final Map<String, Long> values = new LinkedHashMap<>();
        output.lines().forEach(line -> {
            final int equals = line.lastIndexOf('=');
            values.put(line.substring(0, equals), Long.parseLong(line.substring(equals + 1)));
        });
        assertFalse(values.isEmpty(), "no output from the layout program");
        return values;
    }

    private record Result(int exitCode, String output) {
    }

    private static Result run(final Path directory, final String... command) throws InterruptedException {
        try {
            final Process process = new ProcessBuilder(command).directory(directory.toFile())
                .redirectErrorStream(true).start();
            final String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return new Result(process.waitFor(), output);
        } catch (final IOException e) {
            return new Result(-1, e.toString());
        }
    }
}
