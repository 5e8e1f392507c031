package org.fenceline.patterns;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.global.GlobalTraceWriter;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.model.RmaEventModel;

/**
 * Builds small global traces for hand-computed tests. Times are in seconds (exact binary fractions keep the
 * expected values exact). Each location runs inside {@code main} from 0 to {@link #END}. A call's SEND or
 * request record sits 1 ns after its ENTER and a RECV or completion 1 ns before its EXIT, so only ENTER and
 * EXIT times enter the formulas. Communicator 0 is MPI_COMM_WORLD.
 *
 * <p>One-sided calls: transfer starts (PUT_1TS, GET_1TO) sit 1 ns after the operation's ENTER; lock records at
 * the times the test gives, which enter the formulas (times must strictly increase per location).
 */
public final class TraceBuilder {
    public static final double END = 100;
    public static final int WORLD = 0;
    private static final long NS = 1_000_000_000L;

    private final int locations;
    private final Map<String, Definitions.Region> regions = new LinkedHashMap<>();
    private final List<Definitions.Group> groups = new ArrayList<>();
    private final List<Definitions.Communicator> comms = new ArrayList<>();
    private final List<Definitions.Window> windows = new ArrayList<>();
    private final List<List<Event>> events = new ArrayList<>();
    /** Per location: the RMA id of its next one-sided operation (unique per origin). */
    private final long[] nextRmaId;

    public TraceBuilder(int locations) {
        this(locations, true);
    }

    /** @param inMain whether each location runs inside {@code main} from 0 to {@link #END} */
    private TraceBuilder(int locations, boolean inMain) {
        this.locations = locations;
        this.nextRmaId = new long[locations];
        comm(IntStream.range(0, locations).toArray());
        region("main", RegionRole.FUNCTION);
        for (int l = 0; l < locations; l++) {
            events.add(new ArrayList<>());
            if (inMain) {
                events.get(l).add(Event.enter(l, 0, id("main"), Event.NONE));
                events.get(l).add(Event.exit(l, ns(END), id("main")));
            }
        }
    }

    /** A trace whose locations have only the calls the test adds (for traces recorded elsewhere). */
    public static TraceBuilder withoutMain(int locations) {
        return new TraceBuilder(locations, false);
    }

    /** Defines a communicator over these locations (in rank order) and returns its id. */
    public int comm(int... members) {
        groups.add(new Definitions.Group(groups.size(), IntStream.of(members).boxed().toList()));
        comms.add(new Definitions.Communicator(comms.size(), "comm" + comms.size(), groups.size() - 1));
        return comms.size() - 1;
    }

    /** Defines a group over these locations (for post and start) and returns its id. */
    public int group(int... members) {
        groups.add(new Definitions.Group(groups.size(), IntStream.of(members).boxed().toList()));
        return groups.size() - 1;
    }

    /** Defines a window over a communicator and returns its id. */
    public int window(int comm) {
        windows.add(new Definitions.Window(windows.size(), "win" + windows.size(), comm));
        return windows.size() - 1;
    }

    /** Defines a region (MPI_* names get paradigm MPI, BUFFER_FLUSH measurement, others user) if new. */
    public TraceBuilder region(String name, RegionRole role) {
        Paradigm paradigm = role == RegionRole.BUFFER_FLUSH ? Paradigm.MEASUREMENT
                : name.startsWith("MPI_") ? Paradigm.MPI : Paradigm.USER;
        regions.putIfAbsent(name, new Definitions.Region(regions.size(), name, "", -1, paradigm, role));
        return this;
    }

    public Location at(int location) {
        return new Location(location);
    }

    public static long ns(double seconds) {
        return Math.round(seconds * NS);
    }

    private int id(String region) {
        Definitions.Region r = regions.get(region);
        if (r == null) {
            throw new IllegalArgumentException("region " + region + " not defined");
        }
        return r.id();
    }

    private static RegionRole defaultRole(String name) {
        return switch (name) {
            case "MPI_Init", "MPI_Init_thread", "MPI_Finalize" -> RegionRole.INIT_FINALIZE;
            case "MPI_Barrier" -> RegionRole.BARRIER;
            case "MPI_Bcast", "MPI_Scatter", "MPI_Scatterv" -> RegionRole.COLLECTIVE_ONE_TO_ALL;
            case "MPI_Reduce", "MPI_Gather", "MPI_Gatherv" -> RegionRole.COLLECTIVE_ALL_TO_ONE;
            case "MPI_Allreduce", "MPI_Allgather", "MPI_Alltoall", "MPI_Alltoallv", "MPI_Alltoallw",
                 "MPI_Reduce_scatter" -> RegionRole.COLLECTIVE_ALL_TO_ALL;
            case "MPI_Scan", "MPI_Exscan" -> RegionRole.COLLECTIVE_SCAN;
            case "MPI_Comm_split", "MPI_Comm_dup", "MPI_Comm_free" -> RegionRole.COMM_MANAGEMENT;
            case "MPI_Win_create", "MPI_Win_free" -> RegionRole.WINDOW_MANAGEMENT;
            case "MPI_Win_fence", "MPI_Win_post", "MPI_Win_start", "MPI_Win_complete", "MPI_Win_wait",
                 "MPI_Win_test" -> RegionRole.RMA_ACTIVE_SYNC;
            case "MPI_Win_lock", "MPI_Win_unlock", "MPI_Win_lock_all", "MPI_Win_unlock_all", "MPI_Win_flush",
                 "MPI_Win_flush_all" -> RegionRole.RMA_PASSIVE_SYNC;
            case "MPI_Put", "MPI_Get", "MPI_Accumulate", "MPI_Fetch_and_op" -> RegionRole.RMA_COMMUNICATION;
            case "MPI_File_open", "MPI_File_close", "MPI_File_set_view" -> RegionRole.FILE_MANAGEMENT;
            case "MPI_File_write", "MPI_File_read_at" -> RegionRole.FILE_IO_INDIVIDUAL;
            case "MPI_File_write_all", "MPI_File_read_ordered" -> RegionRole.FILE_IO_COLLECTIVE;
            case "TRACE BUFFER FLUSH" -> RegionRole.BUFFER_FLUSH;
            default -> name.startsWith("MPI_") && !name.equals("MPI_Comm_rank") ? RegionRole.POINT_TO_POINT
                    : RegionRole.FUNCTION;
        };
    }

    /** Writes the trace into {@code dir} and returns it. */
    public Path write(Path dir) throws IOException {
        Definitions d = new Definitions(TraceLayout.FORMAT_VERSION,
                new Definitions.Metadata("Test", List.of(), locations, "ideal", RmaEventModel.BASIC, 1, 0, "test",
                        Map.of()),
                List.copyOf(regions.values()), List.of(),
                List.of(new Definitions.Machine(0, "cluster")),
                IntStream.range(0, locations).mapToObj(i -> new Definitions.Node(i, "node" + i, 0)).toList(),
                IntStream.range(0, locations).mapToObj(i -> new Definitions.Process(i, "rank " + i, i, i)).toList(),
                IntStream.range(0, locations).mapToObj(i -> new Definitions.Location(i, "rank " + i, i, 0)).toList(),
                groups, comms, windows, List.of(), List.of());
        try (GlobalTraceWriter w = GlobalTraceWriter.create(dir, d)) {
            for (List<Event> location : events) {
                List<Event> sorted = new ArrayList<>(location);
                sorted.sort(Comparator.comparingLong(Event::time));
                for (Event e : sorted) {
                    w.append(e);
                }
            }
        }
        return dir;
    }

    /** One location's calls. Methods add complete calls (ENTER, records, EXIT). */
    public final class Location {
        private final int loc;

        private Location(int loc) {
            this.loc = loc;
        }

        private void add(Event e) {
            events.get(loc).add(e);
        }

        /** A call with nothing inside (a user function, MPI_Comm_rank, a trace buffer flush, ...). */
        public Location call(String region, double enter, double exit) {
            region(region, defaultRole(region));
            add(Event.enter(loc, ns(enter), id(region), Event.NONE));
            add(Event.exit(loc, ns(exit), id(region)));
            return this;
        }

        /** Only an ENTER (for broken-nesting tests). */
        public Location enterOnly(String region, double time) {
            region(region, defaultRole(region));
            add(Event.enter(loc, ns(time), id(region), Event.NONE));
            return this;
        }

        /** Only an EXIT (for broken-nesting tests). */
        public Location exitOnly(String region, double time) {
            region(region, defaultRole(region));
            add(Event.exit(loc, ns(time), id(region)));
            return this;
        }

        /** MPI_Send (or another blocking send region) of {@code bytes} to {@code dest}. */
        public Location send(String region, double enter, double exit, int dest, int tag, long bytes, int flags) {
            region(region, defaultRole(region));
            add(Event.enter(loc, ns(enter), id(region), Event.NONE));
            add(Event.send(loc, ns(enter) + 1, WORLD, dest, tag, bytes, 0, flags));
            add(Event.exit(loc, ns(exit), id(region)));
            return this;
        }

        public Location send(double enter, double exit, int dest, int tag, long bytes) {
            return send("MPI_Send", enter, exit, dest, tag, bytes, 0);
        }

        public Location ssend(double enter, double exit, int dest, int tag, long bytes) {
            return send("MPI_Ssend", enter, exit, dest, tag, bytes, EventFlags.SYNCHRONOUS);
        }

        /** MPI_Recv of a message from {@code source}; the RECV record is 1 ns before the exit. */
        public Location recv(double enter, double exit, int source, int tag, long bytes) {
            region("MPI_Recv", RegionRole.POINT_TO_POINT);
            add(Event.enter(loc, ns(enter), id("MPI_Recv"), Event.NONE));
            add(Event.recv(loc, ns(exit) - 1, WORLD, source, tag, bytes, 0, 0));
            add(Event.exit(loc, ns(exit), id("MPI_Recv")));
            return this;
        }

        public Location isend(double enter, double exit, int dest, int tag, long bytes, long request, int flags) {
            String region = EventFlags.has(flags, EventFlags.SYNCHRONOUS) ? "MPI_Issend" : "MPI_Isend";
            region(region, RegionRole.POINT_TO_POINT);
            add(Event.enter(loc, ns(enter), id(region), Event.NONE));
            add(Event.send(loc, ns(enter) + 1, WORLD, dest, tag, bytes, request, flags | EventFlags.NON_BLOCKING));
            add(Event.exit(loc, ns(exit), id(region)));
            return this;
        }

        public Location irecv(double enter, double exit, int source, int tag, long request) {
            region("MPI_Irecv", RegionRole.POINT_TO_POINT);
            add(Event.enter(loc, ns(enter), id("MPI_Irecv"), Event.NONE));
            add(Event.recvRequest(loc, ns(enter) + 1, WORLD, source, tag, request));
            add(Event.exit(loc, ns(exit), id("MPI_Irecv")));
            return this;
        }

        /**
         * A completion call (MPI_Wait, MPI_Waitall, MPI_Test, ...) completing the given requests, in order; the
         * records sit 1, 2, ... ns before the exit.
         */
        public Location complete(String region, double enter, double exit, Completion... completions) {
            region(region, RegionRole.POINT_TO_POINT);
            add(Event.enter(loc, ns(enter), id(region), Event.NONE));
            long t = ns(exit) - completions.length;
            for (Completion c : completions) {
                add(c.receive
                        ? Event.recv(loc, t++, WORLD, c.source, c.tag, c.bytes, c.request, EventFlags.NON_BLOCKING)
                        : Event.sendComplete(loc, t++, c.request));
            }
            add(Event.exit(loc, ns(exit), id(region)));
            return this;
        }

        /** A collective call on {@code comm}: ENTER, then COLLEXIT with root (-1: none) and bytes. */
        public Location collective(String region, double enter, double exit, int comm, int root, long sent,
                                   long received) {
            region(region, defaultRole(region));
            add(Event.enter(loc, ns(enter), id(region), Event.NONE));
            add(Event.collExit(loc, ns(exit), id(region), comm, root, sent, received));
            return this;
        }

        /** MPI_Win_create, MPI_Win_free or MPI_Win_fence on a window: ENTER, then WINCOLLEXIT. */
        public Location windowCollective(String region, double enter, double exit, int window) {
            region(region, defaultRole(region));
            add(Event.enter(loc, ns(enter), id(region), Event.NONE));
            add(Event.winCollExit(loc, ns(exit), id(region), window));
            return this;
        }

        public Location fence(double enter, double exit, int window) {
            return windowCollective("MPI_Win_fence", enter, exit, window);
        }

        /** MPI_Win_post, start, complete, wait or test: ENTER, then WINEXIT with the group. */
        public Location epochCall(String region, double enter, double exit, int window, int group, boolean closes) {
            region(region, defaultRole(region));
            add(Event.enter(loc, ns(enter), id(region), Event.NONE));
            add(Event.winExit(loc, ns(exit), id(region), window, group, closes));
            return this;
        }

        public Location post(double enter, double exit, int window, int group) {
            return epochCall("MPI_Win_post", enter, exit, window, group, false);
        }

        public Location start(double enter, double exit, int window, int group) {
            return epochCall("MPI_Win_start", enter, exit, window, group, false);
        }

        public Location complete(double enter, double exit, int window, int group) {
            return epochCall("MPI_Win_complete", enter, exit, window, group, true);
        }

        public Location waitEpoch(double enter, double exit, int window, int group) {
            return epochCall("MPI_Win_wait", enter, exit, window, group, true);
        }

        /** MPI_Win_test that returned {@code closes}. */
        public Location test(double enter, double exit, int window, int group, boolean closes) {
            return epochCall("MPI_Win_test", enter, exit, window, group, closes);
        }

        /** A one-sided operation: ENTER, the transfer start (PUT_1TS or GET_1TO) 1 ns later, EXIT. */
        public Location rma(String region, double enter, double exit, EventType start, int window, int target,
                            long bytes, int flags) {
            region(region, defaultRole(region));
            add(Event.enter(loc, ns(enter), id(region), Event.NONE));
            add(Event.rma(loc, ns(enter) + 1, start, window, target, bytes, nextRmaId[loc]++, flags));
            add(Event.exit(loc, ns(exit), id(region)));
            return this;
        }

        public Location put(double enter, double exit, int window, int target, long bytes) {
            return rma("MPI_Put", enter, exit, EventType.PUT_1TS, window, target, bytes, 0);
        }

        public Location get(double enter, double exit, int window, int target, long bytes) {
            return rma("MPI_Get", enter, exit, EventType.GET_1TO, window, target, bytes, 0);
        }

        /**
         * A passive-target call holding lock records, each at its own time: e.g. MPI_Win_lock with a request at
         * its ENTER and a grant, or MPI_Win_unlock with a release at its exit.
         */
        public Location passive(String region, double enter, double exit, LockRecord... records) {
            region(region, defaultRole(region));
            add(Event.enter(loc, ns(enter), id(region), Event.NONE));
            for (LockRecord r : records) {
                add(lockEvent(r));
            }
            add(Event.exit(loc, ns(exit), id(region)));
            return this;
        }

        /** MPI_Win_lock holding the request and the grant. */
        public Location lock(double enter, double request, double grant, double exit, int window, int target,
                             boolean exclusive) {
            int flags = exclusive ? EventFlags.LOCK_EXCLUSIVE : 0;
            return passive("MPI_Win_lock", enter, exit, LockRecord.request(request, window, target, flags),
                    LockRecord.acquired(grant, window, target, flags));
        }

        /** MPI_Win_unlock holding the release. */
        public Location unlock(double enter, double release, double exit, int window, int target,
                               boolean exclusive) {
            return passive("MPI_Win_unlock", enter, exit,
                    LockRecord.release(release, window, target, exclusive ? EventFlags.LOCK_EXCLUSIVE : 0));
        }

        /** A lock record outside a passive call (a grant recorded while the origin is elsewhere). */
        public Location lockRecord(LockRecord r) {
            add(lockEvent(r));
            return this;
        }

        private Event lockEvent(LockRecord r) {
            return Event.lock(loc, ns(r.time()), r.type(), r.window(), r.target(), r.flags());
        }

        /** Any event, as is (for defect tests). */
        public Location event(Event e) {
            add(e);
            return this;
        }
    }

    /** A LOCK_REQUEST, LOCK_ACQUIRED or LOCK_RELEASE at a time in seconds. */
    public record LockRecord(EventType type, double time, int window, int target, int flags) {
        public static LockRecord request(double time, int window, int target, int flags) {
            return new LockRecord(EventType.LOCK_REQUEST, time, window, target, flags);
        }

        public static LockRecord acquired(double time, int window, int target, int flags) {
            return new LockRecord(EventType.LOCK_ACQUIRED, time, window, target, flags);
        }

        public static LockRecord release(double time, int window, int target, int flags) {
            return new LockRecord(EventType.LOCK_RELEASE, time, window, target, flags);
        }
    }

    /** What a completion call completes. */
    public record Completion(boolean receive, int source, int tag, long bytes, long request) {
        public static Completion receive(int source, int tag, long bytes, long request) {
            return new Completion(true, source, tag, bytes, request);
        }

        public static Completion send(long request) {
            return new Completion(false, -1, -1, 0, request);
        }
    }
}
