package org.fenceline.viewer.model;

import java.util.Set;
import java.util.stream.Collectors;

import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.Report;

/**
 * Which metrics of a report are wait states (time lost waiting, as opposed to time categories, counts or
 * bytes): the metrics Fenceline kept pattern instances for, and the wait-state patterns of Fenceline's and
 * Scalasca 2.x's catalogs by id, so that a Scalasca report, which keeps no instances, is covered too.
 */
final class WaitStateMetrics {
    /** The wait-state patterns of docs/patterns.md (Scalasca 2.x ids). */
    private static final Set<String> PATTERN_IDS = Set.of(
            "mpi_latesender", "mpi_latesender_wo", "mpi_lswo_different", "mpi_lswo_same", "mpi_latereceiver",
            "mpi_barrier_wait", "mpi_barrier_completion", "mpi_wait_nxn", "mpi_nxn_completion", "mpi_earlyreduce",
            "mpi_latebroadcast", "mpi_earlyscan", "mpi_init_completion", "mpi_finalize_wait",
            "mpi_rma_wait_at_create", "mpi_rma_wait_at_free", "mpi_rma_wait_at_fence", "mpi_rma_early_fence",
            "mpi_rma_sync_late_post", "mpi_rma_comm_late_post", "mpi_rma_early_wait", "mpi_rma_late_complete",
            "mpi_rma_sync_lock_competition", "mpi_rma_comm_lock_competition", "mpi_rma_sync_wait_for_progress",
            "mpi_rma_comm_wait_for_progress");

    private final Set<String> ids;

    private WaitStateMetrics(Set<String> ids) {
        this.ids = ids;
    }

    static WaitStateMetrics of(Report report) {
        Set<String> ids = report.instances().stream().map(Instance::metricId).collect(Collectors.toSet());
        ids.addAll(PATTERN_IDS);
        return new WaitStateMetrics(ids);
    }

    boolean isWaitState(Metric m) {
        return "sec".equals(m.unit()) && !m.kind().isDerived() && ids.contains(m.id());
    }
}
