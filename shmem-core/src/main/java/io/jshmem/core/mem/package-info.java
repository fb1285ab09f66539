/**
 * Raw access to native memory (the mapped symmetric segments) and to Java arrays: loads and stores with chosen
 * ordering, CPU atomics and copies. The one place that touches {@code sun.misc.Unsafe}.
 */
package io.jshmem.core.mem;
