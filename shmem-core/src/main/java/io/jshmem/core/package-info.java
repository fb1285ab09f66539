/**
 * The jshmem implementation: start-up of a PE ({@link io.jshmem.core.ShmemRuntime}), the
 * {@link io.jshmem.Shmem} implementation, and the service provider that {@link io.jshmem.Shmem#init()} finds.
 */
package io.jshmem.core;
