package org.fenceline.cli.run;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.Callable;

import org.fenceline.cli.ConsoleProgress;
import org.fenceline.cli.UserInputException;
import org.fenceline.trace.merge.MergeProgress;
import org.fenceline.tracer.launch.LaunchOptions;
import org.fenceline.tracer.launch.Launcher;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code fenceline run}: runs an MPI program's ranks as threads of this JVM. The arguments are parsed by
 * {@link LaunchOptions#parse}, the one parser of the launch syntax, which also accepts Open MPI's habit
 * {@code -np N java -cp CP MAINCLASS ARGS}; picocli only supplies help and hands everything else over.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Run an MPI program (written against the Open MPI Java API, package mpi) on N ranks.",
                "",
                "  fenceline run -np N [OPTIONS] [-cp CLASSPATH] MAINCLASS [ARGS...]",
                "  fenceline run -np N [OPTIONS] java [JVM-OPTIONS] -cp CLASSPATH MAINCLASS [ARGS...]",
                "",
                "Options:",
                "  -np N, -n N, --np N        number of ranks (threads in this JVM)",
                "  --interconnect P           timing profile: sci-p3 (the thesis's P3 cluster), ideal",
                "                             (no added cost, default) or a profile file",
                "  --topology T               ring (default) or torus:AxB",
                "  --clock virtual|wall       virtual (default): every rank has a virtual clock; computation",
                "                             is measured while the rank has the host to itself, communication",
                "                             is timed by the interconnect model alone, deterministically at any",
                "                             rank count. wall: ranks run concurrently on the host's clock",
                "  --compute-scale S          virtual time per host nanosecond of computation (default 1; 2: a",
                "                             CPU half as fast as the host; 0: computation is free)",
                "  --deadlock-timeout SEC     wall clock: declare a deadlock after every rank waited this long",
                "                             (10); in virtual time a deadlock is declared at once",
                "  --async-progress           a progress thread per rank (no 'wait for progress')",
                "  --trace DIR                record a trace, merged into DIR at the end (also when the run",
                "                             fails: the trace then ends at the failure)",
                "    --rma-model M            RMA event model of the trace: extended (default) or basic",
                "    --instrument auto|mpi    auto: record the program's methods too (default mpi: MPI calls",
                "                             and main)",
                "    --filter FILE            which methods --instrument auto records (include/exclude globs)",
                "    --trace-buffer SIZE      trace buffer per rank, e.g. 4M (default); flushed when full",
                "    --force                  replace a trace already in DIR",
                "  -cp, -classpath, --class-path CP",
                "                             where the program's classes are",
                "",
                "Exit status: 0 when every rank returned normally; a rank's non-zero System.exit status; the",
                "abort code of MPI_Abort; the MPI error code when MPI.ERRORS_ARE_FATAL ended the job; 1 when a",
                "rank failed or returned without MPI_Finalize; 2 for a bad command line."})
public final class RunCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "ARGS", hidden = true)
    List<String> argv;

    @Override
    public Integer call() {
        LaunchOptions options;
        try {
            options = LaunchOptions.parse(argv);
        } catch (IllegalArgumentException e) {
            throw new UserInputException("run: " + e.getMessage());
        }
        PrintStream err = System.err;
        try (ConsoleProgress progress = ConsoleProgress.onStderr("Merging")) {
            // Each location is scanned once and written once: one bar over both passes.
            MergeProgress steps = (stage, done, total) -> progress.update(
                    stage == MergeProgress.Stage.SCAN ? "scanning" : "writing",
                    stage == MergeProgress.Stage.SCAN ? done : (long) total + done, 2L * total);
            return Launcher.run(options, err, steps);
        } catch (IllegalArgumentException | UncheckedIOException e) {
            // Bad values found while starting (a profile, a topology), or a trace directory that cannot be written.
            throw new UserInputException("run: " + e.getMessage());
        }
    }
}
