package org.fenceline.patterns.delay;

import java.util.List;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.analyzer.pattern.RootCauses;
import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.CatalogPattern;

/**
 * Delay costs of one kind of wait state, short- or long-term (Scalasca's {@code DELAY_*} patterns): what the
 * engine's backward replay charges to the delaying locations' call paths, read from {@link RootCauses}.
 */
abstract class DelayCosts extends CatalogPattern {
    private final DelayTerm term;
    private final List<String> waitStates;

    DelayCosts(DelayKind kind, DelayTerm term) {
        super(term == DelayTerm.SHORT ? kind.shortTermId : kind.longTermId,
                term == DelayTerm.SHORT ? "Short-term" : "Long-term", "sec", kind.aggregateId, kind.description(term));
        this.term = term;
        this.waitStates = kind.waitStates;
    }

    @Override
    public final List<String> waitStatesExplained() {
        return waitStates;
    }

    @Override
    public final ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void rootCauses(RootCauses causes) {
                for (int cp = 0; cp < context.callTree().size(); cp++) {
                    double cost = 0;
                    for (String w : waitStates) {
                        cost += causes.delay(w, term, cp);
                    }
                    if (cost > 0) {
                        context.add(cp, cost);
                    }
                }
            }
        };
    }
}
