package org.fenceline.samples;

import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.fenceline.samples.catalog.ExpectationFile;
import org.fenceline.samples.catalog.Sample;
import org.fenceline.samples.catalog.SampleCatalog;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every sample program on the runtime with tracing, analyses the trace, and checks that the analysis finds
 * the injected inefficiency (and nothing else) in the sample's region: the whole pipeline, end to end. The runs
 * are in virtual time: the runtime's communication is timed by the model, only the injected computation is
 * measured on the host.
 */
class SampleProgramsTest {
    static Stream<Sample> samples() {
        return SampleCatalog.all().stream();
    }

    /**
     * Runs per sample at most. An injected delay is a busy wait for processor time ({@code Delay}), the meter of
     * virtual time, so its own length is exact; what the rank's thread does around it before its next MPI call
     * (the program's code, a class it loads, host noise inside the thread's time) is measured as computation too
     * and can lengthen on a loaded host. Such a run is repeated. That only adds time, so an analysis that is wrong
     * fails every run.
     */
    private static final int RUNS = 3;

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void analysisFindsTheInjectedDelay(Sample sample, @TempDir Path traceDir) throws IOException {
        for (int run = 1; ; run++) {
            SampleRuns.traced(sample, traceDir);
            try {
                SeverityChecks.check(sample.name(), traceDir, ExpectationFile.of(sample));
                return;
            } catch (AssertionError e) {
                if (run == RUNS) {
                    throw e;
                }
                System.out.printf("%s: run %d of %d disturbed by the host's load, running again: %s%n",
                        sample.name(), run, RUNS, e.getMessage());
            }
        }
    }
}
