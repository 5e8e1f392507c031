package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.RmaOperationKind;
import org.fenceline.patterns.Description;

/** Atomics (comms_rma_atomics). */
public final class CommsRmaAtomics extends RmaOperationCount {
    public CommsRmaAtomics() {
        super("comms_rma_atomics", "Atomics", RmaOperationKind.ATOMIC, new Description(
                "Number of accumulate-type and atomic operations (MPI_Accumulate, MPI_Get_accumulate,"
                        + " MPI_Fetch_and_op, MPI_Compare_and_swap) at their origin.",
                "one per call whose transfer records carry the ACCUMULATE or ATOMIC flag, at its call path.",
                "Reductions and counters in one-sided memory.",
                "Accumulate locally and apply one larger accumulate; atomics on one hot location serialise"
                        + " the origins."));
    }
}
