/**
 * Waiting: how a PE waits on a word (acquire loads under a spin, yield, park backoff that
 * also notices failed peers). The barriers built from puts and waits are in {@code io.jshmem.core.coll}.
 */
package io.jshmem.core.sync;
