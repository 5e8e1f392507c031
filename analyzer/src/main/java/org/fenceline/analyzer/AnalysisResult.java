package org.fenceline.analyzer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.fenceline.analyzer.replay.PhaseTimes;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.trace.TraceProblem;

/**
 * An analysis and what it had to skip.
 *
 * @param report               metrics × call paths × locations, with the most severe instances
 * @param warnings             defects of the input worked around, with counts (empty for a clean trace)
 * @param events               events analysed
 * @param messages             point-to-point messages matched
 * @param collectiveOperations collective operations (with MPI_Init and MPI_Finalize) analysed for wait states
 * @param spilledBytes         bytes of records kept off the heap in a spill file (0: all on the heap)
 * @param phases               how long each step took; a stopwatch still running, to which the caller may
 *                             charge its own steps (e.g. writing the report)
 */
public record AnalysisResult(Report report, Map<TraceProblem, Long> warnings, long events, long messages,
                             long collectiveOperations, long spilledBytes, PhaseTimes phases) {

    public AnalysisResult {
        warnings = Map.copyOf(warnings);
    }

    public boolean hasWarnings() {
        return !warnings.isEmpty();
    }

    /** One line per kind of warning, e.g. {@code "warning: 3 sends without a matching receive (...)"}. */
    public List<String> warningLines() {
        List<String> lines = new ArrayList<>();
        for (TraceProblem p : TraceProblem.values()) {
            Long n = warnings.get(p);
            if (n != null) {
                lines.add("warning: " + n + " " + p.description());
            }
        }
        return lines;
    }
}
