package org.fenceline.analyzer.rootcause;

import org.fenceline.analyzer.trace.LocationProfile;

/** A location's whole-run times per call path of the report's call tree (s). */
final class LocationTimes {
    private LocationTimes() {
    }

    /** Exclusive time per call path. */
    static double[] exclusive(RootCauseInput input, int location) {
        LocationProfile l = input.locations()[location];
        int[] toGlobal = input.toGlobal()[location];
        double[] out = new double[input.callTree().size()];
        for (int local = 0; local < toGlobal.length; local++) {
            out[toGlobal[local]] += l.exclusiveTime(local) / 1e9;
        }
        return out;
    }

    /** Exclusive time per call path without the waiting time of the covered wait states. */
    static double[] nonWaiting(RootCauseInput input, WaitStates waits, int location) {
        double[] out = exclusive(input, location);
        double[] waiting = new double[out.length];
        for (int i = 0; i < waits.size(); i++) {
            waiting[waits.callPath(i)] += waits.waitNs(i) / 1e9;
        }
        for (int cp = 0; cp < out.length; cp++) {
            out[cp] = Math.max(0, out[cp] - waiting[cp]);
        }
        return out;
    }

    /** Visits per call path. */
    static long[] visits(RootCauseInput input, int location) {
        LocationProfile l = input.locations()[location];
        int[] toGlobal = input.toGlobal()[location];
        long[] out = new long[input.callTree().size()];
        for (int local = 0; local < toGlobal.length; local++) {
            out[toGlobal[local]] += l.visits(local);
        }
        return out;
    }
}
