package org.fenceline.cli.bench;

import picocli.CommandLine.Command;

/**
 * {@code fenceline bench ...}: measurements against the performance targets (not tests: numbers; its subcommands are
 * listed in {@code Subcommands}).
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure Fenceline's performance against its targets.")
public final class BenchCommand {
}
