package io.jshmem.config;

/**
 * Every configuration knob jshmem reads. Each has an environment variable name (the OpenSHMEM standard
 * {@code SHMEM_*} names where the standard has one, ours as {@code JSHMEM_*}), an equivalent system property
 * ({@code jshmem.*}), a default and a one-line description. {@link Configuration} resolves them.
 */
public enum Knob {
    /** The job's unique id token (from {@code shmemrun}, or distributed by the user). */
    UID("JSHMEM_UID", "jshmem.uid", "", "unique id of the job: PE 0's address, port and magic"),
    /** This PE's number. */
    PE("JSHMEM_PE", "jshmem.pe", "", "this PE's number in [0, JSHMEM_NPES)"),
    /** Number of PEs of the job. */
    NPES("JSHMEM_NPES", "jshmem.npes", "", "number of PEs in the job"),
    /** Symmetric heap per PE. */
    SYMMETRIC_SIZE("SHMEM_SYMMETRIC_SIZE", "jshmem.symmetric.size", "1G",
        "bytes of symmetric heap per PE; K/M/G/T suffixes (powers of 1024), fractions allowed"),
    /** Print the library version at start-up. */
    VERSION("SHMEM_VERSION", "jshmem.version", "false", "print the library version at start-up"),
    /** Print the configuration at start-up. */
    INFO("SHMEM_INFO", "jshmem.info", "false", "print every knob with its value and source at start-up"),
    /** Debug messages. */
    DEBUG("SHMEM_DEBUG", "jshmem.debug", "false", "print debug messages to stderr"),
    /** Bootstrap connect deadline. */
    BOOTSTRAP_TIMEOUT("JSHMEM_BOOTSTRAP_TIMEOUT", "jshmem.bootstrap.timeout", "60s",
        "how long a PE keeps trying to reach PE 0, and how long PE 0 waits for every PE to connect"),
    /** Interface whose address PE 0 advertises. */
    BOOTSTRAP_IFNAME("JSHMEM_BOOTSTRAP_IFNAME", "jshmem.bootstrap.ifname", "",
        "network interface whose address goes into the unique id (default: the host's address)"),
    /** Address PE 0 advertises. */
    BOOTSTRAP_ADDRESS("JSHMEM_BOOTSTRAP_ADDRESS", "jshmem.bootstrap.address", "",
        "address that goes into the unique id (overrides JSHMEM_BOOTSTRAP_IFNAME)"),
    /** Failure-detection timeout. */
    HEARTBEAT_TIMEOUT("JSHMEM_HEARTBEAT_TIMEOUT", "jshmem.heartbeat.timeout", "10s",
        "a PE silent on the bootstrap connection this long is declared failed; a closed connection fails at once"),
    /** Identity of the host, for routing. */
    HOST_ID("JSHMEM_HOST_ID", "jshmem.host.id", "",
        "host identity for transport routing (default: the machine's boot id); PEs with equal ids share memory"),
    /** Enabled transports in priority order. */
    TRANSPORTS("JSHMEM_TRANSPORTS", "jshmem.transports", "fabric,rdma",
        "transports to use, highest priority first: fabric (same host, shared memory), rdma (UCX)"),
    /** Team pool size. */
    MAX_TEAMS("JSHMEM_MAX_TEAMS", "jshmem.max.teams", "64",
        "number of team slots (TEAM_WORLD and TEAM_SHARED included)"),
    /** Barrier algorithm. */
    BARRIER_ALGORITHM("JSHMEM_BARRIER_ALGORITHM", "jshmem.barrier.algorithm", "auto",
        "barrier/sync algorithm: auto, dissemination, linear"),
    /** Broadcast algorithm. */
    BCAST_ALGORITHM("JSHMEM_BCAST_ALGORITHM", "jshmem.bcast.algorithm", "auto",
        "broadcast algorithm: auto, linear, binomial"),
    /** Reduction algorithm. */
    REDUCE_ALGORITHM("JSHMEM_REDUCE_ALGORITHM", "jshmem.reduce.algorithm", "auto",
        "reduction algorithm: auto, linear, recursive-doubling, ring"),
    /** Collect/fcollect algorithm. */
    COLLECT_ALGORITHM("JSHMEM_COLLECT_ALGORITHM", "jshmem.collect.algorithm", "auto",
        "collect/fcollect/scan algorithm: auto, linear, recursive-doubling, ring"),
    /** Busy-poll time before a waiting PE yields. */
    WAIT_SPIN("JSHMEM_WAIT_SPIN", "jshmem.wait.spin", "auto",
        "how long a waiting PE busy-polls before yielding the CPU (auto: 10ms when every PE of the host "
            + "has a core, 2us otherwise)"),
    /** RDMA slice size. */
    RDMA_SLICE_SIZE("JSHMEM_RDMA_SLICE_SIZE", "jshmem.rdma.slice.size", "64K",
        "RDMA transfers above this are cut into slices of this size"),
    /** RDMA lanes. */
    RDMA_LANES("JSHMEM_RDMA_LANES", "jshmem.rdma.lanes", "2",
        "number of RDMA lanes (UCX workers/endpoints) slices are striped over"),
    /** RDMA slice retries. */
    RDMA_RETRIES("JSHMEM_RDMA_RETRIES", "jshmem.rdma.retries", "3", "retries of a failed RDMA slice"),
    /** RDMA deadline. */
    RDMA_TIMEOUT("JSHMEM_RDMA_TIMEOUT", "jshmem.rdma.timeout", "30s", "deadline of every blocking RDMA operation"),
    /** UCX settings of the RDMA transport's context. */
    RDMA_UCX_CONFIG("JSHMEM_RDMA_UCX_CONFIG", "jshmem.rdma.ucx.config", "",
        "UCX settings for the RDMA transport, NAME=VALUE separated by ';' (e.g. TLS=tcp), over the UCX_* variables"),
    /** How the RDMA progress agent waits for work. */
    RDMA_PROGRESS("JSHMEM_RDMA_PROGRESS", "jshmem.rdma.progress", "wakeup",
        "how each PE's RDMA progress thread idles: wakeup (spin briefly, then sleep until UCX signals), backoff "
            + "(spin, yield, park up to 100us), spin (never sleeps: lowest latency, one core per PE)"),
    /** Which agent performs the AMOs of PEs reached through RDMA. */
    RDMA_ATOMICS("JSHMEM_RDMA_ATOMICS", "jshmem.rdma.atomics", "cpu",
        "atomics over RDMA: cpu (target CPU performs them, coherent with shared-memory atomics) or nic (NIC "
            + "atomics allowed; then every PE sends its AMOs for a PE reached by RDMA through RDMA)"),
    /** Statistics at exit. */
    STATS("JSHMEM_STATS", "jshmem.stats", "false", "print per-peer transport statistics at exit");

    private final String envName;
    private final String propertyName;
    private final String defaultValue;
    private final String description;

    Knob(final String envName, final String propertyName, final String defaultValue, final String description) {
        this.envName = envName;
        this.propertyName = propertyName;
        this.defaultValue = defaultValue;
        this.description = description;
    }

    /**
     * The environment variable name.
     *
     * @return e.g. {@code SHMEM_SYMMETRIC_SIZE}.
     */
    public String envName() {
        return envName;
    }

    /**
     * The equivalent system property name.
     *
     * @return e.g. {@code jshmem.symmetric.size}.
     */
    public String propertyName() {
        return propertyName;
    }

    /**
     * The default value, as text; empty when the knob has no default.
     *
     * @return the default.
     */
    public String defaultValue() {
        return defaultValue;
    }

    /**
     * One line describing the knob.
     *
     * @return the description.
     */
    public String description() {
        return description;
    }

    /**
     * Finds a knob by its environment variable or system property name.
     *
     * @param name an environment variable or property name.
     * @return the knob, or null when no knob has that name.
     */
    public static Knob byName(final String name) {
        for (final Knob knob : values()) {
            if (knob.envName.equals(name) || knob.propertyName.equals(name)) {
                return knob;
            }
        }
        return null;
    }
}
