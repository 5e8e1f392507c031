package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.trace.CallTable;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.analyzer.trace.LocationRecords;
import org.fenceline.analyzer.trace.MpiCalls;
import org.fenceline.trace.model.Definitions;

/**
 * What every location replay reads (never writes): all locations' records, matched, and the merged call tree;
 * and where the records that grow with the trace are kept ({@code store}), for the wait states the replay logs.
 */
record ReplayInput(Definitions definitions, MpiCalls mpiCalls, LocationRecords[] locations, CallTreeMerger merger,
                   CollectiveMatcher collectives, RmaMatcher rma, ColumnStore store) {

    CallTree callTree() {
        return merger.callTree();
    }

    /** The report call path of a call of a location. */
    int callPath(int location, int call) {
        return merger.localToGlobal(location)[locations[location].calls().callPath(call)];
    }

    int globalCallPath(int location, int localCallPath) {
        return merger.localToGlobal(location)[localCallPath];
    }

    /** Whether a call of a location is an MPI_Test* (which never blocks). */
    boolean inTest(int location, int call) {
        LocationRecords l = locations[location];
        return mpiCalls.isTest(l.callTree().region(l.calls().callPath(call)));
    }

    CallTable calls(int location) {
        return locations[location].calls();
    }
}
