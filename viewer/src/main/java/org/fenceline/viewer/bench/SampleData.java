package org.fenceline.viewer.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.fenceline.analyzer.cube.CubexWriter;
import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.MetricDefinition;
import org.fenceline.analyzer.report.MetricTree;
import org.fenceline.analyzer.report.Region;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.ReportMetadata;
import org.fenceline.analyzer.report.SeverityCube;
import org.fenceline.analyzer.report.SystemTree;
import org.fenceline.analyzer.report.ValueType;
import org.fenceline.trace.FencelineVersion;
import org.fenceline.trace.bench.SyntheticTrace;
import org.fenceline.trace.global.EventColumn;
import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.global.GlobalTraceWriter;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;

/**
 * A trace and a report that belong together, for the viewer's tests, screenshots and benchmarks while the
 * pattern engine is being written: the trace is {@link SyntheticTrace}'s ring program; the report charges
 * every region's exclusive time to its call path and metric class, and finds Late Sender instances (a receive
 * entered before the matching send) with the sending location as partner.
 *
 * <p>{@code java ... SampleData DIR LOCATIONS ITERATIONS} writes DIR/definitions.json, DIR/events.parquet
 * and DIR/report.cubex, a directory {@code fenceline view DIR} opens.
 */
public final class SampleData {
    private static final List<MetricDefinition> METRICS = List.of(
            metric("time", "Time", "Total time: the time spent in each call path, on each location.", null),
            metric("mpi", "MPI", "Time spent in MPI calls.", "time"),
            metric("mpi_point2point", "Point-to-point", "Time in MPI point-to-point communication.", "mpi"),
            metric("mpi_latesender", "Late Sender", "<h3>Late Sender</h3><p>Time a receive waits because the "
                    + "matching send was entered <b>later</b>.</p><p>Formula: <code>enter(send) - enter(recv)</code>"
                    + " if positive.</p><ul><li>Cause: load imbalance before the send</li>"
                    + "<li>Fix: balance the work or post the send earlier</li></ul>", "mpi_point2point"),
            metric("mpi_collective", "Collective", "Time in MPI collective operations.", "mpi"),
            metric("mpi_rma_communication", "One-sided communication", "Time in MPI_Put and MPI_Get.", "mpi"),
            metric("mpi_rma_synchronization", "One-sided synchronization", "Time in MPI_Win_fence.", "mpi"),
            MetricDefinition.stored("visits", "Visits", "occ", ValueType.UINT64,
                    "Number of times each call path was entered.", "", null));

    private SampleData() {
    }

    private static MetricDefinition metric(String id, String name, String description, String parent) {
        return MetricDefinition.stored(id, name, "sec", ValueType.DOUBLE, description, "", parent);
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: SampleData DIR LOCATIONS ITERATIONS");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        writeTrace(dir, Integer.parseInt(args[1]), Integer.parseInt(args[2]));
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            CubexWriter.write(report(trace), dir.resolve("report.cubex"));
        }
    }

    /** Writes the synthetic ring trace with {@code locations} ranks and {@code iterations} iterations to dir. */
    public static void writeTrace(Path dir, int locations, int iterations) throws IOException {
        try (GlobalTraceWriter writer = GlobalTraceWriter.create(dir, SyntheticTrace.definitions(locations), true)) {
            for (int l = 0; l < locations; l++) {
                SyntheticTrace.generate(l, locations, iterations, e -> {
                    try {
                        writer.append(e);
                    } catch (IOException x) {
                        throw new UncheckedIOException(x);
                    }
                });
            }
        }
    }

    /** The report of a trace: exclusive region time per call path and metric class, visits, Late Sender. */
    public static Report report(GlobalTrace trace) throws IOException {
        return new ReportBuilder(trace).build();
    }

    /** Walks each location once, keeping its call-path stack, then matches sends and receives. */
    private static final class ReportBuilder {
        private final GlobalTrace trace;
        private final Definitions defs;
        private final CallTree.Builder calls;
        private final Map<Long, Integer> handles = new HashMap<>();
        private final List<double[]> cells = new ArrayList<>(); // {location, handle, metric, seconds}
        private final Map<List<Integer>, Deque<long[]>> sends = new HashMap<>(); // key -> {sendEnter, sendTime}
        private final List<long[]> receives = new ArrayList<>(); // {comm, src, dst, tag, recvEnter, recvTime, handle}

        ReportBuilder(GlobalTrace trace) {
            this.trace = trace;
            this.defs = trace.definitions();
            this.calls = new CallTree.Builder(Region.listOf(defs));
        }

        Report build() throws IOException {
            for (int l = 0; l < trace.locationCount(); l++) {
                walk(l);
            }
            CallTree callTree = calls.build();
            MetricTree metrics = MetricTree.of(METRICS);
            SystemTree system = SystemTree.of(defs);
            SeverityCube cube = new SeverityCube(metrics, callTree, trace.locationCount());
            for (double[] c : cells) {
                cube.add((int) c[2], calls.indexOf((int) c[1]), (int) c[0], c[3]);
            }
            List<Instance> instances = lateSenders(metrics, callTree, cube);
            ReportMetadata md = new ReportMetadata(trace.directory().toString(), FencelineVersion.get(),
                    Instant.now(), trace.eventCount(), lastTime() / 1e9, List.of(), Map.of());
            return new Report(metrics, callTree, system, cube, md, instances);
        }

        private long lastTime() throws IOException {
            long last = 0;
            for (int l = 0; l < trace.locationCount(); l++) {
                try (EventCursor c = trace.cursor(l, EnumSet.of(EventColumn.TIME))) {
                    while (c.next()) {
                        last = Math.max(last, c.time());
                    }
                }
            }
            return last;
        }

        private void walk(int location) throws IOException {
            Deque<long[]> stack = new ArrayDeque<>(); // {handle, region, enter, childTime}
            try (EventCursor c = trace.cursor(location, EnumSet.of(EventColumn.TIME, EventColumn.TYPE,
                    EventColumn.REGION, EventColumn.COMM, EventColumn.PARTNER, EventColumn.TAG))) {
                while (c.next()) {
                    EventType type = c.type();
                    if (type == EventType.ENTER) {
                        int parent = stack.isEmpty() ? -1 : (int) stack.peek()[0];
                        int handle = handle(parent, c.region());
                        stack.push(new long[] {handle, c.region(), c.time(), 0});
                        cells.add(new double[] {location, handle, index("visits"), 1});
                    } else if (type.isRegionExit()) {
                        long[] frame = stack.pop();
                        long duration = c.time() - frame[2];
                        double exclusive = (duration - frame[3]) / 1e9;
                        for (String metric : metricsOf(defs.regions().get((int) frame[1]))) {
                            cells.add(new double[] {location, frame[0], index(metric), exclusive});
                        }
                        if (!stack.isEmpty()) {
                            stack.peek()[3] += duration;
                        }
                    } else if (type == EventType.SEND) {
                        sends.computeIfAbsent(List.of(c.comm(), location, c.partner(), c.tag()),
                                k -> new ArrayDeque<>()).add(new long[] {stack.peek()[2], c.time()});
                    } else if (type == EventType.RECV) {
                        receives.add(new long[] {c.comm(), c.partner(), location, c.tag(), stack.peek()[2],
                                c.time(), stack.peek()[0]});
                    }
                }
            }
        }

        private int handle(int parent, int region) {
            return handles.computeIfAbsent((long) parent << 32 | region, k -> calls.add(parent, region, "", -1));
        }

        /** The metrics a region's exclusive time counts in (metrics are metric-inclusive: all ancestors). */
        private static List<String> metricsOf(Definitions.Region r) {
            if (r.paradigm() != Paradigm.MPI) {
                return List.of("time");
            }
            RegionRole role = r.role();
            String leaf = role == RegionRole.POINT_TO_POINT ? "mpi_point2point"
                    : role.isCollective() ? "mpi_collective"
                    : role == RegionRole.RMA_COMMUNICATION ? "mpi_rma_communication"
                    : role.isRma() ? "mpi_rma_synchronization" : null;
            return leaf == null ? List.of("time", "mpi") : List.of("time", "mpi", leaf);
        }

        private static int index(String metric) {
            for (int i = 0; i < METRICS.size(); i++) {
                if (METRICS.get(i).id().equals(metric)) {
                    return i;
                }
            }
            throw new IllegalArgumentException(metric);
        }

        private List<Instance> lateSenders(MetricTree metrics, CallTree callTree, SeverityCube cube) {
            List<Instance> out = new ArrayList<>();
            int lateSender = metrics.byId("mpi_latesender").index();
            for (long[] r : receives) {
                Deque<long[]> queue = sends.get(List.of((int) r[0], (int) r[1], (int) r[2], (int) r[3]));
                long[] send = queue == null ? null : queue.poll();
                if (send == null || send[0] <= r[4]) {
                    continue;
                }
                // The wait ends when the message arrives at the latest, so it never exceeds the receive.
                long waitEnd = Math.min(send[0], r[5]);
                double waiting = (waitEnd - r[4]) / 1e9;
                int path = calls.indexOf((int) r[6]);
                // Late Sender is part of the receive's point-to-point time, already counted in its ancestors.
                cube.add(lateSender, path, (int) r[2], waiting);
                out.add(new Instance("mpi_latesender", (int) r[2], callTree.get(path), r[4] / 1e9, waitEnd / 1e9,
                        waiting, new Instance.Partner((int) r[1], send[0] / 1e9, send[1] / 1e9)));
            }
            out.sort(Instance.MOST_SEVERE_FIRST);
            return out.subList(0, Math.min(out.size(), 1000));
        }
    }
}
