package org.fenceline.trace.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.local.LocalDefinition;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.local.RunManifest;
import org.fenceline.trace.global.GlobalTraceSink;
import org.fenceline.trace.merge.MergeProgress;
import org.fenceline.trace.merge.MergeSummary;
import org.fenceline.trace.merge.TraceMerger;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.model.RmaEventModel;

/**
 * Not a test: writes a synthetic run (8 ranks, 20 M events by default: compute regions, point-to-point, one Put
 * and one Get per fence epoch) as local traces, then merges it with the extended RMA model into a sink that
 * only counts (so the number is the merge's own cost, without Parquet encoding).
 * Run: {@code java -Xmx4g -cp trace-format/target/classes:trace-format/target/test-classes:<dependency classpath> \
 * org.fenceline.trace.bench.MergeBench [events] [ranks]}
 */
public final class MergeBench {
    private static final int MAIN = 1, COMPUTE = 2, SEND = 3, RECV = 4, PUT = 5, GET = 6, FENCE = 7;
    /** Events per rank and fence epoch in {@link #writeRank}. */
    private static final int EVENTS_PER_EPOCH = 24;

    private MergeBench() {
    }

    public static void main(String[] args) throws Exception {
        long total = args.length > 0 ? Long.parseLong(args[0]) : 20_000_000L;
        int ranks = args.length > 1 ? Integer.parseInt(args[1]) : 8;
        long epochs = total / ranks / EVENTS_PER_EPOCH;
        Path dir = Files.createTempDirectory("fenceline-merge");
        manifest(ranks).write(TraceLayout.localManifest(dir));

        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long appended = 0;
        long c0 = cpu.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        // Synthetic times must lie after each writer's base time (its clock reading at creation).
        long base = t0 + 3_600_000_000_000L;
        for (int r = 0; r < ranks; r++) {
            appended += writeRank(dir, r, ranks, epochs, base);
        }
        long appendNs = System.nanoTime() - t0;
        long appendCpuNs = cpu.getCurrentThreadCpuTime() - c0;
        long localBytes;
        try (Stream<Path> files = Files.list(TraceLayout.localDir(dir))) {
            localBytes = files.mapToLong(p -> p.toFile().length()).sum();
        }
        System.out.printf("local: %d events in %d ranks, append (incl. file writes) %.1f ns/event wall, %.1f ns/event "
                + "CPU; %.2f bytes/event%n", appended, ranks, (double) appendNs / appended,
                (double) appendCpuNs / appended, (double) localBytes / appended);

        for (int round = 0; round < 3; round++) {
            CountingSink sink = new CountingSink();
            long mc0 = cpu.getCurrentThreadCpuTime();
            long m0 = System.nanoTime();
            MergeSummary s = new TraceMerger((d, defs, replace) -> sink).merge(dir, RmaEventModel.EXTENDED,
                    MergeProgress.NONE, true);
            long mergeNs = System.nanoTime() - m0;
            long mergeCpuNs = cpu.getCurrentThreadCpuTime() - mc0;
            Runtime rt = Runtime.getRuntime();
            System.out.printf("merge (extended): %d events, %.2f s wall = %.2f M events/s, %.2f s CPU = %.2f M events/s"
                    + " per CPU-second; warnings %s; heap used %d MB%n", s.events(), mergeNs / 1e9,
                    s.events() * 1e3 / mergeNs, mergeCpuNs / 1e9, s.events() * 1e3 / mergeCpuNs, s.warnings(),
                    (rt.totalMemory() - rt.freeMemory()) >> 20);
        }
    }

    private static long writeRank(Path dir, int rank, int ranks, long epochs, long base) throws IOException {
        int next = (rank + 1) % ranks;
        int prev = (rank + ranks - 1) % ranks;
        try (LocalTraceWriter w = LocalTraceWriter.create(dir,
                new LocalDefinition.LocationInfo(rank, "rank " + rank, rank, 0), 0, System::nanoTime)) {
            w.defineRegion(MAIN, "main", "Main.java", 1, Paradigm.USER, RegionRole.FUNCTION);
            w.defineRegion(COMPUTE, "compute", "Main.java", 20, Paradigm.USER, RegionRole.FUNCTION);
            w.defineRegion(SEND, "MPI_Send", "", 0, Paradigm.MPI, RegionRole.POINT_TO_POINT);
            w.defineRegion(RECV, "MPI_Recv", "", 0, Paradigm.MPI, RegionRole.POINT_TO_POINT);
            w.defineRegion(PUT, "MPI_Put", "", 0, Paradigm.MPI, RegionRole.RMA_COMMUNICATION);
            w.defineRegion(GET, "MPI_Get", "", 0, Paradigm.MPI, RegionRole.RMA_COMMUNICATION);
            w.defineRegion(FENCE, "MPI_Win_fence", "", 0, Paradigm.MPI, RegionRole.RMA_ACTIVE_SYNC);
            w.defineGroup(0, IntStream.range(0, ranks).toArray());
            w.defineCommunicator(0, 1, "MPI_COMM_WORLD", 0);
            w.defineWindow(0, 1, "win", 0);
            // Every rank uses the same time line, so each target's fence exit lies after the origins' transfers.
            w.enter(base - 10, MAIN, Event.NONE);
            for (long i = 0; i < epochs; i++) {
                long t = base + i * 10_000 + rank;
                for (int c = 0; c < 4; c++) {
                    w.enter(t += 100, COMPUTE, Event.NONE);
                    w.exit(t += 100, COMPUTE);
                }
                w.enter(t += 100, SEND, Event.NONE);
                w.send(t += 10, 0, next, 1, 4096, 0, 0);
                w.exit(t += 100, SEND);
                w.enter(t += 100, RECV, Event.NONE);
                w.recv(t += 100, 0, prev, 1, 4096, 0, 0);
                w.exit(t += 10, RECV);
                w.enter(t += 100, PUT, Event.NONE);
                w.rma(t += 10, EventType.PUT_1TS, 0, next, 1024, 2 * i, 0);
                w.rma(t += 10, EventType.PUT_1TE_REMOTE, 0, next, 1024, 2 * i, 0);
                w.exit(t += 10, PUT);
                w.enter(t += 100, GET, Event.NONE);
                w.rma(t += 10, EventType.GET_1TS_REMOTE, 0, prev, 1024, 2 * i + 1, 0);
                w.rma(t += 10, EventType.GET_1TE, 0, prev, 1024, 2 * i + 1, 0);
                w.exit(t += 10, GET);
                w.enter(t += 100, FENCE, Event.NONE);
                w.winCollExit(base + i * 10_000 + 9_000 + rank, FENCE, 0);
            }
            w.exit(base + epochs * 10_000, MAIN);
            return w.eventCount();
        }
    }

    private static RunManifest manifest(int ranks) {
        return new RunManifest(
                new Definitions.Metadata("bench.Synthetic", List.of(), ranks, "ideal", RmaEventModel.EXTENDED, 1, 0,
                        "bench", Map.of()),
                0,
                List.of(new Definitions.Machine(0, "bench")),
                List.of(new Definitions.Node(0, "node", 0)),
                IntStream.range(0, ranks).mapToObj(r -> new Definitions.Process(r, "rank " + r, 0, r)).toList(),
                IntStream.range(0, ranks).mapToObj(r -> new Definitions.Location(r, "rank " + r, r, 0)).toList());
    }

    /** Counts and checks order, keeps nothing. */
    private static final class CountingSink implements GlobalTraceSink {
        private long count;
        private int lastLocation = -1;
        private long lastTime;

        @Override
        public void append(Event e) {
            if (e.location() < lastLocation || e.location() == lastLocation && e.time() <= lastTime) {
                throw new IllegalStateException("out of order: " + e);
            }
            lastLocation = e.location();
            lastTime = e.time();
            count++;
        }

        @Override
        public long eventCount() {
            return count;
        }

        @Override
        public void close() {
        }

        @Override
        public void abort() {
        }
    }
}
