package io.jshmem.examples;

import io.jshmem.ElementType;
import io.jshmem.ReduceOp;
import io.jshmem.Shmem;
import io.jshmem.SymmetricBuffer;
import io.jshmem.Team;
import io.jshmem.Team2d;

/**
 * Row and column sums on a 2-D grid of PEs. {@code split2d(xRange)} lays the PEs out row by row on a grid
 * {@code xRange} wide (the last row may be short) and gives every PE a row team and a column team. Each PE owns
 * a block of {@code k} values of a matrix; one reduction over its row team gives every PE of the row the row's
 * element-wise sums, one over its column team the column's. Every PE checks both against a serial computation
 * of the same sums, and PE 0 prints one line: {@code RowColumnReduce OK ...} or {@code RowColumnReduce FAILED}.
 * <pre>
 *   bin/shmemrun -n 10 -cp examples/target/jshmem-examples.jar io.jshmem.examples.RowColumnReduce [xRange [k]]
 * </pre>
 */
public final class RowColumnReduce {
    private RowColumnReduce() {
    }

    /**
     * Runs the example; exits with status 1 when a check failed.
     *
     * @param args optional {@code xRange} (default: about the square root of the PE count) and {@code k} (1000).
     */
    public static void main(final String[] args) {
        final boolean ok;
        try (Shmem shmem = Shmem.init()) {
            final int xRange = args.length > 0 ? Integer.parseInt(args[0])
                : (int) Math.ceil(Math.sqrt(shmem.nPes()));
            final int k = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
            ok = run(shmem, xRange, k);
        }
        if (!ok) {
            System.exit(1);
        }
    }

    /**
     * Computes and checks the row and column sums.
     *
     * @param shmem  this PE.
     * @param xRange grid width (number of columns).
     * @param k      values per PE.
     * @return true on every PE when every PE's sums were right.
     */
    public static boolean run(final Shmem shmem, final int xRange, final int k) {
        final int me = shmem.myPe();
        final int n = shmem.nPes();
        final Team2d grid = shmem.teamWorld().split2d(xRange);
        final Team row = grid.xAxis();
        final Team column = grid.yAxis();
        final int x = row.myPe();
        final int y = column.myPe();
        final SymmetricBuffer block = shmem.malloc((long) k * Long.BYTES);
        final SymmetricBuffer rowSums = shmem.malloc((long) k * Long.BYTES);
        final SymmetricBuffer columnSums = shmem.malloc((long) k * Long.BYTES);
        for (int i = 0; i < k; i++) {
            block.putLong(i, value(x, y, i));
        }
        row.reduce(ReduceOp.SUM, ElementType.LONG, rowSums, block, k);
        column.reduce(ReduceOp.SUM, ElementType.LONG, columnSums, block, k);

        final int width = Math.min(xRange, n);
        boolean ok = true;
        for (int i = 0; i < k; i++) {
            long rowExpected = 0;
            for (int p = y * width; p < Math.min(n, (y + 1) * width); p++) {
                rowExpected += value(p % width, y, i);
            }
            long columnExpected = 0;
            for (int p = x; p < n; p += width) {
                columnExpected += value(x, p / width, i);
            }
            ok &= rowSums.getLong(i) == rowExpected && columnSums.getLong(i) == columnExpected;
        }
        final boolean allOk = shmem.teamWorld().reduce(ReduceOp.MIN, ok ? 1L : 0L) == 1;
        if (me == 0) {
            final int rows = (n + width - 1) / width;
            System.out.println(allOk
                ? "RowColumnReduce OK: " + n + " PEs as " + rows + " rows x " + width + " columns (last row "
                    + (n - (rows - 1) * width) + " wide), row and column sums of " + k + " values match the serial sums"
                : "RowColumnReduce FAILED: some PE's row or column sums differ from the serial sums");
        }
        if (!ok) {
            System.err.println("PE " + me + " (x " + x + ", y " + y + "): wrong row or column sums");
        }
        shmem.free(columnSums);
        shmem.free(rowSums);
        shmem.free(block);
        grid.destroy();
        return allOk;
    }

    /** Element {@code i} of the block at grid position (x, y). */
    private static long value(final int x, final int y, final int i) {
        return (y * 1000L + x) * 1_000_003L + i * 7L;
    }
}
