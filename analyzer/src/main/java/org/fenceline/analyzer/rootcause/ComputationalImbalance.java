package org.fenceline.analyzer.rootcause;

import static org.fenceline.analyzer.pattern.RootCauses.ImbalanceShare.ABOVE;
import static org.fenceline.analyzer.pattern.RootCauses.ImbalanceShare.ABOVE_SINGLE;
import static org.fenceline.analyzer.pattern.RootCauses.ImbalanceShare.BELOW;
import static org.fenceline.analyzer.pattern.RootCauses.ImbalanceShare.BELOW_BYPASS;
import static org.fenceline.analyzer.pattern.RootCauses.ImbalanceShare.BELOW_SINGULARITY;

import org.fenceline.analyzer.pattern.RootCauses.ImbalanceShare;

/**
 * Scalasca's computational imbalance heuristic (computed by its Cube remapper): per call path of computation (no
 * MPI region), each location's exclusive time against the average over all locations. Above the average is
 * overload, below it underload; a location that never visits the call path is underloaded by the whole average
 * (non-participation); a call path only one location visits is a singularity.
 */
final class ComputationalImbalance {
    private final RootCauseInput input;
    private final boolean[] computation;
    private final double[] average;
    private final int[] participants;

    ComputationalImbalance(RootCauseInput input) {
        this.input = input;
        int callPaths = input.callTree().size();
        int n = input.locations().length;
        computation = new boolean[callPaths];
        for (int c = 0; c < callPaths; c++) {
            computation[c] = !input.mpiCalls().isMpi(input.callTree().get(c).region().index());
        }
        average = new double[callPaths];
        participants = new int[callPaths];
        for (int l = 0; l < n; l++) {
            double[] t = LocationTimes.exclusive(input, l);
            long[] visits = LocationTimes.visits(input, l);
            for (int c = 0; c < callPaths; c++) {
                average[c] += t[c] / n;
                if (visits[c] > 0) {
                    participants[c]++;
                }
            }
        }
    }

    /** The location's values: [share ordinal][call path] (s). */
    double[][] of(int location) {
        int callPaths = average.length;
        double[] t = LocationTimes.exclusive(input, location);
        long[] visits = LocationTimes.visits(input, location);
        double[][] out = new double[ImbalanceShare.values().length][callPaths];
        for (int c = 0; c < callPaths; c++) {
            if (!computation[c] || participants[c] == 0) {
                continue;
            }
            boolean single = participants[c] == 1;
            if (visits[c] == 0) {
                out[BELOW.ordinal()][c] = average[c];
                out[BELOW_BYPASS.ordinal()][c] = average[c];
                out[BELOW_SINGULARITY.ordinal()][c] = single ? average[c] : 0;
            } else if (t[c] > average[c]) {
                out[ABOVE.ordinal()][c] = t[c] - average[c];
                out[ABOVE_SINGLE.ordinal()][c] = single ? t[c] - average[c] : 0;
            } else {
                out[BELOW.ordinal()][c] = average[c] - t[c];
            }
        }
        return out;
    }
}
