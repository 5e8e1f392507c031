package org.fenceline.patterns.waitstates;

import org.fenceline.analyzer.pattern.RootCauses;
import org.fenceline.analyzer.pattern.RootCauses.WaitShare;

/** Scalasca's two classifications of a location's point-to-point waiting time, as parts of it. */
enum Classification {
    PROPAGATING, TERMINAL, DIRECT, INDIRECT;

    /** This class's part of the location's waiting time in wait states of one kind at a call path (s). */
    double of(RootCauses causes, String waitState, int callPath) {
        return switch (this) {
            case PROPAGATING -> causes.wait(waitState, WaitShare.PROPAGATING, callPath);
            case TERMINAL -> causes.wait(waitState, WaitShare.TOTAL, callPath)
                    - causes.wait(waitState, WaitShare.PROPAGATING, callPath);
            case DIRECT -> causes.wait(waitState, WaitShare.TOTAL, callPath)
                    - causes.wait(waitState, WaitShare.INDIRECT, callPath);
            case INDIRECT -> causes.wait(waitState, WaitShare.INDIRECT, callPath);
        };
    }
}
