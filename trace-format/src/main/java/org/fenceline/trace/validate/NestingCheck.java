package org.fenceline.trace.validate;

import java.util.ArrayDeque;
import java.util.Deque;

import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.model.EventType;

/** {@link Rule#NESTING}: every exit leaves the innermost open region, and nothing stays open at the end. */
final class NestingCheck implements EventCheck {
    private record Open(int region, EventPosition enter) {
    }

    private final Names names;
    private final Deque<Open> open = new ArrayDeque<>();

    NestingCheck(Names names) {
        this.names = names;
    }

    @Override
    public void event(EventCursor event, Reporter report) {
        EventType type = event.type();
        if (type == EventType.ENTER) {
            open.push(new Open(event.region(), EventPosition.of(event)));
        } else if (type.isRegionExit()) {
            Open innermost = open.poll();
            if (innermost == null) {
                report.at(event, Rule.NESTING, type + " of region " + names.region(event.region())
                        + " while no region is open");
            } else if (innermost.region() != event.region()) {
                // Treat it as leaving the innermost region anyway: one mistake, one violation.
                report.at(event, Rule.NESTING, type + " of region " + names.region(event.region())
                        + " while region " + names.region(innermost.region()) + " (entered at event "
                        + innermost.enter().index() + ") is the innermost open one");
            }
        }
    }

    @Override
    public void locationEnd(int location, Reporter report) {
        while (!open.isEmpty()) {
            Open unclosed = open.removeLast();
            report.at(unclosed.enter(), Rule.NESTING, "region " + names.region(unclosed.region())
                    + " is entered but never left");
        }
    }
}
