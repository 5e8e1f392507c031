package org.fenceline.viewer.bench;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.MetricDefinition;
import org.fenceline.analyzer.report.MetricTree;
import org.fenceline.analyzer.report.Region;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.ReportMetadata;
import org.fenceline.analyzer.report.SeverityCube;
import org.fenceline.analyzer.report.SystemTree;
import org.fenceline.analyzer.report.ValueType;

/**
 * A large deterministic report for the opening benchmark: a random call tree (each new call path picks a
 * random earlier one as caller, giving logarithmic depth like real programs), one process per location on
 * 16 nodes, and time / MPI / Late Sender / visits values on every call path and location.
 */
public final class SyntheticReport {
    private static final int REGIONS = 400;

    private SyntheticReport() {
    }

    public static Report of(int callPaths, int locations, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Region> regions = new ArrayList<>();
        for (int r = 0; r < REGIONS; r++) {
            boolean mpi = r % 5 == 4;
            regions.add(new Region(r, mpi ? "MPI_Op" + r : "function" + r, mpi ? "" : "App.java", 10 * r, -1,
                    mpi ? "mpi" : "user", mpi ? "point2point" : "function", ""));
        }
        CallTree.Builder b = new CallTree.Builder(regions);
        List<Integer> handles = new ArrayList<>();
        handles.add(b.add(-1, 0, "", -1));
        while (handles.size() < callPaths) {
            int parent = handles.get(random.nextInt(handles.size()));
            // The call site line keeps paths distinct even when a caller calls one region twice.
            handles.add(b.add(parent, 1 + random.nextInt(REGIONS - 1), "App.java", handles.size()));
        }
        CallTree calls = b.build();
        MetricTree metrics = MetricTree.of(List.of(
                MetricDefinition.stored("time", "Time", "sec", ValueType.DOUBLE, "Total time", "", null),
                MetricDefinition.stored("mpi", "MPI", "sec", ValueType.DOUBLE, "MPI time", "", "time"),
                MetricDefinition.stored("mpi_latesender", "Late Sender", "sec", ValueType.DOUBLE, "Late Sender", "", "mpi"),
                MetricDefinition.stored("visits", "Visits", "occ", ValueType.UINT64, "Visits", "", null)));
        SystemTree.Builder s = new SystemTree.Builder();
        int machine = s.group(-1, "cluster", "machine");
        int[] nodes = new int[16];
        for (int n = 0; n < nodes.length; n++) {
            nodes[n] = s.group(machine, "node" + n, "node");
        }
        for (int l = 0; l < locations; l++) {
            s.location(s.process(nodes[l % nodes.length], "rank " + l, l), l, "thread 0", 0);
        }
        SeverityCube cube = new SeverityCube(metrics, calls, locations);
        for (int c = 0; c < calls.size(); c++) {
            boolean mpi = calls.get(c).region().paradigm().equals("mpi");
            for (int l = 0; l < locations; l++) {
                double t = random.nextDouble() * 1e-3;
                cube.add(0, c, l, t);
                cube.add(3, c, l, 1 + random.nextInt(100));
                if (mpi) {
                    cube.add(1, c, l, t);
                    cube.add(2, c, l, t * random.nextDouble() * 0.5);
                }
            }
        }
        ReportMetadata md = new ReportMetadata("", "benchmark", Instant.now(), 0, 0, List.of(), Map.of());
        return new Report(metrics, calls, s.build(), cube, md, List.of());
    }
}
