package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.Analyzer;
import org.fenceline.analyzer.trace.TraceProblem;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.model.Event;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Defective traces are analysed where possible; what was skipped is counted. */
class BadInputTest {
    @TempDir
    Path dir;

    @Test
    void unmatchedMessagesAreCountedAndSkipped() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).send(1, 2, 1, 0, 8).send(3, 4, 1, 5, 8);
        t.at(1).recv(1.5, 5, 0, 0, 8).recv(6, 7, 0, 9, 8);
        Analysis a = Analysis.of(t, dir);
        assertEquals(1, a.warnings(TraceProblem.UNMATCHED_SEND));
        assertEquals(1, a.warnings(TraceProblem.UNMATCHED_RECEIVE));
        a.assertTotal(16, "bytes_sent");   // every send counts as sent
        a.assertTotal(8, "bytes_rcvd");    // only matched receives know their size
        a.assertTotal(0, "mpi_latesender");
        assertTrue(a.result().warningLines().get(0).startsWith("warning: 1 sends without a matching receive"));
    }

    @Test
    void brokenNestingIsCountedAndTheRestAnalysed() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).enterOnly("f", 1).exitOnly("g", 2).exitOnly("h", 3).enterOnly("open", 4).send(5, 6, 1, 0, 8);
        t.at(1).recv(1, 7, 0, 0, 8);
        Analysis a = Analysis.of(t, dir);
        // g closes f, h closes main, main's own exit closes "open": three mismatches, each leaving the innermost
        assertEquals(3, a.warnings(TraceProblem.NESTING));
        a.assertValue(1, "comms_send", "open/MPI_Send", 0);
        a.assertValue(4, "mpi_latesender", "main/MPI_Recv", 1);
    }

    @Test
    void eventsOutsideRegionsAreSkipped() throws Exception {
        TraceBuilder t = new TraceBuilder(1);
        t.at(0).event(Event.send(0, TraceBuilder.ns(TraceBuilder.END) + 5, 0, 0, 0, 8, 0, 0));
        Analysis a = Analysis.of(t, dir);
        assertEquals(1, a.warnings(TraceProblem.OUTSIDE_REGION));
        a.assertTotal(0, "bytes_sent");
    }

    @Test
    void unreadableTraceIsACorruptTraceException() throws Exception {
        new TraceBuilder(1).write(dir);
        Files.write(TraceLayout.events(dir), new byte[] {1, 2, 3});
        assertThrows(CorruptTraceException.class, () -> Analyzer.analyze(dir, AnalysisOptions.defaults()));
    }
}
