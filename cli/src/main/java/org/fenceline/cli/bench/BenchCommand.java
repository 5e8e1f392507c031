package org.fenceline.cli.bench;

import picocli.CommandLine.Command;

/** {@code fenceline bench ...}: measurements against the performance targets (not tests: numbers). */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure Fenceline's performance against its targets.",
        subcommands = {BenchTraceCommand.class, BenchP2pCommand.class, BenchMeasureCommand.class, BenchCollCommand.class,
            BenchRmaCommand.class, BenchNoiseCommand.class})
public final class BenchCommand {
}
