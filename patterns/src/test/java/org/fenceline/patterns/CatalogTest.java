package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.fenceline.analyzer.pattern.Pattern;
import org.fenceline.analyzer.pattern.PatternCatalog;
import org.fenceline.analyzer.report.Metric;
import org.junit.jupiter.api.Test;

/** The catalog forms exactly METRICS.md's tree for the metrics it implements. */
class CatalogTest {
    /** METRICS.md's tree, restricted to this catalog's metrics, as "depth id" lines in pre-order. */
    private static final String EXPECTED = """
            0 time
            1 execution
            2 comp
            2 mpi
            3 mpi_management
            4 mpi_init_exit
            5 mpi_init_completion
            5 mpi_finalize_wait
            4 mpi_mgmt_comm
            4 mpi_mgmt_file
            4 mpi_mgmt_win
            5 mpi_rma_wait_at_create
            5 mpi_rma_wait_at_free
            3 mpi_synchronization
            4 mpi_sync_collective
            5 mpi_barrier_wait
            5 mpi_barrier_completion
            4 mpi_rma_synchronization
            5 mpi_rma_sync_active
            6 mpi_rma_sync_late_post
            6 mpi_rma_early_wait
            7 mpi_rma_late_complete
            6 mpi_rma_wait_at_fence
            7 mpi_rma_early_fence
            5 mpi_rma_sync_passive
            6 mpi_rma_sync_lock_competition
            6 mpi_rma_sync_wait_for_progress
            3 mpi_communication
            4 mpi_point2point
            5 mpi_latesender
            6 mpi_latesender_wo
            7 mpi_lswo_different
            7 mpi_lswo_same
            5 mpi_latereceiver
            4 mpi_collective
            5 mpi_earlyreduce
            5 mpi_earlyscan
            5 mpi_latebroadcast
            5 mpi_wait_nxn
            5 mpi_nxn_completion
            4 mpi_rma_communication
            5 mpi_rma_comm_late_post
            5 mpi_rma_comm_lock_competition
            5 mpi_rma_comm_wait_for_progress
            3 mpi_io
            4 mpi_io_individual
            4 mpi_io_collective
            1 overhead
            0 visits
            0 syncs
            1 syncs_p2p
            2 syncs_send
            3 mpi_slr_count
            2 syncs_recv
            3 mpi_sls_count
            4 mpi_slswo_count
            1 syncs_coll
            1 syncs_rma
            2 syncs_rma_active
            2 syncs_rma_passive
            0 mpi_rma_pairsync_count
            1 mpi_rma_pairsync_unneeded_count
            0 comms
            1 comms_p2p
            2 comms_send
            3 mpi_clr_count
            2 comms_recv
            3 mpi_cls_count
            4 mpi_clswo_count
            1 comms_coll
            2 comms_cxch
            2 comms_csrc
            2 comms_cdst
            1 comms_rma
            2 comms_rma_puts
            2 comms_rma_gets
            2 comms_rma_atomics
            0 bytes
            1 bytes_p2p
            2 bytes_sent
            2 bytes_rcvd
            1 bytes_coll
            2 bytes_cout
            2 bytes_cin
            1 bytes_rma
            2 bytes_put
            2 bytes_get
            0 delay
            1 delay_mpi
            2 delay_p2p
            3 delay_latesender_aggregate
            4 delay_latesender
            4 delay_latesender_longterm
            3 delay_latereceiver_aggregate
            4 delay_latereceiver
            4 delay_latereceiver_longterm
            2 delay_collective
            3 delay_barrier_aggregate
            4 delay_barrier
            4 delay_barrier_longterm
            3 delay_n21_aggregate
            4 delay_n21
            4 delay_n21_longterm
            3 delay_12n_aggregate
            4 delay_12n
            4 delay_12n_longterm
            3 delay_n2n_aggregate
            4 delay_n2n
            4 delay_n2n_longterm
            3 delay_earlyscan_aggregate
            4 delay_earlyscan
            4 delay_earlyscan_longterm
            3 delay_finalize_aggregate
            4 delay_finalize
            4 delay_finalize_longterm
            2 delay_rma
            3 delay_rma_wait_at_fence_aggregate
            4 delay_rma_wait_at_fence
            4 delay_rma_wait_at_fence_longterm
            3 delay_rma_early_fence_aggregate
            4 delay_rma_early_fence
            4 delay_rma_early_fence_longterm
            3 delay_rma_late_post_aggregate
            4 delay_rma_late_post
            4 delay_rma_late_post_longterm
            3 delay_rma_early_wait_aggregate
            4 delay_rma_early_wait
            4 delay_rma_early_wait_longterm
            3 delay_rma_late_complete_aggregate
            4 delay_rma_late_complete
            4 delay_rma_late_complete_longterm
            3 delay_rma_lock_contention_aggregate
            4 delay_rma_lock_contention
            4 delay_rma_lock_contention_longterm
            3 delay_rma_wait_for_progress_aggregate
            4 delay_rma_wait_for_progress
            4 delay_rma_wait_for_progress_longterm
            3 delay_rma_wait_at_create_aggregate
            4 delay_rma_wait_at_create
            4 delay_rma_wait_at_create_longterm
            3 delay_rma_wait_at_free_aggregate
            4 delay_rma_wait_at_free
            4 delay_rma_wait_at_free_longterm
            0 waitstates_propagating_vs_terminal
            1 mpi_wait_propagating
            2 mpi_wait_propagating_ls
            2 mpi_wait_propagating_lr
            1 mpi_wait_terminal
            2 mpi_wait_terminal_ls
            2 mpi_wait_terminal_lr
            0 waitstates_direct_vs_indirect
            1 mpi_wait_direct
            2 mpi_wait_direct_latesender
            2 mpi_wait_direct_latereceiver
            1 mpi_wait_indirect
            2 mpi_wait_indirect_latesender
            2 mpi_wait_indirect_latereceiver
            0 critical_path
            1 critical_path_imbalance
            0 performance_impact
            1 performance_impact_criticalpath
            2 critical_path_activities
            2 critical_imbalance_impact
            3 intra_partition_imbalance
            3 inter_partition_imbalance
            1 non_critical_path_activities
            0 imbalance
            1 imbalance_above
            2 imbalance_above_single
            1 imbalance_below
            2 imbalance_below_bypass
            3 imbalance_below_singularity
            """;

    private final PatternCatalog catalog = PatternCatalog.load(getClass().getClassLoader());

    @Test
    void metricTreeIsMetricsMdsShape() {
        List<String> lines = new ArrayList<>();
        for (Metric m : catalog.metricTree().metrics()) {
            lines.add(m.depth() + " " + m.id());
        }
        assertEquals(EXPECTED.strip(), String.join("\n", lines));
    }

    @Test
    void everyDescriptionExplainsMeaningFormulaCauseAndRemedy() {
        for (Pattern p : catalog.patterns()) {
            String d = p.description();
            assertTrue(d.contains("<b>Formula:</b>") && d.contains("<b>Typical cause:</b>")
                    && d.contains("<b>What to change:</b>"), p.id());
            assertTrue(List.of("sec", "occ", "bytes").contains(p.unit()), p.id());
        }
    }
}
