package org.fenceline.samples.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One sample run and what its analysis must show: the program and its launch, the user region the inefficiency
 * happens in, the expected severity of each metric it produces (in seconds, total over ranks, derived from the
 * injected delays), and the wait-state metrics that must stay near zero in that region.
 *
 * @param name       directory name under {@code sample-traces/traces/}
 * @param program    the main class, in package org.fenceline.samples
 * @param ranks      -np
 * @param args       the program's arguments (the delays are among them)
 * @param region     the user region of the program that holds the inefficiency; severities are taken there
 * @param injected   what the program does on purpose, in one sentence
 * @param injectedSeconds the injected computation summed over ranks: what "near zero" is relative to
 * @param expected   metric id → expected seconds
 * @param unchecked  wait-state metrics the sample may show besides the expected ones (parts of an expected
 *                   metric that the sample's dynamics split unpredictably); not checked
 * @param recordedCall an MPI call whose record the expectation depends on (its region must be in the trace), or
 *                   null
 */
public record Sample(String name, String program, int ranks, List<String> args, String region, String injected,
        double injectedSeconds, Map<String, Double> expected, List<String> unchecked,
        String recordedCall) {

    /** Every metric that measures a wait state; the ones a sample does not expect must stay near zero. */
    public static final List<String> WAIT_STATES = List.of(
            "mpi_latesender", "mpi_latesender_wo", "mpi_lswo_different", "mpi_lswo_same", "mpi_latereceiver",
            "mpi_barrier_wait", "mpi_wait_nxn", "mpi_earlyreduce", "mpi_latebroadcast", "mpi_earlyscan",
            "mpi_rma_wait_at_create", "mpi_rma_wait_at_free", "mpi_rma_wait_at_fence", "mpi_rma_early_fence",
            "mpi_rma_sync_late_post", "mpi_rma_comm_late_post", "mpi_rma_early_wait", "mpi_rma_late_complete",
            "mpi_rma_sync_lock_competition", "mpi_rma_comm_lock_competition", "mpi_rma_sync_wait_for_progress",
            "mpi_rma_comm_wait_for_progress");

    public Sample {
        args = List.copyOf(args);
        expected = Map.copyOf(expected);
        unchecked = List.copyOf(unchecked);
    }

    /** The wait-state metrics this sample must not produce. */
    public List<String> nearZero() {
        List<String> metrics = new ArrayList<>(WAIT_STATES);
        metrics.removeAll(expected.keySet());
        metrics.removeAll(unchecked);
        return metrics;
    }
}
