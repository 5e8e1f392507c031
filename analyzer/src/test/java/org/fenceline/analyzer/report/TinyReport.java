package org.fenceline.analyzer.report;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A hand-built two-location report whose every value is a multiple of 1/4, so sums are exact.
 *
 * <pre>
 * metrics: time > mpi > {mpi_latesender, mpi_latereceiver (all zero)};  visits
 * calls:   main > {MPI_Send, solve > MPI_Recv}      (pre-order: 0 main, 1 MPI_Send, 2 solve, 3 MPI_Recv)
 * system:  cluster > n0 > {rank 0: location 0, rank 1: location 1}; topology: a periodic ring of 2
 * </pre>
 * {@link #withRootCauses()} adds what the backward replay finds: rank 1's solve (1.75..2.5) delays the first
 * Late Sender, and the critical path runs on rank 1 to 2.5, then on rank 0.
 */
public final class TinyReport {
    public static final Instant CREATED = Instant.parse("2026-01-02T03:04:05Z");

    private TinyReport() {
    }

    public static MetricTree metrics() {
        return MetricTree.of(List.of(
                MetricDefinition.stored("time", "Time", "sec", ValueType.DOUBLE, "<b>Time</b> & more", "@mirror@t#time", null),
                MetricDefinition.stored("mpi", "MPI", "sec", ValueType.DOUBLE, "MPI", "", "time"),
                MetricDefinition.stored("mpi_latesender", "Late Sender", "sec", ValueType.DOUBLE, "LS", "", "mpi"),
                MetricDefinition.stored("mpi_latereceiver", "Late Receiver", "sec", ValueType.DOUBLE, "LR", "", "mpi"),
                MetricDefinition.stored("visits", "Visits", "occ", ValueType.UINT64, "Visits", "", null)));
    }

    public static Report report() {
        List<Region> regions = List.of(
                new Region(0, "main", "App.java", 10, -1, "user", "function", ""),
                new Region(1, "solve", "App.java", 20, -1, "user", "function", ""),
                new Region(2, "MPI_Recv", "MPI", -1, -1, "mpi", "point2point", ""),
                new Region(3, "MPI_Send", "MPI", -1, -1, "mpi", "point2point", ""));
        CallTree.Builder b = new CallTree.Builder(regions);
        int main = b.add(-1, 0, "", -1);
        int send = b.add(main, 3, "App.java", 14);
        int solve = b.add(main, 1, "App.java", 12);
        int recv = b.add(solve, 2, "App.java", 25);
        CallTree calls = b.build();
        SystemTree.Builder s = new SystemTree.Builder();
        int machine = s.group(-1, "cluster", "machine");
        int node = s.group(machine, "n0", "node");
        s.location(s.process(node, "rank 0", 0), 0, "thread 0", 0);
        s.location(s.process(node, "rank 1", 1), 1, "thread 0", 0);
        s.topology(new CartesianTopology("SCI ring", List.of(new CartesianTopology.Dimension("Node", 2, true)),
                Map.of(0, List.of(0), 1, List.of(1))));
        SystemTree system = s.build();
        MetricTree metrics = metrics();
        SeverityCube cube = new SeverityCube(metrics, calls, 2);
        int[] path = {b.indexOf(main), b.indexOf(solve), b.indexOf(recv), b.indexOf(send)};
        double[][] time = {{1.0, 2.0}, {0.5, 0.25}, {3.0, 0.5}, {0.25, 1.0}};
        double[][] visits = {{1, 1}, {1, 1}, {4, 2}, {3, 3}};
        for (int p = 0; p < 4; p++) {
            for (int l = 0; l < 2; l++) {
                cube.add(metrics.byId("time").index(), path[p], l, time[p][l]);
                cube.add(metrics.byId("visits").index(), path[p], l, visits[p][l]);
            }
        }
        int mpi = metrics.byId("mpi").index();
        cube.add(mpi, path[2], 0, 3.0);
        cube.add(mpi, path[2], 1, 0.5);
        cube.add(mpi, path[3], 0, 0.25);
        cube.add(mpi, path[3], 1, 1.0);
        cube.add(metrics.byId("mpi_latesender").index(), path[2], 0, 2.0);
        List<Instance> instances = List.of(
                new Instance("mpi_latesender", 0, calls.get(path[2]), 1.5, 2.5, 1.0, new Instance.Partner(1, 2.5, 2.75)),
                new Instance("mpi_latesender", 0, calls.get(path[2]), 4.0, 6.0, 1.0, null),
                new Instance("mpi_latesender", 0, calls.get(path[2]), 0.25, 0.5, 0.25, null));
        ReportMetadata md = new ReportMetadata("/traces/ping", "0.1.0-TEST", CREATED, 1234, 4.75,
                List.of("https://example.org/doc/"), Map.of());
        return new Report(metrics, calls, system, cube, md, instances);
    }

    public static Report withRootCauses() {
        Report r = report();
        CallPathNode solve = r.callTree().nodes().get(2);
        DelayInterval delay = new DelayInterval(1, solve, 1.75, 2.5, 0.75, "mpi_latesender", 2.5, 1.0, List.of(0));
        List<Instance> instances = new ArrayList<>(r.instances());
        instances.set(0, instances.get(0).withCause(delay));
        return new Report(r.metrics(), r.callTree(), r.systemTree(), r.severities(), r.metadata(), instances,
                List.of(new RootCause(1, solve, "mpi_latesender", 0.75, 1.0, List.of(0), delay)),
                List.of(new CriticalPathSegment(1, 0.0, 2.5), new CriticalPathSegment(0, 2.5, 4.75)));
    }
}
