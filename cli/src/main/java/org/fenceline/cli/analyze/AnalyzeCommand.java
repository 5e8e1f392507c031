package org.fenceline.cli.analyze;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.AnalysisResult;
import org.fenceline.analyzer.Analyzer;
import org.fenceline.analyzer.LiveHeapWatch;
import org.fenceline.trace.column.SpillPolicy;
import org.fenceline.analyzer.cube.CubexWriter;
import org.fenceline.analyzer.pattern.PatternCatalog;
import org.fenceline.analyzer.replay.AnalysisPhase;
import org.fenceline.analyzer.replay.ProcessTimes;
import org.fenceline.analyzer.report.ConsoleReport;
import org.fenceline.analyzer.summary.SummaryWriter;
import org.fenceline.cli.ConsoleProgress;
import org.fenceline.cli.DebugOption;
import org.fenceline.cli.OutputPath;
import org.fenceline.cli.UserInputException;
import org.fenceline.cli.trace.Otf2Archives;
import org.fenceline.cli.trace.TraceDirectory;
import org.fenceline.cli.trace.TraceImportCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code fenceline analyze DIR}: wait-state analysis of a global trace into .cubex, summary JSON and a table. */
@Command(name = "analyze", mixinStandardHelpOptions = true,
        description = {"Analyze a trace: time categories, wait-state patterns, counts and bytes per "
                + "(metric, call path, location).",
                "Writes a CUBE4 report and a summary JSON, and prints the metric tree and the most severe instances.",
                "Problems in the trace (unmatched messages, broken nesting, clock-condition violations) are "
                + "skipped and counted in warnings on standard error; the exit status stays 0.",
                "An OTF2 archive (its anchor file, e.g. scorep/traces.otf2) is imported first, into --import-dir "
                + "or a temporary directory; its report and summary go to --import-dir, or the working directory."})
public final class AnalyzeCommand implements Callable<Integer> {
    /** How many of the kept instances the console table shows. */
    static final int CONSOLE_INSTANCES = 10;

    @Parameters(index = "0", paramLabel = "DIR|ARCHIVE.otf2",
            description = "Trace directory, or the anchor file of an OTF2 archive.")
    Path dir;

    @Option(names = "--import-dir", paramLabel = "DIR",
            description = "OTF2 archive only: import into DIR and keep it (default: a temporary directory).")
    Path importDir;

    @Option(names = {"-o", "--output"}, paramLabel = "REPORT.cubex", description = "Report file (default: DIR/report.cubex).")
    Path cubex;

    @Option(names = "--json", paramLabel = "SUMMARY.json", description = "Summary file (default: DIR/summary.json).")
    Path json;

    @Option(names = "--top", paramLabel = "N", defaultValue = "100",
            description = "Most severe pattern instances to keep in the report and summary (default: ${DEFAULT-VALUE}).")
    int top;

    @Option(names = "--threads", paramLabel = "N", description = "Replay threads (default: available processors).")
    Integer threads;

    @Option(names = "--spill", paramLabel = "WHEN", defaultValue = "auto",
            description = "Keep the records that grow with the trace off the heap, in a temporary file the "
                    + "system pages in and out: auto (when the trace would not fit the heap), always or never "
                    + "(default: ${DEFAULT-VALUE}). The results are the same; on the heap is usually faster.")
    SpillPolicy spill;

    @Option(names = "--no-root-causes",
            description = "Skip the backward replay: no delay costs, wait-state classification or critical path "
                    + "(their metrics are left out of the report); the wait states themselves are all there.")
    boolean noRootCauses;

    @Option(names = "--timing",
            description = "Print the wall-clock and CPU time of each analysis phase (read, call tree, matching, "
                    + "replay, root causes, report writing, ...), the peak heap and what was spilled to standard "
                    + "error.")
    boolean timing;

    @Mixin
    DebugOption debug;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        StartUp startUp = timing ? StartUp.now() : null;   // only --timing prints the phases
        if (top < 0) {
            throw new UserInputException("--top " + top + ": must be 0 or more");
        }
        AnalysisOptions options = AnalysisOptions.defaults().withInstanceLimit(top).withSpill(spill);
        if (noRootCauses) {
            options = options.withPatterns(
                    PatternCatalog.load(Thread.currentThread().getContextClassLoader()).withoutRootCauses());
        }
        if (threads != null) {
            if (threads < 1) {
                throw new UserInputException("--threads " + threads + ": must be at least 1");
            }
            options = options.withThreads(threads);
        }
        if (Otf2Archives.isAnchor(dir)) {
            try (Otf2Archives.Imported imported = Otf2Archives.Imported.of(dir, importDir)) {
                TraceImportCommand.report(dir, imported.dir(), imported.summary(), spec.commandLine().getErr(),
                        spec.commandLine().getErr());
                return analyze(imported.dir(), importDir != null ? importDir : Path.of(""), options, startUp);
            }
        }
        if (importDir != null) {
            throw new UserInputException("--import-dir applies to OTF2 archives only; " + dir + " is not one");
        }
        return analyze(dir, dir, options, startUp);
    }

    /**
     * Analyses the global trace in {@code traceDir}; the report and summary go to {@code outputDir} by default.
     * {@code startUp}: the process's time before this command ran, or null if not wanted.
     */
    private int analyze(Path traceDir, Path outputDir, AnalysisOptions options, StartUp startUp)
            throws IOException {
        TraceDirectory.requireGlobalTrace(traceDir);
        Path cubexFile = OutputPath.requireWritable(cubex != null ? cubex : outputDir.resolve("report.cubex"));
        Path jsonFile = OutputPath.requireWritable(json != null ? json : outputDir.resolve("summary.json"));
        AnalysisResult result;
        List<String> heapLines;
        try (LiveHeapWatch heap = new LiveHeapWatch()) {
            try (ConsoleProgress progress = ConsoleProgress.onStderr("Analyzing")) {
                // Absolute: the summary and the report name the trace for tools that read them from anywhere.
                result = Analyzer.analyze(traceDir.toAbsolutePath().normalize(), options.withProgress(
                        (phase, done, total) -> progress.update(phase.name().toLowerCase(), done, total)));
            }
            CubexWriter.write(result.report(), cubexFile);
            new SummaryWriter(SummaryWriter.DEFAULT_TOP_CALL_PATHS, top).write(result.report(), jsonFile);
            result.phases().end(AnalysisPhase.REPORT_WRITING);
            if (startUp != null && startUp.nanos() >= 0) {
                result.phases().add(AnalysisPhase.START_UP, startUp.nanos(), startUp.cpuNanos());
            }
            heapLines = heapLines(heap, result);
        }

        PrintWriter out = spec.commandLine().getOut();
        out.print(consoleTable(result));
        out.flush();
        // Like the merge's: on standard error, so that standard output is the report alone.
        PrintWriter err = spec.commandLine().getErr();
        for (String warning : result.warningLines()) {
            err.println("fenceline: " + warning);
        }
        if (timing) {
            result.phases().lines().forEach(line -> err.println("timing  " + line));
            heapLines.forEach(line -> err.println("timing  " + line));
        }
        err.flush();
        out.println("report:  " + cubexFile);
        out.println("summary: " + jsonFile);
        out.flush();
        return 0;
    }

    /**
     * The peak heap of the analysis and the report writing (the live data right after a collection, and the
     * pools' peak, garbage included), the heap's limit, and how much went to the spill file.
     */
    private static List<String> heapLines(LiveHeapWatch heap, AnalysisResult result) {
        double mb = 1024 * 1024;
        String live = heap.peakAfterGc() == 0 ? "no collection"
                : String.format(Locale.ROOT, "%.1f MB live after a collection", heap.peakAfterGc() / mb);
        return List.of(
                String.format(Locale.ROOT, "%-15s %s, at most %.1f MB in use (max heap %.0f MB)", "peak heap", live,
                        heap.peakInUse() / mb, Runtime.getRuntime().maxMemory() / mb),
                String.format(Locale.ROOT, "%-15s %s", "spilled", result.spilledBytes() == 0 ? "nothing (on the heap)"
                        : String.format(Locale.ROOT, "%.1f MB of records to a temporary file",
                        result.spilledBytes() / mb)));
    }

    private static String consoleTable(AnalysisResult result) {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try (PrintStream ps = new PrintStream(buffer, true, StandardCharsets.UTF_8)) {
            new ConsoleReport(Math.min(CONSOLE_INSTANCES, result.report().instances().size()))
                    .print(result.report(), ps);
        }
        return buffer.toString(StandardCharsets.UTF_8);
    }

    /** The process's wall-clock and CPU time before this command ran (each -1 if unknown). */
    private record StartUp(long nanos, long cpuNanos) {
        static StartUp now() {
            return new StartUp(ProcessTimes.ageNanos(), ProcessTimes.cpuNanos());
        }
    }
}
