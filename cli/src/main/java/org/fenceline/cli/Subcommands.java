package org.fenceline.cli;

import org.fenceline.cli.analyze.AnalyzeCommand;
import org.fenceline.cli.bench.BenchCommand;
import org.fenceline.cli.demo.DemoCommand;
import org.fenceline.cli.report.ReportCommand;
import org.fenceline.cli.run.ClasspathCommand;
import org.fenceline.cli.run.RunCommand;
import org.fenceline.cli.trace.TraceCommand;
import org.fenceline.cli.view.ViewCommand;
import picocli.CommandLine;

/** The command tree: one place that lists every subcommand of {@code fenceline}. */
final class Subcommands {
    private Subcommands() {
    }

    static void register(CommandLine root) {
        root.addSubcommand(new RunCommand());
        root.addSubcommand(new ClasspathCommand());
        root.addSubcommand(new TraceCommand());
        root.addSubcommand(new AnalyzeCommand());
        root.addSubcommand(new ReportCommand());
        root.addSubcommand(new ViewCommand());
        root.addSubcommand(new DemoCommand());
        root.addSubcommand(new BenchCommand());
        // Launch arguments belong to the program after its main class; -np is not picocli's to cluster.
        CommandLine run = root.getSubcommands().get("run");
        run.setUnmatchedOptionsArePositionalParams(true);
        run.setStopAtPositional(true);
        // The one-sided benchmarks take OSU's own options (-s, -a, -W, ...) after the benchmark's name.
        CommandLine rma = root.getSubcommands().get("bench").getSubcommands().get("rma");
        rma.setUnmatchedOptionsArePositionalParams(true);
        rma.setStopAtPositional(true);
    }
}
