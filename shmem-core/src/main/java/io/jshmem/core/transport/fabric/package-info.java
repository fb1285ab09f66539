/**
 * FabricMem: the transport for PEs on the same host. Every co-located PE's segment is mapped into this
 * process, so puts and gets are copies and AMOs are CPU atomics on the mapped word. No thread runs on the
 * target; nothing on the path allocates or crosses JNA.
 */
package io.jshmem.core.transport.fabric;
