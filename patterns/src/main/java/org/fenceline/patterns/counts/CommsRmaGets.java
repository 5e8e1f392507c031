package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.RmaOperationKind;
import org.fenceline.patterns.Description;

/** Gets (comms_rma_gets). */
public final class CommsRmaGets extends RmaOperationCount {
    public CommsRmaGets() {
        super("comms_rma_gets", "Gets", RmaOperationKind.GET, new Description(
                "Number of get operations (MPI_Get, MPI_Rget) at their origin.",
                "one per call holding only GET_1TO records without the ATOMIC flag, at its call path.",
                "The program's one-sided reads.",
                "Gets wait for the data's round trip: prefer puts by the data's owner where the algorithm"
                        + " allows, and combine gets of neighbouring data."));
    }
}
