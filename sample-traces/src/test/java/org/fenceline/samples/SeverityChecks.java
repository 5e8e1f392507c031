package org.fenceline.samples;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.fenceline.samples.catalog.ExpectationFile;
import org.junit.jupiter.api.function.Executable;

/** The comparison both sample tests make: expected severities within tolerance, the rest near zero. */
final class SeverityChecks {
    private SeverityChecks() {
    }

    /** Analyses the trace in {@code traceDir} and compares its region's severities with the expectations. */
    static void check(String sample, Path traceDir, ExpectationFile expectations) throws IOException {
        RegionSeverities measured = RegionSeverities.analyze(traceDir, expectations.region());
        if (expectations.requiredCall() != null) {
            assumeTrue(measured.recorded(expectations.requiredCall()), expectations.requiredCall()
                    + " is not recorded in the trace by this build of the tracer: its wait state cannot be seen");
        }
        check(sample, measured, expectations.expected(), expectations.nearZero(), expectations.nearZeroLimit());
    }

    /**
     * @param expected metric id → {expected seconds, allowed deviation in seconds}
     */
    private static void check(String sample, RegionSeverities measured, Map<String, double[]> expected,
            List<String> nearZero, double nearZeroLimit) {
        List<Executable> checks = new ArrayList<>();
        for (Map.Entry<String, double[]> e : expected.entrySet()) {
            String metric = e.getKey();
            double want = e.getValue()[0];
            double tolerance = e.getValue()[1];
            double got = measured.of(metric);
            System.out.printf("%s: %s = %.4f s (expected %.4f ± %.4f)%n", sample, metric, got, want, tolerance);
            checks.add(() -> assertTrue(Math.abs(got - want) <= tolerance, () -> String.format(
                    "%s: %s = %.4f s, expected %.4f ± %.4f s", sample, metric, got, want, tolerance)));
        }
        double limit = nearZeroLimit;
        for (String metric : nearZero) {
            double got = measured.of(metric);
            if (got > 0) {
                System.out.printf("%s: %s = %.6f s (near zero: at most %.4f)%n", sample, metric, got, limit);
            }
            checks.add(() -> assertTrue(got <= limit, () -> String.format(
                    "%s: %s = %.4f s, should stay near zero (at most %.4f s)", sample, metric, got, limit)));
        }
        assertAll(sample, checks);
    }
}
