package io.jshmem.core.transport.rdma;

import io.jshmem.jna.ucx.UcpEndpoint;
import io.jshmem.jna.ucx.UcpErrorHandlingMode;
import io.jshmem.jna.ucx.UcpRemoteKey;
import io.jshmem.jna.ucx.UcpWorker;
import io.jshmem.jna.ucx.UcsStatus;
import io.jshmem.jna.ucx.UcxException;

/**
 * One path from this PE to its peers: an initiator worker and, per connected peer, an endpoint to that peer's
 * target worker of the same lane index and the peer's segment key unpacked on it. Lanes are striped over by
 * {@link RdmaChannel}; each is progressed only by the thread that uses its channel.
 *
 * <p>Endpoints to PEs of other hosts ask UCX for peer failure detection ({@link UcpErrorHandlingMode#PEER}), so
 * that a dead peer or a broken path turns into errors rather than hangs. Endpoints to PEs of the same host do not:
 * UCX 1.13 refuses it over its shared-memory transports (and asking would make it pick tcp over loopback instead);
 * there a dead peer is noticed by the bootstrap and the deadlines. Should UCX refuse it to another host too, the
 * endpoint falls back to {@link UcpErrorHandlingMode#NONE}.
 *
 * <p>Not thread-safe: one thread at a time (the channel's lock holder).
 */
final class Lane {
    private final int index;
    private final UcpWorker worker;
    private final RdmaPeerInfo[] peers;
    private final boolean[] sameHost;
    private final UcpEndpoint[] endpoints;
    private final UcpRemoteKey[] keys;
    /** Address of each peer's segment in the peer's process. */
    private final long[] segmentBase;

    Lane(final int index, final UcpWorker worker, final RdmaPeerInfo[] peers, final boolean[] sameHost) {
        this.index = index;
        this.worker = worker;
        this.peers = peers.clone();
        this.sameHost = sameHost.clone();
        this.endpoints = new UcpEndpoint[peers.length];
        this.keys = new UcpRemoteKey[peers.length];
        this.segmentBase = new long[peers.length];
        for (int pe = 0; pe < peers.length; pe++) {
            segmentBase[pe] = peers[pe] == null ? 0 : peers[pe].segmentBase();
        }
    }

    int index() {
        return index;
    }

    UcpWorker worker() {
        return worker;
    }

    /**
     * The endpoint to a peer, connecting first when there is none (or the last one broke).
     *
     * @param pe the peer; must take part in RDMA.
     * @return the endpoint.
     * @throws UcxException when UCX cannot create it.
     */
    UcpEndpoint endpoint(final int pe) {
        final UcpEndpoint endpoint = endpoints[pe];
        return endpoint != null ? endpoint : connect(pe);
    }

    /**
     * The peer's segment key for {@link #endpoint(int)}.
     *
     * @param pe the peer, connected.
     * @return the key.
     */
    UcpRemoteKey key(final int pe) {
        return keys[pe];
    }

    /**
     * The address of a symmetric offset in the peer's process.
     *
     * @param pe     the peer.
     * @param offset symmetric offset.
     * @return the remote address.
     */
    long remoteAddress(final int pe, final long offset) {
        return segmentBase[pe] + offset;
    }

    boolean isConnected(final int pe) {
        return endpoints[pe] != null;
    }

    /** Creates the endpoint and unpacks the key; PEER error handling where UCX allows it. */
    private UcpEndpoint connect(final int pe) {
        final RdmaPeerInfo peer = peers[pe];
        if (peer == null) {
            throw new IllegalStateException("PE " + pe + " takes no part in RDMA");
        }
        final byte[] address = peer.laneAddresses().get(index % peer.laneAddresses().size());
        UcpEndpoint endpoint;
        if (sameHost[pe]) {
            endpoint = worker.newEndpoint(address, UcpErrorHandlingMode.NONE);
        } else {
            try {
                endpoint = worker.newEndpoint(address, UcpErrorHandlingMode.PEER);
            } catch (final UcxException ex) {
                if (ex.status() != UcsStatus.UCS_ERR_UNREACHABLE) {
                    throw ex;
                }
                endpoint = worker.newEndpoint(address, UcpErrorHandlingMode.NONE);
            }
        }
        try {
            keys[pe] = endpoint.unpackRemoteKey(peer.segmentKey());
        } catch (final UcxException ex) {
            endpoint.closeNow();
            throw ex;
        }
        endpoints[pe] = endpoint;
        return endpoint;
    }

    /**
     * Drops the endpoint to a peer without waiting for it (after a failure); the next use reconnects.
     *
     * @param pe the peer.
     */
    void disconnectNow(final int pe) {
        final UcpEndpoint endpoint = endpoints[pe];
        endpoints[pe] = null;
        keys[pe] = null;
        if (endpoint != null) {
            endpoint.closeNow();
        }
    }

    /**
     * Closes every endpoint: gracefully (flushed, the peer acknowledging) when {@code graceful}, else at once.
     *
     * @param graceful whether peers are known to be alive and still progressing.
     */
    void disconnectAll(final boolean graceful) {
        for (int pe = 0; pe < endpoints.length; pe++) {
            final UcpEndpoint endpoint = endpoints[pe];
            if (endpoint == null) {
                continue;
            }
            endpoints[pe] = null;
            keys[pe] = null;
            try {
                if (graceful && !endpoint.isBroken()) {
                    endpoint.close();
                } else {
                    endpoint.closeNow();
                }
            } catch (final UcxException ex) {
                endpoint.closeNow(); // the peer did not answer: leave the rest to the worker's destruction
            }
        }
    }
}
