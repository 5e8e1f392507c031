package org.fenceline.viewer.model;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.MetricDefinition;
import org.fenceline.analyzer.report.MetricTree;
import org.fenceline.analyzer.report.Region;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.ReportMetadata;
import org.fenceline.analyzer.report.SeverityCube;
import org.fenceline.analyzer.report.SystemTree;

/**
 * The difference of two reports as {@code cube_diff} computes it: a report over the union of both reports'
 * dimensions whose severity is minuend − subtrahend. Metrics match by id, regions by name, call paths by
 * their chain of region names (call sites may move between two builds), locations by index; the system tree
 * is the larger report's. The result is an ordinary report, so the same panes browse it; instances describe
 * single runs and are left out.
 */
public final class ReportDiff {
    private final Map<String, Integer> regionIndex = new LinkedHashMap<>();
    private final List<Region> regions = new ArrayList<>();
    private final Map<PathKey, Integer> handles = new HashMap<>();

    private record PathKey(int parentHandle, int region) {
    }

    private ReportDiff() {
    }

    public static Report subtract(Report minuend, Report subtrahend) {
        return new ReportDiff().build(minuend, subtrahend);
    }

    private Report build(Report a, Report b) {
        MetricTree metrics = MetricTree.of(mergedMetrics(a, b));
        collectRegions(a);
        collectRegions(b);
        CallTree.Builder calls = new CallTree.Builder(regions);
        Map<CallPathNode, Integer> handleOf = new HashMap<>();
        addPaths(a, calls, handleOf);
        addPaths(b, calls, handleOf);
        CallTree callTree = calls.build();
        Report larger = a.systemTree().locationCount() >= b.systemTree().locationCount() ? a : b;
        SystemTree system = copy(larger.systemTree());
        SeverityCube cube = new SeverityCube(metrics, callTree, system.locationCount());
        addSeverities(a, 1.0, metrics, calls, handleOf, cube);
        addSeverities(b, -1.0, metrics, calls, handleOf, cube);
        ReportMetadata md = new ReportMetadata("", a.metadata().fencelineVersion(), Instant.now(), 0,
                Math.max(a.metadata().durationS(), b.metadata().durationS()), a.metadata().mirrors(),
                Map.of("fenceline.diff", "minuend - subtrahend"));
        return new Report(metrics, callTree, system, cube, md, List.of());
    }

    /** The minuend's metrics in its order, then those only the subtrahend has (their parents come first). */
    private static List<MetricDefinition> mergedMetrics(Report a, Report b) {
        Map<String, MetricDefinition> merged = new LinkedHashMap<>();
        a.metrics().definitions().forEach(d -> merged.putIfAbsent(d.id(), d));
        b.metrics().definitions().forEach(d -> merged.putIfAbsent(d.id(), d));
        return new ArrayList<>(merged.values());
    }

    private void collectRegions(Report r) {
        for (Region region : r.callTree().regions()) {
            if (!regionIndex.containsKey(region.name())) {
                regionIndex.put(region.name(), regions.size());
                regions.add(new Region(regions.size(), region.name(), region.file(), region.beginLine(),
                        region.endLine(), region.paradigm(), region.role(), region.description()));
            }
        }
    }

    private void addPaths(Report r, CallTree.Builder calls, Map<CallPathNode, Integer> handleOf) {
        for (CallPathNode c : r.callTree().nodes()) {
            int parent = c.parent() == null ? -1 : handleOf.get(c.parent());
            int region = regionIndex.get(c.region().name());
            Integer handle = handles.get(new PathKey(parent, region));
            if (handle == null) {
                handle = calls.add(parent, region, c.file(), c.line());
                handles.put(new PathKey(parent, region), handle);
            }
            handleOf.put(c, handle);
        }
    }

    private static void addSeverities(Report r, double sign, MetricTree metrics, CallTree.Builder calls,
                                      Map<CallPathNode, Integer> handleOf, SeverityCube out) {
        SeverityCube in = r.severities();
        for (Metric m : r.metrics().metrics()) {
            int target = metrics.byId(m.id()).index();
            for (CallPathNode c : r.callTree().nodes()) {
                int path = calls.indexOf(handleOf.get(c));
                for (int l = 0; l < in.locationCount(); l++) {
                    out.add(target, path, l, sign * in.get(m.index(), c.index(), l));
                }
            }
        }
    }

    private static SystemTree copy(SystemTree system) {
        SystemTree.Builder b = new SystemTree.Builder();
        for (SystemTree.Group g : system.roots()) {
            copyGroup(b, -1, g);
        }
        return b.build();
    }

    private static void copyGroup(SystemTree.Builder b, int parent, SystemTree.Group g) {
        int handle = b.group(parent, g.name(), g.kind());
        for (SystemTree.Group child : g.children()) {
            copyGroup(b, handle, child);
        }
        for (SystemTree.Process p : g.processes()) {
            int process = b.process(handle, p.name(), p.rank());
            for (SystemTree.Location l : p.locations()) {
                b.location(process, l.index(), l.name(), l.rank());
            }
        }
    }
}
