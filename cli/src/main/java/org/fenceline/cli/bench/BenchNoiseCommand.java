package org.fenceline.cli.bench;

import java.util.concurrent.Callable;

import org.fenceline.cli.UserInputException;
import org.fenceline.tracer.launch.bench.HostNoise;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code fenceline bench noise}: how often and how long this host takes the cores away from a running thread. */
@Command(name = "noise", mixinStandardHelpOptions = true,
        description = {"Host noise (as LLNL's FWQ/FTQ): one thread per core reads the clock in a tight loop and "
                + "counts every gap longer than the threshold. In virtual time with measured computation these gaps "
                + "count as the program's computation, so they bound how balanced a balanced program can look on "
                + "this host (docs/sci-emulation.md, measured computation)."})
public final class BenchNoiseCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "2", description = "How long to look (default: 2).")
    double seconds;

    @Option(names = "--threshold", paramLabel = "NS", defaultValue = "5000",
            description = "Shortest gap counted, in ns (default: 5000).")
    long thresholdNanos;

    @Option(names = "--threads", paramLabel = "N", description = "Threads at once (default: one per core).")
    Integer threads;

    @Option(names = "--burst", paramLabel = "US", defaultValue = "20",
            description = "Computation burst (µs) for the summary line (default: 20).")
    double burstMicros;

    @Option(names = "--ranks", paramLabel = "N", defaultValue = "16",
            description = "Ranks whose bursts a collective waits for, for the summary line (default: 16).")
    int ranks;

    @Override
    public Integer call() throws InterruptedException {
        if (!(seconds > 0) || seconds > 3600) {
            throw new UserInputException("bench noise: --seconds must be more than 0 and at most 3600, not " + seconds);
        }
        if (thresholdNanos < 1) {
            throw new UserInputException("bench noise: --threshold must be at least 1 ns, not " + thresholdNanos);
        }
        int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (n < 1 || ranks < 1 || !(burstMicros > 0)) {
            throw new UserInputException("bench noise: --threads, --ranks and --burst must be positive");
        }
        HostNoise.print(HostNoise.measure(n, seconds, thresholdNanos), thresholdNanos, burstMicros, ranks,
                spec.commandLine().getOut());
        return 0;
    }
}
