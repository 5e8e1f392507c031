package org.fenceline.trace.validate;

import org.fenceline.trace.global.EventCursor;

/** Where an event is, kept by checks that report it later (when its partner turns out to be missing). */
record EventPosition(int location, long index, long time) {
    static EventPosition of(EventCursor event) {
        return new EventPosition(event.location(), event.index(), event.time());
    }
}
