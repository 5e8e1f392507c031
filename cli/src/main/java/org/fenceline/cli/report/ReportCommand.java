package org.fenceline.cli.report;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.fenceline.analyzer.cube.CubexReader;
import org.fenceline.analyzer.report.CartesianTopology;
import org.fenceline.analyzer.report.ConsoleReport;
import org.fenceline.analyzer.report.Report;
import org.fenceline.cli.DebugOption;
import org.fenceline.cli.UserInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code fenceline report FILE.cubex}: any CUBE4 report, Fenceline's or Scalasca's, as the console metric table. */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Print a CUBE4 report (.cubex written by 'fenceline analyze', or by Scalasca) as the metric "
                + "table 'analyze' prints: every metric's total over all call paths and locations, its share of "
                + "time, the most severe pattern instances the report keeps, and its Cartesian topologies.",
                "Derived metrics of Scalasca reports are listed as 'derived' (not evaluated)."})
public final class ReportCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "REPORT|DIR",
            description = "A .cubex report, or a directory analyzed by 'fenceline analyze' (its report.cubex).")
    Path target;

    @Option(names = "--instances", paramLabel = "N", defaultValue = "10",
            description = "Most severe instances to list (default: ${DEFAULT-VALUE}).")
    int instances;

    @Mixin
    DebugOption debug;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (instances < 0) {
            throw new UserInputException("--instances " + instances + ": must be 0 or more");
        }
        Path file = Files.isDirectory(target) ? target.resolve("report.cubex") : target;
        if (!Files.isRegularFile(file)) {
            throw new UserInputException(file + ": no such report"
                    + (Files.isDirectory(target) ? " (run 'fenceline analyze " + target + "' first)" : ""));
        }
        Report report = CubexReader.read(file);
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try (PrintStream ps = new PrintStream(buffer, true, StandardCharsets.UTF_8)) {
            new ConsoleReport(instances).print(report, ps);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("report: " + file + " (" + origin(report) + "; " + report.systemTree().locationCount()
                + " locations, " + report.callTree().size() + " call paths)");
        out.println();
        out.print(buffer.toString(StandardCharsets.UTF_8));
        List<CartesianTopology> topologies = report.systemTree().topologies();
        if (!topologies.isEmpty()) {
            out.println();
            out.println("Topologies (" + topologies.size() + "):");
            topologies.forEach(t -> out.println("  " + t.name() + ": " + t.shape()));
        }
        out.flush();
        return 0;
    }

    /** Who wrote the report: Fenceline's version, a foreign file's Creator attribute, or "CUBE4". */
    private static String origin(Report report) {
        if (!report.metadata().fencelineVersion().isEmpty()) {
            return "Fenceline " + report.metadata().fencelineVersion();
        }
        String creator = report.metadata().attributes().get("Creator");
        if (creator != null && !creator.isBlank()) {
            return creator;
        }
        String library = report.metadata().attributes().get("CUBE Library version");
        return library != null && !library.isBlank() ? library : "CUBE4";
    }
}
