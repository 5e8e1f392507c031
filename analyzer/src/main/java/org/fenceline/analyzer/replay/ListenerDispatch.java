package org.fenceline.analyzer.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.fenceline.analyzer.pattern.AccessEpoch;
import org.fenceline.analyzer.pattern.CallPathProfile;
import org.fenceline.analyzer.pattern.CollectiveCall;
import org.fenceline.analyzer.pattern.CollectiveSync;
import org.fenceline.analyzer.pattern.ExposureEpoch;
import org.fenceline.analyzer.pattern.Finding;
import org.fenceline.analyzer.pattern.PassiveTargetCall;
import org.fenceline.analyzer.pattern.ReceiveCall;
import org.fenceline.analyzer.pattern.ReceivedMessage;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.analyzer.pattern.RmaOperation;
import org.fenceline.analyzer.pattern.RootCauses;
import org.fenceline.analyzer.pattern.SentMessage;
import org.fenceline.analyzer.pattern.WindowCollective;

/**
 * Calls one location's listeners. Each callback goes only to the listeners that override it: most patterns care
 * for one or two callbacks, and the message callbacks run once per message for every interested pattern.
 */
final class ListenerDispatch {
    private enum Callback {
        RECEIVED("received", ReceivedMessage.class),
        RECEIVE_CALL_ENDED("receiveCallEnded", ReceiveCall.class),
        SENT("sent", SentMessage.class),
        COLLECTIVE_ENDED("collectiveEnded", CollectiveCall.class),
        SYNCHRONIZATION_POINT("synchronizationPoint", CollectiveSync.class),
        RMA_OPERATION("rmaOperation", RmaOperation.class),
        WINDOW_COLLECTIVE("windowCollective", WindowCollective.class),
        ACCESS_EPOCH_COMPLETED("accessEpochCompleted", AccessEpoch.class),
        EXPOSURE_EPOCH_CLOSED("exposureEpochClosed", ExposureEpoch.class),
        PASSIVE_TARGET_CALL("passiveTargetCall", PassiveTargetCall.class),
        PROFILE("profile", CallPathProfile.class),
        FOUND("found", Finding.class),
        LOCATION_ENDED("locationEnded"),
        ROOT_CAUSES("rootCauses", RootCauses.class);

        final String method;
        final Class<?>[] parameters;

        Callback(String method, Class<?>... parameters) {
            this.method = method;
            this.parameters = parameters;
        }
    }

    private static final Map<Class<?>, boolean[]> OVERRIDES = new ConcurrentHashMap<>();

    private final ReplayListener[][] byCallback = new ReplayListener[Callback.values().length][];

    void listen(List<ReplayListener> listeners) {
        List<List<ReplayListener>> lists = new ArrayList<>();
        for (Callback c : Callback.values()) {
            lists.add(new ArrayList<>());
        }
        for (ReplayListener l : listeners) {
            boolean[] overrides = OVERRIDES.computeIfAbsent(l.getClass(), ListenerDispatch::overrides);
            for (Callback c : Callback.values()) {
                if (overrides[c.ordinal()]) {
                    lists.get(c.ordinal()).add(l);
                }
            }
        }
        for (Callback c : Callback.values()) {
            byCallback[c.ordinal()] = lists.get(c.ordinal()).toArray(new ReplayListener[0]);
        }
    }

    private static boolean[] overrides(Class<?> type) {
        boolean[] out = new boolean[Callback.values().length];
        for (Callback c : Callback.values()) {
            try {
                out[c.ordinal()] = type.getMethod(c.method, c.parameters).getDeclaringClass() != ReplayListener.class;
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException("ReplayListener lacks " + c.method, e);
            }
        }
        return out;
    }

    void received(ReceivedMessage m) {
        for (ReplayListener l : byCallback[Callback.RECEIVED.ordinal()]) {
            l.received(m);
        }
    }

    void receiveCallEnded(ReceiveCall c) {
        for (ReplayListener l : byCallback[Callback.RECEIVE_CALL_ENDED.ordinal()]) {
            l.receiveCallEnded(c);
        }
    }

    void sent(SentMessage m) {
        for (ReplayListener l : byCallback[Callback.SENT.ordinal()]) {
            l.sent(m);
        }
    }

    void collectiveEnded(CollectiveCall c) {
        for (ReplayListener l : byCallback[Callback.COLLECTIVE_ENDED.ordinal()]) {
            l.collectiveEnded(c);
        }
    }

    void synchronizationPoint(CollectiveSync s) {
        for (ReplayListener l : byCallback[Callback.SYNCHRONIZATION_POINT.ordinal()]) {
            l.synchronizationPoint(s);
        }
    }

    void rmaOperation(RmaOperation o) {
        for (ReplayListener l : byCallback[Callback.RMA_OPERATION.ordinal()]) {
            l.rmaOperation(o);
        }
    }

    void windowCollective(WindowCollective c) {
        for (ReplayListener l : byCallback[Callback.WINDOW_COLLECTIVE.ordinal()]) {
            l.windowCollective(c);
        }
    }

    void accessEpochCompleted(AccessEpoch e) {
        for (ReplayListener l : byCallback[Callback.ACCESS_EPOCH_COMPLETED.ordinal()]) {
            l.accessEpochCompleted(e);
        }
    }

    void exposureEpochClosed(ExposureEpoch e) {
        for (ReplayListener l : byCallback[Callback.EXPOSURE_EPOCH_CLOSED.ordinal()]) {
            l.exposureEpochClosed(e);
        }
    }

    void passiveTargetCall(PassiveTargetCall c) {
        for (ReplayListener l : byCallback[Callback.PASSIVE_TARGET_CALL.ordinal()]) {
            l.passiveTargetCall(c);
        }
    }

    void profile(CallPathProfile p) {
        for (ReplayListener l : byCallback[Callback.PROFILE.ordinal()]) {
            l.profile(p);
        }
    }

    void found(Finding f) {
        for (ReplayListener l : byCallback[Callback.FOUND.ordinal()]) {
            l.found(f);
        }
    }

    void locationEnded() {
        for (ReplayListener l : byCallback[Callback.LOCATION_ENDED.ordinal()]) {
            l.locationEnded();
        }
    }

    void rootCauses(RootCauses causes) {
        for (ReplayListener l : byCallback[Callback.ROOT_CAUSES.ordinal()]) {
            l.rootCauses(causes);
        }
    }
}
