/**
 * Typed JNA bindings to the system's UCX ({@code libucp}) and closeable wrappers over them: the object graph
 * {@link io.jshmem.jna.ucx.UcpContext} &rarr; {@link io.jshmem.jna.ucx.UcpWorker} &rarr;
 * {@link io.jshmem.jna.ucx.UcpEndpoint}, plus {@link io.jshmem.jna.ucx.UcpMemory} (a registered region) and
 * {@link io.jshmem.jna.ucx.UcpRemoteKey} (a peer's unpacked region key).
 *
 * <p>Layers, lowest first:
 * <ul>
 *   <li>{@link io.jshmem.jna.ucx.Ucp} and {@link io.jshmem.jna.ucx.Ucs}: JNA direct mappings with the C names,
 *       every handle and pointer a {@code long}; {@link io.jshmem.jna.ucx.UcpConstants} and the
 *       {@code *Layout} classes hold the enum values and struct layouts of UCX 1.13, which a test checks against
 *       the installed headers.</li>
 *   <li>{@link io.jshmem.jna.ucx.UcxLibrary}: finds and checks {@code libucp} on first use only, so loading
 *       these classes on a machine without UCX costs nothing; using them fails with a {@link
 *       io.jshmem.jna.ucx.UcxException} that says what to install.</li>
 *   <li>The {@code Ucp*} wrappers: Java names, deadlines, exceptions, reverse-order idempotent close, and a hot
 *       path (put, get, atomics, request polling) that allocates nothing.</li>
 * </ul>
 *
 * <p>These are bindings, not jshmem API: only the RDMA transport of {@code shmem-core} should use them.
 *
 * <p><b>Threads.</b> A worker and its endpoints are used by one thread at a time unless the worker was created
 * with {@link io.jshmem.jna.ucx.UcsThreadMode#MULTI}; handing a worker from one thread to another (setup thread
 * to progress thread) needs {@link io.jshmem.jna.ucx.UcsThreadMode#SERIALIZED} and a happens-before edge such as
 * {@link java.lang.Thread#start()}. UCX only moves data when the worker at <em>both</em> ends is progressed, so a
 * process that is the target of remote operations must call {@link io.jshmem.jna.ucx.UcpWorker#progress()}
 * (typically from a dedicated thread).
 */
package io.jshmem.jna.ucx;
