/**
 * Job setup: the {@link io.jshmem.bootstrap.UniqueId} that names a job, and {@link io.jshmem.bootstrap.Bootstrap}
 * implementations that give host-side allgather, broadcast and barrier among its PEs and notice when a PE
 * fails. The bootstrap is for setup and failure detection, never the data path.
 */
package io.jshmem.bootstrap;
