package org.fenceline.viewer.timeline;

/** A stretch of one location's timeline in trace nanoseconds (reports give seconds). */
public record LocationSpan(int location, long start, long end) {

    public static LocationSpan ofSeconds(int location, double startS, double endS) {
        return new LocationSpan(location, nanos(startS), nanos(endS));
    }

    static long nanos(double seconds) {
        return Math.round(seconds * 1e9);
    }
}
