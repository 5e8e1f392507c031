package org.fenceline.tracer.measure;

import org.fenceline.tracer.kernel.RankClock;
import org.fenceline.tracer.measure.job.RankTrace;

/**
 * The launcher's entry into a traced rank's measurement. The launcher calls it reflectively, on the rank's
 * own thread and copy of this class, before the rank's main method runs; that thread becomes the location.
 */
public final class MeasurementBootstrap {
    private MeasurementBootstrap() {
    }

    /** Binds this rank's clock (every run, traced or not), before the rank's main method runs. */
    public static void bind(RankClock clock) {
        Measurement.bind(clock);
    }

    public static void install(RankTrace trace) {
        Measurement.install(new TracingMeasurement(trace));
    }
}
