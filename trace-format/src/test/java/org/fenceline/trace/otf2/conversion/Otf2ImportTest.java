package org.fenceline.trace.otf2.conversion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.column.SpillPolicy;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.merge.MergeProgress;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.model.RmaEventModel;
import org.fenceline.trace.otf2.Otf2TestArchives;
import org.fenceline.trace.validate.TraceValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class Otf2ImportTest {
    @TempDir
    Path dir;

    @Test
    void scorePTraceBecomesAValidGlobalTrace() throws IOException {
        ImportSummary s = Otf2Import.run(Otf2TestArchives.SCOREP_PATTERNS, dir, RmaEventModel.EXTENDED, false,
                MergeProgress.NONE);
        assertEquals("2.3.0", s.otf2Version());
        assertEquals(340, s.otf2Events());
        assertEquals(List.of(), s.warnings());
        assertEquals(List.of(), s.merge().warnings());
        try (GlobalTrace t = GlobalTrace.open(dir)) {
            assertEquals(List.of(), new TraceValidator(t).validate());
            Definitions d = t.definitions();
            assertEquals(4, d.locations().size());
            assertEquals("./examples/patterns", d.metadata().program());
            assertEquals("MPI Rank 3", d.processes().get(3).name());
            assertEquals("vm", d.nodes().get(0).name());
            assertEquals("Linux", d.machines().get(0).name());
            assertEquals(2, d.clockSync().get(0).points().size());
            Map<String, Definitions.Region> regions = d.regions().stream()
                    .collect(Collectors.toMap(Definitions.Region::name, Function.identity()));
            assertEquals(RegionRole.BARRIER, regions.get("MPI_Barrier").role());
            assertEquals(RegionRole.RMA_ACTIVE_SYNC, regions.get("MPI_Win_start").role());
            assertEquals(RegionRole.WINDOW_MANAGEMENT, regions.get("MPI_Win_create").role());
            assertEquals(RegionRole.COMM_MANAGEMENT, regions.get("MPI_Comm_group").role());
            assertEquals(RegionRole.FUNCTION, regions.get("MPI_Group_incl").role());
            assertEquals(Paradigm.USER, regions.get("sleep_s").paradigm());
            Map<EventType, Long> counts = t.events().collect(Collectors.groupingBy(Event::type, Collectors.counting()));
            assertEquals(28, counts.get(EventType.COLLEXIT));           // 7 barriers x 4 ranks
            assertEquals(16, counts.get(EventType.WINCOLLEXIT));        // create, 2 fences, free x 4 ranks
            assertEquals(4, counts.get(EventType.WINEXIT));             // start, complete; post, wait
            assertEquals(5, counts.get(EventType.PUT_1TS));
            assertEquals(5, counts.get(EventType.PUT_1TE));
            assertEquals(1, counts.get(EventType.SEND));
            assertEquals(1, counts.get(EventType.RECV));
            // Every location starts in the program's region (ProgramBegin), Scalasca's call-path root.
            for (int loc = 0; loc < 4; loc++) {
                Event first = t.event(loc, 0);
                assertEquals(EventType.ENTER, first.type());
                assertEquals("patterns", d.regions().get(first.region()).name());
            }
            // The extended model moves rank 0's PSCW Put end to rank 1's MPI_Win_wait exit.
            List<Event> rank1 = t.events(1).toList();
            Event putEnd = rank1.stream().filter(e -> e.type() == EventType.PUT_1TE && e.partner() == 0)
                    .reduce((a, b) -> b).orElseThrow();
            Event next = rank1.get(rank1.indexOf(putEnd) + 1);
            assertEquals(EventType.WINEXIT, next.type());
            assertEquals("MPI_Win_wait", d.regions().get(next.region()).name());
            assertTrue(EventFlags.has(next.flags(), EventFlags.EPOCH_CLOSING));
        }
    }

    @Test
    void otf2ThreeArchiveWithLocksRequestsAndSkippedRecords() throws IOException {
        ImportSummary s = Otf2Import.run(Otf2TestArchives.OTF2_3X, dir, RmaEventModel.EXTENDED, false,
                MergeProgress.NONE);
        assertEquals("3.0.2", s.otf2Version());
        assertEquals(3, s.merge().locations());
        assertEquals(3, s.warnings().size(), s.warnings().toString());
        assertEquals("skipped 1 OTF2 event records with no place in Fenceline's model: 1 ThreadFork",
                s.warnings().get(0));
        assertTrue(s.warnings().get(1).startsWith("1 of the archive's 4 locations not imported"), s.warnings().get(1));
        assertTrue(s.warnings().get(2).startsWith("1 non-blocking receive requests without an MpiIrecv"),
                s.warnings().get(2));
        try (GlobalTrace t = GlobalTrace.open(dir)) {
            assertEquals(List.of(), new TraceValidator(t).validate());
            List<Event> rank0 = t.events(0).toList();
            Event request = find(rank0, EventType.LOCK_REQUEST);
            Event acquired = find(rank0, EventType.LOCK_ACQUIRED);
            Event release = find(rank0, EventType.LOCK_RELEASE);
            assertEquals(2, request.partner());
            assertTrue(EventFlags.has(request.flags(), EventFlags.LOCK_EXCLUSIVE));
            // Grant inferred at the end of the blocking MPI_Win_lock: 1 ns before its exit.
            Event lockExit = rank0.get(rank0.indexOf(acquired) + 1);
            assertEquals(EventType.EXIT, lockExit.type());
            assertEquals("MPI_Win_lock", t.definitions().regions().get(lockExit.region()).name());
            assertEquals(lockExit.time() - 1, acquired.time());
            assertEquals(4_989, acquired.time() - request.time());   // request at 3.010 us, exit at 8 us
            assertEquals(EventFlags.LOCK_EXCLUSIVE, release.flags());
            // The Put's end is at the target, placed at the origin's unlock (passive target, extended model).
            Event putEnd = find(t.events(2).toList(), EventType.PUT_1TE);
            assertEquals(0, putEnd.partner());
            assertEquals(8, putEnd.bytes());
            List<Event> rank1 = t.events(1).toList();
            Event posted = find(rank1, EventType.RECV_REQUEST);
            Event received = find(rank1, EventType.RECV);
            assertEquals(5, posted.request());
            assertEquals(received.comm(), posted.comm());
            assertEquals(0, received.partner());
            assertEquals(100, received.bytes());
            assertTrue(rank1.stream().noneMatch(e -> e.type() == EventType.REQUEST_CANCELLED));
            assertEquals(1, t.events(0).filter(e -> e.type() == EventType.SEND
                    && EventFlags.has(e.flags(), EventFlags.NON_BLOCKING)).count());
        }
    }

    @Test
    void callingContextsBecomeEntersAndExitsOfTheirRegions() throws IOException {
        ImportSummary s = Otf2Import.run(Otf2TestArchives.CALLING_CONTEXT, dir, RmaEventModel.EXTENDED, false,
                MergeProgress.NONE);
        assertEquals(List.of(), s.warnings());
        try (GlobalTrace t = GlobalTrace.open(dir)) {
            List<String> events = t.events(0).map(e -> e.type() + " " + t.definitions().regions().get(e.region())
                    .name() + " " + e.time()).toList();
            assertEquals(List.of("ENTER main 0", "ENTER foo 100", "ENTER MPI_Barrier 200", "COLLEXIT MPI_Barrier 300",
                    "EXIT foo 400", "EXIT main 500"), events);
        }
    }

    @Test
    void aLockHeldByAnotherOriginIsGrantedAtItsRelease() throws IOException {
        ImportSummary s = Otf2Import.run(Otf2TestArchives.LAZY_LOCK, dir, RmaEventModel.EXTENDED, false,
                MergeProgress.NONE);
        assertEquals(List.of(), s.warnings());
        try (GlobalTrace t = GlobalTrace.open(dir)) {
            assertEquals(List.of(), new TraceValidator(t).validate());
            // Rank 0: blocking MPI_Win_lock, granted when it returns (1.1 us, 1 ns before its exit).
            assertEquals(1_099, find(t.events(0).toList(), EventType.LOCK_ACQUIRED).time());
            // Rank 1: its MPI_Win_lock returned at 2.1 us, but rank 0 held the lock until 4.9 us.
            List<Event> rank1 = t.events(1).toList();
            Event granted = find(rank1, EventType.LOCK_ACQUIRED);
            assertEquals(4_900, granted.time());
            assertEquals(2, granted.partner());
            assertTrue(find(rank1, EventType.PUT_1TS).time() < granted.time(), "the Put was queued before the grant");
        }
    }

    @Test
    void aSpilledImportWritesTheSameTrace() throws IOException {
        Path onHeap = dir.resolve("heap");
        Path spilled = dir.resolve("spilled");
        ImportSummary heap = Otf2Import.run(Otf2TestArchives.LAZY_LOCK, onHeap, RmaEventModel.EXTENDED, false,
                MergeProgress.NONE, SpillPolicy.NEVER);
        ImportSummary spill = Otf2Import.run(Otf2TestArchives.LAZY_LOCK, spilled, RmaEventModel.EXTENDED, false,
                MergeProgress.NONE, SpillPolicy.ALWAYS);
        assertEquals(0, heap.merge().spilledBytes());
        assertTrue(spill.merge().spilledBytes() > 0, "spilled bytes");
        assertArrayEquals(Files.readAllBytes(TraceLayout.events(onHeap)),
                Files.readAllBytes(TraceLayout.events(spilled)));
        assertEquals(heap.merge().warnings(), spill.merge().warnings());
    }

    @Test
    void refusesToReplaceATraceWithoutForce() throws IOException {
        Otf2Import.run(Otf2TestArchives.OTF2_3X, dir, RmaEventModel.BASIC, false, MergeProgress.NONE);
        assertThrows(FileAlreadyExistsException.class,
                () -> Otf2Import.run(Otf2TestArchives.OTF2_3X, dir, RmaEventModel.BASIC, false, MergeProgress.NONE));
        ImportSummary again = Otf2Import.run(Otf2TestArchives.OTF2_3X, dir, RmaEventModel.EXTENDED, true,
                MergeProgress.NONE);
        assertEquals(RmaEventModel.EXTENDED, again.merge().model());
    }

    private static Event find(List<Event> events, EventType type) {
        return events.stream().filter(e -> e.type() == type).findFirst().orElseThrow(() -> new AssertionError(
                "no " + type + " in " + events));
    }
}
