package org.fenceline.viewer.model;

import java.util.Locale;

import org.fenceline.analyzer.report.ValueType;

/**
 * How values read in the trees: percentages with two decimals, integer metrics (visits, bytes) as whole
 * numbers, and seconds fixed-point in the usual range and in scientific notation when tiny or huge, so a
 * column of values stays comparable at a glance.
 */
public final class ValueFormat {

    private ValueFormat() {
    }

    public static String format(double value, ValueMode mode, ValueType type) {
        if (mode.isPercent()) {
            return String.format(Locale.ROOT, "%.2f %%", value);
        }
        if (type.isInteger()) {
            return String.format(Locale.ROOT, "%,d", Math.round(value));
        }
        return seconds(value);
    }

    public static String seconds(double value) {
        double a = Math.abs(value);
        if (value == 0.0) {
            return "0";
        }
        if (a >= 0.01 && a < 1e7) {
            return String.format(Locale.ROOT, "%.2f", value);
        }
        return String.format(Locale.ROOT, "%.2e", value);
    }
}
