package org.fenceline.trace.validate;

/**
 * A broken rule, at the event that breaks it: {@code index} is the event's position among its location's
 * events. A problem of a location as a whole (it misses a collective it never started) has index -1 and
 * time 0; problems of the definitions themselves have location -1 too.
 */
public record Violation(int location, long index, long time, Rule rule, String message) {
    public static final int NO_LOCATION = -1;

    /** One line: "location 3, event 17 (t=12345 ns): NESTING: ...". */
    @Override
    public String toString() {
        if (location == NO_LOCATION) {
            return "definitions: " + rule + ": " + message;
        }
        if (index < 0) {
            return "location " + location + ": " + rule + ": " + message;
        }
        return "location " + location + ", event " + index + " (t=" + time + " ns): " + rule + ": " + message;
    }
}
