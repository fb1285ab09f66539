package io.jshmem;

/**
 * OpenSHMEM thread-safety levels, weakest first. {@link Shmem#queryThread()} reports the level provided.
 */
public enum ThreadLevel {
    /** Only one thread of the process exists. */
    SINGLE,
    /** Many threads, but only the one that initialized jshmem calls it. */
    FUNNELED,
    /** Many threads call jshmem, never two at the same time. */
    SERIALIZED,
    /** Many threads call jshmem at the same time. */
    MULTIPLE
}
