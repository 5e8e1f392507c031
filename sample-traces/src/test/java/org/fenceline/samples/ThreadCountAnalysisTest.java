package org.fenceline.samples;

import java.io.IOException;
import java.nio.file.Path;

import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.AnalysisResult;
import org.fenceline.analyzer.Analyzer;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The analysis on several threads is the analysis on one, exactly, on every committed sample: the matching across
 * locations (the general active target's pairing per origin and per target) and the backward replay (the
 * propagation beside the interval tasks, computing the runs no other thread has taken on) split their work by
 * thread count, never their results.
 */
class ThreadCountAnalysisTest {
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.fenceline.samples.CommittedTracesTest#traces")
    void threeThreadsGiveTheOneThreadResults(Path trace, @TempDir Path out) throws IOException {
        AnalysisResult one = Analyzer.analyze(trace, AnalysisOptions.defaults().withThreads(1));
        AnalysisResult three = Analyzer.analyze(trace, AnalysisOptions.defaults().withThreads(3));
        SameResults.assertSameResults(one, three, out);
    }
}
