package io.jshmem.exceptions;

/**
 * A team used in a way its state does not allow: a destroyed team, {@link io.jshmem.Team#INVALID}, destroying
 * a predefined team, PEs of a parent that passed different split arguments, or a team handle of another PE
 * instance.
 */
public class TeamException extends ShmemException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what went wrong, naming the team.
     */
    public TeamException(final String message) {
        super(message);
    }
}
