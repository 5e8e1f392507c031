package org.fenceline.patterns;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;

/**
 * A metric whose value is the sum of its child metrics (Scalasca derives these after the analysis): a child
 * added later, e.g. one-sided synchronisations under {@code syncs}, is included without changing this class.
 */
public abstract class SumOfChildren extends CatalogPattern {
    protected SumOfChildren(String id, String displayName, String unit, String parentId, Description description) {
        super(id, displayName, unit, parentId, description);
    }

    @Override
    public final boolean sumOfChildren() {
        return true;
    }

    @Override
    public final ReplayListener listener(PatternContext context) {
        return null;
    }
}
