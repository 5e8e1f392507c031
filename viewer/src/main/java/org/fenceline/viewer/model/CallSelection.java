package org.fenceline.viewer.model;

import java.util.ArrayList;
import java.util.List;

import org.fenceline.analyzer.report.Aggregation;
import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.Region;

/**
 * What the system tree is computed for: a signed sum of call-path values. A call-tree node is one term; a
 * flat-profile region is the sum over its call paths, and its "subroutines" entry is that region's inclusive
 * sum minus its exclusive one, hence the signs.
 */
public record CallSelection(List<Term> terms) {

    /** One call path's value, inclusive or exclusive, added ({@code sign} 1) or subtracted (-1). */
    public record Term(CallPathNode callPath, Aggregation aggregation, int sign) {
    }

    public CallSelection {
        terms = List.copyOf(terms);
    }

    public static CallSelection of(CallPathNode callPath, Aggregation aggregation) {
        return new CallSelection(List.of(new Term(callPath, aggregation, 1)));
    }

    /**
     * A flat-profile entry: the region alone (exclusive, expanded node), the region with its callees
     * (inclusive, collapsed node) or only its callees (the "subroutines" child).
     */
    public static CallSelection of(FlatEntry entry, Aggregation aggregation, List<CallPathNode> callPaths) {
        List<Term> terms = new ArrayList<>();
        Region region = entry.region();
        boolean withCallees = entry.subroutines() || aggregation == Aggregation.INCLUSIVE;
        for (CallPathNode c : callPaths) {
            if (c.region() != region) {
                continue;
            }
            if (withCallees && isOutermost(c)) {
                terms.add(new Term(c, Aggregation.INCLUSIVE, 1));
            }
            if (entry.subroutines()) {
                terms.add(new Term(c, Aggregation.EXCLUSIVE, -1));
            } else if (!withCallees) {
                terms.add(new Term(c, Aggregation.EXCLUSIVE, 1));
            }
        }
        return new CallSelection(terms);
    }

    /**
     * Whether no caller of this call path enters the same region: a recursive region's inclusive value
     * counts only its outermost call paths, or its time would be counted twice.
     */
    static boolean isOutermost(CallPathNode c) {
        for (CallPathNode p = c.parent(); p != null; p = p.parent()) {
            if (p.region() == c.region()) {
                return false;
            }
        }
        return true;
    }
}
