package org.fenceline.patterns.rma;

import org.fenceline.analyzer.pattern.AccessEpoch;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/**
 * Late Post at the origin of an access epoch: the call that was blocked when the last target posted. Scalasca
 * checks, in this order, whether the latest post ({@code lastPost}, the targets' latest MPI_Win_post ENTER)
 * fell inside the complete (a non-blocking start), else inside the start (a blocking start), else inside each
 * one-sided operation of the epoch; the first case that applies is charged, {@code lastPost - ENTER} of that
 * call. The synchronisation variant takes the start/complete cases, the communication variant the operations.
 */
abstract class LatePost extends CatalogPattern {
    private final boolean inSynchronization;

    LatePost(String id, String parentId, boolean inSynchronization, Description description) {
        super(id, "Late Post", "sec", parentId, description);
        this.inSynchronization = inSynchronization;
    }

    @Override
    public final ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void accessEpochCompleted(AccessEpoch a) {
                long post = a.lastPostEnter();
                if (post == AccessEpoch.NO_POST) {
                    return;
                }
                if (post > a.completeEnter() && post <= a.completeLeave()) {
                    if (inSynchronization) {
                        charge(a, a.completeCallPath(), a.completeEnter());
                    }
                } else if (post > a.startEnter() && post <= a.startLeave()) {
                    if (inSynchronization) {
                        charge(a, a.startCallPath(), a.startEnter());
                    }
                } else if (!inSynchronization) {
                    for (int i = 0; i < a.operations(); i++) {
                        if (post > a.operationEnter(i) && post <= a.operationLeave(i)) {
                            charge(a, a.operationCallPath(i), a.operationEnter(i));
                        }
                    }
                }
            }

            private void charge(AccessEpoch a, int callPath, long enter) {
                long idle = a.lastPostEnter() - enter;
                context.addNanos(callPath, idle);
                context.instance(callPath, enter, a.lastPostEnter(), idle, a.lastPostTarget(), a.lastPostEnter(),
                        a.lastPostLeave());
            }
        };
    }
}
