package io.jshmem.exceptions;

/**
 * A PE number outside {@code [0, nPes)} of the team or job it was meant for.
 */
public final class PeOutOfRangeException extends ShmemException {
    private static final long serialVersionUID = 1L;

    private final int pe;
    private final int nPes;

    /**
     * Creates the exception.
     *
     * @param pe   the PE number given.
     * @param nPes the number of PEs it had to be below.
     */
    public PeOutOfRangeException(final int pe, final int nPes) {
        super("PE " + pe + " is out of range [0, " + nPes + ")");
        this.pe = pe;
        this.nPes = nPes;
    }

    /**
     * The PE number given.
     *
     * @return the PE number that was out of range.
     */
    public int pe() {
        return pe;
    }

    /**
     * The number of PEs the PE had to be below.
     *
     * @return the exclusive upper bound.
     */
    public int nPes() {
        return nPes;
    }
}
