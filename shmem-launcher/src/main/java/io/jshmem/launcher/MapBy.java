package io.jshmem.launcher;

/**
 * How PEs are spread over the hosts of a job ({@code --map-by}), as in Open MPI.
 */
public enum MapBy {
    /** Fill each host's slots before the next host: PEs 0-1 on h1 and 2-3 on h2 for {@code h1:2,h2:2}. */
    SLOT,
    /** One PE per host in turn, skipping full hosts: PEs 0 and 2 on h1, 1 and 3 on h2 for {@code h1:2,h2:2}. */
    NODE
}
