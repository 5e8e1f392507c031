package org.fenceline.samples;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.Analyzer;
import org.fenceline.analyzer.pattern.Pattern;
import org.fenceline.analyzer.pattern.PatternCatalog;
import org.fenceline.analyzer.report.Aggregation;
import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.RootCause;
import org.fenceline.samples.catalog.ExpectationFile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The root-cause analysis on every committed sample: the injected delay (computation inside the sample's region)
 * is the largest root cause, and the waiting time charged to delays inside the region (short- and long-term) for
 * the wait states the sample expects equals the waiting time of those wait states inside the region within 2 %.
 * Samples whose wait state has no delay costs are skipped (progress-direct, whose expected wait state is none).
 */
class RootCausesOfSamplesTest {
    private static final double RELATIVE = 0.02;

    private static final PatternCatalog CATALOG = PatternCatalog.load(RootCausesOfSamplesTest.class.getClassLoader());

    /** The wait states with delay costs; a refined one (Early Fence in Wait at Fence) only through its parent. */
    private static Set<String> explainedWaitStates(Report report) {
        Set<String> ids = new TreeSet<>();
        for (Pattern p : CATALOG.patterns()) {
            if (p.id().startsWith("delay_")) {
                ids.addAll(p.waitStatesExplained());
            }
        }
        Set<String> topLevel = new TreeSet<>();
        for (String id : ids) {
            boolean refined = false;
            for (Metric a = report.metrics().byId(id).parent(); a != null; a = a.parent()) {
                refined |= ids.contains(a.id());
            }
            if (!refined) {
                topLevel.add(id);
            }
        }
        return topLevel;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.fenceline.samples.CommittedTracesTest#traces")
    void injectedDelayIsTheRootCauseOfTheWaiting(Path trace) throws IOException {
        ExpectationFile expectations = ExpectationFile.read(trace);
        Report report = Analyzer.analyze(trace, AnalysisOptions.defaults()).report();
        Set<String> explained = explainedWaitStates(report);
        assumeTrue(expectations.expected().keySet().stream().anyMatch(explained::contains),
                "no delay costs for " + expectations.expected().keySet());
        String region = expectations.region();

        Set<String> expected = new TreeSet<>(expectations.expected().keySet());
        expected.retainAll(explained);
        double waited = 0;
        for (String id : expected) {
            for (CallPathNode n : report.callTree().nodes()) {
                if (n.region().name().equals(region) && !inside(n.parent(), region)) {
                    waited += report.severities().sumOverLocations(report.metrics().byId(id),
                            Aggregation.INCLUSIVE, n, Aggregation.INCLUSIVE);
                }
            }
        }
        double caused = 0;
        for (RootCause c : report.rootCauses()) {
            if (inside(c.callPath(), region) && expected.contains(topLevel(report, c.waitStateId(), explained))) {
                caused += c.costS();
            }
        }
        List<RootCause> causes = report.rootCauses();
        assertFalse(causes.isEmpty(), "no root causes");
        RootCause top = causes.get(0);
        System.out.printf("%s: waiting %.4f s in %s, caused by delays in it %.4f s; largest: location %d %s %.4f s%n",
                trace.getFileName(), waited, region, caused, top.location(), top.callPath().path(), top.costS());
        assertTrue(inside(top.callPath(), region), () -> "largest root cause " + top + " is not in " + region);
        double delta = Math.abs(caused - waited);
        double w = waited;
        double c = caused;
        assertTrue(delta <= RELATIVE * waited, () -> String.format(
                "delay costs in %s %.4f s, waiting time %.4f s: more than %.0f %% apart", region, c, w, 100 * RELATIVE));
    }

    /** The wait state itself, or the one with delay costs it refines (Wait at Fence for Early Fence). */
    private static String topLevel(Report report, String id, Set<String> explained) {
        String top = id;
        for (Metric a = report.metrics().byId(id).parent(); a != null; a = a.parent()) {
            if (explained.contains(a.id())) {
                top = a.id();
            }
        }
        return top;
    }

    private static boolean inside(CallPathNode node, String region) {
        for (CallPathNode n = node; n != null; n = n.parent()) {
            if (n.region().name().equals(region)) {
                return true;
            }
        }
        return false;
    }
}
