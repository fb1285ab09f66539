/**
 * jshmem: OpenSHMEM-style symmetric memory for Java.
 *
 * <p>An SPMD program is started as N processes (processing elements, PEs), usually by {@code shmemrun -n N}.
 * Each PE calls {@link io.jshmem.Shmem#init()}, allocates {@link io.jshmem.SymmetricBuffer}s collectively
 * (same offset and length on every PE), and then reads and writes other PEs' buffers one-sidedly through
 * the {@link io.jshmem.ShmemContext} operations: put/get, strided and non-blocking forms, {@code fence} and
 * {@code quiet}. Everything is instance-based: several PEs may live in one JVM (see the testkit's
 * {@code LocalJob}), each with its own {@link io.jshmem.Shmem}.
 */
package io.jshmem;
