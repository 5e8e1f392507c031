package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.Definitions;

/** Time (time): total time spent in the program: every region from its ENTER to its EXIT, on every location. */
public final class Time extends TimeCategory {
    public Time() {
        super("time", "Time", null, new Description(
                "Total time spent in the program: every region from its ENTER to its EXIT, on every "
                + "location.",
                "exclusive time of each call path: the time between ENTER and EXIT of its visits minus "
                + "the time in its callees.",
                "The whole run; the child metrics break it down.",
                "Expand the metric tree to see where the time goes."));
    }

    @Override
    protected boolean includes(Definitions.Region region) {
        return true;
    }
}
