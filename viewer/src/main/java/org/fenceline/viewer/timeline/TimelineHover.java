package org.fenceline.viewer.timeline;

import java.util.Locale;

/** The text the timeline shows for the region under the mouse pointer. */
public final class TimelineHover {

    private TimelineHover() {
    }

    /** Details of the region visit at (location, time), or the location alone outside its regions. */
    public static String describe(TimelineData data, int location, long time) {
        if (location < 0 || location >= data.locationCount()) {
            return "";
        }
        String where = data.locationNames().get(location);
        LocationTimeline t = data.timelines().get(location);
        int s = t.segmentAt(time);
        LocationTimeline.RegionSpan visit = s < 0 ? null : t.visitOf(s);
        if (visit == null) {
            return where + "  at " + formatTime(time);
        }
        return String.format(Locale.ROOT, "%s  %s (%s)  from %s to %s, %s", where, data.regionName(visit.region()),
                data.category(visit.region()).label(), formatTime(visit.start()), formatTime(visit.end()),
                formatDuration(visit.end() - visit.start()));
    }

    /** A trace time as seconds with microsecond resolution. */
    public static String formatTime(double nanos) {
        return String.format(Locale.ROOT, "%.6f s", nanos / 1e9);
    }

    /** A duration in the unit that keeps three significant digits readable. */
    public static String formatDuration(double nanos) {
        double a = Math.abs(nanos);
        if (a >= 1e9) {
            return String.format(Locale.ROOT, "%.3f s", nanos / 1e9);
        }
        if (a >= 1e6) {
            return String.format(Locale.ROOT, "%.3f ms", nanos / 1e6);
        }
        if (a >= 1e3) {
            return String.format(Locale.ROOT, "%.3f µs", nanos / 1e3);
        }
        return String.format(Locale.ROOT, "%.0f ns", nanos);
    }
}
