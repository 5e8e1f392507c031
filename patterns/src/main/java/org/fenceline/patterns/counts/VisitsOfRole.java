package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.CallPathProfile;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/** A count of the visits of the call paths whose region has one role (Scalasca derives these from visits). */
abstract class VisitsOfRole extends CatalogPattern {
    private final RegionRole role;

    VisitsOfRole(String id, String displayName, String parentId, RegionRole role, Description description) {
        super(id, displayName, "occ", parentId, description);
        this.role = role;
    }

    @Override
    public final ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void profile(CallPathProfile p) {
                for (int cp = 0; cp < p.callPathCount(); cp++) {
                    if (p.visits(cp) != 0 && p.region(cp).role() == role) {
                        context.add(cp, p.visits(cp));
                    }
                }
            }
        };
    }
}
