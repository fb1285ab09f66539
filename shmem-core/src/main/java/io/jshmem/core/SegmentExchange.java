package io.jshmem.core;

import io.jshmem.bootstrap.Bootstrap;
import io.jshmem.core.heap.HeapWindow;
import io.jshmem.core.heap.SharedMemoryFile;
import io.jshmem.core.transport.PeInfo;
import io.jshmem.exceptions.ShmemException;

import java.util.ArrayList;
import java.util.List;

/**
 * Maps every co-located PE's segment into this PE's window. Each PE opens its peers' memory files through
 * {@code /proc/<pid>/fd/<fd>} while the owners still hold them, maps them in slot order, then all PEs
 * synchronize so the owners can close their descriptors: after this, the segments exist only as mappings and
 * disappear with the last process that maps them (nothing is ever left in /dev/shm or on disk).
 */
final class SegmentExchange {
    private SegmentExchange() {
    }

    /**
     * The PEs sharing this PE's host, in PE order; their index is their slot in the window.
     *
     * @param self  this PE.
     * @param peers every PE.
     * @return the co-located PEs (this one included).
     */
    static List<PeInfo> colocated(final PeInfo self, final PeInfo[] peers) {
        final List<PeInfo> local = new ArrayList<>();
        for (final PeInfo peer : peers) {
            if (peer.sameHost(self)) {
                local.add(peer);
            }
        }
        return local;
    }

    /**
     * Maps the co-located segments and lets the owners close their descriptors.
     *
     * @param own       this PE's memory file (closed on return).
     * @param self      this PE.
     * @param local     the co-located PEs, in slot order.
     * @param bootstrap for the final synchronization.
     * @return the window, every slot mapped.
     */
    static HeapWindow mapColocated(final SharedMemoryFile own, final PeInfo self, final List<PeInfo> local,
        final Bootstrap bootstrap) {
        final HeapWindow window = HeapWindow.reserve(self.segmentBytes(), local.size());
        try {
            for (int slot = 0; slot < local.size(); slot++) {
                final PeInfo peer = local.get(slot);
                if (peer.pe() == self.pe()) {
                    window.map(slot, own);
                } else {
                    try (SharedMemoryFile theirs = open(peer)) {
                        window.map(slot, theirs);
                    }
                }
            }
        } catch (final RuntimeException ex) {
            window.close();
            throw ex;
        }
        bootstrap.barrier();
        own.close();
        return window;
    }

    private static SharedMemoryFile open(final PeInfo peer) {
        try {
            return SharedMemoryFile.open(peer.pid(), peer.segmentFd(), peer.segmentBytes());
        } catch (final RuntimeException ex) {
            throw new ShmemException("cannot map the segment of co-located PE " + peer.pe() + " (pid " + peer.pid()
                + ") through /proc/" + peer.pid() + "/fd/" + peer.segmentFd() + ": " + ex.getMessage()
                + "; PEs sharing memory must run as the same user in the same PID namespace (or set "
                + "JSHMEM_HOST_ID differently per PE to make them use RDMA)", ex);
        }
    }
}
