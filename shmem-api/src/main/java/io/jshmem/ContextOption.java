package io.jshmem;

/**
 * Options of a communication context created by {@link Shmem#createContext(java.util.Set)} or
 * {@link Team#createContext(java.util.Set)} ({@code SHMEM_CTX_PRIVATE}, {@code SHMEM_CTX_SERIALIZED},
 * {@code SHMEM_CTX_NOSTORE}). They are promises the program makes, which let a transport give the context
 * cheaper resources; jshmem does not check them, and breaking one is undefined behaviour, as in OpenSHMEM.
 */
public enum ContextOption {
    /** Only the thread that created the context uses it. */
    PRIVATE,
    /** Threads use the context one at a time, never concurrently. */
    SERIALIZED,
    /**
     * The context is not used for puts, non-fetching atomics or signals whose completion {@code quiet} would
     * have to wait for (stores), only for gets and fetching operations.
     */
    NOSTORE
}
