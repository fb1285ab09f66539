package io.jshmem.examples;

import io.jshmem.ReduceOp;
import io.jshmem.Shmem;
import io.jshmem.Team;

/**
 * The team-split example of CANN shmem's documentation, on the OpenSHMEM team API: with 8 PEs,
 * {@code teamWorld().splitStrided(1, 2, 3)} makes world PEs 1, 3 and 5 a team, where they are PEs 0, 1 and 2.
 * Every PE prints its world number and its team number (or that it is not a member), then the members sum
 * their world numbers over the new team (1 + 3 + 5 = 9). With fewer than 6 PEs the team is {@code n / 2} PEs.
 * <pre>
 *   bin/shmemrun -n 8 -cp examples/target/jshmem-examples.jar io.jshmem.examples.TeamSplit
 * </pre>
 */
public final class TeamSplit {
    private TeamSplit() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored.
     */
    public static void main(final String[] args) {
        try (Shmem shmem = Shmem.init()) {
            run(shmem);
        }
    }

    /**
     * Splits TEAM_WORLD, reports this PE's numbers and sums the members' world numbers over the team.
     *
     * @param shmem this PE (at least 2 PEs in the job).
     * @return the sum over the team on members, -1 on the other PEs.
     */
    public static long run(final Shmem shmem) {
        final Team world = shmem.teamWorld();
        final int size = Math.min(3, shmem.nPes() / 2);
        final Team team = world.splitStrided(1, 2, size);
        final String line;
        long sum = -1;
        if (team.isValid()) {
            sum = team.reduce(ReduceOp.SUM, (long) shmem.myPe());
            line = "world PE " + shmem.myPe() + " is team PE " + team.myPe() + " of " + team.nPes()
                + " (team PE " + team.myPe() + " -> world PE " + team.translatePe(team.myPe(), world)
                + "); sum of the members' world PEs: " + sum;
        } else {
            line = "world PE " + shmem.myPe() + " is not a member (world -> team: "
                + world.translatePe(shmem.myPe(), team) + ")";
        }
        for (int pe = 0; pe < shmem.nPes(); pe++) {
            if (pe == shmem.myPe()) {
                System.out.println(line);
                System.out.flush();
            }
            world.barrier();
        }
        team.destroy();
        return sum;
    }
}
