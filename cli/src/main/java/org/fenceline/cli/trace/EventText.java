package org.fenceline.cli.trace;

import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;

/** One event as a line a person reads: ids resolved to names, only the attributes its type uses. */
final class EventText {
    private final Definitions definitions;

    EventText(Definitions definitions) {
        this.definitions = definitions;
    }

    String format(long index, Event e) {
        StringBuilder s = new StringBuilder(96);
        s.append(String.format("%4d %10d %15.9f  %-17s", e.location(), index, e.time() / 1e9, e.type()));
        switch (e.type()) {
            case ENTER -> s.append(region(e.region())).append(callSite(e.callSite()));
            case EXIT -> s.append(region(e.region()));
            case SEND -> s.append("to ").append(e.partner()).append(message(e)).append(request(e))
                    .append(EventFlags.has(e.flags(), EventFlags.SYNCHRONOUS) ? " synchronous" : "");
            case RECV -> s.append("from ").append(e.partner()).append(message(e)).append(request(e));
            case RECV_REQUEST -> s.append("from ").append(e.partner()).append(" tag ").append(e.tag())
                    .append(" comm ").append(comm(e.comm())).append(request(e));
            case SEND_COMPLETE, REQUEST_CANCELLED -> s.append(request(e).trim());
            case COLLEXIT -> s.append(region(e.region())).append(" comm ").append(comm(e.comm()))
                    .append(e.partner() >= 0 ? " root " + e.partner() : "")
                    .append(" sent ").append(e.bytes()).append(" B received ").append(e.recvBytes()).append(" B");
            case WINEXIT -> s.append(region(e.region())).append(" window ").append(window(e.window()))
                    .append(" group ").append(e.comm())
                    .append(EventFlags.has(e.flags(), EventFlags.EPOCH_CLOSING) ? " closes epoch" : "");
            case WINCOLLEXIT -> s.append(region(e.region())).append(" window ").append(window(e.window()));
            case LOCK_REQUEST, LOCK_ACQUIRED, LOCK_RELEASE -> s.append("window ").append(window(e.window()))
                    .append(" target ").append(e.partner())
                    .append(EventFlags.has(e.flags(), EventFlags.LOCK_EXCLUSIVE) ? " exclusive" : " shared");
            default -> s.append("window ").append(window(e.window())).append(" partner ").append(e.partner())
                    .append(' ').append(e.bytes()).append(" B rma-id ").append(e.request());
        }
        return s.toString();
    }

    private String message(Event e) {
        return " tag " + e.tag() + " comm " + comm(e.comm()) + " " + e.bytes() + " B";
    }

    private static String request(Event e) {
        return EventFlags.has(e.flags(), EventFlags.NON_BLOCKING) || e.request() != 0 ? " request " + e.request() : "";
    }

    private String region(int id) {
        return id >= 0 && id < definitions.regions().size() ? definitions.regions().get(id).name() : "region#" + id;
    }

    private String callSite(int id) {
        if (id < 0 || id >= definitions.callSites().size()) {
            return "";
        }
        Definitions.CallSite cs = definitions.callSites().get(id);
        return "  (" + cs.file() + ":" + cs.line() + ")";
    }

    private String comm(int id) {
        return id >= 0 && id < definitions.communicators().size() ? definitions.communicators().get(id).name() : "#" + id;
    }

    private String window(int id) {
        return id >= 0 && id < definitions.windows().size() ? definitions.windows().get(id).name() : "#" + id;
    }
}
