package org.fenceline.tracer.launch;

import java.util.function.LongSupplier;

/**
 * The clock each traced rank stamps its events with. All ranks of this runtime share one time base, so in a
 * real run every rank reads {@link System#nanoTime()}; tests give ranks skewed clocks to exercise the offsets
 * recorded at MPI_Init and MPI_Finalize and the merge's correction.
 */
@FunctionalInterface
interface RankClocks {
    /** The job's reference clock, and every rank's clock in a real run. */
    LongSupplier REFERENCE = System::nanoTime;
    RankClocks SYSTEM = rank -> REFERENCE;

    LongSupplier clockOf(int rank);
}
