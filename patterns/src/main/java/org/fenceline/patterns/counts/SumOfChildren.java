package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/**
 * A count whose value is the sum of its child metrics (Scalasca derives these after the analysis): a child
 * added later, e.g. one-sided synchronisations under {@code syncs}, is included without changing this class.
 */
abstract class SumOfChildren extends CatalogPattern {
    SumOfChildren(String id, String displayName, String unit, String parentId, Description description) {
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
