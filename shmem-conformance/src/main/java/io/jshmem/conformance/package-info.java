/**
 * The conformance suite: SPMD cases that check jshmem's behaviour from the outside, through the public API
 * only. {@link io.jshmem.conformance.ConformanceMain} runs them as a program under {@code shmemrun}; the tests
 * also run every case through the testkit's {@code LocalJob}.
 */
package io.jshmem.conformance;
