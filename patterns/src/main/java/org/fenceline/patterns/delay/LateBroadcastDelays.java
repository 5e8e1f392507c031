package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Late Broadcast delay costs (delay_12n_aggregate): short-term plus long-term. */
public final class LateBroadcastDelays extends SumOfChildren {
    public LateBroadcastDelays() {
        super("delay_12n_aggregate", "Late Broadcast", "sec", "delay_collective", new Description(
                "Delay costs of Late Broadcast wait states (destinations of a 1-to-n operation waiting for "
                + "the root): the waiting time, direct and propagated, charged to the delays on the root that "
                + "caused it.",
                "sum of its children.",
                "Work the root does before the broadcast or scatter that the others do not.",
                "Move work off the root, or let the destinations do useful work before they need the data."));
    }
}
