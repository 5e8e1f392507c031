package org.fenceline.trace.global;

/** The earliest and the latest event time of a trace, in nanoseconds; {@code first <= last}. */
public record TimeBounds(long first, long last) {
    public TimeBounds {
        if (first > last) {
            throw new IllegalArgumentException("first time " + first + " is after last time " + last);
        }
    }

    /** Nanoseconds from the first event to the last. */
    public long span() {
        return last - first;
    }
}
