package org.fenceline.patterns.counts;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** One-sided (syncs_rma). */
public final class SyncsRma extends SumOfChildren {
    public SyncsRma() {
        super("syncs_rma", "One-sided", "occ", "syncs", new Description(
                "Number of one-sided synchronisation calls, active and passive target.",
                "<i>syncs_rma_active</i> + <i>syncs_rma_passive</i>.",
                "Epoch boundaries of one-sided communication.",
                "Fewer, larger epochs synchronise less: put more operations into each epoch."));
    }
}
