package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.Definitions;

/** Execution (execution): time spent executing the program: Time without the measurement overhead. */
public final class Execution extends TimeCategory {
    public Execution() {
        super("execution", "Execution", "time", new Description(
                "Time spent executing the program: Time without the measurement overhead.",
                "<i>time</i> &minus; <i>overhead</i>: the exclusive time of every call path whose region "
                + "is not a trace buffer flush.",
                "Computation and MPI.",
                "Expand the metric tree: Computation and MPI show which dominates."));
    }

    @Override
    protected boolean includes(Definitions.Region region) {
        return !isOverhead(region);
    }
}
