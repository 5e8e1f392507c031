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
 * are in virtual time, so the host's load does not disturb them: one run per sample.
 */
class SampleProgramsTest {
    static Stream<Sample> samples() {
        return SampleCatalog.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void analysisFindsTheInjectedDelay(Sample sample, @TempDir Path traceDir) throws IOException {
        SampleRuns.traced(sample, traceDir);
        SeverityChecks.check(sample.name(), traceDir, ExpectationFile.of(sample));
    }
}
