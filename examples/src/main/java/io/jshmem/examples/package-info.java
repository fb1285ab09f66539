/**
 * Example SPMD programs, each a {@code main} to start with {@code bin/shmemrun}: {@code Hello}, {@code RingPut},
 * {@code Heat2D} (a 2-D stencil with halo exchange).
 */
package io.jshmem.examples;
