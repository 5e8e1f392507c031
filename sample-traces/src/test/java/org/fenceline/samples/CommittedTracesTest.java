package org.fenceline.samples;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.fenceline.samples.catalog.ExpectationFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Analyses every committed sample trace and compares the result with its {@code expected.json}: a regression
 * guard for the analyzer and the pattern catalog that needs no run (the traces do not change).
 */
class CommittedTracesTest {
    /** The module's directory: surefire runs the tests there. */
    static final Path TRACES = Path.of("traces");

    static Stream<Path> traces() throws IOException {
        try (Stream<Path> dirs = Files.list(TRACES)) {
            List<Path> withExpectations = dirs.filter(d -> Files.exists(d.resolve(ExpectationFile.NAME)))
                    .sorted().toList();
            return withExpectations.stream();
        }
    }

    @Test
    void samplesAreCommitted() throws IOException {
        assertFalse(traces().findAny().isEmpty(), "no committed traces under " + TRACES.toAbsolutePath());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("traces")
    void analysisStillGivesTheExpectedSeverities(Path trace) throws IOException {
        SeverityChecks.check(trace.getFileName().toString(), trace, ExpectationFile.read(trace));
    }
}
