package org.fenceline.samples;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.Analyzer;
import org.fenceline.analyzer.report.Aggregation;
import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.Report;
import org.fenceline.samples.catalog.Sample;

/**
 * The wait-state severities of one user region of an analysed trace: each metric summed over the region's call
 * paths (with everything called inside them) and over all locations.
 */
record RegionSeverities(String region, Map<String, Double> seconds, List<String> calls) {

    static RegionSeverities analyze(Path traceDir, String region) throws IOException {
        Report report = Analyzer.analyze(traceDir, AnalysisOptions.defaults()).report();
        List<CallPathNode> roots = report.callTree().nodes().stream()
                .filter(n -> n.region().name().equals(region) && !insideRegion(n.parent(), region))
                .toList();
        Map<String, Double> seconds = new LinkedHashMap<>();
        for (String id : Sample.WAIT_STATES) {
            double total = 0;
            if (report.metrics().contains(id)) {
                for (CallPathNode root : roots) {
                    total += report.severities().sumOverLocations(report.metrics().byId(id), Aggregation.INCLUSIVE,
                            root, Aggregation.INCLUSIVE);
                }
            }
            seconds.put(id, total);
        }
        List<String> calls = report.callTree().nodes().stream()
                .filter(n -> insideRegion(n.parent(), region))
                .map(n -> n.region().name())
                .distinct()
                .toList();
        return new RegionSeverities(region, seconds, calls);
    }

    private static boolean insideRegion(CallPathNode node, String region) {
        for (CallPathNode n = node; n != null; n = n.parent()) {
            if (n.region().name().equals(region)) {
                return true;
            }
        }
        return false;
    }

    double of(String metric) {
        return seconds.getOrDefault(metric, 0.0);
    }

    /** Whether the trace recorded {@code call} inside the region (a build may not trace every MPI call yet). */
    boolean recorded(String call) {
        return calls.contains(call);
    }
}
