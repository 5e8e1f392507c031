package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.analyzer.pattern.RmaOperation;
import org.fenceline.analyzer.pattern.RmaOperationKind;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** A count of the one-sided communication calls of one kind, at the origin's call path. */
abstract class RmaOperationCount extends CatalogPattern {
    private final RmaOperationKind kind;

    RmaOperationCount(String id, String displayName, RmaOperationKind kind, Description description) {
        super(id, displayName, "occ", "comms_rma", description);
        this.kind = kind;
    }

    @Override
    public final ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void rmaOperation(RmaOperation op) {
                if (op.kind() == kind) {
                    context.add(op.callPath(), 1);
                }
            }
        };
    }
}
