package org.fenceline.analyzer.summary;

import java.util.List;

/**
 * A parsed {@code summary.json} (format {@value #FORMAT}); field names follow the JSON's.
 */
public record Summary(String format, Trace trace, List<MetricSummary> metrics, List<InstanceSummary> instances,
                      List<RootCauseSummary> rootCauses) {
    public static final String FORMAT = "fenceline-summary/1";

    public Summary {
        metrics = List.copyOf(metrics);
        instances = List.copyOf(instances);
    }

    /** The metric with this id, or {@code null}. */
    public MetricSummary metric(String id) {
        return metrics.stream().filter(m -> m.id().equals(id)).findFirst().orElse(null);
    }

    public record Trace(String path, int locations, long events, double durationS) {
    }

    /**
     * @param parent        parent metric id, {@code null} for a root
     * @param total         value including child metrics, summed over call paths and locations
     * @param byLocation    the same per location
     * @param topCallPaths  call paths with the largest values, largest first
     */
    public record MetricSummary(String id, String name, String parent, String unit, double total,
                                List<Double> byLocation, List<CallPathValue> topCallPaths) {
        public MetricSummary {
            byLocation = List.copyOf(byLocation);
            topCallPaths = List.copyOf(topCallPaths);
        }
    }

    /** A call path's value: metric-inclusive, call-path-exclusive (callees not included), over all locations. */
    public record CallPathValue(String path, double value) {
    }

    /** @param cause the delay behind the wait state, {@code null} if none (or an older summary) */
    public record InstanceSummary(String metric, int location, String callpath, double startS, double endS,
                                  double severityS, DelaySummary cause) {
    }

    /**
     * A root cause of wait states (see {@link org.fenceline.analyzer.report.RootCause}).
     *
     * @param largest  its costliest synchronisation, {@code null} in older summaries
     */
    public record RootCauseSummary(int location, String callpath, String waitState, double delayS, double costS,
                                   List<Integer> waitingLocations, DelaySummary largest) {
    }

    /** The delay behind a synchronisation (see {@link org.fenceline.analyzer.report.DelayInterval}). */
    public record DelaySummary(int location, String callpath, double startS, double endS, double delayS,
                               String waitState, double synchronisationS, double costS,
                               List<Integer> waitingLocations) {
    }
}
