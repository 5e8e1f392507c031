package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.pattern.CallPathProfile;
import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.trace.LocationRecords;
import org.fenceline.trace.model.Definitions;

/** One location's time and visits re-indexed by the report's call paths. */
final class ProfileView implements CallPathProfile {
    private final Definitions definitions;
    private final CallTree callTree;
    private final long[] time;
    private final long[] visits;

    ProfileView(ReplayInput input, int location) {
        this.definitions = input.definitions();
        this.callTree = input.callTree();
        this.time = new long[callTree.size()];
        this.visits = new long[callTree.size()];
        LocationRecords self = input.locations()[location];
        for (int cp = 0; cp < self.callTree().size(); cp++) {
            // Several local paths can merge into one (two call-site ids at the same file and line): add up.
            int global = input.globalCallPath(location, cp);
            time[global] += self.exclusiveTime(cp);
            visits[global] += self.visits(cp);
        }
    }

    @Override
    public int callPathCount() {
        return time.length;
    }

    @Override
    public Definitions.Region region(int callPath) {
        return definitions.regions().get(callTree.get(callPath).region().index());
    }

    @Override
    public long exclusiveTime(int callPath) {
        return time[callPath];
    }

    @Override
    public long visits(int callPath) {
        return visits[callPath];
    }
}
