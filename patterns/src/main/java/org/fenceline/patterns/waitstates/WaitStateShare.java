package org.fenceline.patterns.waitstates;

import java.util.List;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.analyzer.pattern.RootCauses;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/**
 * One class of a wait state's waiting time (Scalasca's {@code MPI_WAIT_*} patterns), from the backward replay;
 * charged where the wait state is, on the waiting location.
 */
abstract class WaitStateShare extends CatalogPattern {
    private final String waitState;
    private final Classification classification;

    WaitStateShare(String id, String displayName, String parentId, String waitState, Classification classification,
                   Description description) {
        super(id, displayName, "sec", parentId, description);
        this.waitState = waitState;
        this.classification = classification;
    }

    @Override
    public final List<String> waitStatesExplained() {
        return List.of(waitState);
    }

    @Override
    public final ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void rootCauses(RootCauses causes) {
                for (int cp = 0; cp < context.callTree().size(); cp++) {
                    double value = classification.of(causes, waitState, cp);
                    if (value > 0) {
                        context.add(cp, value);
                    }
                }
            }
        };
    }
}
