package io.jshmem.bench;

import java.util.Arrays;

/**
 * What the benchmark programs share with the C reference's {@code bench_common.h}: a microsecond clock,
 * medians, environment knobs, and the size progression.
 */
final class BenchSupport {
    /** Most repetitions a benchmark keeps samples for. */
    static final int MAX_REPS = 64;

    private BenchSupport() {
    }

    /**
     * Microseconds from an arbitrary origin.
     *
     * @return the time.
     */
    static double nowUs() {
        return System.nanoTime() / 1e3;
    }

    /**
     * Median of the first {@code n} samples (sorts a copy).
     *
     * @param samples the samples.
     * @param n       how many.
     * @return the median.
     */
    static double median(final double[] samples, final int n) {
        final double[] s = Arrays.copyOf(samples, n);
        Arrays.sort(s);
        return (n & 1) == 1 ? s[n / 2] : 0.5 * (s[n / 2 - 1] + s[n / 2]);
    }

    static double min(final double[] samples, final int n) {
        double m = Double.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            m = Math.min(m, samples[i]);
        }
        return m;
    }

    static double max(final double[] samples, final int n) {
        double m = 0;
        for (int i = 0; i < n; i++) {
            m = Math.max(m, samples[i]);
        }
        return m;
    }

    /**
     * An integer knob from the environment (same names as the C programs).
     *
     * @param name         variable name.
     * @param defaultValue value when unset.
     * @return the value.
     */
    static long knob(final String name, final long defaultValue) {
        final String v = System.getenv(name);
        return v == null || v.isBlank() ? defaultValue : Long.parseLong(v.trim());
    }

    /** Repetitions: {@code REPS} (default 5), at most {@link #MAX_REPS}. */
    static int reps() {
        return (int) Math.min(MAX_REPS, knob("REPS", 5));
    }

    /**
     * Next message size: times four, but ending exactly at the maximum.
     *
     * @param size    current size.
     * @param maxSize the largest size.
     * @return the next size.
     */
    static long nextSize(final long size, final long maxSize) {
        return size * 4 > maxSize && size < maxSize ? maxSize : size * 4;
    }
}
