package org.fenceline.analyzer.rootcause;

import java.util.HashMap;
import java.util.Map;

/** Values per (call path, wait-state kind) of one location, sparse: most call paths have none. */
final class KindCosts {
    private final int kinds;
    private final Map<Integer, double[]> byCallPath = new HashMap<>();

    KindCosts(int kinds) {
        this.kinds = kinds;
    }

    void add(int callPath, int kind, double value) {
        if (value != 0) {
            byCallPath.computeIfAbsent(callPath, cp -> new double[kinds])[kind] += value;
        }
    }

    double get(int callPath, int kind) {
        double[] values = byCallPath.get(callPath);
        return values == null ? 0 : values[kind];
    }
}
