package io.jshmem.config;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The configuration reference must list every knob with its property name and default. */
class ConfigurationDocsTest {
    @Test
    void shouldDocumentEveryKnob() throws IOException {
        final String docs = Files.readString(Path.of("..", "docs", "configuration.md"));
        for (final Knob knob : Knob.values()) {
            final String row = "| `" + knob.envName() + "` | `" + knob.propertyName() + "` | ";
            assertTrue(docs.contains(row), "docs/configuration.md has no row for " + knob.envName());
            if (!knob.defaultValue().isEmpty()) {
                assertTrue(docs.contains(row + "`" + knob.defaultValue() + "`"),
                    "docs/configuration.md gives another default for " + knob.envName());
            }
        }
    }
}
