package org.fenceline.cli;

import org.fenceline.cli.bench.BenchCommand;
import org.fenceline.cli.trace.TraceCommand;
import picocli.CommandLine;

/** The command tree: one place that lists every subcommand of {@code fenceline}. */
final class Subcommands {
    private Subcommands() {
    }

    static void register(CommandLine root) {
        root.addSubcommand(new TraceCommand());
        root.addSubcommand(new BenchCommand());
    }
}
