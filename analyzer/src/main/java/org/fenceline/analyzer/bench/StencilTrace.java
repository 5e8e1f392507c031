package org.fenceline.analyzer.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.global.GlobalTraceWriter;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.model.RmaEventModel;

/**
 * A deterministic global trace of a 1-D halo-exchange program with consistent clocks, so its wait states are
 * real: per iteration every location computes in eight kernel calls (with a per-location imbalance), posts
 * MPI_Irecv from both neighbours and MPI_Isend to both, completes all four in MPI_Waitall (which waits for
 * the later neighbour's message), then joins an MPI_Allreduce (which waits for the last location); every
 * 64th iteration adds an MPI_Barrier. 38-40 events per location and iteration, two thirds of them ENTER/EXIT.
 * Timestamps are computed for all locations iteration by iteration, so one location's events can be written
 * in time order before the next location's, as the global trace requires.
 */
public final class StencilTrace {
    static final int MAIN = 0;
    static final int COMPUTE = 1;
    static final int IRECV = 2;
    static final int ISEND = 3;
    static final int WAITALL = 4;
    static final int ALLREDUCE = 5;
    static final int BARRIER = 6;
    static final int KERNEL = 7;
    static final int KERNELS = 8;
    private static final int CALLS_PER_ITERATION = 8;
    private static final int BARRIER_EVERY = 64;
    private static final long LATENCY = 1_000;
    private static final long MESSAGE_BYTES = 8_192;
    private static final int WORLD = 0;

    private final int locations;
    private final int iterations;

    public StencilTrace(int locations, int iterations) {
        if (locations < 2) {
            throw new IllegalArgumentException("a stencil needs at least 2 locations");
        }
        this.locations = locations;
        this.iterations = iterations;
    }

    /** Iterations that give at least {@code events} events on {@code locations} locations. */
    public static int iterationsFor(long events, int locations) {
        return (int) Math.max(1, (events + 38L * locations - 1) / (38L * locations));
    }

    public Definitions definitions() {
        List<Definitions.Region> regions = new ArrayList<>(List.of(
                new Definitions.Region(MAIN, "main", "Stencil.java", 10, Paradigm.USER, RegionRole.FUNCTION),
                new Definitions.Region(COMPUTE, "compute", "Stencil.java", 30, Paradigm.USER, RegionRole.FUNCTION),
                new Definitions.Region(IRECV, "MPI_Irecv", "", -1, Paradigm.MPI, RegionRole.POINT_TO_POINT),
                new Definitions.Region(ISEND, "MPI_Isend", "", -1, Paradigm.MPI, RegionRole.POINT_TO_POINT),
                new Definitions.Region(WAITALL, "MPI_Waitall", "", -1, Paradigm.MPI, RegionRole.POINT_TO_POINT),
                new Definitions.Region(ALLREDUCE, "MPI_Allreduce", "", -1, Paradigm.MPI,
                        RegionRole.COLLECTIVE_ALL_TO_ALL),
                new Definitions.Region(BARRIER, "MPI_Barrier", "", -1, Paradigm.MPI, RegionRole.BARRIER)));
        for (int k = 0; k < KERNELS; k++) {
            regions.add(new Definitions.Region(KERNEL + k, "kernel" + k, "Stencil.java", 50 + 10 * k, Paradigm.USER,
                    RegionRole.FUNCTION));
        }
        return new Definitions(TraceLayout.FORMAT_VERSION,
                new Definitions.Metadata("Stencil", List.of(), locations, "ideal", RmaEventModel.BASIC, 1, 0,
                        "synthetic", Map.of("topology", "ring")),
                regions, List.of(), List.of(new Definitions.Machine(0, "cluster")),
                IntStream.range(0, locations).mapToObj(i -> new Definitions.Node(i, "node" + i, 0)).toList(),
                IntStream.range(0, locations).mapToObj(i -> new Definitions.Process(i, "rank " + i, i, i)).toList(),
                IntStream.range(0, locations).mapToObj(i -> new Definitions.Location(i, "rank " + i, i, 0)).toList(),
                List.of(new Definitions.Group(0, IntStream.range(0, locations).boxed().toList())),
                List.of(new Definitions.Communicator(WORLD, "MPI_COMM_WORLD", 0)), List.of(), List.of(), List.of());
    }

    /** Writes the trace to {@code dir} (which must not hold one) and returns the number of events. */
    public long write(Path dir) throws IOException {
        try (GlobalTraceWriter writer = GlobalTraceWriter.create(dir, definitions())) {
            for (int l = 0; l < locations; l++) {
                new Program(l, writer).run();
            }
            return writer.eventCount();
        }
    }

    /** A stateless hash of (location, iteration, slot) to [0, 1): any location can compute another's timing. */
    private static double noise(int location, int iteration, int slot) {
        long z = location * 0x9E3779B97F4A7C15L + iteration * 0xBF58476D1CE4E5B9L + slot * 0x94D049BB133111EBL;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return ((z ^ (z >>> 31)) >>> 11) * 0x1.0p-53;
    }

    /** Writes one location's events, simulating every location's timeline to know its partners' times. */
    private final class Program {
        private final int self;
        private final GlobalTraceWriter writer;
        private final long[] start = new long[locations];
        private final long[] computeEnd = new long[locations];
        private final long[] waitEnd = new long[locations];
        private final long[] collectiveEnd = new long[locations];
        private long barrierEnd;

        Program(int self, GlobalTraceWriter writer) {
            this.self = self;
            this.writer = writer;
        }

        void run() throws IOException {
            for (int l = 0; l < locations; l++) {
                start[l] = 1_000 + (long) (500 * noise(l, -1, 0));
            }
            emit(Event.enter(self, start[self] - 100, MAIN, Event.NONE));
            for (int it = 0; it < iterations; it++) {
                iteration(it);
            }
            emit(Event.exit(self, start[self] + 100, MAIN));
        }

        private void iteration(int it) throws IOException {
            for (int l = 0; l < locations; l++) {
                computeEnd[l] = start[l] + computeTime(l, it);
            }
            long latestWaitEnd = Long.MIN_VALUE;
            for (int l = 0; l < locations; l++) {
                int left = (l + locations - 1) % locations;
                int right = (l + 1) % locations;
                long ready = computeEnd[l] + 1_400;
                // Neighbours' Isends start 600 ns (to the right) and 1000 ns (to the left) after their compute.
                long fromLeft = computeEnd[left] + 600 + LATENCY;
                long fromRight = computeEnd[right] + 1_000 + LATENCY;
                waitEnd[l] = Math.max(ready, Math.max(fromLeft, fromRight)) + 300;
                latestWaitEnd = Math.max(latestWaitEnd, waitEnd[l]);
            }
            long allEntered = latestWaitEnd + 100;
            for (int l = 0; l < locations; l++) {
                collectiveEnd[l] = allEntered + 2_000 + (long) (300 * noise(l, it, 99));
            }
            barrierEnd = 0;
            if (it % BARRIER_EVERY == BARRIER_EVERY - 1) {
                for (int l = 0; l < locations; l++) {
                    barrierEnd = Math.max(barrierEnd, barrierEnter(l, it));
                }
                barrierEnd += 500;
            }
            emitIteration(it);
            for (int l = 0; l < locations; l++) {
                start[l] = (barrierEnd > 0 ? barrierEnd + 50 * l : collectiveEnd[l]) + 100;
            }
        }

        private long barrierEnter(int l, int it) {
            return collectiveEnd[l] + 100 + (long) (2_000 * noise(l, it, 77));
        }

        private long computeTime(int l, int it) {
            long total = 100;
            for (int c = 0; c < CALLS_PER_ITERATION; c++) {
                total += kernelTime(l, it, c) + 20;
            }
            return total + 100;
        }

        private long kernelTime(int l, int it, int call) {
            double imbalance = 1.0 + 0.3 * (l % 4) / 3.0;
            return (long) ((2_000 + 4_000 * noise(l, it, call)) * imbalance) + 10;
        }

        private void emitIteration(int it) throws IOException {
            int left = (self + locations - 1) % locations;
            int right = (self + 1) % locations;
            long t = start[self];
            emit(Event.enter(self, t, COMPUTE, Event.NONE));
            t += 100;
            for (int c = 0; c < CALLS_PER_ITERATION; c++) {
                int kernel = KERNEL + (int) (KERNELS * noise(self, it, 50 + c));
                emit(Event.enter(self, t, kernel, Event.NONE));
                t += kernelTime(self, it, c);
                emit(Event.exit(self, t, kernel));
                t += 20;
            }
            t = computeEnd[self];
            emit(Event.exit(self, t - 1, COMPUTE));
            long base = 4L * it;
            call(IRECV, t, 200, Event.recvRequest(self, t + 10, WORLD, left, 0, base));
            call(IRECV, t + 300, 200, Event.recvRequest(self, t + 310, WORLD, right, 1, base + 1));
            call(ISEND, t + 600, 300, Event.send(self, t + 610, WORLD, right, 0, MESSAGE_BYTES, base + 2,
                    EventFlags.NON_BLOCKING));
            call(ISEND, t + 1_000, 300, Event.send(self, t + 1_010, WORLD, left, 1, MESSAGE_BYTES, base + 3,
                    EventFlags.NON_BLOCKING));
            long end = waitEnd[self];
            emit(Event.enter(self, t + 1_400, WAITALL, Event.NONE));
            emit(Event.recv(self, end - 4, WORLD, left, 0, MESSAGE_BYTES, base, EventFlags.NON_BLOCKING));
            emit(Event.recv(self, end - 3, WORLD, right, 1, MESSAGE_BYTES, base + 1, EventFlags.NON_BLOCKING));
            emit(Event.sendComplete(self, end - 2, base + 2));
            emit(Event.sendComplete(self, end - 1, base + 3));
            emit(Event.exit(self, end, WAITALL));
            emit(Event.enter(self, end + 100, ALLREDUCE, Event.NONE));
            emit(Event.collExit(self, collectiveEnd[self], ALLREDUCE, WORLD, Event.NONE, 8, 8));
            if (barrierEnd > 0) {
                emit(Event.enter(self, barrierEnter(self, it), BARRIER, Event.NONE));
                emit(Event.collExit(self, barrierEnd + 20 * self, BARRIER, WORLD, Event.NONE, 0, 0));
            }
        }

        private void call(int region, long enter, long duration, Event record) throws IOException {
            emit(Event.enter(self, enter, region, Event.NONE));
            emit(record);
            emit(Event.exit(self, enter + duration, region));
        }

        private void emit(Event e) throws IOException {
            writer.append(e);
        }
    }
}
