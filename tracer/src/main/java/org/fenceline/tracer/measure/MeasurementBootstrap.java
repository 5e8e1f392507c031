package org.fenceline.tracer.measure;

import org.fenceline.tracer.measure.job.RankTrace;

/**
 * The launcher's entry into a traced rank's measurement. The launcher calls it reflectively, on the rank's
 * own thread and copy of this class, before the rank's main method runs; that thread becomes the location.
 */
public final class MeasurementBootstrap {
    private MeasurementBootstrap() {
    }

    public static void install(RankTrace trace) {
        Measurement.install(new TracingMeasurement(trace, Thread.currentThread()));
    }
}
