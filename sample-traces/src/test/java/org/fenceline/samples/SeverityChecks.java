package org.fenceline.samples;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.fenceline.samples.catalog.Tolerance;
import org.junit.jupiter.api.function.Executable;

/** The comparison both sample tests make: expected severities within tolerance, the rest near zero. */
final class SeverityChecks {
    private SeverityChecks() {
    }

    static void check(String sample, RegionSeverities measured, Map<String, Double> expected,
            List<String> nearZero) {
        List<Executable> checks = new ArrayList<>();
        double expectedTotal = 0;
        for (Map.Entry<String, Double> e : expected.entrySet()) {
            String metric = e.getKey();
            double want = e.getValue();
            double got = measured.of(metric);
            double tolerance = Tolerance.around(want);
            expectedTotal += want;
            System.out.printf("%s: %s = %.4f s (expected %.4f ± %.4f)%n", sample, metric, got, want, tolerance);
            checks.add(() -> assertTrue(Math.abs(got - want) <= tolerance, () -> String.format(
                    "%s: %s = %.4f s, expected %.4f ± %.4f s", sample, metric, got, want, tolerance)));
        }
        double limit = Tolerance.nearZero(expectedTotal);
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
