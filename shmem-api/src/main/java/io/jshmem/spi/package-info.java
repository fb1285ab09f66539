/**
 * Service-provider interface: how {@link io.jshmem.Shmem#init()} finds its implementation through
 * {@link java.util.ServiceLoader}.
 */
package io.jshmem.spi;
