/**
 * OSU-style benchmarks, each the twin of a C program in the OSHMEM reference set (same operations, sizes,
 * iteration counts, warm-up and output columns), so that both run side by side under their launchers and
 * compare as ratios. Run with {@code bin/shmemrun -n 2 -cp shmem-benchmarks/target/jshmem-benchmarks.jar ...}.
 */
package io.jshmem.bench;
