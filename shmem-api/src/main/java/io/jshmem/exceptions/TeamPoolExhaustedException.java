package io.jshmem.exceptions;

/**
 * A split needed more team slots than some PE of the parent team has free. Thrown on every PE of the parent
 * alike; no team was created and the library stays usable (destroy teams, or raise {@code JSHMEM_MAX_TEAMS}).
 */
public final class TeamPoolExhaustedException extends TeamException {
    private static final long serialVersionUID = 1L;

    private final int maxTeams;
    private final int slotsNeeded;

    /**
     * Creates the exception.
     *
     * @param maxTeams    size of the team pool ({@code JSHMEM_MAX_TEAMS}).
     * @param slotsNeeded slots the split needed (1 for a strided split, 2 for a 2-D split).
     * @param slotsFree   slots free on every PE of the parent.
     */
    public TeamPoolExhaustedException(final int maxTeams, final int slotsNeeded, final int slotsFree) {
        super("team pool exhausted: the split needs " + slotsNeeded + " free team slot" + (slotsNeeded == 1 ? "" : "s")
            + " on every PE of the parent, " + slotsFree + " of " + maxTeams
            + " are free on all of them (destroy unused teams or raise JSHMEM_MAX_TEAMS)");
        this.maxTeams = maxTeams;
        this.slotsNeeded = slotsNeeded;
    }

    /**
     * Size of the team pool.
     *
     * @return {@code JSHMEM_MAX_TEAMS}.
     */
    public int maxTeams() {
        return maxTeams;
    }

    /**
     * Slots the split needed.
     *
     * @return 1 or 2.
     */
    public int slotsNeeded() {
        return slotsNeeded;
    }
}
