package org.fenceline.patterns.collective;

import org.fenceline.analyzer.pattern.CollectiveKind;
import org.fenceline.analyzer.pattern.CollectiveSync;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/**
 * A collective wait state: time at the start of a synchronisation point of one {@link CollectiveKind}, spent
 * waiting for another participant to arrive. Charged to the collective's call path on the waiting location.
 */
abstract class CollectiveWait extends CatalogPattern {
    private final CollectiveKind kind;

    CollectiveWait(String id, String displayName, String parentId, CollectiveKind kind, Description description) {
        super(id, displayName, "sec", parentId, description);
        this.kind = kind;
    }

    /** The waiting time at this synchronisation point (ns). */
    abstract long waitNs(CollectiveSync s);

    /** The location waited for. */
    int cause(CollectiveSync s) {
        return s.latestLocation();
    }

    @Override
    public final ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void synchronizationPoint(CollectiveSync s) {
                if (s.kind() != kind || !s.isSyncpoint()) {
                    return;
                }
                long wait = waitNs(s);
                if (wait > 0) {
                    long arrival = s.begin() + wait;
                    context.addNanos(s.callPath(), wait);
                    context.instance(s.callPath(), s.begin(), arrival, wait, cause(s), arrival, arrival);
                }
            }
        };
    }
}
