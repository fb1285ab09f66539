package io.jshmem;

/**
 * The two teams {@link Team#split2d(int)} gives a PE: the PEs of its row and the PEs of its column of the 2-D
 * grid laid over the parent team.
 *
 * @param xAxis the PEs with the same y coordinate (its row); this PE's number in it is its x coordinate.
 * @param yAxis the PEs with the same x coordinate (its column); this PE's number in it is its y coordinate.
 */
public record Team2d(Team xAxis, Team yAxis) {
    /**
     * Destroys both teams, the row team first; collective over each of them (see {@link Team#destroy()}).
     */
    public void destroy() {
        xAxis.destroy();
        yAxis.destroy();
    }
}
