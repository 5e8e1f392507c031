package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Late Sender delay costs (delay_latesender_aggregate): short-term plus long-term. */
public final class LateSenderDelays extends SumOfChildren {
    public LateSenderDelays() {
        super("delay_latesender_aggregate", "Late Sender", "sec", "delay_p2p", new Description(
                "Delay costs of Late Sender wait states (a receive waiting for its send): the waiting time, "
                + "direct and propagated, charged to the delays on the sender before the send that caused it.",
                "sum of its children.",
                "Computation or communication overload on the sender before it sends.",
                "Reduce the work of the delaying call path or move part of it from the sender to the "
                + "receiver; post receives early and non-blocking."));
    }
}
