package org.fenceline.cli.trace;

import picocli.CommandLine.Command;

/**
 * {@code fenceline trace ...}: look at, check, rebuild, convert and synthesise traces (its subcommands are listed in
 * {@code Subcommands}).
 */
@Command(name = "trace",
        mixinStandardHelpOptions = true,
        description = "Inspect, validate, merge, import, export and synthesise traces.")
public final class TraceCommand {
}
