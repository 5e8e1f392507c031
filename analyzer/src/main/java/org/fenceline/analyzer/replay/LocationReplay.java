package org.fenceline.analyzer.replay;

import java.util.ArrayList;
import java.util.List;

import org.fenceline.analyzer.pattern.CollectiveKind;
import org.fenceline.analyzer.pattern.Pattern;
import org.fenceline.analyzer.pattern.PatternCatalog;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.analyzer.pattern.RootCauses;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.SeverityCube;
import org.fenceline.analyzer.rootcause.WaitKinds;
import org.fenceline.analyzer.rootcause.WaitStateLog;
import org.fenceline.analyzer.trace.CallSpan;
import org.fenceline.analyzer.trace.CollectiveTable;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.analyzer.trace.LocationRecords;
import org.fenceline.analyzer.trace.ReceiveTable;
import org.fenceline.analyzer.trace.RmaRecord;
import org.fenceline.analyzer.trace.RmaTable;
import org.fenceline.analyzer.trace.SendTable;
import org.fenceline.analyzer.trace.TraceProblem;
import org.fenceline.analyzer.trace.TraceProblems;

/**
 * Replays one location for the patterns (see {@link ReplayListener} for the order of callbacks), then sums the
 * metrics that are sums of their children. Runs on one thread and writes only this location's cube slices. Holds
 * the replay's input only while it runs: the backward replay after it does not need the scan's tables, and their
 * memory is then free for it.
 */
final class LocationReplay {
    private final int location;
    private final PatternCatalog catalog;
    private final SeverityCube cube;
    private final InstanceCollector instances;
    private final TraceProblems problems = new TraceProblems();
    private final ListenerDispatch dispatch = new ListenerDispatch();
    private final WaitKinds waitKinds;
    private final WaitStateLog waitStates;

    LocationReplay(int location, PatternCatalog catalog, SeverityCube cube, int instanceLimit, WaitKinds waitKinds,
                   ColumnStore store) {
        this.location = location;
        this.catalog = catalog;
        this.cube = cube;
        this.instances = new InstanceCollector(instanceLimit);
        this.waitKinds = waitKinds;
        this.waitStates = WaitStateLog.in(store);
    }

    /** The forward replay: every callback up to {@link ReplayListener#locationEnded()}. */
    void run(ReplayInput input) {
        LocationRecords self = input.locations()[location];
        List<ReplayListener> listeners = new ArrayList<>();
        for (Pattern p : catalog.patterns()) {
            if (p.sumOfChildren()) {
                continue;
            }
            int metric = catalog.metricIndex(p);
            ReplayListener l = p.listener(new ListenerContext(p.id(), metric, location, input.definitions(),
                    input.callTree(), cube, instances, dispatch,
                    waitKinds.ofMetric(metric) >= 0 ? waitStates : null));
            if (l != null) {
                listeners.add(l);
            }
        }
        dispatch.listen(listeners);
        replayReceives(input, self);
        replaySends(input, self);
        replayCollectives(input, self);
        replayOneSided(input, self);
        dispatch.profile(new ProfileView(input, location));
        dispatch.locationEnded();
    }

    /** After the backward replay (if there was one, else {@code causes} is null): its results, then the sums. */
    void finish(RootCauses causes) {
        if (causes != null) {
            dispatch.rootCauses(causes);
        }
        sumChildren();
    }

    /** The wait states this location's patterns found, with their causes. */
    WaitStateLog waitStates() {
        return waitStates;
    }

    TraceProblems problems() {
        return problems;
    }

    List<Instance> instances() {
        return instances.instances();
    }

    private void replayReceives(ReplayInput input, LocationRecords self) {
        ReceiveTable receives = self.receives();
        ReceivedMessageView view = new ReceivedMessageView(input, location);
        int openCall = -1;
        for (int r = 0; r < receives.size(); r++) {
            if (receives.matchedSend(r) == ReceiveTable.UNMATCHED) {
                continue;
            }
            if (openCall >= 0 && receives.call(r) != openCall) {
                dispatch.receiveCallEnded(view);
            }
            view.show(r);
            if (view.sendTime() > view.receiveTime()) {
                problems.record(TraceProblem.CLOCK_CONDITION_P2P);
            }
            dispatch.received(view);
            openCall = receives.call(r);
        }
        if (openCall >= 0) {
            dispatch.receiveCallEnded(view);
        }
    }

    private void replaySends(ReplayInput input, LocationRecords self) {
        SendTable sends = self.sends();
        SentMessageView view = new SentMessageView(input, location);
        for (int s = 0; s < sends.size(); s++) {
            if (!sends.cancelled(s) && sends.matchedReceive(s) == SendTable.UNMATCHED) {
                problems.record(TraceProblem.UNMATCHED_SEND);
            }
            view.show(s);
            dispatch.sent(view);
        }
    }

    private void replayCollectives(ReplayInput input, LocationRecords self) {
        CollectiveMatcher matcher = input.collectives();
        CollectiveViews view = new CollectiveViews(input, location);
        replaySpan(view, self.init(), matcher.initOperation());
        CollectiveTable table = self.collectives();
        for (int row = 0; row < table.size(); row++) {
            view.showCall(row);
            dispatch.collectiveEnded(view);
            int op = matcher.operationOf(location, row);
            if (op == CollectiveMatcher.NOT_ANALYSED) {
                continue;
            }
            CollectiveKind kind = matcher.operations().kind(op);
            long sent = table.bytesSent(row);
            long received = table.bytesReceived(row);
            boolean ownPayload = sent != 0 || received != 0;
            if (!ownPayload && (kind == CollectiveKind.N_TO_N || kind == CollectiveKind.SCAN)) {
                continue; // this rank moves no data: no synchronisation point (Scalasca)
            }
            view.showSync(op, matcher.rank(table.comm(row), location), sent, received);
            synchronizationPoint(view);
        }
        replaySpan(view, self.finalizeCall(), matcher.finalizeOperation());
    }

    private void replaySpan(CollectiveViews view, CallSpan span, int op) {
        if (span == null || op == CollectiveMatcher.NOT_ANALYSED) {
            return;
        }
        view.showSpan(span.enter(), span.leave(), span.callPath());
        view.showSync(op, 0, 0, 0);
        synchronizationPoint(view);
    }

    private void synchronizationPoint(CollectiveViews view) {
        if (view.isSyncpoint()) {
            long relevantBegin = view.kind() == CollectiveKind.ONE_TO_N ? view.rootBegin() : view.latest();
            if (relevantBegin > view.end()) {
                problems.record(TraceProblem.CLOCK_CONDITION_COLLECTIVE);
            }
        }
        dispatch.synchronizationPoint(view);
    }

    private void replayOneSided(ReplayInput input, LocationRecords self) {
        RmaTable table = self.rma();
        RmaOperationView operation = new RmaOperationView(input, location);
        boolean showing = false;
        for (int row = 0; row < table.size(); row++) {
            RmaRecord kind = table.kind(row);
            if (kind != RmaRecord.PUT && kind != RmaRecord.GET) {
                continue;
            }
            if (showing && table.call(row) == operation.call()) {
                operation.add(row);
                continue;
            }
            if (showing) {
                dispatch.rmaOperation(operation);
            }
            operation.show(row);
            showing = true;
        }
        if (showing) {
            dispatch.rmaOperation(operation);
        }
        RmaMatcher rma = input.rma();
        WindowCollectiveTable collectives = rma.windowCollectives(location);
        WindowCollectiveView collective = new WindowCollectiveView(collectives, location);
        for (int row = 0; row < collectives.size(); row++) {
            if (collectives.isMatched(row)) {
                collective.show(row);
                dispatch.windowCollective(collective);
            }
        }
        AccessEpochTable accesses = rma.accessEpochs(location);
        AccessEpochView access = new AccessEpochView(accesses);
        for (int n = 0; n < accesses.completedCount(); n++) {
            access.show(accesses.completedRow(n));
            dispatch.accessEpochCompleted(access);
        }
        ExposureEpochTable exposures = rma.exposureEpochs(location);
        ExposureEpochView exposure = new ExposureEpochView(exposures);
        for (int n = 0; n < exposures.closedCount(); n++) {
            exposure.show(exposures.closedRow(n));
            dispatch.exposureEpochClosed(exposure);
        }
        PassiveCallTable passiveCalls = rma.passiveCalls(location);
        PassiveCallView passive = new PassiveCallView(passiveCalls);
        for (int row = 0; row < passiveCalls.size(); row++) {
            passive.show(row);
            dispatch.passiveTargetCall(passive);
        }
    }

    /** Metrics that are sums of their children, deepest first so a sum can use sums below it. */
    private void sumChildren() {
        List<Metric> metrics = catalog.metricTree().metrics();
        for (int i = metrics.size() - 1; i >= 0; i--) {
            Metric m = metrics.get(i);
            if (!catalog.patterns().get(i).sumOfChildren() || m.children().isEmpty()) {
                continue;
            }
            for (int cp = 0; cp < cube.callPathCount(); cp++) {
                double sum = 0;
                for (Metric child : m.children()) {
                    sum += cube.get(child.index(), cp, location);
                }
                cube.add(m.index(), cp, location, sum);
            }
        }
    }
}
