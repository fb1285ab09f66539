package io.jshmem.core.coll;

import io.jshmem.config.Configuration;
import io.jshmem.exceptions.ConfigurationException;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CollectiveTuningTest {
    private static CollectiveTuning tuning(final Map<String, String> options) {
        return CollectiveTuning.from(Configuration.resolve(options, new Properties(), Map.of()));
    }

    @Test
    void shouldUseTheForcedAlgorithmWhateverTheSize() {
        final CollectiveTuning t = tuning(Map.of("JSHMEM_BARRIER_ALGORITHM", "linear",
            "JSHMEM_BCAST_ALGORITHM", "binomial", "JSHMEM_REDUCE_ALGORITHM", "Ring",
            "JSHMEM_COLLECT_ALGORITHM", "recursive-doubling"));
        assertEquals(Algorithm.LINEAR, t.sync());
        assertEquals(Algorithm.BINOMIAL, t.broadcast(2, 8));
        assertEquals(Algorithm.RING, t.reduce(2, 8));
        assertEquals(Algorithm.RECURSIVE_DOUBLING, t.collect(3, 1 << 30));
    }

    @Test
    void shouldChooseBySizeWhenAuto() {
        final CollectiveTuning t = tuning(Map.of());
        assertEquals(Algorithm.DISSEMINATION, t.sync());
        assertEquals(Algorithm.RING, t.reduce(8, 1 << 20));
        assertEquals(Algorithm.RECURSIVE_DOUBLING, t.reduce(64, 8));
        assertEquals(Algorithm.LINEAR, t.reduce(2, 8));
        assertEquals(Algorithm.RING, t.collect(8, 1 << 20));
        assertEquals(Algorithm.RECURSIVE_DOUBLING, t.collect(64, 64 * 8));
        assertEquals(Algorithm.BINOMIAL, t.broadcast(64, 8));
        assertEquals(Algorithm.LINEAR, t.broadcast(4, 1 << 16));
        assertEquals(Algorithm.LINEAR, t.reduce(4, 8192));
    }

    @Test
    void shouldNameTheKnobAndTheKnownValuesOfABadOne() {
        final ConfigurationException ex = assertThrows(ConfigurationException.class,
            () -> tuning(Map.of("JSHMEM_REDUCE_ALGORITHM", "binomial")));
        assertTrue(ex.getMessage().contains("JSHMEM_REDUCE_ALGORITHM='binomial'"), ex.getMessage());
        assertTrue(ex.getMessage().contains("auto, linear, recursive-doubling, ring"), ex.getMessage());
    }
}
