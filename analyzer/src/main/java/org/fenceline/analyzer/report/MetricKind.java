package org.fenceline.analyzer.report;

/**
 * Whether a metric carries values or is computed by Cube from other metrics (a CubePL expression). Derived
 * metrics appear in Scalasca reports (e.g. {@code mpi}, {@code comp}); this model keeps their place in the
 * tree and their expression but does not evaluate them, so their values read as zero.
 */
public enum MetricKind {
    STORED,
    POSTDERIVED,
    PREDERIVED_EXCLUSIVE,
    PREDERIVED_INCLUSIVE;

    public boolean isDerived() {
        return this != STORED;
    }
}
