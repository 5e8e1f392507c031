package org.fenceline.analyzer.rootcause;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.fenceline.analyzer.report.CriticalPathSegment;
import org.fenceline.analyzer.trace.CallSpan;
import org.fenceline.analyzer.trace.LocationProfile;

/**
 * The critical path (Böhme et al., IPDPS 2012): the chain of activities that determined the run time, found
 * backwards from the last location to enter MPI_Finalize (or, without MPI_Finalize, the location with the
 * latest event). On the current location the path runs back to the end of its latest wait state before the
 * current time, then continues on the location it waited for, from the moment that location released it; on the
 * first location it runs back to the trace start. Waiting time is never on the path.
 */
final class CriticalPath {
    private final double[][] seconds;
    private final List<CriticalPathSegment> segments;

    private CriticalPath(double[][] seconds, List<CriticalPathSegment> segments) {
        this.seconds = seconds;
        this.segments = segments;
    }

    static CriticalPath walk(RootCauseInput input, WaitStates[] waits, int scratchSize) {
        LocationProfile[] locations = input.locations();
        int n = locations.length;
        double[][] seconds = new double[n][];
        int location = -1;
        long time = Long.MIN_VALUE;
        for (int l = 0; l < n; l++) {
            CallSpan f = locations[l].finalizeCall();
            long end = f != null ? f.enter() : Long.MIN_VALUE;
            if (end > time) {
                time = end;
                location = l;
            }
        }
        if (location < 0) {
            for (int l = 0; l < n; l++) {
                if (locations[l].events() > 0 && locations[l].lastTime() > time) {
                    time = locations[l].lastTime();
                    location = l;
                }
            }
        }
        if (location < 0) {
            return new CriticalPath(seconds, List.of());
        }
        TimeMap segment = new TimeMap(input, scratchSize);
        List<CriticalPathSegment> latestFirst = new ArrayList<>();
        int steps = 0;
        for (WaitStates w : waits) {
            steps += w.size();
        }
        for (int step = 0; step <= steps; step++) {
            WaitStates w = waits[location];
            int i = w.firstEndingAfter(time) - 1;
            while (i >= 0 && !(w.waitNs(i) > 0 && isPartner(w.delayer(i), location, n))) {
                i--;
            }
            long from = i < 0 ? Long.MIN_VALUE : w.end(i);
            if (seconds[location] == null) {
                seconds[location] = new double[input.callTree().size()];
            }
            segment.fill(location, w, from, time)
                    .addSecondsTo(seconds[location]);
            // Trace times count from the trace start, where the path begins.
            long start = Math.max(from, 0);
            if (time > start) {
                latestFirst.add(new CriticalPathSegment(location, start / 1e9, time / 1e9));
            }
            if (i < 0) {
                break;
            }
            location = w.delayer(i);
            time = from;
        }
        Collections.reverse(latestFirst);
        return new CriticalPath(seconds, List.copyOf(latestFirst));
    }

    private static boolean isPartner(int delayer, int location, int locations) {
        return delayer >= 0 && delayer < locations && delayer != location;
    }

    /** The path's stretches on the locations, in time order. */
    List<CriticalPathSegment> segments() {
        return segments;
    }

    /** The location's time on the critical path per call path (s), {@code null} if it is not on it. */
    double[] of(int location) {
        return seconds[location];
    }
}
