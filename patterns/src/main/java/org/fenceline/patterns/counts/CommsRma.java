package org.fenceline.patterns.counts;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** One-sided (comms_rma). */
public final class CommsRma extends SumOfChildren {
    public CommsRma() {
        super("comms_rma", "One-sided", "occ", "comms", new Description(
                "Number of one-sided communication calls: puts, gets and atomics.",
                "<i>comms_rma_puts</i> + <i>comms_rma_gets</i> + <i>comms_rma_atomics</i>.",
                "The program's one-sided data exchange.",
                "Compare with bytes: combine many small one-sided operations into fewer larger ones."));
    }
}
