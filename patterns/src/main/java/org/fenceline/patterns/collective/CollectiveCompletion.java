package org.fenceline.patterns.collective;

import org.fenceline.analyzer.pattern.CollectiveKind;
import org.fenceline.analyzer.pattern.CollectiveSync;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/**
 * A collective completion time: time at the end of a synchronisation point of one {@link CollectiveKind}
 * after the first participant already left ({@link SynchronizationTimes#completion}).
 */
abstract class CollectiveCompletion extends CatalogPattern {
    private final CollectiveKind kind;

    CollectiveCompletion(String id, String displayName, String parentId, CollectiveKind kind,
                         Description description) {
        super(id, displayName, "sec", parentId, description);
        this.kind = kind;
    }

    @Override
    public final ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void synchronizationPoint(CollectiveSync s) {
                if (s.kind() != kind || !s.isSyncpoint()) {
                    return;
                }
                long completion = SynchronizationTimes.completion(s);
                if (completion > 0) {
                    context.addNanos(s.callPath(), completion);
                    context.instance(s.callPath(), s.end() - completion, s.end(), completion, -1, 0, 0);
                }
            }
        };
    }
}
