package org.fenceline.analyzer.report;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What {@code fenceline analyze} and {@code fenceline report} print: the metric tree, indented, with each metric's
 * total (including its child metrics) and, for time metrics, its share of {@code time}; then the most severe
 * pattern instances. A derived metric of a foreign report (Cube computes it from a CubePL expression) shows
 * "derived" instead of a value.
 */
public final class ConsoleReport {
    private static final String TIME = "time";
    private static final double NEGLIGIBLE_SHARE = 0.01;

    private final int topInstances;

    public ConsoleReport(int topInstances) {
        this.topInstances = topInstances;
    }

    public void print(Report report, PrintStream out) {
        SeverityCube cube = report.severities();
        MetricTree metrics = report.metrics();
        double time = metrics.contains(TIME) ? cube.total(metrics.byId(TIME)) : 0.0;
        int width = 48;
        for (Metric m : metrics.metrics()) {
            width = Math.max(width, label(m).length());
        }
        String row = "%-" + width + "s %18s %9s";
        out.println(String.format(Locale.ROOT, row, "Metric", "Total", "% time").stripTrailing());
        for (Metric m : metrics.metrics()) {
            String name = label(m);
            double total = cube.total(m);
            if (m.kind().isDerived()) {
                // Cube computes these from a CubePL expression; this model keeps them unevaluated.
                out.println(String.format(Locale.ROOT, row, name, "derived", "").stripTrailing());
                continue;
            }
            String value = m.valueType().isInteger()
                    ? String.format(Locale.ROOT, "%d %s", Math.round(total), m.unit())
                    : String.format(Locale.ROOT, "%.6f %s", total, m.unit());
            String share = "sec".equals(m.unit()) && time > 0
                    ? String.format(Locale.ROOT, "%6.2f %%", 100.0 * total / time) : "";
            out.println(String.format(Locale.ROOT, row, name, value, share).stripTrailing());
        }
        printInstances(report, out);
        printRootCauses(report, out);
    }

    /** The metric as a row label: indented by its depth in the metric tree, with its id for searching. */
    private static String label(Metric m) {
        return "  ".repeat(m.depth()) + m.displayName() + " (" + m.id() + ")";
    }

    private void printInstances(Report report, PrintStream out) {
        List<Instance> sorted = new ArrayList<>(report.instances());
        sorted.sort(Instance.MOST_SEVERE_FIRST);
        int n = Math.min(topInstances, sorted.size());
        out.println();
        out.println("Most severe instances (" + n + " of " + sorted.size() + ")");
        for (Instance i : sorted.subList(0, n)) {
            out.println(String.format(Locale.ROOT, "  %-28s %.6f s  location %d  %.6f..%.6f s  %s", i.metricId(),
                    i.severityS(), i.location(), i.startS(), i.endS(), i.callPath().path()));
        }
    }

    /**
     * The largest root causes of wait states, one line each, e.g. {@code rank 1, solve: 0.200 s of computation,
     * causes 0.600 s of Wait at Fence on ranks 0, 2, 3}. Causes of less than {@link #NEGLIGIBLE_SHARE} (1 %) of
     * the largest one's cost are left out and counted: every trace has a few microseconds of start-up skew that delays
     * the first collective, and a list of them ("0.000 s of computation, causes 0.000 s") buries the few that
     * matter. The report and the summary keep them all.
     */
    private void printRootCauses(Report report, PrintStream out) {
        List<RootCause> causes = report.rootCauses();
        if (causes.isEmpty()) {
            return;
        }
        double threshold = NEGLIGIBLE_SHARE * causes.get(0).costS();
        List<RootCause> significant = causes.stream().takeWhile(c -> c.costS() > 0.0 && c.costS() >= threshold)
                .toList();
        List<RootCause> shown = significant.subList(0, Math.min(topInstances, significant.size()));
        int negligible = causes.size() - significant.size();
        out.println();
        out.println("Largest root causes of wait states (" + shown.size() + " of " + causes.size()
                + (negligible > 0 ? String.format(Locale.ROOT, "; %d causing less than %.0f %% of the largest's cost"
                        + " left out", negligible, 100 * NEGLIGIBLE_SHARE) : "")
                + ")");
        for (RootCause c : shown) {
            out.println("  " + CauseSentence.of(report, c, s -> String.format(Locale.ROOT, "%.3f s", s)) + "  ("
                    + c.callPath().path() + ")");
        }
    }
}
