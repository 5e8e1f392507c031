package org.fenceline.analyzer.replay;

import java.util.List;

import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.Region;
import org.fenceline.analyzer.trace.LocalCallTree;
import org.fenceline.analyzer.trace.LocationRecords;
import org.fenceline.trace.model.Definitions;

/**
 * Merges the locations' call trees into the report's: one call path per parent and callee region, whichever
 * locations visit it and from whichever call sites (as Scalasca's reports, and what Cube users expect: Cube shows a
 * call path by its region name only). A call path keeps its call-site position (file, line) when all its visits
 * came from one; see {@link CallTree.Builder#addCallee}.
 */
final class CallTreeMerger {
    private final CallTree callTree;
    private final int[][] localToGlobal;

    CallTreeMerger(Definitions definitions, LocationRecords[] locations) {
        List<Definitions.CallSite> callSites = definitions.callSites();
        CallTree.Builder builder = new CallTree.Builder(Region.listOf(definitions));
        int[][] handles = new int[locations.length][];
        for (int l = 0; l < locations.length; l++) {
            LocalCallTree tree = locations[l].callTree();
            int[] handle = new int[tree.size()];
            // Local ids number call paths in order of first visit, so a parent's id is below its children's.
            for (int cp = 0; cp < tree.size(); cp++) {
                int parent = tree.parent(cp);
                int site = tree.callSite(cp);
                boolean known = site >= 0 && site < callSites.size();
                handle[cp] = builder.addCallee(parent == LocalCallTree.NO_PARENT ? -1 : handle[parent], tree.region(cp),
                        known ? callSites.get(site).file() : "", known ? callSites.get(site).line() : -1);
            }
            handles[l] = handle;
        }
        callTree = builder.build();
        localToGlobal = new int[locations.length][];
        for (int l = 0; l < locations.length; l++) {
            int[] global = new int[handles[l].length];
            for (int cp = 0; cp < global.length; cp++) {
                global[cp] = builder.indexOf(handles[l][cp]);
            }
            localToGlobal[l] = global;
        }
    }

    CallTree callTree() {
        return callTree;
    }

    /** Report call-path index of each local call path, per location. */
    int[] localToGlobal(int location) {
        return localToGlobal[location];
    }
}
