package org.fenceline.cli.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.fenceline.cli.UserInputException;
import org.fenceline.tracer.launch.bench.MeasurementBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code fenceline bench measure}: what tracing costs per event, and how much it dilates a stencil program. */
@Command(name = "measure", mixinStandardHelpOptions = true,
        description = {"Cost of tracing: an instrumented empty MPI call and user method per ENTER/EXIT pair, the "
                + "dilation of a 4-rank stencil traced vs untraced (best of 5 each, wall and CPU time), and trace "
                + "bytes per event (local and Parquet)."})
public final class BenchMeasureCommand implements Callable<Integer> {
    @Option(names = "--dir", paramLabel = "D", description = "Where to put the work files (default: the system's "
            + "temporary directory); they are deleted at the end.")
    Path dir;

    @Override
    public Integer call() throws IOException {
        Path work = dir != null ? dir : Path.of(System.getProperty("java.io.tmpdir"));
        if (!Files.isDirectory(work)) {
            throw new UserInputException("--dir " + work + ": no such directory");
        }
        return MeasurementBenchmark.run(work, System.out);
    }
}
