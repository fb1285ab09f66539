package io.jshmem.core;

import io.jshmem.bootstrap.UniqueId;
import io.jshmem.config.Configuration;
import io.jshmem.config.Knob;
import io.jshmem.exceptions.BootstrapException;

import java.util.Map;

/**
 * The job a PE joins: unique id, this PE's number and the number of PEs. From {@code JSHMEM_UID},
 * {@code JSHMEM_PE} and {@code JSHMEM_NPES} (as shmemrun sets them, or as options); when only the unique id is
 * given, the rank and size come from Slurm ({@code SLURM_PROCID}, {@code SLURM_NTASKS}) or Open MPI
 * ({@code OMPI_COMM_WORLD_RANK}, {@code OMPI_COMM_WORLD_SIZE}).
 *
 * @param uid  the job's unique id.
 * @param pe   this PE.
 * @param nPes number of PEs.
 */
record JobParameters(UniqueId uid, int pe, int nPes) {
    static JobParameters resolve(final Configuration config, final Map<String, String> env) {
        if (!config.isSet(Knob.UID)) {
            throw new BootstrapException("JSHMEM_UID is not set: start the program with shmemrun, or give the unique "
                + "id, PE and number of PEs through ShmemOptions or JSHMEM_UID/JSHMEM_PE/JSHMEM_NPES");
        }
        final UniqueId uid = UniqueId.parse(config.value(Knob.UID));
        final String[] rankSize = rankAndSize(config, env);
        final int nPes = parse(rankSize[3], rankSize[1]);
        final int pe = parse(rankSize[2], rankSize[0]);
        if (nPes < 1) {
            throw new BootstrapException(rankSize[3] + "=" + nPes + " must be at least 1");
        }
        if (pe < 0 || pe >= nPes) {
            throw new BootstrapException(rankSize[2] + "=" + pe + " is outside [0, " + nPes + ")");
        }
        return new JobParameters(uid, pe, nPes);
    }

    /** Returns {rank, size, rank name, size name} from the first source that has both. */
    private static String[] rankAndSize(final Configuration config, final Map<String, String> env) {
        if (config.isSet(Knob.PE) || config.isSet(Knob.NPES)) {
            if (!config.isSet(Knob.PE) || !config.isSet(Knob.NPES)) {
                throw new BootstrapException("JSHMEM_PE and JSHMEM_NPES must be given together");
            }
            return new String[] {config.value(Knob.PE), config.value(Knob.NPES), "JSHMEM_PE", "JSHMEM_NPES"};
        }
        final String[][] launchers = {
            {"SLURM_PROCID", "SLURM_NTASKS"},
            {"OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE"},
            {"PMI_RANK", "PMI_SIZE"},
        };
        for (final String[] names : launchers) {
            if (env.get(names[0]) != null && env.get(names[1]) != null) {
                return new String[] {env.get(names[0]), env.get(names[1]), names[0], names[1]};
            }
        }
        throw new BootstrapException("JSHMEM_UID is set but this PE's number is not: set JSHMEM_PE and JSHMEM_NPES "
            + "(or run under Slurm or Open MPI, whose rank variables are read)");
    }

    private static int parse(final String name, final String value) {
        try {
            return Integer.parseInt(value.trim());
        } catch (final NumberFormatException ex) {
            throw new BootstrapException(name + "='" + value + "' is not a number");
        }
    }
}
