package org.fenceline.viewer.model;

import java.util.HashMap;
import java.util.Map;

import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.Region;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.SystemTree;

/** The browsable trees of one report: metrics, call paths, the flat profile of regions, and the system. */
public record ReportTrees(DimensionTree<Metric> metrics, DimensionTree<CallPathNode> calls,
                          DimensionTree<FlatEntry> flat, DimensionTree<SystemEntity> system) {

    public static ReportTrees of(Report report) {
        return new ReportTrees(metricTree(report), callTree(report), flatTree(report), systemTree(report.systemTree()));
    }

    private static DimensionTree<Metric> metricTree(Report report) {
        DimensionTree<Metric> tree = new DimensionTree<>(TreeKind.METRIC);
        Map<Metric, DimensionNode<Metric>> added = new HashMap<>();
        for (Metric m : report.metrics().metrics()) {
            added.put(m, tree.add(m.parent() == null ? null : added.get(m.parent()), m.displayName(), m));
        }
        return tree;
    }

    private static DimensionTree<CallPathNode> callTree(Report report) {
        DimensionTree<CallPathNode> tree = new DimensionTree<>(TreeKind.CALL);
        for (CallPathNode c : report.callTree().nodes()) {
            // Pre-order ids equal the call tree's own indices, which the value computation relies on.
            tree.add(c.parent() == null ? null : tree.get(c.parent().index()), c.region().name(), c);
        }
        return tree;
    }

    /** One node per region that has a call path, each with a "subroutines" child if it has callees. */
    private static DimensionTree<FlatEntry> flatTree(Report report) {
        DimensionTree<FlatEntry> tree = new DimensionTree<>(TreeKind.CALL);
        boolean[] called = new boolean[report.callTree().regions().size()];
        boolean[] callsOthers = new boolean[called.length];
        for (CallPathNode c : report.callTree().nodes()) {
            called[c.region().index()] = true;
            callsOthers[c.region().index()] |= !c.children().isEmpty();
        }
        for (Region r : report.callTree().regions()) {
            if (called[r.index()]) {
                DimensionNode<FlatEntry> node = tree.add(null, r.name(), new FlatEntry(r, false));
                if (callsOthers[r.index()]) {
                    tree.add(node, "subroutines", new FlatEntry(r, true));
                }
            }
        }
        return tree;
    }

    private static DimensionTree<SystemEntity> systemTree(SystemTree system) {
        DimensionTree<SystemEntity> tree = new DimensionTree<>(TreeKind.SYSTEM);
        for (SystemTree.Group root : system.roots()) {
            addGroup(tree, null, root);
        }
        return tree;
    }

    private static void addGroup(DimensionTree<SystemEntity> tree, DimensionNode<SystemEntity> parent, SystemTree.Group g) {
        DimensionNode<SystemEntity> node = tree.add(parent, g.name(),
                new SystemEntity(SystemEntity.Kind.GROUP, g.kind(), -1));
        for (SystemTree.Group child : g.children()) {
            addGroup(tree, node, child);
        }
        for (SystemTree.Process p : g.processes()) {
            DimensionNode<SystemEntity> process = tree.add(node, p.name(),
                    new SystemEntity(SystemEntity.Kind.PROCESS, "process", -1));
            for (SystemTree.Location l : p.locations()) {
                tree.add(process, l.name(), new SystemEntity(SystemEntity.Kind.LOCATION, "thread", l.index()));
            }
        }
    }
}
