package io.jshmem.core;

import io.jshmem.config.Configuration;
import io.jshmem.exceptions.BootstrapException;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JobParametersTest {
    private static final String UID = "jshmem-uid:1@127.0.0.1:4000/00112233445566778899aabbccddeeff";

    private static JobParameters resolve(final Map<String, String> env) {
        return JobParameters.resolve(Configuration.resolve(Map.of(), new Properties(), env), env);
    }

    @Test
    void shouldReadShmemrunVariables() {
        final JobParameters job = resolve(Map.of("JSHMEM_UID", UID, "JSHMEM_PE", "3", "JSHMEM_NPES", "4"));
        assertEquals(3, job.pe());
        assertEquals(4, job.nPes());
        assertEquals(4000, job.uid().address().getPort());
    }

    @Test
    void shouldTakeRankAndSizeFromSlurmOrOpenMpiWhenOnlyTheUidIsGiven() {
        final JobParameters slurm = resolve(Map.of("JSHMEM_UID", UID, "SLURM_PROCID", "5", "SLURM_NTASKS", "8"));
        assertEquals(5, slurm.pe());
        assertEquals(8, slurm.nPes());
        final JobParameters ompi = resolve(Map.of("JSHMEM_UID", UID, "OMPI_COMM_WORLD_RANK", "1",
            "OMPI_COMM_WORLD_SIZE", "2"));
        assertEquals(1, ompi.pe());
        assertEquals(2, ompi.nPes());
        final JobParameters explicitWins = resolve(Map.of("JSHMEM_UID", UID, "JSHMEM_PE", "0", "JSHMEM_NPES", "1",
            "SLURM_PROCID", "5", "SLURM_NTASKS", "8"));
        assertEquals(1, explicitWins.nPes());
    }

    @Test
    void shouldExplainWhatIsMissingOrWrong() {
        assertTrue(assertThrows(BootstrapException.class, () -> resolve(Map.of())).getMessage()
            .contains("JSHMEM_UID is not set"));
        assertTrue(assertThrows(BootstrapException.class, () -> resolve(Map.of("JSHMEM_UID", UID))).getMessage()
            .contains("JSHMEM_PE"));
        assertTrue(assertThrows(BootstrapException.class,
            () -> resolve(Map.of("JSHMEM_UID", UID, "JSHMEM_PE", "4", "JSHMEM_NPES", "4"))).getMessage()
            .contains("JSHMEM_PE=4 is outside [0, 4)"));
        assertTrue(assertThrows(BootstrapException.class,
            () -> resolve(Map.of("JSHMEM_UID", UID, "JSHMEM_PE", "x", "JSHMEM_NPES", "4"))).getMessage()
            .contains("JSHMEM_PE='x' is not a number"));
        assertTrue(assertThrows(BootstrapException.class,
            () -> resolve(Map.of("JSHMEM_UID", UID, "JSHMEM_PE", "1"))).getMessage()
            .contains("together"));
        assertTrue(assertThrows(BootstrapException.class,
            () -> resolve(Map.of("JSHMEM_UID", "garbage", "JSHMEM_PE", "0", "JSHMEM_NPES", "1"))).getMessage()
            .contains("malformed unique id"));
    }
}
