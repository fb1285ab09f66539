package io.jshmem.launcher;

import io.jshmem.config.Knob;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Starts the PEs of a job with one {@code srun} inside a Slurm allocation ({@link SrunStep}). srun starts every
 * task at once, so the first launch starts the step and every launch returns its PE's view of it. Each task
 * takes its PE number from {@code SLURM_PROCID} and the number of PEs from {@code SLURM_NTASKS}; the job's other
 * variables reach the tasks through srun's environment (srun passes its whole environment on).
 */
final class SrunPeLauncher implements PeLauncher {
    /** The srun to run; {@code JSHMEM_SRUN} names another (a wrapper, or srun with options of the site's). */
    static final String SRUN_VARIABLE = "JSHMEM_SRUN";

    private final Map<String, String> launcherEnv;
    private final boolean overcommit;
    private SrunStep step;

    SrunPeLauncher(final Map<String, String> launcherEnv, final boolean overcommit) {
        this.launcherEnv = Map.copyOf(launcherEnv);
        this.overcommit = overcommit;
    }

    @Override
    public synchronized PeProcess launch(final PeSlot slot, final List<String> command,
                                         final Map<String, String> environment) throws IOException {
        if (step == null) {
            final int nPes = Integer.parseInt(environment.get(Knob.NPES.envName()));
            step = SrunStep.start(srunCommand(nPes, command), taskEnvironment(environment), nPes);
        }
        return step.pe(slot.pe());
    }

    /** srun, its options, then the task wrapper and the PE's command. */
    List<String> srunCommand(final int nPes, final List<String> command) {
        final List<String> srun = new ArrayList<>(ShellWords.split(launcherEnv.getOrDefault(SRUN_VARIABLE, "srun")));
        srun.add("--ntasks=" + nPes);
        // one bad task ends the step; every task's output line by line, labelled with its task number
        srun.add("--kill-on-bad-exit=1");
        srun.add("--label");
        srun.add("--input=all");
        if (overcommit) {
            srun.add("--overcommit");
        }
        srun.addAll(SrunStep.taskWrapper());
        srun.addAll(command);
        return srun;
    }

    /** srun's environment: shmemrun's and the job's, without the per-PE values that Slurm gives each task. */
    Map<String, String> taskEnvironment(final Map<String, String> environment) {
        final Map<String, String> env = new HashMap<>(launcherEnv);
        env.putAll(environment);
        env.remove(Knob.PE.envName());
        env.remove(Knob.NPES.envName());
        env.remove(PeEnvironment.LAUNCHER_PID);
        env.put(AgentPeLauncher.LAUNCHER_LINK, "stdin");
        return env;
    }
}
