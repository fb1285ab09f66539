/**
 * {@code shmemrun}: starts the processing elements (PEs) of a job as JVMs, forwards their output and ends
 * them together.
 *
 * <p>The pieces, each with one job: {@link io.jshmem.launcher.ShmemRun} reads the command line into a
 * {@link io.jshmem.launcher.JobSpec}; a {@link io.jshmem.launcher.PePlacement} decides where each PE runs and
 * where PE 0 listens; a {@link io.jshmem.launcher.PeLauncher} starts one PE and hands back a
 * {@link io.jshmem.launcher.PeProcess}; {@link io.jshmem.launcher.JobSupervisor} forwards output, watches the
 * PEs and applies the exit policy. Today every PE runs on this host ({@link io.jshmem.launcher.LocalPlacement},
 * {@link io.jshmem.launcher.LocalPeLauncher}); a remote launch agent replaces those two and nothing else.
 */
package io.jshmem.launcher;
