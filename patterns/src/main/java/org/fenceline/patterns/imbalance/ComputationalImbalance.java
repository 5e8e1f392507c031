package org.fenceline.patterns.imbalance;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Computational imbalance (imbalance). */
public final class ComputationalImbalance extends SumOfChildren {
    public ComputationalImbalance() {
        super("imbalance", "Computational imbalance", "sec", null, new Description(
                "Computational load imbalance heuristic (Scalasca): per call path of computation, how far "
                + "each location's time is from the average over all locations, above or below.",
                "sum of its children.",
                "Unequal work per process.",
                "Balance the work of the call paths with the largest imbalance."));
    }
}
