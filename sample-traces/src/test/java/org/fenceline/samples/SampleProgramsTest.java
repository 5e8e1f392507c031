package org.fenceline.samples;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.fenceline.samples.catalog.Sample;
import org.fenceline.samples.catalog.SampleCatalog;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every sample program on the runtime with tracing, analyses the trace, and checks that the analysis finds
 * the injected inefficiency (and nothing else) in the sample's region: the whole pipeline, end to end.
 */
class SampleProgramsTest {
    static Stream<Sample> samples() {
        return SampleCatalog.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void analysisFindsTheInjectedDelay(Sample sample, @TempDir Path traceDir) throws IOException {
        SampleRuns.traced(sample, traceDir);
        RegionSeverities measured = RegionSeverities.analyze(traceDir, sample.region());
        if (sample.recordedCall() != null) {
            assumeTrue(measured.recorded(sample.recordedCall()), sample.recordedCall()
                    + " is not recorded in the trace by this build of the tracer: its wait state cannot be seen");
        }
        SeverityChecks.check(sample.name(), measured, sample.expected(), sample.nearZero());
    }
}
