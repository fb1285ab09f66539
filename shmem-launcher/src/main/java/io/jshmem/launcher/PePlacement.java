package io.jshmem.launcher;

import java.net.InetSocketAddress;
import java.util.List;

/**
 * Decides where the PEs of a job run and where PE 0 listens for the bootstrap.
 */
public interface PePlacement {
    /**
     * Places the PEs.
     *
     * @param nPes number of PEs, at least 1.
     * @return one slot per PE, in PE order.
     */
    List<PeSlot> place(int nPes);

    /**
     * The address and a free port where PE 0 will listen; it goes into the job's unique id, so every PE must be
     * able to reach it.
     *
     * @return address and port.
     */
    InetSocketAddress bootstrapEndpoint();

    /**
     * Whether the PEs may run on more than one host; then each PE's {@code JSHMEM_HOST_ID} is its host's name.
     *
     * @return true for a placement over several hosts.
     */
    boolean multiHost();
}
