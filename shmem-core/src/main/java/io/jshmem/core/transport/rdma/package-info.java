/**
 * The RDMA transport: one-sided operations on PEs of other hosts (or of the same host, when asked) through UCX.
 *
 * <p>Shape, from the bottom up:
 * <ul>
 *   <li>{@link io.jshmem.core.transport.rdma.RdmaNode}: this PE's UCX context, its registered segment, one
 *       <em>target</em> worker per lane that peers connect to, and the {@link
 *       io.jshmem.core.transport.rdma.ProgressAgent} thread that keeps those workers answering (UCX moves data
 *       only while the target progresses). Program threads that wait inside the library take the target workers
 *       from the agent for a while ({@link io.jshmem.core.transport.rdma.TargetProgress}); an idle agent sleeps
 *       until UCX signals work ({@link io.jshmem.core.transport.rdma.WakeupIdleStrategy}).</li>
 *   <li>{@link io.jshmem.core.transport.rdma.Lane}: one <em>initiator</em> worker and its endpoints, one per
 *       peer, to the peers' target workers of the same lane index: a path of its own (a NIC of its own on
 *       multi-rail hosts).</li>
 *   <li>{@link io.jshmem.core.transport.rdma.RdmaChannel}: the lanes, staging memory and requests of one
 *       communication context; it cuts large transfers into slices ({@link io.jshmem.core.transport.rdma.Slices})
 *       and stripes them over the lanes; {@link io.jshmem.core.transport.rdma.RequestQueue} posts, retries and
 *       finishes requests under deadlines; {@link io.jshmem.core.transport.rdma.LaneOrdering} implements fence and
 *       flush across lanes.</li>
 *   <li>{@link io.jshmem.core.transport.rdma.UcxRdmaTransport}: the {@link io.jshmem.core.transport.Transport}
 *       over a channel, plus the atomics and put-with-signal operations; a PE's operations on itself are plain
 *       memory accesses ({@link io.jshmem.core.transport.rdma.SelfAccess}).</li>
 * </ul>
 */
package io.jshmem.core.transport.rdma;
