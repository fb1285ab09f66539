package io.jshmem.spi;

import io.jshmem.Shmem;
import io.jshmem.ShmemOptions;

/**
 * Creates {@link Shmem} instances. The implementation module registers one in
 * {@code META-INF/services/io.jshmem.spi.ShmemProvider}; {@link Shmem#init(ShmemOptions)} takes the first found.
 */
public interface ShmemProvider {
    /**
     * Initializes one PE: joins the job described by the options (and the environment), sets up the symmetric
     * heap and transports. Collective over all PEs of the job.
     *
     * @param options explicit settings; anything unset comes from the environment.
     * @return the initialized PE.
     */
    Shmem init(ShmemOptions options);
}
