package org.fenceline.viewer;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.CartesianTopology;
import org.fenceline.analyzer.report.CriticalPathSegment;
import org.fenceline.analyzer.report.DelayInterval;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.MetricDefinition;
import org.fenceline.analyzer.report.MetricTree;
import org.fenceline.analyzer.report.Region;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.ReportMetadata;
import org.fenceline.analyzer.report.RootCause;
import org.fenceline.analyzer.report.SeverityCube;
import org.fenceline.analyzer.report.SystemTree;
import org.fenceline.analyzer.report.ValueType;

/**
 * Hand-built two-location reports whose values are multiples of 1/4, so every expected number in the tests
 * is exact.
 *
 * <pre>
 * metrics: time > mpi > {mpi_latesender, mpi_latereceiver (all zero)};  visits
 * calls:   main > {MPI_Send, solve > MPI_Recv}  (+ main > MPI_Barrier in the variant)
 * system:  cluster > n0 > {rank 0: thread 0 (location 0), rank 1: thread 0 (location 1)}; an SCI ring of 2
 * time:    main {1, 2}, solve {0.5, 0.25}, MPI_Recv {recv0, 0.5}, MPI_Send {0.25, 1}  (exclusive, per location)
 * </pre>
 * {@link #withRootCauses()} adds what a backward replay would find: rank 1's solve (1 to 2.25) delays the first Late
 * Sender directly and the second through propagation; the critical path runs on rank 1 until 2.5, then on rank 0.
 */
public final class SampleReports {

    private SampleReports() {
    }

    public static Report tiny() {
        return tiny(3.0, false);
    }

    /** The tiny report with MPI_Recv's time on location 0 set to {@code recv0}, optionally with a barrier. */
    public static Report tiny(double recv0, boolean withBarrier) {
        return tiny(recv0, withBarrier, 2.0);
    }

    /** The same with Late Sender {@code lateSender} s on location 0's MPI_Recv; 0 means no wait state at all. */
    public static Report tiny(double recv0, boolean withBarrier, double lateSender) {
        MetricTree metrics = MetricTree.of(List.of(
                MetricDefinition.stored("time", "Time", "sec", ValueType.DOUBLE,
                        "<b>Time</b> spent &amp; more<p>Second <i>paragraph</i></p>", "@mirror@#time", null),
                MetricDefinition.stored("mpi", "MPI", "sec", ValueType.DOUBLE, "MPI time", "", "time"),
                MetricDefinition.stored("mpi_latesender", "Late Sender", "sec", ValueType.DOUBLE,
                        "Waiting in a receive for a late send", "", "mpi"),
                MetricDefinition.stored("mpi_latereceiver", "Late Receiver", "sec", ValueType.DOUBLE, "LR", "", "mpi"),
                MetricDefinition.stored("visits", "Visits", "occ", ValueType.UINT64, "Visits", "", null)));
        List<Region> regions = new ArrayList<>(List.of(
                new Region(0, "main", "App.java", 10, -1, "user", "function", ""),
                new Region(1, "solve", "App.java", 20, -1, "user", "function", ""),
                new Region(2, "MPI_Recv", "", -1, -1, "mpi", "point2point", ""),
                new Region(3, "MPI_Send", "", -1, -1, "mpi", "point2point", "")));
        if (withBarrier) {
            regions.add(new Region(4, "MPI_Barrier", "", -1, -1, "mpi", "barrier", ""));
        }
        CallTree.Builder b = new CallTree.Builder(regions);
        int main = b.add(-1, 0, "", -1);
        int send = b.add(main, 3, "App.java", 14);
        int solve = b.add(main, 1, "App.java", 12);
        int recv = b.add(solve, 2, "App.java", 25);
        int barrier = withBarrier ? b.add(main, 4, "App.java", 16) : -1;
        CallTree calls = b.build();
        SystemTree.Builder s = new SystemTree.Builder();
        int machine = s.group(-1, "cluster", "machine");
        int node = s.group(machine, "n0", "node");
        s.location(s.process(node, "rank 0", 0), 0, "thread 0", 0);
        s.location(s.process(node, "rank 1", 1), 1, "thread 0", 0);
        s.topology(new CartesianTopology("SCI ring", List.of(new CartesianTopology.Dimension("Node", 2, true)),
                Map.of(0, List.of(0), 1, List.of(1))));
        // The program's MPI_Cart_create grid: the two ranks in reverse order.
        s.topology(new CartesianTopology("MPI_Cartesian_2", List.of(new CartesianTopology.Dimension("dimension 0", 2,
                false)), Map.of(1, List.of(0), 0, List.of(1))));
        SystemTree system = s.build();
        SeverityCube cube = new SeverityCube(metrics, calls, 2);
        int time = metrics.byId("time").index();
        int mpi = metrics.byId("mpi").index();
        int visits = metrics.byId("visits").index();
        int[] path = {b.indexOf(main), b.indexOf(solve), b.indexOf(recv), b.indexOf(send)};
        double[][] t = {{1.0, 2.0}, {0.5, 0.25}, {recv0, 0.5}, {0.25, 1.0}};
        double[][] v = {{1, 1}, {1, 1}, {4, 2}, {3, 3}};
        for (int p = 0; p < 4; p++) {
            for (int l = 0; l < 2; l++) {
                cube.add(time, path[p], l, t[p][l]);
                cube.add(visits, path[p], l, v[p][l]);
                if (p >= 2) {
                    cube.add(mpi, path[p], l, t[p][l]);
                }
            }
        }
        if (withBarrier) {
            for (int l = 0; l < 2; l++) {
                cube.add(time, b.indexOf(barrier), l, 0.5);
                cube.add(mpi, b.indexOf(barrier), l, 0.5);
            }
        }
        cube.add(metrics.byId("mpi_latesender").index(), path[2], 0, lateSender);
        List<Instance> instances = lateSender == 0.0 ? List.of() : List.of(
                new Instance("mpi_latesender", 0, calls.get(path[2]), 1.5, 2.5, 1.0, new Instance.Partner(1, 2.5, 2.75)),
                new Instance("mpi_latesender", 0, calls.get(path[2]), 4.0, 6.0, 1.0, null),
                new Instance("mpi_latesender", 0, calls.get(path[2]), 0.25, 0.5, 0.25, null));
        ReportMetadata md = new ReportMetadata("", "0.1.0-TEST", Instant.parse("2026-01-02T03:04:05Z"), 1234, 6.0,
                List.of("https://example.org/doc/"), Map.of());
        return new Report(metrics, calls, system, cube, md, instances);
    }

    public static Report withRootCauses() {
        Report r = tiny();
        CallPathNode solve = r.callTree().nodes().stream().filter(n -> n.path().equals("main/solve")).findFirst()
                .orElseThrow();
        DelayInterval delay = new DelayInterval(1, solve, 1.0, 2.25, 0.75, "mpi_latesender", 2.5, 1.0, List.of(0));
        List<Instance> instances = new ArrayList<>(r.instances());
        instances.set(0, instances.get(0).withCause(delay));
        instances.set(1, instances.get(1).withCause(delay));
        return new Report(r.metrics(), r.callTree(), r.systemTree(), r.severities(), r.metadata(), instances,
                List.of(new RootCause(1, solve, "mpi_latesender", 0.75, 1.0, List.of(0), delay)),
                List.of(new CriticalPathSegment(1, 0, 2.5), new CriticalPathSegment(0, 2.5, 6.0)));
    }
}
