package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;

import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.AnalysisResult;
import org.fenceline.analyzer.Analyzer;
import org.fenceline.analyzer.report.Aggregation;
import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.SeverityCube;
import org.fenceline.analyzer.trace.TraceProblem;

/** An analysed test trace with lookups by metric id, call path string and location. */
public final class Analysis {
    /** Values are sums of a few exact binary fractions; this only absorbs the ns-to-s division's last bit. */
    public static final double EXACT = 1e-12;

    private final AnalysisResult result;

    private Analysis(AnalysisResult result) {
        this.result = result;
    }

    public static Analysis of(TraceBuilder trace, Path dir) throws IOException {
        return of(trace, dir, 2);
    }

    public static Analysis of(TraceBuilder trace, Path dir, int threads) throws IOException {
        return new Analysis(Analyzer.analyze(trace.write(dir), AnalysisOptions.defaults().withThreads(threads)));
    }

    public AnalysisResult result() {
        return result;
    }

    public Report report() {
        return result.report();
    }

    /** Stored value (metric-inclusive, call-path-exclusive) of one cell. */
    public double value(String metric, String callPath, int location) {
        Report r = report();
        CallPathNode node = r.callTree().byPath(callPath);
        return r.severities().get(r.metrics().byId(metric).index(), node.index(), location);
    }

    /** The metric summed over call paths and locations. */
    public double total(String metric) {
        return report().severities().total(report().metrics().byId(metric));
    }

    /** The metric summed over call paths, for one location. */
    public double total(String metric, int location) {
        return report().severities().totalByLocation(report().metrics().byId(metric))[location];
    }

    public long warnings(TraceProblem problem) {
        return result.warnings().getOrDefault(problem, 0L);
    }

    public void assertValue(double expected, String metric, String callPath, int location) {
        assertEquals(expected, value(metric, callPath, location), EXACT,
                metric + " at " + callPath + " on location " + location);
    }

    public void assertTotal(double expected, String metric) {
        assertEquals(expected, total(metric), EXACT, metric + " total");
    }

    public void assertTotal(double expected, String metric, int location) {
        assertEquals(expected, total(metric, location), EXACT, metric + " total on location " + location);
    }

    /**
     * Every wait state lies inside its parent at every (call path, location): a one-sided wait state charged to
     * a call outside its time category would break the metric tree. Counts whose children are counted at other
     * call paths are exempt.
     */
    public void assertChildrenWithinParents() {
        SeverityCube cube = report().severities();
        for (Metric m : report().metrics().metrics()) {
            if (m.parent() == null || !"sec".equals(m.unit())) {
                continue;
            }
            for (int cp = 0; cp < cube.callPathCount(); cp++) {
                for (int l = 0; l < cube.locationCount(); l++) {
                    double child = cube.get(m.index(), cp, l);
                    double parent = cube.get(m.parent().index(), cp, l);
                    if (child > parent + EXACT) {
                        throw new AssertionError(m.id() + " " + child + " > " + m.parent().id() + " " + parent
                                + " at " + report().callTree().get(cp).path() + " on location " + l);
                    }
                }
            }
        }
    }

    /** Metric-exclusive value of a metric in the whole trace (value minus its children's). */
    public double exclusiveTotal(String metric) {
        SeverityCube cube = report().severities();
        Metric m = report().metrics().byId(metric);
        double sum = 0;
        for (CallPathNode root : report().callTree().roots()) {
            sum += cube.sumOverLocations(m, Aggregation.EXCLUSIVE, root, Aggregation.INCLUSIVE);
        }
        return sum;
    }
}
