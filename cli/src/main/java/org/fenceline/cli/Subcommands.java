package org.fenceline.cli;

import java.util.List;
import java.util.Map;
import org.fenceline.cli.analyze.AnalyzeCommand;
import org.fenceline.cli.bench.BenchCollCommand;
import org.fenceline.cli.bench.BenchCommand;
import org.fenceline.cli.bench.BenchMeasureCommand;
import org.fenceline.cli.bench.BenchNoiseCommand;
import org.fenceline.cli.bench.BenchP2pCommand;
import org.fenceline.cli.bench.BenchRmaCommand;
import org.fenceline.cli.bench.BenchTraceCommand;
import org.fenceline.cli.demo.DemoCommand;
import org.fenceline.cli.report.ReportCommand;
import org.fenceline.cli.run.ClasspathCommand;
import org.fenceline.cli.run.RunCommand;
import org.fenceline.cli.trace.TraceCommand;
import org.fenceline.cli.trace.TraceDumpCommand;
import org.fenceline.cli.trace.TraceExportCommand;
import org.fenceline.cli.trace.TraceImportCommand;
import org.fenceline.cli.trace.TraceInfoCommand;
import org.fenceline.cli.trace.TraceMergeCommand;
import org.fenceline.cli.trace.TraceSynthCommand;
import org.fenceline.cli.trace.TraceValidateCommand;
import org.fenceline.cli.view.ViewCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The command tree: one place that lists every subcommand of {@code fenceline}, at every level.
 *
 * <p>picocli builds a command's model by reflection over its options, which took every start 60-80 ms for the
 * whole tree. So a command gets only the subcommand its next argument names (and what that one runs: {@code demo}
 * runs {@code analyze}); when the next argument names none (help, the version, an option, a mistyped name), it gets
 * all of them, so that help lists them and a mistyped name gets picocli's suggestions.
 */
final class Subcommands {
    private static final Map<Class<?>, List<Class<?>>> TREE = Map.of(
            Fenceline.class, List.of(RunCommand.class, ClasspathCommand.class, TraceCommand.class,
                    AnalyzeCommand.class, ReportCommand.class, ViewCommand.class, DemoCommand.class,
                    BenchCommand.class),
            TraceCommand.class, List.of(TraceInfoCommand.class, TraceDumpCommand.class, TraceValidateCommand.class,
                    TraceMergeCommand.class, TraceImportCommand.class, TraceExportCommand.class,
                    TraceSynthCommand.class),
            BenchCommand.class, List.of(BenchTraceCommand.class, BenchP2pCommand.class, BenchMeasureCommand.class,
                    BenchCollCommand.class, BenchRmaCommand.class, BenchNoiseCommand.class));

    private Subcommands() {
    }

    /** Adds to {@code root} (the {@code fenceline} command) the subcommands the command line {@code args} needs. */
    static void register(CommandLine root, String... args) {
        register(root, List.of(args));
    }

    /** Adds to {@code command} the subcommands that {@code args}, the arguments after its name, need. */
    private static void register(CommandLine command, List<String> args) {
        List<Class<?>> subcommands = TREE.getOrDefault(command.getCommand().getClass(), List.of());
        String named = args.isEmpty() ? "" : args.get(0);
        boolean known = subcommands.stream().anyMatch(c -> name(c).equals(named));
        for (Class<?> subcommand : subcommands) {
            String name = name(subcommand);
            boolean isNamed = name.equals(named);
            if (!known || isNamed || (named.equals("demo") && name.equals("analyze"))) {
                command.addSubcommand(name, subcommand);
                register(command.getSubcommands().get(name), isNamed ? args.subList(1, args.size()) : List.of());
            }
        }
        // Launch arguments belong to the program after its main class; -np is not picocli's to cluster. The
        // one-sided benchmarks take OSU's own options (-s, -a, -W, ...) after the benchmark's name.
        if (command.getCommand() instanceof RunCommand || command.getCommand() instanceof BenchRmaCommand) {
            command.setUnmatchedOptionsArePositionalParams(true);
            command.setStopAtPositional(true);
        }
    }

    private static String name(Class<?> command) {
        return command.getAnnotation(Command.class).name();
    }
}
