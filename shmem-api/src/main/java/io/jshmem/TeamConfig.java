package io.jshmem;

/**
 * Configuration of a new team ({@code shmem_team_config_t}), given to {@link Team#splitStrided(int, int, int,
 * TeamConfig)} and {@link Team#split2d(int, TeamConfig, TeamConfig)} and returned by {@link Team#config()}.
 *
 * @param numContexts how many communication contexts the program intends to create on the team (a hint, as in
 *                    OpenSHMEM; 0 by default).
 */
public record TeamConfig(int numContexts) {
    /** The default configuration (no contexts announced); what a split without a configuration uses. */
    public static final TeamConfig DEFAULT = new TeamConfig(0);

    /**
     * Creates a configuration.
     *
     * @param numContexts at least 0.
     */
    public TeamConfig {
        if (numContexts < 0) {
            throw new IllegalArgumentException("numContexts " + numContexts + " must not be negative");
        }
    }
}
