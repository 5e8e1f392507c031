package org.fenceline.analyzer;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;

import org.fenceline.analyzer.pattern.PatternCatalog;
import org.fenceline.analyzer.pattern.PatternDocumentation;
import org.fenceline.analyzer.replay.AnalysisPhase;
import org.fenceline.analyzer.replay.PhaseTimes;
import org.fenceline.analyzer.replay.ReplayEngine;
import org.fenceline.analyzer.replay.ReplayResult;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.ReportMetadata;
import org.fenceline.analyzer.report.SystemTree;
import org.fenceline.trace.FencelineVersion;
import org.fenceline.trace.global.GlobalTrace;

/**
 * Analyses a global trace EXPERT-style: time categories, wait states and message statistics per metric, call
 * path and location. The {@code fenceline analyze} command is this plus the writers:
 * <pre>{@code
 * AnalysisResult r = Analyzer.analyze(dir, AnalysisOptions.defaults().withProgress(bar));
 * r.warningLines().forEach(System.err::println);
 * CubexWriter.write(r.report(), dir.resolve("report.cubex"));
 * new SummaryWriter(10, top).write(r.report(), dir.resolve("summary.json"));
 * new ConsoleReport(top).print(r.report(), System.out);
 * }</pre>
 * {@link AnalysisResult#phases()} tells how long each step took; the caller may go on charging its own steps
 * (such as {@link org.fenceline.analyzer.replay.AnalysisPhase#REPORT_WRITING}) to it.
 * Defective input is analysed where possible and the defects counted ({@link AnalysisResult#warnings()});
 * unreadable input raises the trace library's {@link org.fenceline.trace.CorruptTraceException}.
 */
public final class Analyzer {
    /**
     * Heap the in-memory analysis keeps alive per event, rounded up: 62 bytes were measured at the peak (the
     * backward replay) on the synthetic Jacobi trace, issue 19 (docs/PERFORMANCE.md, "Bounded memory").
     */
    static final long HEAP_BYTES_PER_EVENT = 64;

    private Analyzer() {
    }

    public static AnalysisResult analyze(Path traceDir, AnalysisOptions options) throws IOException {
        PhaseTimes times = PhaseTimes.start();
        try (GlobalTrace trace = GlobalTrace.open(traceDir)) {
            return analyze(trace, options, times);
        }
    }

    public static AnalysisResult analyze(GlobalTrace trace, AnalysisOptions options) throws IOException {
        return analyze(trace, options, PhaseTimes.start());
    }

    private static AnalysisResult analyze(GlobalTrace trace, AnalysisOptions options, PhaseTimes times)
            throws IOException {
        PatternCatalog catalog = options.patterns() != null ? options.patterns()
                : PatternCatalog.load(Thread.currentThread().getContextClassLoader());
        times.end(AnalysisPhase.OPEN);
        boolean spill = options.spill().spills(trace.eventCount() * HEAP_BYTES_PER_EVENT,
                Runtime.getRuntime().maxMemory());
        ReplayResult r = new ReplayEngine(catalog, options.threads(), options.instanceLimit(), options.progress(),
                spill).replay(trace, times);
        ReportMetadata metadata = new ReportMetadata(trace.directory().toString(), FencelineVersion.get(),
                Instant.now(), r.events(), r.lastTime() / 1e9, PatternDocumentation.mirrors(), Map.of());
        Report report = new Report(catalog.metricTree(), r.callTree(), SystemTree.of(trace.definitions()),
                r.severities(), metadata, r.instances(), r.rootCauses(), r.criticalPath());
        times.end(AnalysisPhase.REPORT);
        return new AnalysisResult(report, r.problems().asMap(), r.events(), r.messages(), r.collectiveOperations(),
                r.spilledBytes(), times);
    }
}
