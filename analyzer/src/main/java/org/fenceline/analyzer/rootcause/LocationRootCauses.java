package org.fenceline.analyzer.rootcause;

import org.fenceline.analyzer.pattern.RootCauses;

/** One location's share of the root-cause analysis, as the patterns read it. */
final class LocationRootCauses implements RootCauses {
    private final int location;
    private final WaitKinds kinds;
    private final KindCosts shortTerm;
    private final KindCosts longTerm;
    private final KindCosts waitTotal;
    private final KindCosts indirect;
    private final KindCosts propagating;
    private final double[][] criticalPath;
    private final double[][] imbalance;

    LocationRootCauses(int location, WaitKinds kinds, KindCosts shortTerm, KindCosts longTerm, KindCosts waitTotal,
                       KindCosts indirect, KindCosts propagating, double[][] criticalPath, double[][] imbalance) {
        this.location = location;
        this.kinds = kinds;
        this.shortTerm = shortTerm;
        this.longTerm = longTerm;
        this.waitTotal = waitTotal;
        this.indirect = indirect;
        this.propagating = propagating;
        this.criticalPath = criticalPath;
        this.imbalance = imbalance;
    }

    @Override
    public int location() {
        return location;
    }

    @Override
    public double delay(String waitState, DelayTerm term, int callPath) {
        int kind = kinds.ofId(waitState);
        if (kind < 0) {
            return 0;
        }
        return (term == DelayTerm.SHORT ? shortTerm : longTerm).get(callPath, kind);
    }

    @Override
    public double wait(String waitState, WaitShare share, int callPath) {
        int kind = kinds.ofId(waitState);
        if (kind < 0) {
            return 0;
        }
        return switch (share) {
            case TOTAL -> waitTotal.get(callPath, kind);
            case INDIRECT -> Math.min(indirect.get(callPath, kind), waitTotal.get(callPath, kind));
            case PROPAGATING -> Math.min(propagating.get(callPath, kind), waitTotal.get(callPath, kind));
        };
    }

    @Override
    public double criticalPath(CriticalPathShare share, int callPath) {
        return criticalPath[share.ordinal()][callPath];
    }

    @Override
    public double imbalance(ImbalanceShare share, int callPath) {
        return imbalance[share.ordinal()][callPath];
    }
}
