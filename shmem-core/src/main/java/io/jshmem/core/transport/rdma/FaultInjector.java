package io.jshmem.core.transport.rdma;

import io.jshmem.jna.ucx.UcsStatus;
import io.jshmem.jna.ucx.UcxException;

/**
 * Makes chosen slice posts fail, so tests can drive the retry path without breaking a network. Production channels
 * use {@link #NONE}.
 */
@FunctionalInterface
interface FaultInjector {
    /** Injects nothing. */
    FaultInjector NONE = (lane, pe, attempt) -> false;

    /**
     * Whether the post of a slice should fail.
     *
     * @param lane    the lane it is about to go on.
     * @param pe      the target PE.
     * @param attempt 0 for the first try, then 1, 2, ...
     * @return true to make it fail with {@code UCS_ERR_IO_ERROR}.
     */
    boolean failPost(int lane, int pe, int attempt);

    /**
     * The failure an injected fault raises.
     *
     * @param lane the lane.
     * @param pe   the target PE.
     * @return the exception.
     */
    static UcxException injected(final int lane, final int pe) {
        return new UcxException("injected failure on lane " + lane + " to PE " + pe, UcsStatus.UCS_ERR_IO_ERROR);
    }
}
