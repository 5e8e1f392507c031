package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.CallPathProfile;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Visits (visits). */
public final class Visits extends CatalogPattern {
    public Visits() {
        super("visits", "Visits", "occ", null, new Description(
                "Number of times each call path was entered.",
                "one per ENTER event, at the entered call path.",
                "Loops and recursion; frequent small calls.",
                "Compare with the time per call path: many short visits of an MPI call suggest "
                        + "aggregating messages or calls."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void profile(CallPathProfile p) {
                for (int cp = 0; cp < p.callPathCount(); cp++) {
                    context.add(cp, p.visits(cp));
                }
            }
        };
    }
}
