package io.jshmem.launcher;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * The user's program: its class path (without jshmem's own jars), its main class and its arguments.
 *
 * @param classPath the user's class path, entries separated by {@link File#pathSeparator}.
 * @param mainClass the class whose {@code main} every PE runs.
 * @param arguments the program's arguments, untouched.
 */
record Program(String classPath, String mainClass, List<String> arguments) {
    /**
     * Makes the argument list immutable.
     *
     * @param classPath the user's class path.
     * @param mainClass the main class.
     * @param arguments the program's arguments.
     */
    Program {
        arguments = List.copyOf(arguments);
    }

    /**
     * A program named by its main class. Without {@code -cp} the class path is what {@code java} would use:
     * {@code $CLASSPATH}, else the current directory.
     *
     * @param mainClass     the main class.
     * @param userClassPath the {@code -cp} value, or null.
     * @param classPathEnv  the {@code CLASSPATH} variable, or null.
     * @param arguments     the program's arguments.
     * @return the program.
     */
    static Program ofMainClass(final String mainClass, final String userClassPath, final String classPathEnv,
                               final List<String> arguments) {
        final String classPath;
        if (userClassPath != null) {
            classPath = userClassPath;
        } else if (classPathEnv != null && !classPathEnv.isEmpty()) {
            classPath = classPathEnv;
        } else {
            classPath = ".";
        }
        return new Program(classPath, mainClass, arguments);
    }

    /**
     * A program in an executable jar. The PEs run it by class path, not with {@code java -jar} (which would ignore
     * jshmem's jars), so the main class comes from the jar's manifest; the manifest's {@code Class-Path} still
     * applies because the JVM honours it for every jar on the class path.
     *
     * @param jar           the jar.
     * @param userClassPath a {@code -cp} value to append, or null.
     * @param arguments     the program's arguments.
     * @return the program.
     * @throws IllegalArgumentException when the jar cannot be read or names no main class.
     */
    static Program ofJar(final Path jar, final String userClassPath, final List<String> arguments) {
        if (!Files.isRegularFile(jar)) {
            throw new IllegalArgumentException("-jar " + jar + ": no such file");
        }
        final String mainClass;
        try (JarFile file = new JarFile(jar.toFile())) {
            final Manifest manifest = file.getManifest();
            mainClass = manifest == null ? null : manifest.getMainAttributes().getValue(Attributes.Name.MAIN_CLASS);
        } catch (final IOException ex) {
            throw new IllegalArgumentException("-jar " + jar + ": cannot read it (" + ex.getMessage() + ")", ex);
        }
        if (mainClass == null || mainClass.isBlank()) {
            throw new IllegalArgumentException("-jar " + jar + ": its manifest has no Main-Class");
        }
        final String classPath = userClassPath == null ? jar.toString() : jar + File.pathSeparator + userClassPath;
        return new Program(classPath, mainClass.trim(), arguments);
    }
}
