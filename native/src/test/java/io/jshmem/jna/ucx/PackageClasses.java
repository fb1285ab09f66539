package io.jshmem.jna.ucx;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The top-level classes of the main (not test) {@code io.jshmem.jna.ucx} package, found on disk. */
final class PackageClasses {
    private PackageClasses() {
    }

    static List<Class<?>> load(final boolean initialize) {
        try {
            final Path directory = Path.of(UcpContext.class.getResource("UcpContext.class").toURI()).getParent();
            try (Stream<Path> files = Files.list(directory)) {
                return files.map(path -> path.getFileName().toString())
                    .filter(name -> name.endsWith(".class") && !name.contains("$") && !name.startsWith("package-info"))
                    .sorted()
                    .map(name -> forName(name.substring(0, name.length() - ".class".length()), initialize))
                    .collect(Collectors.toList());
            }
        } catch (final IOException e) {
            throw new UncheckedIOException(e);
        } catch (final URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Class<?> forName(final String simpleName, final boolean initialize) {
        try {
            return Class.forName(UcpContext.class.getPackageName() + "." + simpleName, initialize,
                PackageClasses.class.getClassLoader());
        } catch (final ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
