package org.fenceline.trace.validate;

import java.util.function.Consumer;

import org.fenceline.trace.global.EventCursor;

/** Hands violations to the caller's sink; spares each check the record construction. */
final class Reporter {
    private final Consumer<Violation> sink;

    Reporter(Consumer<Violation> sink) {
        this.sink = sink;
    }

    void at(EventCursor event, Rule rule, String message) {
        sink.accept(new Violation(event.location(), event.index(), event.time(), rule, message));
    }

    void at(EventPosition position, Rule rule, String message) {
        sink.accept(new Violation(position.location(), position.index(), position.time(), rule, message));
    }

    void inDefinitions(Rule rule, String message) {
        sink.accept(new Violation(Violation.NO_LOCATION, -1, 0, rule, message));
    }
}
