package org.fenceline.viewer.timeline;

import java.util.List;

import org.fenceline.analyzer.report.DelayInterval;

/**
 * A delay as the timeline marks it: the interval on the delaying location, and the synchronisation at which it made
 * the waiting locations wait (a line from the delay's end to each of them).
 */
public record DelayMark(LocationSpan delay, long synchronisation, List<Integer> waitingLocations) {

    public DelayMark {
        waitingLocations = List.copyOf(waitingLocations);
    }

    public static DelayMark of(DelayInterval d) {
        return new DelayMark(LocationSpan.ofSeconds(d.location(), d.startS(), d.endS()),
                LocationSpan.nanos(d.synchronisationS()), d.waitingLocations());
    }
}
