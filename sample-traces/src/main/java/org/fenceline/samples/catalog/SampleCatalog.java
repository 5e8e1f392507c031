package org.fenceline.samples.catalog;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.fenceline.samples.rma.ProgressBenchmark;
import org.fenceline.samples.rma.WaitForProgress;

/**
 * Every sample run: which program, with which injected delays, and the severities those delays must produce.
 * The expectations are computed here from the delays (the programs' javadoc explains each formula), never from
 * an analysis; {@code regenerate.sh} writes them next to each committed trace as {@code expected.json}.
 *
 * <p>The delays are large (500 ms for a single wait) so that each stands far out of the programs' own computation
 * and the modelled communication, which the expectations leave out ({@link Tolerance}).
 */
public final class SampleCatalog {
    private static final double DELAY_MS = 500;
    private static final String DELAY = "500";
    private static final String P2P = "org.fenceline.samples.p2p.";
    private static final String COLLECTIVE = "org.fenceline.samples.collective.";
    private static final String RMA = "org.fenceline.samples.rma.";
    private static final String JACOBI = "org.fenceline.samples.jacobi.";

    /**
     * Receiving from several partners in a fixed order turns part of an application's Late Sender into Messages in
     * Wrong Order, depending on who is late by how much: the split is not predicted, the sum is.
     */
    private static final List<String> LATE_SENDER_PARTS = List.of("mpi_latesender_wo", "mpi_lswo_different",
            "mpi_lswo_same");

    private static final int JACOBI_RANKS = 4;
    private static final int JACOBI_ITERATIONS = 6;
    private static final int JACOBI_SLOW_RANK = 1;
    private static final double JACOBI_EXTRA_MS = 100;

    private SampleCatalog() {
    }

    public static List<Sample> all() {
        double d = seconds(DELAY_MS);
        return List.of(
                single("late-sender", P2P + "LateSender", 2, "exchange",
                        "rank 0 computes 500 ms before it sends", Map.of("mpi_latesender", d)),
                single("late-receiver", P2P + "LateReceiver", 2, "exchange",
                        "rank 1 computes 500 ms before it receives a synchronous send",
                        Map.of("mpi_latereceiver", d)),
                single("wrong-order", P2P + "WrongOrder", 2, "exchange",
                        "rank 0 sends a header, computes 500 ms, sends a body; rank 1 receives the body first",
                        Map.of("mpi_latesender", d, "mpi_latesender_wo", d, "mpi_lswo_same", d)),
                collective("wait-at-barrier", "WaitAtBarrier", "rank 3 computes 500 ms before MPI_Barrier",
                        Map.of("mpi_barrier_wait", 3 * d), "MPI_Barrier"),
                collective("wait-at-nxn", "WaitAtNxN", "rank 3 computes 500 ms before MPI_Allreduce",
                        Map.of("mpi_wait_nxn", 3 * d), "MPI_Allreduce"),
                collective("early-reduce", "EarlyReduce", "rank 3 computes 500 ms before MPI_Reduce to rank 0",
                        Map.of("mpi_earlyreduce", d), "MPI_Reduce"),
                collective("late-broadcast", "LateBroadcast", "the root computes 500 ms before MPI_Bcast",
                        Map.of("mpi_latebroadcast", 3 * d), "MPI_Bcast"),
                collective("early-scan", "EarlyScan", "rank 0 computes 500 ms before MPI_Scan",
                        Map.of("mpi_earlyscan", 3 * d), "MPI_Scan"),
                single("wait-at-create", RMA + "WaitAtCreate", 4, "setup",
                        "rank 3 computes 500 ms before MPI_Win_create", Map.of("mpi_rma_wait_at_create", 3 * d)),
                single("wait-at-free", RMA + "WaitAtFree", 4, "teardown",
                        "rank 3 computes 500 ms before MPI_Win_free", Map.of("mpi_rma_wait_at_free", 3 * d)),
                single("wait-at-fence", RMA + "WaitAtFence", 4, "step",
                        "rank 3 computes 500 ms longer than the others inside a fence epoch",
                        Map.of("mpi_rma_wait_at_fence", 3 * d)),
                single("early-fence", RMA + "EarlyFence", 2, "step",
                        "rank 0 computes 500 ms before its put to rank 1, which waits in the closing fence",
                        Map.of("mpi_rma_wait_at_fence", d, "mpi_rma_early_fence", d)),
                single("late-post", RMA + "LatePost", 2, "step",
                        "the target computes 500 ms before MPI_Win_post", Map.of("mpi_rma_sync_late_post", d)),
                single("early-wait", RMA + "EarlyWait", 2, "step",
                        "the origin computes 500 ms between MPI_Win_start and its put",
                        Map.of("mpi_rma_early_wait", d)),
                single("late-complete", RMA + "LateComplete", 2, "step",
                        "the origin computes 500 ms between its put and MPI_Win_complete",
                        Map.of("mpi_rma_early_wait", d, "mpi_rma_late_complete", d)),
                single("lock-contention", RMA + "LockContention", 3, "update",
                        "rank 1 holds an exclusive lock for 500 ms that rank 2 asks for",
                        Map.of("mpi_rma_sync_lock_competition", d)),
                single("wait-for-progress", RMA + "WaitForProgress", 2, "exchange",
                        "with emulated access, the target computes 500 ms during the origin's lock epoch",
                        Map.of("mpi_rma_sync_wait_for_progress", d * (1 - WaitForProgress.PREPARATION))),
                pingPong(), masterWorker(), ticketCounter(), progress("direct"), progress("emulated"),
                jacobi("jacobi-two-sided", "JacobiTwoSided",
                        Map.of("mpi_latesender", haloModel().twoSidedLateSender()),
                        LATE_SENDER_PARTS),
                jacobi("jacobi-fence", "JacobiFence", Map.of(
                        "mpi_rma_wait_at_fence",
                        seconds(JACOBI_EXTRA_MS) * (JACOBI_RANKS - 1) * (JACOBI_ITERATIONS - 1),
                        "mpi_rma_early_fence",
                        seconds(JACOBI_EXTRA_MS) * neighbours(JACOBI_SLOW_RANK) * (JACOBI_ITERATIONS - 1)),
                        List.of()),
                jacobi("jacobi-pscw", "JacobiPscw", Map.of(
                        "mpi_rma_sync_late_post", haloModel().pscwLatePostAndEarlyWait()[0],
                        "mpi_rma_early_wait", haloModel().pscwLatePostAndEarlyWait()[1]),
                        List.of()));
    }

    public static Optional<Sample> named(String name) {
        return all().stream().filter(s -> s.name().equals(name)).findFirst();
    }

    /** A one-pattern sample: one rank computes {@link #DELAY_MS} on purpose. */
    private static Sample single(String name, String program, int ranks, String region, String injected,
            Map<String, Double> expected) {
        return new Sample(name, program, ranks, List.of(DELAY), region, injected, seconds(DELAY_MS), expected,
                List.of(), null);
    }

    /** A one-pattern sample of a collective operation on 4 ranks; it needs the collective in the trace. */
    private static Sample collective(String name, String program, String injected, Map<String, Double> expected,
            String call) {
        return new Sample(name, COLLECTIVE + program, 4, List.of(DELAY), "step", injected, seconds(DELAY_MS),
                expected, List.of(), call);
    }

    /** Rank 1 replies after 200 ms, 3 rounds: rank 0 waits each time. */
    private static Sample pingPong() {
        int rounds = 3;
        double reply = seconds(200);
        return new Sample("ping-pong", P2P + "PingPong", 2, List.of("200", String.valueOf(rounds)), "ping-pong",
                "rank 1 takes 200 ms to reply, 3 rounds", rounds * reply, Map.of("mpi_latesender", rounds * reply),
                List.of(), null);
    }

    /** 4 ranks, worker w's tasks take w · 100 ms, 2 rounds: n(n-1)/2 = 6 units of Late Sender per round. */
    private static Sample masterWorker() {
        int n = 4;
        int rounds = 2;
        double unit = seconds(100);
        return new Sample("master-worker", P2P + "MasterWorker", n, List.of("100", String.valueOf(rounds)),
                "task-farm", "worker w's tasks take w x 100 ms, assigned statically, 2 rounds",
                rounds * n * (n - 1) / 2.0 * unit, Map.of("mpi_latesender", rounds * n * (n - 1) / 2.0 * unit),
                LATE_SENDER_PARTS, null);
    }

    /** 3 workers, 3 tickets each, 100 ms under the lock, 50 ms outside: W(W-1)/2·h + W(T-1)((W-1)h - p). */
    private static Sample ticketCounter() {
        int workers = 3;
        int tickets = 3;
        double hold = seconds(100);
        double process = seconds(50);
        double contention = workers * (workers - 1) / 2.0 * hold
                + workers * (tickets - 1) * ((workers - 1) * hold - process);
        return new Sample("ticket-counter", RMA + "TicketCounter", workers + 1,
                List.of("100", "50", String.valueOf(tickets)), "draw-tickets",
                "3 workers hold an exclusive lock 100 ms per ticket (logging inside the lock), 3 tickets each",
                workers * tickets * (hold + process), Map.of("mpi_rma_sync_lock_competition", contention),
                List.of(), null);
    }

    /**
     * 6 cycles of 100 ms mean. Emulated access: rank 0 waits for rank 1's phase minus its own preparation (a fifth
     * of the phase), and rank 1 then waits as long for rank 0; direct access: no waits.
     */
    private static Sample progress(String access) {
        int cycles = 6;
        double phases = cycles * seconds(100);
        double waits = phases * (1 - ProgressBenchmark.PREPARATION);
        Map<String, Double> expected = access.equals("emulated")
                ? Map.of("mpi_rma_sync_wait_for_progress", waits, "mpi_latesender", waits)
                : Map.of();
        return new Sample("progress-" + access, RMA + "ProgressBenchmark", 2,
                List.of(access, "100", String.valueOf(cycles)), "cycles",
                "the thesis's progress benchmark with " + access + " access: 6 cycles, 100 ms mean compute phase",
                2 * phases, expected, List.of(), null);
    }

    private static Sample jacobi(String name, String program, Map<String, Double> expected,
            List<String> unchecked) {
        return new Sample(name, JACOBI + program, JACOBI_RANKS,
                List.of(String.valueOf(JACOBI_ITERATIONS), String.valueOf(JACOBI_SLOW_RANK),
                        String.valueOf((int) JACOBI_EXTRA_MS)),
                "solve", "rank " + JACOBI_SLOW_RANK + " computes " + (int) JACOBI_EXTRA_MS
                        + " ms longer in each of " + JACOBI_ITERATIONS + " iterations",
                JACOBI_ITERATIONS * seconds(JACOBI_EXTRA_MS), expected, unchecked,
                null);
    }

    private static HaloExchangeModel haloModel() {
        return new HaloExchangeModel(JACOBI_RANKS, JACOBI_ITERATIONS, JACOBI_SLOW_RANK, seconds(JACOBI_EXTRA_MS));
    }

    private static int neighbours(int rank) {
        return (rank > 0 ? 1 : 0) + (rank < JACOBI_RANKS - 1 ? 1 : 0);
    }

    private static double seconds(double millis) {
        return millis / 1e3;
    }
}
