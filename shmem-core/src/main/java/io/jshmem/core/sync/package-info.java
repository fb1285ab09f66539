/**
 * Waiting and synchronization: how a PE waits on a word (acquire loads under a spin, yield, park backoff that
 * also notices failed peers) and the barriers built from puts and waits.
 */
package io.jshmem.core.sync;
