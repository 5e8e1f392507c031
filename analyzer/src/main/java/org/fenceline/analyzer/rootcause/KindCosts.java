package org.fenceline.analyzer.rootcause;

import com.carrotsearch.hppc.IntObjectHashMap;

/**
 * Values per (call path, wait-state kind) of one location, sparse: most call paths have none. Keyed by primitive
 * call path, since the backward replay adds to it several times per wait state on one thread.
 */
final class KindCosts {
    private final int kinds;
    private final IntObjectHashMap<double[]> byCallPath = new IntObjectHashMap<>();

    KindCosts(int kinds) {
        this.kinds = kinds;
    }

    void add(int callPath, int kind, double value) {
        if (value != 0) {
            double[] values = byCallPath.get(callPath);
            if (values == null) {
                values = new double[kinds];
                byCallPath.put(callPath, values);
            }
            values[kind] += value;
        }
    }

    double get(int callPath, int kind) {
        double[] values = byCallPath.get(callPath);
        return values == null ? 0 : values[kind];
    }
}
