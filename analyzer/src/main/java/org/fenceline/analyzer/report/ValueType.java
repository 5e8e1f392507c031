package org.fenceline.analyzer.report;

/**
 * How a metric's values are typed in a Cube file. The model keeps every value as a {@code double} (exact for
 * integers up to 2^53, far beyond any count or byte total a trace produces); the type decides how the
 * values are written and how they are formatted.
 */
public enum ValueType {
    /** Seconds and other fractional values; Cube dtype {@code DOUBLE} (Scalasca writes the alias {@code FLOAT}). */
    DOUBLE,
    /** Signed counts; Cube dtype {@code INT64} (Scalasca writes the alias {@code INTEGER}). */
    INT64,
    /** Unsigned counts and bytes; Cube dtype {@code UINT64}. */
    UINT64;

    public boolean isInteger() {
        return this != DOUBLE;
    }
}
