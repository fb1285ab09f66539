/**
 * Runs an SPMD program as N PEs that are threads of one JVM, for fast multi-PE tests of jshmem and of users'
 * own code: {@code LocalJob.run(4, shmem -> ...)}.
 */
package io.jshmem.testkit;
