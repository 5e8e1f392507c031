package org.fenceline.patterns.criticalpath;

import java.util.List;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.analyzer.pattern.RootCauses;
import org.fenceline.analyzer.pattern.RootCauses.CriticalPathShare;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** A metric of the critical path (Scalasca's CriticalPath.pattern), read from the engine's backward replay. */
abstract class CriticalPathMetric extends CatalogPattern {
    /** The wait states at which the critical path moves to the location waited for. */
    static final List<String> SYNCHRONISATIONS = List.of("mpi_latesender", "mpi_latereceiver", "mpi_barrier_wait",
            "mpi_earlyreduce", "mpi_latebroadcast", "mpi_wait_nxn", "mpi_rma_wait_at_fence", "mpi_rma_early_fence",
            "mpi_rma_sync_late_post", "mpi_rma_comm_late_post", "mpi_rma_early_wait", "mpi_rma_late_complete",
            "mpi_rma_sync_lock_competition", "mpi_rma_comm_lock_competition", "mpi_rma_sync_wait_for_progress",
            "mpi_rma_comm_wait_for_progress");

    private final CriticalPathShare share;

    CriticalPathMetric(String id, String displayName, String parentId, CriticalPathShare share,
                       Description description) {
        super(id, displayName, "sec", parentId, description);
        this.share = share;
    }

    @Override
    public final List<String> waitStatesExplained() {
        return SYNCHRONISATIONS;
    }

    /** The metric's value at a call path of the location. */
    double value(RootCauses causes, int callPath) {
        return causes.criticalPath(share, callPath);
    }

    @Override
    public final ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void rootCauses(RootCauses causes) {
                for (int cp = 0; cp < context.callTree().size(); cp++) {
                    double value = value(causes, cp);
                    if (value > 0) {
                        context.add(cp, value);
                    }
                }
            }
        };
    }
}
