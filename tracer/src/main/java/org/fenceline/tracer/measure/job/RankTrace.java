package org.fenceline.tracer.measure.job;

import java.util.Objects;
import java.util.function.LongSupplier;
import org.fenceline.trace.local.LocalTraceWriter;

/**
 * What the launcher gives a traced rank: its local trace writer (owned by the launcher, which flushes and
 * closes it also when the run fails), the rank's clock and the job's reference clock (their difference is the
 * clock offset recorded at Init and Finalize), the job-wide tables of call sites and user regions, and the stamps
 * of the job's sends not yet received.
 *
 * @param flushRegion the local region id the writer records buffer flushes under (the measurement numbers its
 *                    regions after it)
 */
public record RankTrace(LocalTraceWriter writer, int flushRegion, LongSupplier clock, LongSupplier referenceClock,
        SourceTable callSites, SourceTable userRegions, SendStamps sendStamps) {
    public RankTrace {
        Objects.requireNonNull(writer, "writer");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(referenceClock, "referenceClock");
        Objects.requireNonNull(callSites, "callSites");
        Objects.requireNonNull(userRegions, "userRegions");
        Objects.requireNonNull(sendStamps, "sendStamps");
    }
}
