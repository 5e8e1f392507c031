package org.fenceline.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.column.SpillPolicy;
import org.fenceline.trace.local.LocalDefinition;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.local.RunManifest;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.model.RmaEventModel;

/**
 * Hand-built runs for merge tests: a manifest with n ranks (one node each, reference clock at epoch 5000 ns)
 * and one local writer per rank with the same local ids for the usual MPI regions, world group/communicator
 * and one window. Writers have base time -1000, so scenario times start at 0 and the merged times equal the
 * written ones unless clocks are corrected. Results are rendered as one line per event for exact assertions.
 */
final class MergeFixture implements AutoCloseable {
    static final int FLUSH = 0, MAIN = 1, FENCE = 2, PUT = 3, GET = 4, START = 5, COMPLETE = 6, POST = 7, WAIT = 8,
            TEST = 9, LOCK = 10, UNLOCK = 11, FLUSH_CALL = 12, WORK = 13, FLUSH_LOCAL = 14;
    static final int WORLD = 0, WIN = 0;
    /** Local id of the group {rank}. */
    static int single(int rank) {
        return 10 + rank;
    }

    final Path dir;
    final int ranks;
    final List<LocalTraceWriter> writers = new ArrayList<>();
    final RecordingSink sink = new RecordingSink();
    MergeSummary summary;

    MergeFixture(Path dir, int ranks) throws IOException {
        this.dir = dir;
        this.ranks = ranks;
        manifest(dir, ranks).write(TraceLayout.localManifest(dir));
        for (int r = 0; r < ranks; r++) {
            LocalTraceWriter w = LocalTraceWriter.create(dir, new LocalDefinition.LocationInfo(r, "rank " + r, r, 0),
                    FLUSH, () -> -1000L);
            w.defineRegion(MAIN, "main", "Main.java", 1, Paradigm.USER, RegionRole.FUNCTION);
            w.defineRegion(FENCE, "MPI_Win_fence", "", 0, Paradigm.MPI, RegionRole.RMA_ACTIVE_SYNC);
            w.defineRegion(PUT, "MPI_Put", "", 0, Paradigm.MPI, RegionRole.RMA_COMMUNICATION);
            w.defineRegion(GET, "MPI_Get", "", 0, Paradigm.MPI, RegionRole.RMA_COMMUNICATION);
            w.defineRegion(START, "MPI_Win_start", "", 0, Paradigm.MPI, RegionRole.RMA_ACTIVE_SYNC);
            w.defineRegion(COMPLETE, "MPI_Win_complete", "", 0, Paradigm.MPI, RegionRole.RMA_ACTIVE_SYNC);
            w.defineRegion(POST, "MPI_Win_post", "", 0, Paradigm.MPI, RegionRole.RMA_ACTIVE_SYNC);
            w.defineRegion(WAIT, "MPI_Win_wait", "", 0, Paradigm.MPI, RegionRole.RMA_ACTIVE_SYNC);
            w.defineRegion(TEST, "MPI_Win_test", "", 0, Paradigm.MPI, RegionRole.RMA_ACTIVE_SYNC);
            w.defineRegion(LOCK, "MPI_Win_lock", "", 0, Paradigm.MPI, RegionRole.RMA_PASSIVE_SYNC);
            w.defineRegion(UNLOCK, "MPI_Win_unlock", "", 0, Paradigm.MPI, RegionRole.RMA_PASSIVE_SYNC);
            w.defineRegion(FLUSH_CALL, "MPI_Win_flush", "", 0, Paradigm.MPI, RegionRole.RMA_PASSIVE_SYNC);
            w.defineRegion(WORK, "work", "Main.java", 7, Paradigm.USER, RegionRole.FUNCTION);
            w.defineRegion(FLUSH_LOCAL, "MPI_Win_flush_local", "", 0, Paradigm.MPI, RegionRole.RMA_PASSIVE_SYNC);
            w.defineGroup(WORLD, IntStream.range(0, ranks).toArray());
            for (int g = 0; g < ranks; g++) {
                w.defineGroup(single(g), new int[] {g});
            }
            w.defineCommunicator(WORLD, 1, "MPI_COMM_WORLD", WORLD);
            w.defineWindow(WIN, 100, "win", WORLD);
            writers.add(w);
        }
    }

    static RunManifest manifest(Path dir, int ranks) {
        return new RunManifest(
                new Definitions.Metadata("app.Main", List.of(), ranks, "ideal", RmaEventModel.BASIC, 1, 0, "test",
                        Map.of()),
                5000,
                List.of(new Definitions.Machine(0, "cluster")),
                IntStream.range(0, ranks).mapToObj(r -> new Definitions.Node(r, "node" + r, 0)).toList(),
                IntStream.range(0, ranks).mapToObj(r -> new Definitions.Process(r, "rank " + r, r, r)).toList(),
                IntStream.range(0, ranks).mapToObj(r -> new Definitions.Location(r, "rank " + r, r, 0)).toList());
    }

    LocalTraceWriter w(int rank) {
        return writers.get(rank);
    }

    // ---- scenario vocabulary ------------------------------------------------------------------------------

    void fence(int rank, long enter, long exit) {
        w(rank).enter(enter, FENCE, Event.NONE);
        w(rank).winCollExit(exit, FENCE, WIN);
    }

    /** ENTER(MPI_Put) at t, PUT_1TS at t+1, PUT_1TE_REMOTE at t+2, EXIT at t+3. */
    void put(int rank, long t, int target, long rmaId) {
        w(rank).enter(t, PUT, Event.NONE);
        w(rank).rma(t + 1, EventType.PUT_1TS, WIN, target, 8, rmaId, 0);
        w(rank).rma(t + 2, EventType.PUT_1TE_REMOTE, WIN, target, 8, rmaId, 0);
        w(rank).exit(t + 3, PUT);
    }

    /** ENTER(MPI_Get) at t, GET_1TS_REMOTE at t+1, GET_1TE at t+2, EXIT at t+3. */
    void get(int rank, long t, int target, long rmaId) {
        w(rank).enter(t, GET, Event.NONE);
        w(rank).rma(t + 1, EventType.GET_1TS_REMOTE, WIN, target, 16, rmaId, 0);
        w(rank).rma(t + 2, EventType.GET_1TE, WIN, target, 16, rmaId, 0);
        w(rank).exit(t + 3, GET);
    }

    void winSync(int rank, int region, long enter, long exit, int group, boolean closes) {
        w(rank).enter(enter, region, Event.NONE);
        w(rank).winExit(exit, region, WIN, group, closes);
    }

    /** MPI_Win_lock: ENTER at t, LOCK_REQUEST at t+1, LOCK_ACQUIRED at t+2, EXIT at t+3. */
    void lock(int rank, long t, int target) {
        w(rank).enter(t, LOCK, Event.NONE);
        w(rank).lock(t + 1, EventType.LOCK_REQUEST, WIN, target, EventFlags.LOCK_EXCLUSIVE);
        w(rank).lock(t + 2, EventType.LOCK_ACQUIRED, WIN, target, EventFlags.LOCK_EXCLUSIVE);
        w(rank).exit(t + 3, LOCK);
    }

    /** MPI_Win_unlock: ENTER at enter, LOCK_RELEASE at enter+1, EXIT at exit. */
    void unlock(int rank, long enter, long exit, int target) {
        w(rank).enter(enter, UNLOCK, Event.NONE);
        w(rank).lock(enter + 1, EventType.LOCK_RELEASE, WIN, target, EventFlags.LOCK_EXCLUSIVE);
        w(rank).exit(exit, UNLOCK);
    }

    /**
     * Merges on the heap, and again with the transfers in a spill file: every scenario checks that both give the
     * same events and summary (but for the bytes spilled).
     */
    MergeSummary merge(RmaEventModel model) throws IOException {
        close();
        RecordingSink spilled = new RecordingSink();
        MergeSummary offHeap = new TraceMerger(spilled::create, SpillPolicy.ALWAYS).merge(dir, model,
                MergeProgress.NONE);
        summary = new TraceMerger(sink::create, SpillPolicy.NEVER).merge(dir, model, MergeProgress.NONE);
        assertEquals(sink.events, spilled.events, "spilled merge");
        assertEquals(summary, new MergeSummary(offHeap.events(), offHeap.locations(), offHeap.truncatedLocations(),
                offHeap.warnings(), offHeap.model(), offHeap.startTimeEpochNs(), 0), "spilled merge's summary");
        return summary;
    }

    /** The merged events of one location, one line each: "time TYPE details". */
    List<String> lines(int location) {
        Definitions d = sink.definitions;
        return sink.at(location).stream().map(e -> {
            StringBuilder s = new StringBuilder().append(e.time()).append(' ').append(e.type());
            if (e.region() != Event.NONE) {
                s.append(' ').append(d.regions().get(e.region()).name());
            }
            if (e.type().isRmaTransfer() || e.type().isLock()) {
                s.append(" partner ").append(e.partner());
            }
            if (e.type().isRmaTransfer()) {
                s.append(" rma ").append(e.request());
            }
            if (EventFlags.has(e.flags(), EventFlags.EPOCH_CLOSING)) {
                s.append(" closes");
            }
            if (EventFlags.has(e.flags(), EventFlags.SYNTHETIC)) {
                s.append(" synthetic");
            }
            return s.toString();
        }).toList();
    }

    @Override
    public void close() throws IOException {
        for (LocalTraceWriter w : writers) {
            w.close();
        }
    }
}
