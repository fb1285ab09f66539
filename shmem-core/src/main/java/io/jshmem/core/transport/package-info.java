/**
 * Transports: how one-sided operations reach a PE. Each {@link io.jshmem.core.transport.Transport} says
 * which PEs it can reach; the {@link io.jshmem.core.transport.TransportRouter} picks, once at init, the
 * enabled transport of highest priority for every PE.
 */
package io.jshmem.core.transport;
