/**
 * Example SPMD programs, each a {@code main} to start with {@code bin/shmemrun}: {@code Hello}, {@code RingPut},
 * {@code Heat2D} (a 2-D stencil with halo exchange), and the team examples {@code TeamSplit}, {@code RowColumnReduce}
 * (2-D split, row and column sums) and {@code ParallelSort} (sample sort with fcollect and alltoall).
 */
package io.jshmem.examples;
