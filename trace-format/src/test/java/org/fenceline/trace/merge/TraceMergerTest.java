package org.fenceline.trace.merge;

import static org.fenceline.trace.merge.MergeFixture.GET;
import static org.fenceline.trace.merge.MergeFixture.WORK;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.local.LocalDefinition;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.model.RmaEventModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceMergerTest {
    @TempDir
    Path dir;

    @Test
    void definitionsWithDifferentLocalIdsAreUnified() throws Exception {
        MergeFixture.manifest(dir, 2).write(TraceLayout.localManifest(dir));
        try (LocalTraceWriter w = LocalTraceWriter.create(dir, info(0), 0, () -> 0L)) {
            w.defineRegion(5, "a", "A.java", 1, Paradigm.USER, RegionRole.FUNCTION);
            w.defineRegion(6, "b", "B.java", 2, Paradigm.USER, RegionRole.FUNCTION);
            w.defineCallSite(3, "Main.java", 10, "app.Main.main", 6);
            w.defineGroup(2, new int[] {0, 1});
            w.defineCommunicator(4, 1, "world", 2);
            w.defineWindow(9, 100, "w", 4);
            w.enter(10, 5, Event.NONE);
            w.enter(11, 6, 3);
            w.send(12, 4, 1, 0, 8, 0, 0);
            w.exit(13, 6);
            w.winCollExit(14, 5, 9);
        }
        try (LocalTraceWriter w = LocalTraceWriter.create(dir, info(1), 7, () -> 0L)) {
            w.defineRegion(1, "c", "C.java", 3, Paradigm.USER, RegionRole.FUNCTION);
            w.defineRegion(2, "b", "B.java", 2, Paradigm.USER, RegionRole.FUNCTION);
            w.defineRegion(3, "a", "A.java", 1, Paradigm.USER, RegionRole.FUNCTION);
            w.defineRegion(4, "a", "A.java", 99, Paradigm.USER, RegionRole.FUNCTION);   // another line: another region
            w.defineCallSite(0, "Main.java", 10, "app.Main.main", 2);
            w.defineGroup(1, new int[] {1});
            w.defineGroup(0, new int[] {0, 1});
            w.defineCommunicator(0, 1, "world", 0);
            w.defineCommunicator(3, 2, "self", 1);
            w.defineWindow(5, 100, "w", 0);
            w.enter(10, 3, Event.NONE);
            w.enter(11, 2, 0);
            w.recv(14, 0, 0, 0, 8, 0, 0);
            w.exit(15, 2);
            w.enter(16, 1, Event.NONE);
            w.exit(17, 1);
            w.collExit(18, 4, 3, Event.NONE, 0, 0);
            w.winCollExit(19, 3, 5);
        }
        RecordingSink sink = new RecordingSink();
        new TraceMerger(sink::create).merge(dir, RmaEventModel.BASIC, MergeProgress.NONE);
        Definitions d = sink.definitions;
        assertEquals(List.of(
                new Definitions.Region(0, LocalTraceWriter.FLUSH_REGION_NAME, "", 0, Paradigm.MEASUREMENT,
                        RegionRole.BUFFER_FLUSH),
                new Definitions.Region(1, "a", "A.java", 1, Paradigm.USER, RegionRole.FUNCTION),
                new Definitions.Region(2, "b", "B.java", 2, Paradigm.USER, RegionRole.FUNCTION),
                new Definitions.Region(3, "c", "C.java", 3, Paradigm.USER, RegionRole.FUNCTION),
                new Definitions.Region(4, "a", "A.java", 99, Paradigm.USER, RegionRole.FUNCTION)), d.regions());
        assertEquals(List.of(new Definitions.CallSite(0, "Main.java", 10, "app.Main.main", 2)), d.callSites());
        assertEquals(List.of(new Definitions.Group(0, List.of(0, 1)), new Definitions.Group(1, List.of(1))),
                d.groups());
        assertEquals(List.of(new Definitions.Communicator(0, "world", 0), new Definitions.Communicator(1, "self", 1)),
                d.communicators());
        assertEquals(List.of(new Definitions.Window(0, "w", 0)), d.windows());
        // The earliest event (time 10) becomes 0.
        assertEquals(List.of(
                Event.enter(0, 0, 1, Event.NONE), Event.enter(0, 1, 2, 0), Event.send(0, 2, 0, 1, 0, 8, 0, 0),
                Event.exit(0, 3, 2), Event.winCollExit(0, 4, 1, 0),
                Event.enter(1, 0, 1, Event.NONE), Event.enter(1, 1, 2, 0), Event.recv(1, 4, 0, 0, 0, 8, 0, 0),
                Event.exit(1, 5, 2), Event.enter(1, 6, 3, Event.NONE), Event.exit(1, 7, 3),
                Event.collExit(1, 8, 4, 1, Event.NONE, 0, 0), Event.winCollExit(1, 9, 1, 0)), sink.events);
    }

    /**
     * Locations are scanned in parallel, but global ids follow first appearance with locations taken in id order,
     * whichever scan ends first: here the last location's trace is the shortest and names every region first.
     */
    @Test
    void definitionsAreNumberedInLocationOrderHoweverTheParallelScansEnd() throws Exception {
        int ranks = 4;
        MergeFixture.manifest(dir, ranks).write(TraceLayout.localManifest(dir));
        String[] names = {"a", "b", "c", "d", "e"};
        for (int rank = 0; rank < ranks; rank++) {
            try (LocalTraceWriter w = LocalTraceWriter.create(dir, info(rank), 0, () -> 0L)) {
                // Rank r defines the names r+1, r, ..., 0 (local ids counting up), so each rank introduces one.
                for (int n = Math.min(rank + 1, names.length - 1); n >= 0; n--) {
                    w.defineRegion(10 - n, names[n], "", 0, Paradigm.USER, RegionRole.FUNCTION);
                }
                int events = rank == ranks - 1 ? 1 : 50_000 * (ranks - rank);
                for (int i = 0; i < events; i++) {
                    w.enter(2L * i, 10, Event.NONE);
                    w.exit(2L * i + 1, 10);
                }
            }
        }
        RecordingSink sink = new RecordingSink();
        new TraceMerger(sink::create).merge(dir, RmaEventModel.BASIC, MergeProgress.NONE);
        assertEquals(List.of(LocalTraceWriter.FLUSH_REGION_NAME, "b", "a", "c", "d", "e"),
                sink.definitions.regions().stream().map(Definitions.Region::name).toList());
    }

    @Test
    void clocksAreCorrectedPerLocationAndTheEarliestEventBecomesZero() throws Exception {
        MergeFixture f = new MergeFixture(dir, 2);
        f.w(0).clockSync(0, 50);                       // rank 0 runs 50 ns ahead of the reference
        f.w(0).enter(0, MergeFixture.MAIN, Event.NONE);
        f.get(0, 3000, 1, 1);                          // GET_1TS_REMOTE at 3001 (rank 0's clock)
        f.w(0).exit(30_000, MergeFixture.MAIN);
        f.w(1).clockSync(1_000, 100);                  // rank 1: offset drifts from 100 to 200 ns
        f.w(1).enter(500, WORK, Event.NONE);
        f.w(1).exit(6_000, WORK);
        f.w(1).clockSync(11_000, 200);
        f.w(1).enter(21_000, WORK, Event.NONE);
        f.w(1).exit(21_001, WORK);
        MergeSummary s = f.merge(RmaEventModel.BASIC);
        // Corrected: rank 0 raw - 50; rank 1 raw - offset(raw). Earliest: rank 0's ENTER at -50, which becomes 0.
        assertEquals(List.of("0 ENTER main", "3000 ENTER MPI_Get", "3001 GET_1TO partner 1 rma 1 synthetic",
                "3002 GET_1TE partner 1 rma 1", "3003 EXIT MPI_Get", "30000 EXIT main"), f.lines(0));
        assertEquals(List.of("455 ENTER work", "3001 GET_1TS partner 0 rma 1", "5900 EXIT work",
                "20750 ENTER work", "20751 EXIT work"), f.lines(1));
        assertEquals(4_950, s.startTimeEpochNs());
        assertEquals(4_950, f.sink.definitions.metadata().startTimeEpochNs());
        assertEquals(List.of(new Definitions.ClockSync(0, List.of(new Definitions.SyncPoint(0, 50))),
                new Definitions.ClockSync(1, List.of(new Definitions.SyncPoint(1_000, 100),
                        new Definitions.SyncPoint(11_000, 200)))), f.sink.definitions.clockSync());
    }

    @Test
    void aCartesianTopologyIsKeptOncePerCommunicatorWithItsRanksAsLocations() throws Exception {
        MergeFixture f = new MergeFixture(dir, 3);
        for (int rank : new int[] {2, 0}) {
            defineRing(f.w(rank), List.of(List.of(0), List.of(1)));
        }
        MergeSummary s = f.merge(RmaEventModel.BASIC);
        assertEquals(List.of(), s.warnings());
        Definitions d = f.sink.definitions;
        int comm = d.communicators().stream().filter(c -> c.name().equals("comm#9")).findFirst().orElseThrow().id();
        assertEquals(List.of(new Definitions.CartTopology("MPI_Cartesian_2", comm,
                        List.of(new Definitions.CartDimension("dimension 0", 2, true)),
                        List.of(new Definitions.CartCoordinate(2, List.of(0)),
                                new Definitions.CartCoordinate(0, List.of(1))))),
                d.cartTopologies());
    }

    @Test
    void aMemberRecordingAnotherTopologyIsWarnedAboutAndTheFirstIsKept() throws Exception {
        MergeFixture f = new MergeFixture(dir, 3);
        defineRing(f.w(0), List.of(List.of(0), List.of(1)));
        defineRing(f.w(2), List.of(List.of(1), List.of(0)));
        MergeSummary s = f.merge(RmaEventModel.BASIC);
        assertEquals(List.of("location 2: Cartesian topology 'MPI_Cartesian_2' of communicator 'comm#9' differs "
                + "from the one an earlier location recorded; the first is kept"), s.warnings());
        assertEquals(List.of(new Definitions.CartCoordinate(2, List.of(0)), new Definitions.CartCoordinate(0,
                List.of(1))), f.sink.definitions.cartTopologies().get(0).coordinates());
    }

    @Test
    void aTopologyThatDoesNotFitItsCommunicatorIsLeftOut() throws Exception {
        MergeFixture f = new MergeFixture(dir, 3);
        defineRing(f.w(0), List.of(List.of(0), List.of(1), List.of(1)));
        defineRing(f.w(2), List.of(List.of(1), List.of(1)));
        MergeSummary s = f.merge(RmaEventModel.BASIC);
        assertEquals(List.of("location 0: Cartesian topology 'MPI_Cartesian_2' of communicator 'comm#9' places 3 "
                        + "ranks, the communicator has 2; left out",
                "location 2: Cartesian topology 'MPI_Cartesian_2' of communicator 'comm#9': two locations at [1]; "
                        + "left out"), s.warnings());
        assertEquals(List.of(), f.sink.definitions.cartTopologies());
    }

    /** A periodic ring of two over world ranks 2 and 0 (in that rank order), with the given coordinates. */
    private static void defineRing(LocalTraceWriter w, List<List<Integer>> coordinates) {
        w.defineGroup(30, new int[] {2, 0});
        w.defineCommunicator(30, 99, "comm#9", 30);
        w.defineCartTopology(new LocalDefinition.CartTopology(30, "MPI_Cartesian_2",
                List.of(new Definitions.CartDimension("dimension 0", 2, true)), coordinates));
    }

    @Test
    void aTruncatedLocalTraceContributesItsPrefixAndIsFlagged() throws Exception {
        MergeFixture f = new MergeFixture(dir, 2);
        f.w(0).enter(0, WORK, Event.NONE);
        f.w(0).exit(10, WORK);
        f.w(1).enter(5, WORK, Event.NONE);
        f.w(1).flush();
        f.w(1).enter(8, GET, Event.NONE);
        f.w(1).exit(9, GET);
        f.close();
        Path rank1 = TraceLayout.localTrace(dir, 1);
        long cut = Files.size(rank1) - 17 - 2;        // lose the end record and the last 2 bytes of chunk 2
        try (FileChannel c = FileChannel.open(rank1, StandardOpenOption.WRITE)) {
            c.truncate(cut);
        }
        MergeSummary s = f.merge(RmaEventModel.EXTENDED);
        assertEquals(List.of(1), s.truncatedLocations());
        assertEquals(List.of("5 ENTER work", "6 EXIT work synthetic"), f.lines(1));
        assertEquals(4, s.events());            // 2 + 1 + the synthetic EXIT
        assertTrue(s.warnings().get(0).startsWith("location 1: local trace truncated at byte offset "),
                s.warnings().get(0));
        assertEquals("location 1: 1 regions still open at the end of its trace, closed by synthetic EXITs",
                s.warnings().get(1));
    }

    @Test
    void aMissingLocalTraceLeavesTheLocationWithOthersEventsOnly() throws Exception {
        MergeFixture f = new MergeFixture(dir, 2);
        f.get(0, 0, 1, 1);
        f.close();
        Files.delete(TraceLayout.localTrace(dir, 1));
        MergeSummary s = f.merge(RmaEventModel.BASIC);
        assertEquals(List.of("1 GET_1TS partner 0 rma 1"), f.lines(1));
        assertEquals(List.of("location 1: no local trace; it has no events of its own"), s.warnings());
    }

    @Test
    void anExistingGlobalTraceIsOnlyReplacedWithForce() throws Exception {
        MergeFixture f = new MergeFixture(dir, 1);
        f.w(0).enter(0, WORK, Event.NONE);
        f.w(0).exit(1, WORK);
        f.close();
        Files.writeString(TraceLayout.definitions(dir), "{}");
        RecordingSink sink = new RecordingSink();
        TraceMerger merger = new TraceMerger(sink::create);
        assertThrows(FileAlreadyExistsException.class,
                () -> merger.merge(dir, RmaEventModel.BASIC, MergeProgress.NONE));
        assertEquals(null, sink.definitions);
        assertEquals(2, merger.merge(dir, RmaEventModel.BASIC, MergeProgress.NONE, true).events());
        assertTrue(sink.closed);
    }

    @Test
    void aFailedWriteAbortsTheOutput() throws Exception {
        MergeFixture f = new MergeFixture(dir, 1);
        f.w(0).enter(0, WORK, Event.NONE);
        f.close();
        RecordingSink failing = new RecordingSink(new java.io.UncheckedIOException(new IOException("disk full")));
        assertThrows(java.io.UncheckedIOException.class,
                () -> new TraceMerger(failing::create).merge(dir, RmaEventModel.BASIC, MergeProgress.NONE));
        assertTrue(failing.aborted);
        assertFalse(failing.closed);
    }

    @Test
    void aLocalTraceFromAnotherRunIsRejected() throws Exception {
        MergeFixture.manifest(dir, 2).write(TraceLayout.localManifest(dir));
        LocalTraceWriter.create(dir, new LocalDefinition.LocationInfo(1, "rank 1", 5, 0), 0, () -> 0L).close();
        Path file = TraceLayout.localTrace(dir, 1);
        CorruptTraceException e = assertThrows(CorruptTraceException.class,
                () -> new TraceMerger(new RecordingSink()::create).merge(dir, RmaEventModel.BASIC, MergeProgress.NONE));
        assertEquals(file + ": written by rank 5 thread 0, but location 1 of the run manifest is rank 1 thread 0"
                + " (a file from another run?)", e.getMessage());
    }

    @Test
    void aLocalTraceUnderAnotherLocationsNameIsRejected() throws Exception {
        MergeFixture.manifest(dir, 2).write(TraceLayout.localManifest(dir));
        LocalTraceWriter.create(dir, info(0), 0, () -> 0L).close();
        Files.copy(TraceLayout.localTrace(dir, 0), TraceLayout.localTrace(dir, 1));
        CorruptTraceException e = assertThrows(CorruptTraceException.class,
                () -> new TraceMerger(new RecordingSink()::create).merge(dir, RmaEventModel.BASIC, MergeProgress.NONE));
        assertEquals(TraceLayout.localTrace(dir, 1) + ": header says location 0 but the file name says 1",
                e.getMessage());
    }

    @Test
    void aLocationBeyondTheManifestIsRejected() throws Exception {
        MergeFixture.manifest(dir, 1).write(TraceLayout.localManifest(dir));
        LocalTraceWriter.create(dir, info(3), 0, () -> 0L).close();
        CorruptTraceException e = assertThrows(CorruptTraceException.class,
                () -> new TraceMerger(new RecordingSink()::create).merge(dir, RmaEventModel.BASIC, MergeProgress.NONE));
        assertEquals(TraceLayout.localTrace(dir, 3) + ": location 3 is not in the run manifest (it has 1 locations)",
                e.getMessage());
    }

    @Test
    void aDirectoryWithoutManifestIsNotATrace() {
        CorruptTraceException e = assertThrows(CorruptTraceException.class,
                () -> new TraceMerger(new RecordingSink()::create).merge(dir, RmaEventModel.BASIC, MergeProgress.NONE));
        assertEquals(TraceLayout.localManifest(dir) + ": missing: not a trace directory with local traces",
                e.getMessage());
    }

    @Test
    void progressIsReportedPerLocationAndStage() throws Exception {
        MergeFixture f = new MergeFixture(dir, 2);
        f.close();
        List<String> seen = new ArrayList<>();
        new TraceMerger(f.sink::create).merge(dir, RmaEventModel.BASIC,
                (stage, done, total) -> seen.add(stage + " " + done + "/" + total));
        assertEquals(List.of("SCAN 1/2", "SCAN 2/2", "WRITE 1/2", "WRITE 2/2"), seen);
    }

    private static LocalDefinition.LocationInfo info(int rank) {
        return new LocalDefinition.LocationInfo(rank, "rank " + rank, rank, 0);
    }

}
