package io.jshmem.config;

import io.jshmem.exceptions.ConfigurationException;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConfigurationTest {
    @Test
    void shouldParseSizesTheWayOpenShmemDefinesThem() {
        assertEquals(3250586, Configuration.parseSize("3.1M"));
        assertEquals(524288, Configuration.parseSize(".5m"));
        assertEquals(1L << 30, Configuration.parseSize("1G"));
        assertEquals(1L << 40, Configuration.parseSize("1t"));
        assertEquals(65536, Configuration.parseSize("64K"));
        assertEquals(65536, Configuration.parseSize("64KiB"));
        assertEquals(1000, Configuration.parseSize("1000"));
        assertEquals(0, Configuration.parseSize("0"));
        for (final String bad : new String[] {"", "M", "-1G", "12Q", "1.2.3", "ten"}) {
            assertThrows(IllegalArgumentException.class, () -> Configuration.parseSize(bad), bad);
        }
    }

    @Test
    void shouldParseDurations() {
        assertEquals(30_000_000_000L, Configuration.parseDurationNs("30s"));
        assertEquals(30_000_000_000L, Configuration.parseDurationNs("30"));
        assertEquals(500_000_000L, Configuration.parseDurationNs("500ms"));
        assertEquals(120_000_000_000L, Configuration.parseDurationNs("2m"));
        assertEquals(2_000, Configuration.parseDurationNs("2us"));
        assertThrows(IllegalArgumentException.class, () -> Configuration.parseDurationNs("soon"));
        assertThrows(IllegalArgumentException.class, () -> Configuration.parseDurationNs("5 days"));
    }

    @Test
    void shouldPreferOptionsThenPropertiesThenEnvironmentThenDefaults() {
        final Properties props = new Properties();
        props.setProperty("jshmem.max.teams", "10");
        props.setProperty("jshmem.symmetric.size", "2M");
        final Map<String, String> env = Map.of("JSHMEM_MAX_TEAMS", "20", "SHMEM_SYMMETRIC_SIZE", "3M",
            "JSHMEM_RDMA_LANES", "4");
        final Configuration c = Configuration.resolve(Map.of("SHMEM_SYMMETRIC_SIZE", "1M"), props, env);
        assertEquals(1L << 20, c.sizeBytes(Knob.SYMMETRIC_SIZE));
        assertEquals(Configuration.Source.OPTION, c.source(Knob.SYMMETRIC_SIZE));
        assertEquals(10, c.intValue(Knob.MAX_TEAMS));
        assertEquals(Configuration.Source.SYSTEM_PROPERTY, c.source(Knob.MAX_TEAMS));
        assertEquals(4, c.intValue(Knob.RDMA_LANES));
        assertEquals(Configuration.Source.ENVIRONMENT, c.source(Knob.RDMA_LANES));
        assertEquals("64K", c.value(Knob.RDMA_SLICE_SIZE));
        assertEquals(Configuration.Source.DEFAULT, c.source(Knob.RDMA_SLICE_SIZE));
        assertFalse(c.isSet(Knob.UID));
    }

    @Test
    void shouldNameKnobValueAndSourceWhenAValueIsBad() {
        final Configuration c = Configuration.resolve(Map.of(), new Properties(),
            Map.of("SHMEM_SYMMETRIC_SIZE", "lots", "JSHMEM_MAX_TEAMS", "many", "SHMEM_DEBUG", "maybe"));
        final ConfigurationException size = assertThrows(ConfigurationException.class,
            () -> c.sizeBytes(Knob.SYMMETRIC_SIZE));
        assertTrue(size.getMessage().contains("SHMEM_SYMMETRIC_SIZE='lots' (from environment)"), size.getMessage());
        assertThrows(ConfigurationException.class, () -> c.intValue(Knob.MAX_TEAMS));
        assertThrows(ConfigurationException.class, () -> c.booleanValue(Knob.DEBUG));
    }

    @Test
    void shouldRejectUnknownOptionNames() {
        assertThrows(ConfigurationException.class,
            () -> Configuration.resolve(Map.of("JSHMEM_NO_SUCH_KNOB", "1"), new Properties(), Map.of()));
    }

    @Test
    void shouldDescribeEveryKnob() {
        final String table = Configuration.resolve(Map.of(), new Properties(), Map.of("SHMEM_INFO", "1"))
            .describe();
        for (final Knob k : Knob.values()) {
            assertTrue(table.contains(k.envName()), k.envName());
        }
        assertTrue(table.contains("SHMEM_INFO                 = 1"), table);
    }
}
