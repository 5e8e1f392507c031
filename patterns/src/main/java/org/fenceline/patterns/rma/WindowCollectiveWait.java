package org.fenceline.patterns.rma;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.analyzer.pattern.WindowCollective;
import org.fenceline.analyzer.pattern.WindowCollectiveKind;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/**
 * Time in a collective window call (create, free, fence) before the last member entered it. Scalasca's heuristic
 * for these calls: an implementation need not synchronise (a fence with MPI_MODE_NOPRECEDE, an eager free), so
 * only an instance whose members' calls all overlap (earliest exit not before the latest ENTER: in a model
 * without synchronisation cost the last member may enter at the very time the others leave) counts as a
 * synchronisation; then {@code idle = latest ENTER - ENTER}. Charged to the call on the waiting location.
 */
abstract class WindowCollectiveWait extends CatalogPattern {
    private final WindowCollectiveKind kind;

    WindowCollectiveWait(String id, String displayName, String parentId, WindowCollectiveKind kind,
                         Description description) {
        super(id, displayName, "sec", parentId, description);
        this.kind = kind;
    }

    /** Scalasca's waiting time in a window collective, 0 if the members' calls do not all overlap. */
    static long idle(WindowCollective c) {
        boolean synchronised = c.earliestEnd() >= c.latestBegin();
        return synchronised && c.begin() < c.latestBegin() ? c.latestBegin() - c.begin() : 0;
    }

    @Override
    public final ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void windowCollective(WindowCollective c) {
                long idle = c.kind() == kind ? idle(c) : 0;
                if (idle > 0) {
                    context.addNanos(c.callPath(), idle);
                    context.instance(c.callPath(), c.begin(), c.latestBegin(), idle, c.latestLocation(),
                            c.latestBegin(), c.latestBegin());
                }
            }
        };
    }
}
