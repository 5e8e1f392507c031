package org.fenceline.patterns.imbalance;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.analyzer.pattern.RootCauses;
import org.fenceline.analyzer.pattern.RootCauses.ImbalanceShare;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/**
 * A part of Scalasca's computational imbalance heuristic, which the engine computes with the root-cause analysis
 * (it needs every location's profile).
 */
abstract class ImbalanceMetric extends CatalogPattern {
    private final ImbalanceShare share;

    ImbalanceMetric(String id, String displayName, String parentId, ImbalanceShare share, Description description) {
        super(id, displayName, "sec", parentId, description);
        this.share = share;
    }

    @Override
    public final boolean usesRootCauses() {
        return true;
    }

    @Override
    public final ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void rootCauses(RootCauses causes) {
                for (int cp = 0; cp < context.callTree().size(); cp++) {
                    double value = causes.imbalance(share, cp);
                    if (value > 0) {
                        context.add(cp, value);
                    }
                }
            }
        };
    }
}
