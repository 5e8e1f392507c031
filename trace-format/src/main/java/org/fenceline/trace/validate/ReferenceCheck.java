package org.fenceline.trace.validate;

import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;

/**
 * {@link Rule#UNDEFINED_ID} for events: every id column the event's type uses refers to a definition.
 * Optional references (an ENTER's call site, a rootless collective's root, a receive request's source, the
 * target of a lock_all) may be {@link Event#NONE}.
 */
final class ReferenceCheck implements EventCheck {
    private final int regions;
    private final int callSites;
    private final int comms;
    private final int groups;
    private final int windows;
    private final int locations;

    ReferenceCheck(Definitions definitions) {
        regions = definitions.regions().size();
        callSites = definitions.callSites().size();
        comms = definitions.communicators().size();
        groups = definitions.groups().size();
        windows = definitions.windows().size();
        locations = definitions.locations().size();
    }

    @Override
    public void event(EventCursor e, Reporter report) {
        EventType type = e.type();
        switch (type) {
            case ENTER -> {
                require(e, report, "region", e.region(), regions, false);
                require(e, report, "call site", e.callSite(), callSites, true);
            }
            case EXIT, WINCOLLEXIT -> {
                require(e, report, "region", e.region(), regions, false);
                if (type == EventType.WINCOLLEXIT) {
                    require(e, report, "window", e.window(), windows, false);
                }
            }
            case SEND, RECV -> {
                require(e, report, "communicator", e.comm(), comms, false);
                require(e, report, "partner location", e.partner(), locations, false);
            }
            case RECV_REQUEST -> {
                require(e, report, "communicator", e.comm(), comms, false);
                require(e, report, "source location", e.partner(), locations, true);
            }
            case COLLEXIT -> {
                require(e, report, "region", e.region(), regions, false);
                require(e, report, "communicator", e.comm(), comms, false);
                require(e, report, "root location", e.partner(), locations, true);
            }
            case WINEXIT -> {
                require(e, report, "region", e.region(), regions, false);
                require(e, report, "window", e.window(), windows, false);
                require(e, report, "group", e.comm(), groups, false);
            }
            case LOCK_REQUEST, LOCK_ACQUIRED, LOCK_RELEASE -> {
                require(e, report, "window", e.window(), windows, false);
                boolean allTargets = EventFlags.has(e.flags(), EventFlags.LOCK_ALL);
                require(e, report, "lock target location", e.partner(), locations, allTargets);
            }
            case SEND_COMPLETE, REQUEST_CANCELLED -> {
                // Only a request id, which is the location's own.
            }
            default -> {
                // RMA transfers, including the local-only forms (LocalOnlyTypeCheck reports those).
                require(e, report, "window", e.window(), windows, false);
                require(e, report, "partner location", e.partner(), locations, false);
            }
        }
    }

    private static void require(EventCursor e, Reporter report, String what, int id, int defined, boolean optional) {
        if (optional && id == Event.NONE) {
            return;
        }
        if (id < 0 || id >= defined) {
            report.at(e, Rule.UNDEFINED_ID, e.type() + " refers to " + what + " " + id + ", which is not defined ("
                    + defined + " defined)");
        }
    }
}
