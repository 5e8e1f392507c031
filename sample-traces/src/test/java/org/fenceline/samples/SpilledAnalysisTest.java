package org.fenceline.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.AnalysisResult;
import org.fenceline.analyzer.Analyzer;
import org.fenceline.trace.column.SpillPolicy;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The analysis with the records that grow with the trace in a spill file (the bounded heap of issue 19) is the
 * analysis on the heap, exactly: on every committed sample (point-to-point, collectives, fence, PSCW, locks,
 * progress) the same severity in every cell, and the same .cubex and summary.json byte for byte once both
 * reports carry the same creation time.
 */
class SpilledAnalysisTest {
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.fenceline.samples.CommittedTracesTest#traces")
    void spilledAnalysisGivesTheHeapAnalysisResults(Path trace, @TempDir Path out) throws IOException {
        AnalysisResult onHeap = Analyzer.analyze(trace, AnalysisOptions.defaults().withSpill(SpillPolicy.NEVER));
        AnalysisResult spilled = Analyzer.analyze(trace, AnalysisOptions.defaults().withSpill(SpillPolicy.ALWAYS));
        assertEquals(0, onHeap.spilledBytes());
        assertTrue(spilled.spilledBytes() > 0, "nothing spilled");

        SameResults.assertSameResults(onHeap, spilled, out);
    }
}
