package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.pattern.Finding;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.SeverityCube;
import org.fenceline.analyzer.rootcause.WaitStateLog;
import org.fenceline.trace.model.Definitions;

/** The {@link PatternContext} of one pattern on one location: writes to that pattern's metric only. */
final class ListenerContext implements PatternContext {
    private final String metricId;
    private final int metric;
    private final int location;
    private final Definitions definitions;
    private final CallTree callTree;
    private final SeverityCube cube;
    private final InstanceCollector instances;
    private final ListenerDispatch dispatch;
    private final WaitStateLog waitStates;

    /** @param waitStates where this pattern's wait states go for the backward replay, {@code null}: nowhere */
    ListenerContext(String metricId, int metric, int location, Definitions definitions, CallTree callTree,
                    SeverityCube cube, InstanceCollector instances, ListenerDispatch dispatch,
                    WaitStateLog waitStates) {
        this.metricId = metricId;
        this.metric = metric;
        this.location = location;
        this.definitions = definitions;
        this.callTree = callTree;
        this.cube = cube;
        this.instances = instances;
        this.dispatch = dispatch;
        this.waitStates = waitStates;
    }

    @Override
    public int location() {
        return location;
    }

    @Override
    public Definitions definitions() {
        return definitions;
    }

    @Override
    public CallTree callTree() {
        return callTree;
    }

    @Override
    public void add(int callPath, double value) {
        cube.add(metric, callPath, location, value);
    }

    @Override
    public void instance(int callPath, long startNs, long endNs, long severityNs, int partnerLocation,
                         long partnerStartNs, long partnerEndNs) {
        if (waitStates != null && partnerLocation >= 0 && partnerLocation != location && severityNs > 0) {
            waitStates.record(metric, callPath, startNs, endNs, severityNs, partnerLocation);
        }
        double severity = severityNs / 1e9;
        if (!instances.wouldKeep(severity)) {
            return;
        }
        Instance.Partner partner = partnerLocation < 0 ? null
                : new Instance.Partner(partnerLocation, partnerStartNs / 1e9, partnerEndNs / 1e9);
        instances.offer(new Instance(metricId, location, callTree.get(callPath), startNs / 1e9, endNs / 1e9,
                severity, partner));
    }

    @Override
    public void publish(Finding finding) {
        dispatch.found(finding);
    }
}
