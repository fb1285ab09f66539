package io.jshmem.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProgramTest {
    @TempDir
    Path dir;

    static Path jar(final Path file, final String mainClass) throws IOException {
        final Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (mainClass != null) {
            manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, mainClass);
        }
        try (OutputStream out = new JarOutputStream(Files.newOutputStream(file), manifest)) {
            out.flush();
        }
        return file;
    }

    @Test
    void shouldUseTheClassPathOptionFirstThenClasspathVariableThenCurrentDirectory() {
        assertEquals("a.jar", Program.ofMainClass("M", "a.jar", "env.jar", List.of()).classPath());
        assertEquals("env.jar", Program.ofMainClass("M", null, "env.jar", List.of()).classPath());
        assertEquals(".", Program.ofMainClass("M", null, "", List.of()).classPath());
        assertEquals(".", Program.ofMainClass("M", null, null, List.of()).classPath());
    }

    @Test
    void shouldTakeTheMainClassOfAJarFromItsManifest() throws Exception {
        final Path jar = jar(dir.resolve("app.jar"), "com.example.App");

        final Program program = Program.ofJar(jar, null, List.of("--verbose"));

        assertEquals("com.example.App", program.mainClass());
        assertEquals(jar.toString(), program.classPath());
        assertEquals(List.of("--verbose"), program.arguments());
    }

    @Test
    void shouldAppendTheClassPathOptionToAJar() throws Exception {
        final Path jar = jar(dir.resolve("app.jar"), "com.example.App");

        assertEquals(jar + File.pathSeparator + "extra.jar", Program.ofJar(jar, "extra.jar", List.of()).classPath());
    }

    @Test
    void shouldRejectAJarWithoutMainClass() throws Exception {
        final Path jar = jar(dir.resolve("lib.jar"), null);

        final IllegalArgumentException ex =
            assertThrows(IllegalArgumentException.class, () -> Program.ofJar(jar, null, List.of()));
        assertTrue(ex.getMessage().endsWith("its manifest has no Main-Class"), ex.getMessage());
    }

    @Test
    void shouldRejectAMissingJar() {
        final IllegalArgumentException ex = assertThrows(IllegalArgumentException.class,
            () -> Program.ofJar(dir.resolve("missing.jar"), null, List.of()));
        assertTrue(ex.getMessage().endsWith("no such file"), ex.getMessage());
    }
}
