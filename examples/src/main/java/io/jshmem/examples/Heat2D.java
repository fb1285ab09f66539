package io.jshmem.examples;

import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;

import java.util.Locale;

/**
 * A 2-D heat equation (Jacobi) stencil on an {@code nx x ny} plate whose top edge is held at 100 degrees and
 * other edges at 0. Rows are split across PEs; every iteration each PE puts its first and last rows into its
 * neighbours' halo buffers, synchronizes with a barrier, and updates its rows from the four neighbours of each
 * cell. Halo buffers alternate between even and odd iterations, so one barrier per iteration suffices: a
 * neighbour can be at most one iteration behind, and it reads the other buffer.
 *
 * <p>Every cell's update is the same arithmetic whatever the split, so the plate is bitwise identical for any
 * number of PEs; PE 0 gathers it with gets and prints a checksum that does not depend on the PE count.
 * <pre>
 *   bin/shmemrun -n 4 -cp examples/target/jshmem-examples.jar io.jshmem.examples.Heat2D [nx ny iterations]
 * </pre>
 */
public final class Heat2D {
    private static final double HOT = 100.0;

    private Heat2D() {
    }

    /**
     * Runs the stencil.
     *
     * @param args optional {@code nx ny iterations} (default 512 512 500).
     */
    public static void main(final String[] args) {
        final int nx = args.length > 0 ? Integer.parseInt(args[0]) : 512;
        final int ny = args.length > 1 ? Integer.parseInt(args[1]) : 512;
        final int iterations = args.length > 2 ? Integer.parseInt(args[2]) : 500;
        try (Shmem shmem = Shmem.init()) {
            final double checksum = run(shmem, nx, ny, iterations);
            if (shmem.myPe() == 0) {
                System.out.printf(Locale.ROOT, "Heat2D %dx%d, %d iterations, %d PEs: checksum %.12e%n", nx, ny,
                    iterations, shmem.nPes(), checksum);
            }
        }
    }

    /**
     * Runs the stencil on this PE's rows and returns the checksum (meaningful on PE 0).
     *
     * @param shmem      this PE.
     * @param nx         columns.
     * @param ny         rows (interior rows are {@code 1 .. ny-2}; rows 0 and ny-1 are the fixed edges).
     * @param iterations Jacobi sweeps.
     * @return the sum of every cell of the final plate, in row order (on PE 0; 0 elsewhere).
     */
    public static double run(final Shmem shmem, final int nx, final int ny, final int iterations) {
        final int me = shmem.myPe();
        final int n = shmem.nPes();
        final int firstRow = rowStart(me, n, ny);
        final int rows = rowStart(me + 1, n, ny) - firstRow;
        final int maxRows = rowStart(1, n, ny);
        final int up = me - 1;
        final int down = me + 1;

        // local plate with one halo row above and below: row r of the plate is local row r - firstRow + 1
        double[] cur = new double[(rows + 2) * nx];
        double[] next = new double[(rows + 2) * nx];
        // halos[parity][0 = from the PE above, 1 = from the PE below][nx]
        final SymmetricBuffer halos = shmem.calloc(4L * nx, Double.BYTES);
        final SymmetricBuffer gather = shmem.malloc((long) maxRows * nx * Double.BYTES);
        initialise(cur, firstRow, rows, nx);
        initialise(next, firstRow, rows, nx);

        for (int it = 0; it < iterations; it++) {
            final int parity = it & 1;
            if (up >= 0 && rows > 0) {
                shmem.put(halos, (parity * 2L + 1) * nx, cur, nx, nx, up);
            }
            if (down < n && rows > 0) {
                shmem.put(halos, (parity * 2L) * nx, cur, rows * nx, nx, down);
            }
            shmem.barrierAll();
            if (up >= 0) {
                shmem.get(cur, 0, halos, parity * 2L * nx, nx, me);
            }
            if (down < n) {
                shmem.get(cur, (rows + 1) * nx, halos, (parity * 2L + 1) * nx, nx, me);
            }
            sweep(cur, next, firstRow, rows, nx, ny);
            final double[] t = cur;
            cur = next;
            next = t;
        }

        shmem.put(gather, 0, cur, nx, rows * nx, me);
        shmem.barrierAll();
        double checksum = 0;
        if (me == 0) {
            final double[] row = new double[nx];
            for (int pe = 0; pe < n; pe++) {
                final int peRows = rowStart(pe + 1, n, ny) - rowStart(pe, n, ny);
                for (int r = 0; r < peRows; r++) {
                    shmem.get(row, 0, gather, (long) r * nx, nx, pe);
                    for (final double v : row) {
                        checksum += v;
                    }
                }
            }
        }
        shmem.barrierAll();
        shmem.free(gather);
        shmem.free(halos);
        return checksum;
    }

    /** First plate row of a PE: rows are split as evenly as possible, the first PEs taking one more. */
    private static int rowStart(final int pe, final int n, final int ny) {
        final int base = ny / n;
        final int extra = ny % n;
        return pe * base + Math.min(pe, extra);
    }

    private static void initialise(final double[] plate, final int firstRow, final int rows, final int nx) {
        for (int r = 0; r < rows; r++) {
            if (firstRow + r == 0) {
                for (int x = 0; x < nx; x++) {
                    plate[(r + 1) * nx + x] = HOT;
                }
            }
        }
    }

    private static void sweep(final double[] cur, final double[] next, final int firstRow, final int rows,
        final int nx, final int ny) {
        for (int r = 1; r <= rows; r++) {
            final int plateRow = firstRow + r - 1;
            final int row = r * nx;
            if (plateRow == 0 || plateRow == ny - 1) {
                System.arraycopy(cur, row, next, row, nx);
                continue;
            }
            next[row] = cur[row];
            next[row + nx - 1] = cur[row + nx - 1];
            for (int x = 1; x < nx - 1; x++) {
                final double vertical = cur[row + x - nx] + cur[row + x + nx];
                next[row + x] = 0.25 * (vertical + (cur[row + x - 1] + cur[row + x + 1]));
            }
        }
    }
}
