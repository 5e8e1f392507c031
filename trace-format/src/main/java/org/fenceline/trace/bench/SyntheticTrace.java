package org.fenceline.trace.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.stream.IntStream;

import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Definitions.CallSite;
import org.fenceline.trace.model.Definitions.Communicator;
import org.fenceline.trace.model.Definitions.Group;
import org.fenceline.trace.model.Definitions.Location;
import org.fenceline.trace.model.Definitions.Machine;
import org.fenceline.trace.model.Definitions.Metadata;
import org.fenceline.trace.model.Definitions.Node;
import org.fenceline.trace.model.Definitions.Region;
import org.fenceline.trace.model.Definitions.Window;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.model.RmaEventModel;

/**
 * A deterministic, valid trace of a ring-exchange program with the event mix of a real MPI trace: per
 * iteration each location computes in nested user functions, sends to its right neighbour and receives from
 * its left one, joins an allreduce, and puts data into its right neighbour's window between two fences;
 * every fourth iteration it also gets from the right neighbour. About 80 % of the events are ENTER/EXIT.
 * Every message, transfer and collective is matched, so the trace passes validation.
 */
public final class SyntheticTrace {
    public static final int MAIN = 0;
    public static final int MPI_SEND = 1;
    public static final int MPI_RECV = 2;
    public static final int MPI_ALLREDUCE = 3;
    public static final int MPI_PUT = 4;
    public static final int MPI_WIN_FENCE = 5;
    public static final int MPI_GET = 6;
    public static final int COMPUTE = 7;
    /** Regions KERNEL .. KERNEL + KERNELS - 1 are the user functions called inside COMPUTE. */
    public static final int KERNEL = 8;
    public static final int KERNELS = 8;
    public static final int COMM_WORLD = 0;
    public static final int WINDOW = 0;
    private static final int KERNEL_CALLS = 8;
    private static final int GET_EVERY = 4;

    private SyntheticTrace() {
    }

    /** Definitions of a run on {@code locations} ranks, one node each, one communicator and window over all. */
    public static Definitions definitions(int locations) {
        List<Region> regions = new ArrayList<>(List.of(
                new Region(MAIN, "main", "Ring.java", 10, Paradigm.USER, RegionRole.FUNCTION),
                new Region(MPI_SEND, "MPI_Send", "", 0, Paradigm.MPI, RegionRole.POINT_TO_POINT),
                new Region(MPI_RECV, "MPI_Recv", "", 0, Paradigm.MPI, RegionRole.POINT_TO_POINT),
                new Region(MPI_ALLREDUCE, "MPI_Allreduce", "", 0, Paradigm.MPI, RegionRole.COLLECTIVE_ALL_TO_ALL),
                new Region(MPI_PUT, "MPI_Put", "", 0, Paradigm.MPI, RegionRole.RMA_COMMUNICATION),
                new Region(MPI_WIN_FENCE, "MPI_Win_fence", "", 0, Paradigm.MPI, RegionRole.RMA_ACTIVE_SYNC),
                new Region(MPI_GET, "MPI_Get", "", 0, Paradigm.MPI, RegionRole.RMA_COMMUNICATION),
                new Region(COMPUTE, "compute", "Ring.java", 40, Paradigm.USER, RegionRole.FUNCTION)));
        for (int k = 0; k < KERNELS; k++) {
            regions.add(new Region(KERNEL + k, "kernel" + k, "Ring.java", 60 + 10 * k, Paradigm.USER, RegionRole.FUNCTION));
        }
        List<CallSite> callSites = List.of(
                new CallSite(0, "Ring.java", 20, "Ring.main", COMPUTE),
                new CallSite(1, "Ring.java", 21, "Ring.main", MPI_SEND),
                new CallSite(2, "Ring.java", 22, "Ring.main", MPI_RECV));
        return new Definitions(TraceLayout.FORMAT_VERSION,
                new Metadata("Ring", List.of(), locations, "ideal", RmaEventModel.BASIC, 1, 0, "synthetic", Map.of()),
                regions, callSites,
                List.of(new Machine(0, "cluster")),
                IntStream.range(0, locations).mapToObj(i -> new Node(i, "node" + i, 0)).toList(),
                IntStream.range(0, locations).mapToObj(i -> new Definitions.Process(i, "rank " + i, i, i)).toList(),
                IntStream.range(0, locations).mapToObj(i -> new Location(i, "rank " + i + " thread 0", i, 0)).toList(),
                List.of(new Group(0, IntStream.range(0, locations).boxed().toList())),
                List.of(new Communicator(COMM_WORLD, "MPI_COMM_WORLD", 0)),
                List.of(new Window(WINDOW, "ring window", COMM_WORLD)),
                List.of(), List.of());
    }

    /** Iterations needed for at least {@code events} events in total. */
    public static int iterationsFor(long events, int locations) {
        double perIteration = eventsOfLocation(locations, GET_EVERY) / (double) GET_EVERY;
        return (int) Math.max(1, Math.ceil(events / (perIteration * locations)));
    }

    /** Number of events one location has after {@code iterations} iterations. */
    public static long eventsOfLocation(int locations, int iterations) {
        long[] count = new long[1];
        generate(0, locations, iterations, e -> count[0]++);
        return count[0];
    }

    /** All events of one location in time order. */
    public static List<Event> events(int location, int locations, int iterations) {
        List<Event> events = new ArrayList<>();
        generate(location, locations, iterations, events::add);
        return events;
    }

    /** Generates one location's events in time order. */
    public static void generate(int location, int locations, int iterations, Consumer<Event> sink) {
        new LocationProgram(location, locations, sink).run(iterations);
    }

    /** The program of one rank; {@code now} is its clock, advanced by a random step before every event. */
    private static final class LocationProgram {
        private final int self;
        private final int right;
        private final int left;
        private final Consumer<Event> sink;
        private final SplittableRandom random;
        private long now;

        LocationProgram(int self, int locations, Consumer<Event> sink) {
            this.self = self;
            this.right = (self + 1) % locations;
            this.left = (self + locations - 1) % locations;
            this.sink = sink;
            this.random = new SplittableRandom(42 + self);
        }

        void run(int iterations) {
            sink.accept(Event.enter(self, tick(100), MAIN, Event.NONE));
            for (int it = 0; it < iterations; it++) {
                iteration(it);
            }
            sink.accept(Event.exit(self, tick(100), MAIN));
        }

        private void iteration(int it) {
            sink.accept(Event.enter(self, tick(200), COMPUTE, 0));
            for (int call = 0; call < KERNEL_CALLS; call++) {
                int kernel = KERNEL + random.nextInt(KERNELS);
                sink.accept(Event.enter(self, tick(100), kernel, Event.NONE));
                sink.accept(Event.exit(self, tick(5000), kernel));
            }
            sink.accept(Event.exit(self, tick(200), COMPUTE));

            long bytes = 1L << (it % 20);
            int tag = it % 16;
            sink.accept(Event.enter(self, tick(300), MPI_SEND, 1));
            sink.accept(Event.send(self, tick(200), COMM_WORLD, right, tag, bytes, 0, 0));
            sink.accept(Event.exit(self, tick(2000), MPI_SEND));
            sink.accept(Event.enter(self, tick(300), MPI_RECV, 2));
            sink.accept(Event.recv(self, tick(3000), COMM_WORLD, left, tag, bytes, 0, 0));
            sink.accept(Event.exit(self, tick(200), MPI_RECV));

            sink.accept(Event.enter(self, tick(300), MPI_ALLREDUCE, Event.NONE));
            sink.accept(Event.collExit(self, tick(4000), MPI_ALLREDUCE, COMM_WORLD, Event.NONE, 8, 8));

            fence();
            long putId = 2L * it;
            sink.accept(Event.enter(self, tick(300), MPI_PUT, Event.NONE));
            sink.accept(Event.rma(self, tick(200), EventType.PUT_1TS, WINDOW, right, bytes, putId, 0));
            sink.accept(Event.exit(self, tick(500), MPI_PUT));
            // The left neighbour's put of this iteration arrives here.
            sink.accept(Event.rma(self, tick(500), EventType.PUT_1TE, WINDOW, left, bytes, putId, 0));
            if (it % GET_EVERY == 0) {
                long getId = 2L * it + 1;
                // The left neighbour reads from this location's window (transfer start on the target) ...
                sink.accept(Event.rma(self, tick(300), EventType.GET_1TS, WINDOW, left, bytes, getId, 0));
                // ... and this location reads from its right neighbour's.
                sink.accept(Event.enter(self, tick(300), MPI_GET, Event.NONE));
                sink.accept(Event.rma(self, tick(100), EventType.GET_1TO, WINDOW, right, bytes, getId, 0));
                sink.accept(Event.rma(self, tick(2000), EventType.GET_1TE, WINDOW, right, bytes, getId, 0));
                sink.accept(Event.exit(self, tick(200), MPI_GET));
            }
            fence();
        }

        private void fence() {
            sink.accept(Event.enter(self, tick(300), MPI_WIN_FENCE, Event.NONE));
            sink.accept(Event.winCollExit(self, tick(3000), MPI_WIN_FENCE, WINDOW));
        }

        /** Advances the clock by 1..maxStep ns. */
        private long tick(int maxStep) {
            now += 1 + random.nextInt(maxStep);
            return now;
        }
    }
}
