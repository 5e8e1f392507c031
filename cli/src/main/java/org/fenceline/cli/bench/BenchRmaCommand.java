package org.fenceline.cli.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.fenceline.tracer.launch.bench.RmaBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code fenceline bench rma}: OSU-style one-sided tests, the thesis's synchronisation table and progress test. */
@Command(name = "rma", mixinStandardHelpOptions = true,
        description = {"One-sided benchmarks (docs/one-sided.md):",
                "  osu TEST [-s lock|flush|fence|pscw] [-a direct|emulated] [-m MAX] [-i N] [-x N] [-W N]",
                "      TEST: put_latency, get_latency, put_bw, get_bw, acc_latency, cas_latency, fop_latency",
                "  sync [ITERATIONS] [N-ON-1 ITERATIONS]   synchronisation cost per epoch at 1-16 processes (Tab. 5.2)",
                "  progress [CYCLES]                       unlock time vs the target's compute phase: direct, "
                        + "emulated, emulated with a progress thread"})
public final class BenchRmaCommand implements Callable<Integer> {
    @Option(names = "--interconnect", paramLabel = "P", defaultValue = "ideal",
            description = "Timing profile: ideal, sci-p3 or a profile file (default: ${DEFAULT-VALUE}).")
    String interconnect;

    @Mixin
    ClockOption clock;

    @Parameters(arity = "0..*", paramLabel = "BENCHMARK ARGS", description = "osu, sync or progress and its arguments.")
    List<String> args = new ArrayList<>();

    @Override
    public Integer call() {
        RmaBenchmarkArguments.check(args);
        return RmaBenchmark.run(interconnect, clock.mode("bench rma"), args, System.err);
    }
}
