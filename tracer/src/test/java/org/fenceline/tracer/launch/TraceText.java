package org.fenceline.tracer.launch;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;

/** A location's events of a global trace as one line each, ids resolved to names: what golden tests compare. */
final class TraceText {
    private TraceText() {
    }

    static List<String> of(Path dir, int location) throws IOException {
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            Definitions d = trace.definitions();
            return trace.events(location).map(e -> line(d, e)).toList();
        }
    }

    /** The events from the first ENTER of {@code fromRegion} to the last event of {@code toRegion}, without call sites. */
    static List<String> between(Path dir, int location, String fromRegion, String toRegion) throws IOException {
        List<String> all = of(dir, location).stream().map(l -> l.replaceAll(" @.*", "")).toList();
        int from = all.indexOf("ENTER " + fromRegion);
        int to = from;
        for (int i = from; i < all.size(); i++) {
            if (all.get(i).contains(" " + toRegion)) {
                to = i;
            }
        }
        return all.subList(from, to + 1);
    }

    /** Only the events of the types given (e.g. the messages), to keep a golden sequence to the point. */
    static List<String> of(Path dir, int location, String... types) throws IOException {
        List<String> wanted = List.of(types);
        return of(dir, location).stream().filter(l -> wanted.contains(l.split(" ")[0])).toList();
    }

    static String line(Definitions d, Event e) {
        String region = e.region() < 0 ? "" : " " + d.regions().get(e.region()).name();
        return switch (e.type()) {
            case ENTER -> "ENTER" + region + (e.callSite() < 0 ? "" : " @" + callSite(d, e.callSite()));
            case EXIT -> "EXIT" + region;
            case SEND -> "SEND " + comm(d, e) + " to " + e.partner() + " tag " + e.tag() + " " + e.bytes() + "B"
                    + request(e) + flags(e);
            case SEND_COMPLETE -> "SEND_COMPLETE" + request(e);
            case RECV_REQUEST -> "RECV_REQUEST " + comm(d, e) + " from " + e.partner() + " tag " + e.tag()
                    + request(e);
            case RECV -> "RECV " + comm(d, e) + " from " + e.partner() + " tag " + e.tag() + " " + e.bytes() + "B"
                    + request(e) + flags(e);
            case REQUEST_CANCELLED -> "REQUEST_CANCELLED" + request(e);
            case COLLEXIT -> "COLLEXIT" + region + " " + comm(d, e) + " root " + e.partner() + " sent "
                    + e.bytes() + " received " + e.recvBytes();
            case WINEXIT -> "WINEXIT" + region + " " + window(d, e) + " group " + d.groups().get(e.comm()).members()
                    + flags(e);
            case WINCOLLEXIT -> "WINCOLLEXIT" + region + " " + window(d, e);
            case LOCK_REQUEST, LOCK_ACQUIRED, LOCK_RELEASE -> e.type() + " " + window(d, e) + " target "
                    + e.partner() + flags(e);
            default -> e.type() + " " + window(d, e) + " partner " + e.partner() + " " + e.bytes() + "B rma "
                    + e.request() + flags(e);
        };
    }

    private static String callSite(Definitions d, int id) {
        Definitions.CallSite c = d.callSites().get(id);
        return c.caller() + ":" + c.line();
    }

    private static String comm(Definitions d, Event e) {
        return d.communicators().get(e.comm()).name();
    }

    private static String window(Definitions d, Event e) {
        return d.windows().get(e.window()).name();
    }

    private static String request(Event e) {
        return e.request() == 0 ? "" : " req " + e.request();
    }

    private static String flags(Event e) {
        StringBuilder s = new StringBuilder();
        int f = e.flags();
        String[] names = {"EPOCH_CLOSING", "EXCLUSIVE", "SYNCHRONOUS", "NON_BLOCKING", "ACCUMULATE", "ATOMIC",
            "LOCK_ALL", "SYNTHETIC"};
        for (int bit = 0; bit < names.length; bit++) {
            if ((f & (1 << bit)) != 0) {
                s.append(s.length() == 0 ? " [" : ",").append(names[bit]);
            }
        }
        if (EventFlags.has(f, EventFlags.ACCUMULATE)) {
            s.append(",op=").append(EventFlags.op(f));
        }
        return s.length() == 0 ? "" : s.append(']').toString();
    }
}
