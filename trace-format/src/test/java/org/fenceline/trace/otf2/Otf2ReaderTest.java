package org.fenceline.trace.otf2;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Decoding the Score-P 7.1 archive (OTF2 2.3) and an OTF2 3.0 archive; expected values are otf2-print's. */
class Otf2ReaderTest {

    @Test
    void anchorFileOfScorePArchive() throws IOException {
        Otf2Anchor a = Otf2Anchor.read(Otf2TestArchives.SCOREP_PATTERNS);
        assertEquals("2.3.0", a.version());
        assertEquals("Score-P 7.1", a.creator());
        assertEquals(1 << 20, a.eventChunkSize());
        assertEquals(1 << 18, a.defChunkSize());
        assertEquals(4, a.locations());
        assertEquals(554, a.globalDefinitions());
        assertEquals("true", a.properties().get("OTF2::MPI_COMMUNICATION_COMPLETE"));
    }

    @Test
    void globalDefinitionsOfScorePArchive() throws IOException {
        Otf2Definitions d = Otf2DefinitionReader.readGlobal(Otf2Anchor.read(Otf2TestArchives.SCOREP_PATTERNS));
        assertEquals(new Otf2Definitions.ClockProperties(2596151099L, 6163004168861L, 3578182017L, -1), d.clock());
        assertEquals(240, d.regions().size());
        Otf2Definitions.Region barrier = d.regions().get(10);
        assertEquals("MPI_Barrier", barrier.name());
        assertEquals(15, barrier.role());          // BARRIER
        assertEquals(4, barrier.paradigm());       // MPI
        assertEquals("MPI", barrier.file());
        Otf2Definitions.Region main = d.regions().get(234);
        assertEquals("main", main.name());
        assertEquals("./examples/patterns.c", main.file());
        assertEquals(79, main.beginLine());
        assertEquals(4, d.locations().size());
        assertEquals(List.of(95L, 91L, 78L, 76L),
                d.locations().stream().map(Otf2Definitions.Location::events).toList());
        assertEquals("MPI Rank 2", d.locationGroups().get(2).name());
        assertEquals(1, d.locationGroups().get(2).parent());
        assertEquals("vm", d.systemTreeNodes().get(1).name());
        assertArrayEquals(new long[] {0, 1, 2, 3}, d.groups().get(1).members());
        assertEquals(Otf2Definitions.Group.TYPE_COMM_GROUP, d.groups().get(1).type());
        assertArrayEquals(new long[] {1}, d.groups().get(2).members());
        assertEquals("MPI_COMM_WORLD", d.comms().get(1).name());
        assertEquals(1, d.comms().get(1).group());
        assertEquals(new Otf2Definitions.RmaWin(0, "MPI_Win_create window", 1), d.windows().get(0));
    }

    @Test
    void everyLocationHasTheEventsItsDefinitionAnnounces() throws IOException {
        Otf2Anchor a = Otf2Anchor.read(Otf2TestArchives.SCOREP_PATTERNS);
        Otf2Definitions d = Otf2DefinitionReader.readGlobal(a);
        for (Otf2Definitions.Location l : d.locations()) {
            long n = Otf2EventReader.read(a, l.id(), Otf2DefinitionReader.readLocal(a, l.id()), new Otf2EventHandler() {
            });
            assertEquals(l.events(), n, "location " + l.id());
        }
    }

    @Test
    void eventsOfRankZeroAsOtf2PrintShowsThem() throws IOException {
        Otf2Anchor a = Otf2Anchor.read(Otf2TestArchives.SCOREP_PATTERNS);
        Otf2LocalDefinitions local = Otf2DefinitionReader.readLocal(a, 0);
        assertEquals(2, local.clockOffsets().size());
        List<String> seen = new ArrayList<>();
        Otf2EventReader.read(a, 0, local, new Otf2EventHandler() {
            @Override
            public void enter(long time, int region) {
                seen.add(time + " enter " + region);
            }

            @Override
            public void mpiSend(long time, int receiver, int comm, int tag, long bytes, long request) {
                seen.add(time + " send " + receiver + " " + comm + " " + tag + " " + bytes + " " + request);
            }

            @Override
            public void rmaGroupSync(long time, int syncLevel, int win, int group) {
                seen.add(time + " groupsync " + syncLevel + " " + win + " " + group);
            }

            @Override
            public void rmaTransfer(long time, Otf2EventKind kind, int win, int remote, long bytes, long matching) {
                seen.add(time + " " + kind + " " + win + " " + remote + " " + bytes + " " + matching);
            }

            @Override
            public void mpiCollectiveEnd(long time, int op, int comm, int root, long sent, long received) {
                seen.add(time + " collend " + op + " " + comm + " " + root);
            }
        });
        assertEquals("6163104908480 enter 234", seen.get(0));
        assertEquals("6163104912562 enter 147", seen.get(1));
        assertTrue(seen.contains("6164333603377 send 1 1 42 64 -1"), seen.toString());
        assertTrue(seen.contains("6163813419375 collend 0 1 -1"), seen.toString());
        // Local group ids of rank 0 are mapped to the global ones (its mapping table).
        assertTrue(seen.contains("6165778553845 groupsync 1 0 2"), seen.toString());
        assertTrue(seen.contains("6166564938041 groupsync 3 0 2"), seen.toString());
        assertTrue(seen.contains("6166562142027 RMA_PUT 0 1 4 2"), seen.toString());
    }

    @Test
    void aHandlerWithoutRegionsSeesTheOtherRecordsAndTheSameCount() throws IOException {
        Otf2Anchor a = Otf2Anchor.read(Otf2TestArchives.SCOREP_PATTERNS);
        Otf2LocalDefinitions local = Otf2DefinitionReader.readLocal(a, 0);
        class Recorder implements Otf2EventHandler {
            final boolean regions;
            final List<String> seen = new ArrayList<>();
            int nexts;

            Recorder(boolean regions) {
                this.regions = regions;
            }

            @Override
            public boolean readsRegions() {
                return regions;
            }

            @Override
            public void next(long time) {
                nexts++;
            }

            @Override
            public void enter(long time, int region) {
                seen.add(time + " enter " + region);
            }

            @Override
            public void leave(long time, int region) {
                seen.add(time + " leave " + region);
            }

            @Override
            public void mpiSend(long time, int receiver, int comm, int tag, long bytes, long request) {
                seen.add(time + " send " + receiver + " " + tag);
            }

            @Override
            public void rmaTransfer(long time, Otf2EventKind kind, int win, int remote, long bytes, long matching) {
                seen.add(time + " " + kind + " " + remote + " " + matching);
            }
        }
        Recorder all = new Recorder(true);
        Recorder skipping = new Recorder(false);
        long read = Otf2EventReader.read(a, 0, local, all);
        assertEquals(read, Otf2EventReader.read(a, 0, local, skipping));
        List<String> withoutRegions = all.seen.stream().filter(e -> !e.contains(" enter ") && !e.contains(" leave "))
                .toList();
        assertEquals(withoutRegions, skipping.seen);
        assertTrue(withoutRegions.size() > 1 && withoutRegions.size() < all.seen.size(), all.seen.toString());
        assertEquals(all.nexts - (all.seen.size() - withoutRegions.size()), skipping.nexts);
    }

    @Test
    void otf2ThreeArchiveWrittenByTheOtf2Library() throws IOException {
        Otf2Anchor a = Otf2Anchor.read(Otf2TestArchives.OTF2_3X);
        assertEquals(3, a.versionMajor());
        Otf2Definitions d = Otf2DefinitionReader.readGlobal(a);
        assertEquals(1_000_000_000L, d.clock().ticksPerSecond());
        assertTrue(d.clock().realtimeTimestamp() > 0, "OTF2 3.0's realtime timestamp");
        assertEquals(4, d.locations().size());
        List<String> kinds = new ArrayList<>();
        Otf2EventReader.read(a, 0, Otf2DefinitionReader.readLocal(a, 0), new Otf2EventHandler() {
            @Override
            public void rmaLock(long time, Otf2EventKind kind, int win, int remote, long lockId, boolean exclusive) {
                kinds.add(kind + " " + remote + " " + exclusive);
            }

            @Override
            public void skipped(long time, Otf2EventKind kind, int recordId) {
                kinds.add("skipped " + kind);
            }
        });
        assertEquals(List.of("skipped THREAD_FORK", "RMA_REQUEST_LOCK 2 true"), kinds);
    }
}
