package org.fenceline.viewer.model;

import java.util.Arrays;

/**
 * Distribution of one value over the locations, as Cube's "Box Plot" tab shows it. Quartiles interpolate
 * linearly between order statistics (the R-7 / spreadsheet definition), so small location counts give
 * smooth, reproducible numbers.
 */
public record BoxPlotStatistics(int count, double min, double lowerQuartile, double median, double upperQuartile,
                                double max, double mean) {

    public static BoxPlotStatistics of(double[] values) {
        if (values.length == 0) {
            return new BoxPlotStatistics(0, 0, 0, 0, 0, 0, 0);
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        double sum = 0.0;
        for (double v : sorted) {
            sum += v;
        }
        return new BoxPlotStatistics(sorted.length, sorted[0], quantile(sorted, 0.25), quantile(sorted, 0.5),
                quantile(sorted, 0.75), sorted[sorted.length - 1], sum / sorted.length);
    }

    private static double quantile(double[] sorted, double q) {
        double h = (sorted.length - 1) * q;
        int lo = (int) Math.floor(h);
        int hi = Math.min(sorted.length - 1, lo + 1);
        return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
    }
}
