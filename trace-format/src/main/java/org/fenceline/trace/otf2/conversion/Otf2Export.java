package org.fenceline.trace.otf2.conversion;

import static org.fenceline.trace.otf2.Otf2DefinitionRecord.ATTRIBUTE;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.CART_COORDINATE;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.CART_DIMENSION;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.CART_TOPOLOGY;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.CLOCK_PROPERTIES;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.COMM;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.GROUP;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.LOCATION;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.LOCATION_GROUP;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.REGION;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.RMA_WIN;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.STRING;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.SYSTEM_TREE_NODE;

import com.carrotsearch.hppc.LongLongHashMap;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fenceline.trace.FencelineVersion;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.model.RmaEventModel;
import org.fenceline.trace.otf2.Otf2EventKind;
import org.fenceline.trace.otf2.Otf2Output;
import org.fenceline.trace.otf2.Otf2Type;

/**
 * Writes a global trace as an OTF2 3.0 archive, with the records Score-P writes for the same calls (the inverse of
 * the import, docs/trace-format.md §12.3): the MPI records inside each call (MpiCollectiveBegin/End,
 * RmaCollectiveBegin/End with RmaWinCreate/Destroy, RmaGroupSync), point-to-point records with ranks in the
 * communicator, RmaPut/RmaGet with the origin's completion records (RmaOpCompleteRemote at the target's transfer
 * end, RmaOpCompleteBlocking at a Get's end), and the lock records, RmaAcquireLock with the runtime's real grant.
 * Times are nanoseconds (timer resolution 1e9, global offset 0).
 */
public final class Otf2Export {
    private static final int CHUNK = 1 << 20;
    private static final int GROUP_COMM_LOCATIONS = 4;
    private static final int GROUP_COMM_GROUP = 5;
    private static final int PARADIGM_USER = 1;
    private static final int PARADIGM_MPI = 4;
    private static final int PARADIGM_MEASUREMENT_SYSTEM = 6;
    private static final int SYNC_PROCESS = 1;
    private static final int SYNC_MEMORY = 2;
    private static final int OP_CREATE_HANDLE = 17;
    private static final int OP_DESTROY_HANDLE = 18;
    private static final List<String> COLLECTIVE_OPS = List.of("MPI_Barrier", "MPI_Bcast", "MPI_Gather",
            "MPI_Gatherv", "MPI_Scatter", "MPI_Scatterv", "MPI_Allgather", "MPI_Allgatherv", "MPI_Alltoall",
            "MPI_Alltoallv", "MPI_Alltoallw", "MPI_Allreduce", "MPI_Reduce", "MPI_Reduce_scatter", "MPI_Scan",
            "MPI_Exscan", "MPI_Reduce_scatter_block");

    /** The id of the {@link PutEndAttribute} definition, the only attribute the export defines. */
    private static final int PUT_END = 0;

    private final Definitions defs;
    /** Whether some RmaPut carries {@link PutEndAttribute}, which is then defined. */
    private boolean usesPutEnd;
    private final Map<String, Integer> strings = new LinkedHashMap<>();
    /** Rank of each location in each group (-1: not a member). */
    private final Map<Integer, Map<Integer, Integer>> ranks = new HashMap<>();

    private Otf2Export(Definitions defs) {
        this.defs = defs;
        string("");
        for (Definitions.Group g : defs.groups()) {
            Map<Integer, Integer> r = new HashMap<>();
            for (int i = 0; i < g.members().size(); i++) {
                r.put(g.members().get(i), i);
            }
            ranks.put(g.id(), r);
        }
    }

    /** The anchor file an output path names: itself if it ends in ".otf2", else {@code out/traces.otf2}. */
    public static Path anchorFor(Path out) {
        return out.getFileName() != null && out.getFileName().toString().endsWith(".otf2") ? out
                : out.resolve("traces.otf2");
    }

    /**
     * Exports the global trace in {@code traceDir} as the archive whose anchor file is {@code anchor}; returns the
     * number of OTF2 event records written.
     *
     * @throws FileAlreadyExistsException if the anchor file exists and {@code force} is false
     */
    public static long run(GlobalTrace trace, Path anchor, boolean force) throws IOException {
        if (Files.exists(anchor) && !force) {
            throw new FileAlreadyExistsException(anchor.toString(), null, "exists already (use force to replace it)");
        }
        return new Otf2Export(trace.definitions()).write(trace, anchor);
    }

    private long write(GlobalTrace trace, Path anchor) throws IOException {
        String stem = anchor.getFileName().toString().replaceFirst("\\.otf2$", "");
        Path locationDir = anchor.resolveSibling(stem);
        int n = defs.locations().size();
        List<List<long[]>> putEnds = putEnds(trace);
        boolean basic = defs.metadata().rmaModel() == RmaEventModel.BASIC;
        usesPutEnd = !basic && putEnds.stream().anyMatch(l -> !l.isEmpty());
        long[] counts = new long[n];
        long lastTime = 0;
        for (int loc = 0; loc < n; loc++) {
            BitSet collectives = new BitSet();
            BitSet windowCollectives = new BitSet();
            exitKinds(trace, loc, collectives, windowCollectives);
            try (Otf2Output out = Otf2Output.events(locationDir.resolve(loc + ".evt"), CHUNK)) {
                LocationWriter w = basic
                        ? new LocationWriter(out, loc, collectives, windowCollectives, putEnds.get(loc), List.of())
                        : new LocationWriter(out, loc, collectives, windowCollectives, List.of(), putEnds.get(loc));
                trace.events(loc).forEach(w::event);
                w.finish();
                counts[loc] = w.count;
                lastTime = Math.max(lastTime, w.lastTime);
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
            try (Otf2Output local = Otf2Output.definitions(locationDir.resolve(loc + ".def"), CHUNK)) {
                // No mapping tables or clock offsets: ids are global, times corrected.
            }
        }
        long definitions = globalDefinitions(anchor.resolveSibling(stem + ".def"), counts, lastTime);
        anchor(anchor, n, definitions);
        return Arrays.stream(counts).sum();
    }

    // ---- events -----------------------------------------------------------------------------------------------

    /** Marks, by event index, the ENTERs whose call ends with COLLEXIT or WINCOLLEXIT (begin records follow them). */
    private static void exitKinds(GlobalTrace trace, int loc, BitSet collectives, BitSet windowCollectives)
            throws IOException {
        Deque<Long> open = new ArrayDeque<>();
        long[] index = {0};
        trace.events(loc).forEach(e -> {
            long i = index[0]++;
            if (e.type() == EventType.ENTER) {
                open.push(i);
            } else if (e.type().isRegionExit() && !open.isEmpty()) {
                long enter = open.pop();
                if (e.type() == EventType.COLLEXIT) {
                    collectives.set((int) enter);
                } else if (e.type() == EventType.WINCOLLEXIT) {
                    windowCollectives.set((int) enter);
                }
            }
        });
    }

    /**
     * For each origin, the times at which its Puts ended at their targets (the targets' PUT_1TE). Entries: time,
     * window, RMA id; sorted by time. In the basic model a Put's end is where the origin recorded it, and it is
     * written as RmaOpCompleteRemote into the origin's events. In the extended model it sits at the target's
     * synchronisation, which says nothing about the origin: OTF2 has no record for it, and the export gives the
     * origin's RmaPut the attribute {@link PutEndAttribute}, so that the import places the end exactly where it was.
     */
    private static List<List<long[]>> putEnds(GlobalTrace trace) throws IOException {
        int n = trace.definitions().locations().size();
        List<List<long[]>> ends = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            ends.add(new ArrayList<>());
        }
        for (int loc = 0; loc < n; loc++) {
            trace.events(loc).filter(e -> e.type() == EventType.PUT_1TE && e.partner() >= 0 && e.partner() < n)
                    .forEach(e -> ends.get(e.partner()).add(new long[] {e.time(), e.window(), e.request()}));
        }
        ends.forEach(l -> l.sort((a, b) -> Long.compare(a[0], b[0])));
        return ends;
    }

    private final class LocationWriter {
        private final Otf2Output out;
        private final int loc;
        private final BitSet collectives;
        private final BitSet windowCollectives;
        /** Put ends written as RmaOpCompleteRemote (basic model), in time order. */
        private final List<long[]> remoteEnds;
        /** Put ends carried by their RmaPut as {@link PutEndAttribute} (extended model): RMA id to time. */
        private final LongLongHashMap placedEnds = new LongLongHashMap();
        private int nextRemote;
        private long index;
        long count;
        long lastTime;

        LocationWriter(Otf2Output out, int loc, BitSet collectives, BitSet windowCollectives, List<long[]> remoteEnds,
                List<long[]> placedEnds) {
            this.out = out;
            this.loc = loc;
            this.collectives = collectives;
            this.windowCollectives = windowCollectives;
            this.remoteEnds = remoteEnds;
            placedEnds.forEach(end -> this.placedEnds.put(end[2], end[0]));
        }

        void event(Event e) {
            try {
                remoteEndsBefore(e.time());
                write(e);
                index++;
            } catch (IOException x) {
                throw new UncheckedIOException(x);
            }
        }

        void finish() throws IOException {
            remoteEndsBefore(Long.MAX_VALUE);
        }

        private void remoteEndsBefore(long time) throws IOException {
            while (nextRemote < remoteEnds.size() && remoteEnds.get(nextRemote)[0] < time) {
                long[] r = remoteEnds.get(nextRemote++);
                out.begin(Otf2EventKind.RMA_OP_COMPLETE_REMOTE.id()).u32((int) r[1]).u64(r[2]);
                emit(r[0], false);
            }
        }

        private void write(Event e) throws IOException {
            long t = e.time();
            switch (e.type()) {
                case ENTER -> {
                    out.begin(Otf2EventKind.ENTER.id()).u32(e.region());
                    emit(t, true);
                    if (collectives.get((int) index)) {
                        out.begin(Otf2EventKind.MPI_COLLECTIVE_BEGIN.id());
                        emit(t, false);
                    } else if (windowCollectives.get((int) index)) {
                        out.begin(Otf2EventKind.RMA_COLLECTIVE_BEGIN.id());
                        emit(t, false);
                    }
                }
                case EXIT -> leave(t, e.region());
                case COLLEXIT -> {
                    int op = COLLECTIVE_OPS.indexOf(defs.regions().get(e.region()).name());
                    out.begin(Otf2EventKind.MPI_COLLECTIVE_END.id()).u8(Math.max(op, 0)).u32(e.comm())
                            .u32(e.partner() < 0 ? -1 : rank(commGroup(e.comm()), e.partner()))
                            .u64(e.bytes()).u64(e.recvBytes());
                    emit(t, false);
                    leave(t, e.region());
                }
                case WINCOLLEXIT -> {
                    Definitions.Region r = defs.regions().get(e.region());
                    boolean management = r.role() == RegionRole.WINDOW_MANAGEMENT;
                    boolean free = management && r.name().equals("MPI_Win_free");
                    if (management) {
                        out.begin(free ? Otf2EventKind.RMA_WIN_DESTROY.id() : Otf2EventKind.RMA_WIN_CREATE.id())
                                .u32(e.window());
                        emit(t, false);
                    }
                    out.begin(Otf2EventKind.RMA_COLLECTIVE_END.id())
                            .u8(management ? (free ? OP_DESTROY_HANDLE : OP_CREATE_HANDLE) : 0)
                            .u32(management ? SYNC_PROCESS : SYNC_PROCESS | SYNC_MEMORY).u32(e.window()).u32(-1)
                            .u64(0).u64(0);
                    emit(t, false);
                    leave(t, e.region());
                }
                case WINEXIT -> {
                    boolean closes = EventFlags.has(e.flags(), EventFlags.EPOCH_CLOSING);
                    out.begin(Otf2EventKind.RMA_GROUP_SYNC.id())
                            .u32(closes ? SYNC_PROCESS | SYNC_MEMORY : SYNC_PROCESS).u32(e.window())
                            .u32(otf2Group(e.comm()));
                    emit(t, false);
                    leave(t, e.region());
                }
                case SEND -> {
                    boolean nonBlocking = EventFlags.has(e.flags(), EventFlags.NON_BLOCKING);
                    out.begin(nonBlocking ? Otf2EventKind.MPI_ISEND.id() : Otf2EventKind.MPI_SEND.id())
                            .u32(rank(commGroup(e.comm()), e.partner())).u32(e.comm()).u32(e.tag()).u64(e.bytes());
                    if (nonBlocking) {
                        out.u64(e.request());
                    }
                    emit(t, false);
                }
                case SEND_COMPLETE -> {
                    out.begin(Otf2EventKind.MPI_ISEND_COMPLETE.id()).u64(e.request());
                    emit(t, true);
                }
                case RECV_REQUEST -> {
                    out.begin(Otf2EventKind.MPI_IRECV_REQUEST.id()).u64(e.request());
                    emit(t, true);
                }
                case RECV -> {
                    boolean nonBlocking = EventFlags.has(e.flags(), EventFlags.NON_BLOCKING);
                    out.begin(nonBlocking ? Otf2EventKind.MPI_IRECV.id() : Otf2EventKind.MPI_RECV.id())
                            .u32(rank(commGroup(e.comm()), e.partner())).u32(e.comm()).u32(e.tag()).u64(e.bytes());
                    if (nonBlocking) {
                        out.u64(e.request());
                    }
                    emit(t, false);
                }
                case REQUEST_CANCELLED -> {
                    out.begin(Otf2EventKind.MPI_REQUEST_CANCELLED.id()).u64(e.request());
                    emit(t, true);
                }
                case PUT_1TS -> {
                    int target = rank(windowGroup(e.window()), e.partner());
                    if (placedEnds.containsKey(e.request())) {
                        out.attribute(PUT_END, placedEnds.get(e.request()));
                    }
                    boolean atomic = EventFlags.has(e.flags(), EventFlags.ATOMIC);
                    if (atomic || EventFlags.has(e.flags(), EventFlags.ACCUMULATE)) {
                        // OTF2_RmaAtomicType: ACCUMULATE (0); FETCH_AND_ACCUMULATE (7) for the fetching ones.
                        out.begin(Otf2EventKind.RMA_ATOMIC.id()).u32(e.window()).u32(target)
                                .u8(atomic ? 7 : 0).u64(e.bytes()).u64(0)
                                .u64(e.request());
                    } else {
                        out.begin(Otf2EventKind.RMA_PUT.id()).u32(e.window()).u32(target).u64(e.bytes())
                                .u64(e.request());
                    }
                    emit(t, false);
                }
                case GET_1TO -> {
                    out.begin(Otf2EventKind.RMA_GET.id()).u32(e.window()).u32(rank(windowGroup(e.window()),
                            e.partner())).u64(e.bytes()).u64(e.request());
                    emit(t, false);
                }
                case GET_1TE -> {
                    out.begin(Otf2EventKind.RMA_OP_COMPLETE_BLOCKING.id()).u32(e.window()).u64(e.request());
                    emit(t, false);
                }
                case LOCK_REQUEST, LOCK_ACQUIRED -> {
                    boolean all = EventFlags.has(e.flags(), EventFlags.LOCK_ALL);
                    out.begin(e.type() == EventType.LOCK_REQUEST ? Otf2EventKind.RMA_REQUEST_LOCK.id()
                                    : Otf2EventKind.RMA_ACQUIRE_LOCK.id()).u32(e.window())
                            .u32(all ? -1 : rank(windowGroup(e.window()), e.partner())).u64(0)
                            .u8(EventFlags.has(e.flags(), EventFlags.LOCK_EXCLUSIVE) ? 0 : 1);
                    emit(t, false);
                }
                case LOCK_RELEASE -> {
                    boolean all = EventFlags.has(e.flags(), EventFlags.LOCK_ALL);
                    out.begin(Otf2EventKind.RMA_RELEASE_LOCK.id()).u32(e.window())
                            .u32(all ? -1 : rank(windowGroup(e.window()), e.partner())).u64(0);
                    emit(t, false);
                }
                default -> {
                    // PUT_1TE and GET_1TS belong to the target: the origin's records carry them (above, or lost:
                    // OTF2 has no record of when a Get's data was read at the target).
                }
            }
        }

        private void leave(long t, int region) throws IOException {
            out.begin(Otf2EventKind.LEAVE.id()).u32(region);
            emit(t, true);
        }

        private void emit(long time, boolean singleton) throws IOException {
            out.endEvent(time, singleton);
            count++;
            lastTime = Math.max(lastTime, time);
        }

        private int rank(int group, int location) {
            Integer r = ranks.getOrDefault(group, Map.of()).get(location);
            return r != null ? r : location;
        }
    }

    private int commGroup(int comm) {
        return comm >= 0 && comm < defs.communicators().size() ? defs.communicators().get(comm).group() : -1;
    }

    private int windowGroup(int window) {
        return window >= 0 && window < defs.windows().size() ? commGroup(defs.windows().get(window).communicator())
                : -1;
    }

    /** OTF2 group 0 is MPI's COMM_LOCATIONS group; Fenceline group g is OTF2 group g + 1. */
    private static int otf2Group(int group) {
        return group < 0 ? -1 : group + 1;
    }

    // ---- definitions ------------------------------------------------------------------------------------------

    private int string(String s) {
        return strings.computeIfAbsent(s, k -> strings.size());
    }

    private long globalDefinitions(Path file, long[] eventCounts, long lastTime) throws IOException {
        // Strings first: every other record refers to them.
        if (usesPutEnd) {
            string(PutEndAttribute.NAME);
            string(PutEndAttribute.DESCRIPTION);
        }
        int machines = defs.machines().size();
        for (Definitions.Machine m : defs.machines()) {
            string(m.name());
        }
        string("machine");
        string("node");
        for (Definitions.Node nd : defs.nodes()) {
            string(nd.name());
        }
        for (Definitions.Process p : defs.processes()) {
            string(p.name());
        }
        for (Definitions.Location l : defs.locations()) {
            string(l.name());
        }
        for (Definitions.Region r : defs.regions()) {
            string(r.name());
            string(r.file());
        }
        for (Definitions.Communicator c : defs.communicators()) {
            string(c.name());
        }
        for (Definitions.Window w : defs.windows()) {
            string(w.name());
        }
        for (Definitions.CartTopology t : defs.cartTopologies()) {
            string(t.name());
            t.dimensions().forEach(d -> string(d.name()));
        }
        long count = 0;
        try (Otf2Output out = Otf2Output.definitions(file, CHUNK)) {
            out.begin(CLOCK_PROPERTIES).u64(1_000_000_000L).u64(0).u64(lastTime + 1)
                    .u64(defs.metadata().startTimeEpochNs());
            out.endRecord();
            count++;
            for (Map.Entry<String, Integer> s : strings.entrySet()) {
                out.begin(STRING).u32(s.getValue()).string(s.getKey());
                out.endRecord();
                count++;
            }
            if (usesPutEnd) {
                // OTF2 1.0's fields (self, name, type), then the description OTF2 1.4 appended.
                out.begin(ATTRIBUTE).u32(PUT_END).u32(string(PutEndAttribute.NAME)).u8(Otf2Type.UINT64)
                        .u32(string(PutEndAttribute.DESCRIPTION));
                out.endRecord();
                count++;
            }
            for (Definitions.Machine m : defs.machines()) {
                out.begin(SYSTEM_TREE_NODE).u32(m.id()).u32(string(m.name())).u32(string("machine")).u32(-1);
                out.endRecord();
                count++;
            }
            for (Definitions.Node nd : defs.nodes()) {
                out.begin(SYSTEM_TREE_NODE).u32(machines + nd.id()).u32(string(nd.name())).u32(string("node"))
                        .u32(nd.machine());
                out.endRecord();
                count++;
            }
            for (Definitions.Process p : defs.processes()) {
                out.begin(LOCATION_GROUP).u32(p.id()).u32(string(p.name())).u8(1).u32(machines + p.node()).u32(-1);
                out.endRecord();
                count++;
            }
            for (Definitions.Location l : defs.locations()) {
                out.begin(LOCATION).u64(l.id()).u32(string(l.name())).u8(1).u64(eventCounts[l.id()]).u32(l.process());
                out.endRecord();
                count++;
            }
            for (Definitions.Region r : defs.regions()) {
                int[] roleParadigm = otf2Role(r);
                out.begin(REGION).u32(r.id()).u32(string(r.name())).u32(0).u8(0)
                        .u32(r.file().isEmpty() ? -1 : string(r.file())).u32(r.line()).u32(0)
                        .u32(string(r.name())).u8(roleParadigm[0]).u8(roleParadigm[1]).u32(0);
                out.endRecord();
                count++;
            }
            // MPI's COMM_LOCATIONS group: every location, in rank order; then one COMM_GROUP per group.
            out.begin(GROUP).u32(0).u32(0).u8(6).u32(defs.locations().size());
            for (Definitions.Location l : defs.locations()) {
                out.u64(l.id());
            }
            out.u8(GROUP_COMM_LOCATIONS).u8(PARADIGM_MPI).u32(0);
            out.endRecord();
            count++;
            for (Definitions.Group g : defs.groups()) {
                out.begin(GROUP).u32(otf2Group(g.id())).u32(0).u8(4).u32(g.members().size());
                for (int m : g.members()) {
                    out.u64(m);
                }
                out.u8(GROUP_COMM_GROUP).u8(PARADIGM_MPI).u32(0);
                out.endRecord();
                count++;
            }
            for (Definitions.Communicator c : defs.communicators()) {
                out.begin(COMM).u32(c.id()).u32(string(c.name())).u32(otf2Group(c.group())).u32(-1).u32(0);
                out.endRecord();
                count++;
            }
            for (Definitions.Window w : defs.windows()) {
                out.begin(RMA_WIN).u32(w.id()).u32(string(w.name())).u32(w.communicator()).u32(0);
                out.endRecord();
                count++;
            }
            count += cartTopologies(out);
        }
        return count;
    }

    /**
     * The program's MPI_Cart_create grids as Score-P writes them: CartDimensions (numbered across topologies), a
     * CartTopology over the communicator, and a CartCoordinate per communicator rank. Returns the records written.
     */
    private long cartTopologies(Otf2Output out) throws IOException {
        long count = 0;
        int dimension = 0;
        for (int t = 0; t < defs.cartTopologies().size(); t++) {
            Definitions.CartTopology topology = defs.cartTopologies().get(t);
            int firstDimension = dimension;
            for (Definitions.CartDimension d : topology.dimensions()) {
                out.begin(CART_DIMENSION).u32(dimension++).u32(string(d.name())).u32(d.size())
                        .u8(d.periodic() ? 1 : 0);
                out.endRecord();
                count++;
            }
            out.begin(CART_TOPOLOGY).u32(t).u32(string(topology.name())).u32(topology.communicator())
                    .u8(topology.dimensions().size());
            for (int d = firstDimension; d < dimension; d++) {
                out.u32(d);
            }
            out.endRecord();
            count++;
            int group = commGroup(topology.communicator());
            for (Definitions.CartCoordinate c : topology.coordinates()) {
                out.begin(CART_COORDINATE).u32(t).u32(ranks.get(group).get(c.location()))
                        .u8(c.coordinates().size());
                c.coordinates().forEach(out::u32);
                out.endRecord();
                count++;
            }
        }
        return count;
    }

    /** OTF2 role and paradigm of a region (what Score-P gives the same call). */
    private static int[] otf2Role(Definitions.Region r) {
        int paradigm = switch (r.paradigm()) {
            case MPI -> PARADIGM_MPI;
            case MEASUREMENT -> PARADIGM_MEASUREMENT_SYSTEM;
            case USER -> PARADIGM_USER;
        };
        int role = switch (r.role()) {
            case POINT_TO_POINT -> 28;
            case BARRIER -> 15;
            case COLLECTIVE_ONE_TO_ALL -> 23;
            case COLLECTIVE_ALL_TO_ONE -> 24;
            case COLLECTIVE_ALL_TO_ALL -> 25;
            case COLLECTIVE_SCAN, COLLECTIVE_OTHER -> 26;
            case RMA_COMMUNICATION -> 29;
            case FILE_MANAGEMENT -> 38;
            case FILE_IO_INDIVIDUAL, FILE_IO_COLLECTIVE -> 27;
            case BUFFER_FLUSH -> RegionClassification.ROLE_ARTIFICIAL;
            default -> 1;
        };
        return new int[] {role, r.paradigm() == Paradigm.MEASUREMENT && r.role() == RegionRole.BUFFER_FLUSH
                ? PARADIGM_MEASUREMENT_SYSTEM : paradigm};
    }

    private void anchor(Path file, int locations, long definitions) throws IOException {
        try (Otf2Output out = Otf2Output.anchor(file)) {
            out.begin(0x4F).u8('T').u8('F').u8('2').u8(0);   // "OTF2" (begin writes the first byte)
            out.u8(3).u8(2).u8(3).u8(0).u8(0);               // anchor format 3, trace format 2, OTF2 3.0.0
            out.u64Full(CHUNK).u64Full(CHUNK);
            out.u8(1).u8(1);                                 // POSIX files, no compression
            out.u64Full(locations).u64Full(definitions);
            out.string("").string("Fenceline " + FencelineVersion.get()).string("");
            out.u32Full(0);                                  // no properties
            out.u64Full(defs.metadata().startTimeEpochNs() ^ 0x46656e63656c696eL);   // trace id
            out.u32Full(0).u32Full(0);                       // snapshots, thumbnails
            out.raw();
        }
    }
}
