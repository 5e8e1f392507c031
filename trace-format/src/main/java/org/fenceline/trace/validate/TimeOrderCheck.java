package org.fenceline.trace.validate;

import org.fenceline.trace.global.EventCursor;

/** {@link Rule#TIME_ORDER}: each location's timestamps strictly increase. */
final class TimeOrderCheck implements EventCheck {
    private boolean first = true;
    private long previous;

    @Override
    public void event(EventCursor event, Reporter report) {
        long time = event.time();
        if (!first && time <= previous) {
            report.at(event, Rule.TIME_ORDER, "time " + time + " does not follow the previous event's time " + previous);
        }
        first = false;
        previous = time;
    }

    @Override
    public void locationEnd(int location, Reporter report) {
        first = true;
    }
}
