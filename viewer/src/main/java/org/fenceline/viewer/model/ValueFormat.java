package org.fenceline.viewer.model;

import java.util.Locale;

import org.fenceline.analyzer.report.ValueType;

/**
 * How values read in the trees, as Cube shows them: a fixed number of decimals (the precision setting, default
 * 2) for seconds and percentages, so a column lines up and "0.00" stands next to "0.89" rather than "4.01e-04";
 * integer metrics (visits, bytes) as whole numbers; scientific notation only from 10^7 up. A value that is 0 at
 * the chosen precision never shows a sign ("0.00", not "-0.00"); exact zeros — and rounding residues, which the
 * pane models turn into zeros ({@link #isResidue}) — show as "0".
 *
 * @param decimals digits after the decimal point, 0 to {@value #MAX_DECIMALS}
 */
public record ValueFormat(int decimals) {
    public static final int MAX_DECIMALS = 9;
    /** Cube's default precision. */
    public static final ValueFormat DEFAULT = new ValueFormat(2);
    /** From here up, seconds are written in scientific notation. */
    static final double EXPONENT_FROM = 1e7;
    /**
     * A value this small relative to the largest value it is compared with is a rounding residue of a
     * subtraction (an exclusive value = inclusive − children), e.g. -1.11e-16 next to 2.5: doubles carry about 16
     * significant digits, so the residue of a few additions and subtractions is some 10^-16 of the scale, while a
     * measured nanosecond stays a value next to up to 1000 s.
     */
    static final double RELATIVE_RESIDUE = 1e-12;

    public ValueFormat {
        if (decimals < 0 || decimals > MAX_DECIMALS) {
            throw new IllegalArgumentException("decimals must be 0.." + MAX_DECIMALS + ", not " + decimals);
        }
    }

    /** Whether {@code value} is a rounding residue next to values as large as {@code scale}. */
    public static boolean isResidue(double value, double scale) {
        return value != 0.0 && Math.abs(value) <= RELATIVE_RESIDUE * Math.abs(scale);
    }

    public String format(double value, ValueMode mode, ValueType type) {
        if (mode.isPercent()) {
            return fixed(value) + " %";
        }
        if (type.isInteger()) {
            return String.format(Locale.ROOT, "%,d", Math.round(value));
        }
        return seconds(value);
    }

    /** A time in seconds (or any fractional value): "0" for zero, fixed decimals, scientific from 10^7. */
    public String seconds(double value) {
        if (value == 0.0) {
            return "0";
        }
        if (Math.abs(value) >= EXPONENT_FROM) {
            return String.format(Locale.ROOT, "%." + decimals + "e", value);
        }
        return fixed(value);
    }

    private String fixed(double value) {
        String s = String.format(Locale.ROOT, "%." + decimals + "f", value);
        return s.startsWith("-") && s.chars().noneMatch(c -> c >= '1' && c <= '9') ? s.substring(1) : s;
    }
}
