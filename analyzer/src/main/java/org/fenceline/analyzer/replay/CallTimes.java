package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.trace.CallTable;
import org.fenceline.analyzer.trace.LocationRecords;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.RegionRole;

/** One location's calls as the one-sided matching needs them: report call path, ENTER, leave and role. */
final class CallTimes {
    private final CallTable calls;
    private final int[] localToGlobal;
    private final LocationRecords self;
    private final Definitions definitions;

    CallTimes(LocationRecords self, int[] localToGlobal, Definitions definitions) {
        this.calls = self.calls();
        this.localToGlobal = localToGlobal;
        this.self = self;
        this.definitions = definitions;
    }

    int callPath(int call) {
        return localToGlobal[calls.callPath(call)];
    }

    long enter(int call) {
        return calls.enter(call);
    }

    long leave(int call) {
        return calls.leave(call);
    }

    RegionRole role(int call) {
        return definitions.regions().get(self.callTree().region(calls.callPath(call))).role();
    }
}
