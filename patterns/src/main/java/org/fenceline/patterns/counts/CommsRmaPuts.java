package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.RmaOperationKind;
import org.fenceline.patterns.Description;

/** Puts (comms_rma_puts). */
public final class CommsRmaPuts extends RmaOperationCount {
    public CommsRmaPuts() {
        super("comms_rma_puts", "Puts", RmaOperationKind.PUT, new Description(
                "Number of put operations (MPI_Put, MPI_Rput) at their origin.",
                "one per call holding a PUT_1TS record without the ACCUMULATE or ATOMIC flag, at its call"
                        + " path.",
                "The program's one-sided writes.",
                "Combine puts to neighbouring addresses into one with a larger or derived datatype."));
    }
}
