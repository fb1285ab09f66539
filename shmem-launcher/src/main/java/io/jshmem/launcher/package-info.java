/**
 * {@code shmemrun}: starts the processing elements (PEs) of a job as JVMs, on this host or on others, forwards
 * their output and ends them together.
 *
 * <p>The pieces, each with one job: {@link io.jshmem.launcher.ShmemRun} reads the command line into a
 * {@link io.jshmem.launcher.JobSpec} with a {@link io.jshmem.launcher.LaunchPlan}; a
 * {@link io.jshmem.launcher.PePlacement} decides where each PE runs and where PE 0 listens; a
 * {@link io.jshmem.launcher.PeLauncher} starts one PE and hands back a {@link io.jshmem.launcher.PeProcess};
 * {@link io.jshmem.launcher.JobSupervisor} forwards output, watches the PEs and applies the exit policy, the same
 * for every placement and launcher.
 *
 * <p>Placements: {@link io.jshmem.launcher.LocalPlacement} (every PE here), {@code HostPlacement}
 * ({@code --hosts}, {@code --hostfile}, by slot or by node), {@code SlurmPlacement} (the allocation's nodes);
 * {@code BootstrapEndpoints} chooses the address in the unique id. Launchers: {@link
 * io.jshmem.launcher.LocalPeLauncher} (child processes), {@code AgentPeLauncher} (through a {@code LaunchAgent}
 * such as ssh, running {@code RemotePeCommand}; {@code StartLineFilter} and {@code HeldUntilStart} tell a PE that
 * never started from one that failed, and standard input is the PE's liveness link), {@code SrunPeLauncher} (one
 * {@code SrunStep} for all PEs, its labelled output split back per PE).
 */
package io.jshmem.launcher;
