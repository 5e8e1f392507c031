package org.fenceline.trace.validate;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;

import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.Definitions;

/**
 * Checks a global trace against every {@link Rule} in one pass over all events (location by location) and
 * reports each {@link Violation}. Memory grows with the number of open messages and transfers, not with the
 * number of events.
 */
public final class TraceValidator {
    private final GlobalTrace trace;

    public TraceValidator(GlobalTrace trace) {
        this.trace = trace;
    }

    /** Streams violations to {@code sink} as they are found: per-location rules first, cross-location ones last. */
    public void validate(Consumer<Violation> sink) throws IOException {
        Definitions definitions = trace.definitions();
        Names names = new Names(definitions);
        Reporter report = new Reporter(sink);
        List<EventCheck> checks = List.of(
                new TimeOrderCheck(),
                new NestingCheck(names),
                new ReferenceCheck(definitions),
                new LocalOnlyTypeCheck(),
                new MessageMatchingCheck(names),
                new RmaMatchingCheck(),
                new CollectiveCheck(definitions, names));
        DefinitionReferences.check(definitions, report);
        for (int location = 0; location < trace.locationCount(); location++) {
            try (EventCursor cursor = trace.cursor(location)) {
                while (cursor.next()) {
                    for (EventCheck check : checks) {
                        check.event(cursor, report);
                    }
                }
            }
            for (EventCheck check : checks) {
                check.locationEnd(location, report);
            }
        }
        for (EventCheck check : checks) {
            check.traceEnd(report);
        }
    }

    /** All violations, ordered by location, event index and rule. */
    public List<Violation> validate() throws IOException {
        List<Violation> violations = new ArrayList<>();
        validate(violations::add);
        violations.sort(Comparator.comparingInt(Violation::location).thenComparingLong(Violation::index)
                .thenComparing(Violation::rule));
        return violations;
    }
}
