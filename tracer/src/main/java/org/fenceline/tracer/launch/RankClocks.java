package org.fenceline.tracer.launch;

import java.util.function.LongSupplier;

/**
 * The clock each traced rank stamps its events with, and the job's reference clock. In a wall-clock run all
 * ranks share one time base, so every rank reads {@link System#nanoTime()}; tests give ranks skewed clocks to
 * exercise the offsets recorded at MPI_Init and MPI_Finalize and the merge's correction. In virtual time every
 * rank reads its own virtual clock, which is also the reference ({@link JobTime}).
 */
@FunctionalInterface
interface RankClocks {
    /** The job's reference clock, and every rank's clock in a wall-clock run. */
    LongSupplier REFERENCE = System::nanoTime;
    RankClocks SYSTEM = rank -> REFERENCE;

    LongSupplier clockOf(int rank);

    /** The clock the ranks' clocks are compared with; its zero is the trace's epoch. */
    default LongSupplier reference() {
        return REFERENCE;
    }
}
