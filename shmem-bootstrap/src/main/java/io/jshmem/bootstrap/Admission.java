package io.jshmem.bootstrap;

/**
 * Decides, on PE 0, whether a hello may join the job. Wrong magic is answered by silence (the connection is
 * just closed: nothing is told to whoever does not know the job's secret); a PE that knows the magic but
 * disagrees on version, size or rank is told why.
 */
final class Admission {
    /**
     * The decision about one hello.
     *
     * @param admitted whether the sender may join (its rank may still turn out to be taken).
     * @param answer   whether the sender is told the reason (only when it knows the magic).
     * @param reason   why it was refused; null when admitted.
     */
    record Verdict(boolean admitted, boolean answer, String reason) {
    }

    private static final Verdict ADMIT = new Verdict(true, false, null);

    private final UniqueId uid;
    private final int size;

    /**
     * Creates the policy for a job.
     *
     * @param uid  the job.
     * @param size its number of PEs.
     */
    Admission(final UniqueId uid, final int size) {
        this.uid = uid;
        this.size = size;
    }

    /**
     * Judges a hello.
     *
     * @param hello what the connecting side sent.
     * @return the verdict.
     */
    Verdict judge(final Hello hello) {
        if (!uid.magicMatches(hello.magic())) {
            return new Verdict(false, false, "wrong magic (not a PE of this job, or a stale JSHMEM_UID)");
        }
        if (hello.version() != uid.version()) {
            return refuse("it speaks bootstrap protocol version " + hello.version() + ", PE 0 speaks "
                + uid.version() + " (are all PEs running the same jshmem?)");
        }
        if (hello.npes() != size) {
            return refuse("it was started with npes " + hello.npes() + " but the job has " + size + " PEs");
        }
        if (hello.pe() < 1 || hello.pe() >= size) {
            return refuse("it claims pe " + hello.pe() + ", outside [1, " + size + ")");
        }
        return ADMIT;
    }

    private static Verdict refuse(final String reason) {
        return new Verdict(false, true, reason);
    }
}
