package io.jshmem.launcher;

import java.util.Map;

/**
 * What shmemrun reads of Slurm's environment.
 */
final class SlurmEnvironment {
    private SlurmEnvironment() {
    }

    /**
     * Whether shmemrun runs inside a Slurm allocation (a batch script or an salloc shell) and not inside a job
     * step, where a further srun would wait for resources the step already holds.
     *
     * @param env shmemrun's environment.
     * @return true when PEs should be started with srun.
     */
    static boolean insideAllocation(final Map<String, String> env) {
        return isSet(env, "SLURM_JOB_ID") && !isSet(env, "SLURM_STEP_ID") && !isSet(env, "SLURM_STEPID");
    }

    /**
     * The number of tasks of the allocation.
     *
     * @param env shmemrun's environment.
     * @return {@code SLURM_NTASKS}, or null when unset or not a number.
     */
    static Integer tasks(final Map<String, String> env) {
        try {
            return isSet(env, "SLURM_NTASKS") ? Integer.valueOf(env.get("SLURM_NTASKS").trim()) : null;
        } catch (final NumberFormatException ex) {
            return null;
        }
    }

    private static boolean isSet(final Map<String, String> env, final String name) {
        final String value = env.get(name);
        return value != null && !value.isBlank();
    }
}
