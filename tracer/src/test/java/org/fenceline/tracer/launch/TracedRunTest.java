package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.LongSupplier;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.validate.TraceValidator;
import org.fenceline.tracer.programs.Failures;
import org.fenceline.tracer.programs.Hello;
import org.fenceline.tracer.programs.traced.CollectiveRecords;
import org.fenceline.tracer.programs.traced.Crashing;
import org.fenceline.tracer.programs.traced.ManyCalls;
import org.fenceline.tracer.programs.traced.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/** Traced runs end to end: collectives, failures, buffer flushes, user regions, instrumentation, clocks. */
class TracedRunTest {
    @TempDir
    Path dir;

    private static void assertValid(Path dir) throws Exception {
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(List.of(), new TraceValidator(trace).validate());
        }
    }

    @Test
    void collectiveLeavesEnterAndCollExitOnlyNotItsInnerMessages() throws Exception {
        TracedRuns.run(3, CollectiveRecords.class, TraceOptions.to(dir)).expectSuccess();
        assertValid(dir);
        assertEquals(List.of("ENTER MPI_Gather", "COLLEXIT MPI_Gather MPI_COMM_WORLD root 1 sent 4 received 12"),
                TraceText.between(dir, 1, "MPI_Gather", "MPI_Gather"));
        assertEquals(List.of("ENTER MPI_Gather", "COLLEXIT MPI_Gather MPI_COMM_WORLD root 1 sent 4 received 0"),
                TraceText.between(dir, 2, "MPI_Gather", "MPI_Gather"));
        for (int location = 0; location < 3; location++) {
            assertEquals(List.of(), TraceText.of(dir, location, "SEND", "RECV"));
        }
    }

    @Test
    void aCrashedRunStillLeavesAnAnalysableTraceAndSaysSo() throws Exception {
        MpiRun.Result result = TracedRuns.run(2, Crashing.class, TraceOptions.to(dir));
        assertNotEquals(0, result.status());
        assertTrue(result.err().contains("the trace holds its events up to the failure"), result.err());
        assertValid(dir);
        // Rank 0 was blocked in MPI_Recv when the job was aborted: the call and main are left through the abort.
        List<String> rank0 = TraceText.of(dir, 0);
        assertEquals(List.of("ENTER MPI_Recv @" + Crashing.class.getName() + ".main:14", "EXIT MPI_Recv",
                "EXIT " + Crashing.class.getName() + ".main"), rank0.subList(rank0.size() - 3, rank0.size()));
        assertEquals(List.of("RECV MPI_COMM_WORLD from 0 tag 1 4B"), TraceText.of(dir, 1, "RECV"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"abort", "deadlock"})
    void abortsAndDeadlocksAreMergedToo(String failure) throws Exception {
        LaunchOptions options = LaunchOptions.of(3, Failures.class.getName(), failure)
                .withDeadlockTimeout(Duration.ofMillis(300)).withTrace(TraceOptions.to(dir));
        MpiRun.Result result = TracedRuns.run(options, RankClocks.SYSTEM);
        assertNotEquals(0, result.status());
        assertTrue(result.err().contains("the trace holds its events up to the failure"), result.err());
        assertValid(dir);
        for (int location = 0; location < 3; location++) {
            List<String> events = TraceText.of(dir, location);
            assertEquals("EXIT " + Failures.class.getName() + ".main", events.get(events.size() - 1)
                    .replace(" [SYNTHETIC]", ""));
        }
        if (failure.equals("abort")) {
            assertTrue(TraceText.of(dir, 1).stream().anyMatch(l -> l.startsWith("ENTER MPI_Abort")));
        }
    }

    @Test
    void fullBuffersAreFlushedAndRecordedAsMeasurementRegions() throws Exception {
        int calls = 2000;
        TracedRuns.run(2, ManyCalls.class, TraceOptions.to(dir).withBufferBytes(1024), Integer.toString(calls))
                .expectSuccess();
        assertValid(dir);
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            Definitions d = trace.definitions();
            List<Event> events = trace.events(0).toList();
            long flushes = events.stream().filter(e -> e.type() == EventType.ENTER
                    && d.regions().get(e.region()).name().equals("TRACE BUFFER FLUSH")).count();
            long ranks = events.stream().filter(e -> e.type() == EventType.ENTER
                    && d.regions().get(e.region()).name().equals("MPI_Comm_rank")).count();
            assertEquals(calls, ranks, "no event lost across the flushes");
            assertTrue(flushes > 10, "a 1 KiB buffer fills many times: " + flushes);
        }
    }

    @Test
    void automaticInstrumentationRecordsTheFilteredMethodsAndUserRegions() throws Exception {
        Path filter = Files.writeString(dir.resolveSibling(dir.getFileName() + ".filter"),
                "# getters are too small to trace\nexclude *.get*\n");
        TracedRuns.run(1, Solver.class, TraceOptions.to(dir).withAutoInstrument(filter)).expectSuccess();
        assertValid(dir);
        String s = Solver.class.getName();
        assertEquals(List.of(
                "ENTER " + s + ".main",
                "ENTER MPI_Init",
                "EXIT MPI_Init",
                "ENTER iterations",
                "ENTER " + s + ".step", "ENTER " + s + ".compute", "EXIT " + s + ".compute", "EXIT " + s + ".step",
                "ENTER " + s + ".step", "ENTER " + s + ".compute", "EXIT " + s + ".compute", "EXIT " + s + ".step",
                "EXIT iterations",
                "ENTER " + s + ".checked", "ENTER " + s + ".fail", "EXIT " + s + ".fail", "EXIT " + s + ".checked",
                "ENTER MPI_Finalize",
                "EXIT MPI_Finalize",
                "EXIT " + s + ".main"), TraceText.of(dir, 0).stream().map(l -> l.replaceAll(" @.*", "")).toList());
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            Definitions.Region compute = trace.definitions().regions().stream()
                    .filter(r -> r.name().equals(s + ".compute")).findFirst().orElseThrow();
            assertEquals("Solver.java", compute.file());
            assertEquals(31, compute.line());
            Definitions.Region iterations = trace.definitions().regions().stream()
                    .filter(r -> r.name().equals("iterations")).findFirst().orElseThrow();
            assertEquals("Solver.java", iterations.file(), "a user region is defined where the program enters it");
            assertEquals(17, iterations.line());
        }
    }

    @Test
    void withoutAutoInstrumentationOnlyMainAndUserRegionsAreUserCode() throws Exception {
        TracedRuns.run(1, Solver.class, TraceOptions.to(dir)).expectSuccess();
        assertEquals(List.of("ENTER " + Solver.class.getName() + ".main", "ENTER iterations", "EXIT iterations",
                "EXIT " + Solver.class.getName() + ".main"), TraceText.of(dir, 0).stream()
                .filter(l -> !l.contains("MPI_")).toList());
    }

    @Test
    void clockOffsetsAreRecordedAtInitAndFinalizeAndCorrectedByTheMerge() throws Exception {
        long skew = -1_000_000_000L;
        RankClocks skewed = rank -> {
            LongSupplier base = RankClocks.REFERENCE;
            return () -> base.getAsLong() + rank * skew;
        };
        // Skewed clocks are a wall-clock matter: in virtual time every rank reads the one virtual time base.
        TracedRuns.run(LaunchOptions.of(2, Hello.class.getName()).withTrace(TraceOptions.to(dir))
                .withClock(ClockMode.WALL), skewed).expectSuccess();
        assertValid(dir);
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            List<Definitions.ClockSync> sync = trace.definitions().clockSync();
            assertEquals(2, sync.size());
            for (Definitions.ClockSync s : sync) {
                assertEquals(2, s.points().size(), "Init and Finalize");
                for (Definitions.SyncPoint p : s.points()) {
                    assertEquals(s.location() * skew, p.offset(), Math.abs(skew) / 2.0);
                }
            }
            // Rank 1's clock is a second behind: uncorrected, its receive would precede rank 0's send.
            Event send = trace.events(0).filter(e -> e.type() == EventType.SEND).findFirst().orElseThrow();
            Event recv = trace.events(1).filter(e -> e.type() == EventType.RECV && e.partner() == 0).findFirst()
                    .orElseThrow();
            assertTrue(recv.time() > send.time(), "corrected, the message arrives after it was sent");
        }
    }

    @Test
    void anExistingGlobalTraceIsOnlyReplacedWithForce() throws Exception {
        TracedRuns.run(1, ManyCalls.class, TraceOptions.to(dir), "1").expectSuccess();
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> TracedRuns.run(1, ManyCalls.class, TraceOptions.to(dir), "2"));
        assertEquals(dir + ": holds a global trace already; use --force to replace it", refused.getMessage());
        TracedRuns.run(1, ManyCalls.class, TraceOptions.to(dir).withForce(true), "3").expectSuccess();
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(List.of("3"), trace.definitions().metadata().arguments());
        }
        assertTrue(Files.exists(TraceLayout.localManifest(dir)));
    }

    @Test
    void localTracesWithoutAGlobalTraceAreOnlyReplacedWithForce() throws Exception {
        TracedRuns.run(1, ManyCalls.class, TraceOptions.to(dir), "1").expectSuccess();
        // What a run leaves when its merge did not happen: the local traces only.
        Files.delete(TraceLayout.events(dir));
        Files.delete(TraceLayout.definitions(dir));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> TracedRuns.run(1, ManyCalls.class, TraceOptions.to(dir), "2"));
        assertTrue(refused.getMessage().startsWith(dir + ": holds the local traces of an earlier run"),
                refused.getMessage());
        assertTrue(Files.exists(TraceLayout.localDir(dir).resolve("0.bin")), "the earlier run's trace is kept");
        TracedRuns.run(1, ManyCalls.class, TraceOptions.to(dir).withForce(true), "3").expectSuccess();
    }
}
