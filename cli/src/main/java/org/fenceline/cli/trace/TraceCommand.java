package org.fenceline.cli.trace;

import picocli.CommandLine.Command;

/** {@code fenceline trace ...}: look at, check, rebuild, convert and synthesise traces. */
@Command(name = "trace",
        mixinStandardHelpOptions = true,
        description = "Inspect, validate, merge, import, export and synthesise traces.",
        subcommands = {TraceInfoCommand.class, TraceDumpCommand.class, TraceValidateCommand.class,
                TraceMergeCommand.class, TraceImportCommand.class, TraceExportCommand.class, TraceSynthCommand.class})
public final class TraceCommand {
}
