package org.fenceline.trace.validate;

import org.fenceline.trace.global.EventCursor;

/**
 * One validation rule, fed every event of the trace: locations in id order, each location's events in time
 * order. Cross-location rules collect what they need and report at {@link #traceEnd}.
 */
interface EventCheck {
    void event(EventCursor event, Reporter report);

    default void locationEnd(int location, Reporter report) {
    }

    default void traceEnd(Reporter report) {
    }
}
