package org.fenceline.samples.catalog;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every sample run: which program, with which injected delays, and the severities those delays must produce.
 * The expectations are computed here from the delays (the programs' javadoc explains each formula), never from
 * an analysis; {@code regenerate.sh} writes them next to each committed trace as {@code expected.json}.
 */
public final class SampleCatalog {
    /** The injected delay of the one-pattern samples. */
    static final double DELAY_MS = 100;
    private static final String DELAY = "100";
    private static final String P2P = "org.fenceline.samples.p2p.";
    private static final String COLLECTIVE = "org.fenceline.samples.collective.";
    private static final String RMA = "org.fenceline.samples.rma.";
    private static final String JACOBI = "org.fenceline.samples.jacobi.";

    /** Jacobi runs: iterations, slow rank and its extra computation per iteration. */
    static final int JACOBI_RANKS = 4;
    static final int JACOBI_ITERATIONS = 20;
    static final int JACOBI_SLOW_RANK = 1;
    static final double JACOBI_EXTRA_MS = 5;

    private SampleCatalog() {
    }

    public static List<Sample> all() {
        double d = seconds(DELAY_MS);
        return List.of(
                new Sample("late-sender", P2P + "LateSender", 2, List.of(DELAY), "exchange",
                        "rank 0 computes 100 ms before it sends", Map.of("mpi_latesender", d), null),
                new Sample("late-receiver", P2P + "LateReceiver", 2, List.of(DELAY), "exchange",
                        "rank 1 computes 100 ms before it receives a synchronous send",
                        Map.of("mpi_latereceiver", d), null),
                new Sample("wrong-order", P2P + "WrongOrder", 2, List.of(DELAY), "exchange",
                        "rank 0 sends a header, computes 100 ms, sends a body; rank 1 receives the body first",
                        Map.of("mpi_latesender", d, "mpi_latesender_wo", d, "mpi_lswo_same", d), null),
                new Sample("wait-at-barrier", COLLECTIVE + "WaitAtBarrier", 4, List.of(DELAY), "step",
                        "rank 3 computes 100 ms before MPI_Barrier", Map.of("mpi_barrier_wait", 3 * d),
                        "MPI_Barrier"),
                new Sample("wait-at-nxn", COLLECTIVE + "WaitAtNxN", 4, List.of(DELAY), "step",
                        "rank 3 computes 100 ms before MPI_Allreduce", Map.of("mpi_wait_nxn", 3 * d),
                        "MPI_Allreduce"),
                new Sample("early-reduce", COLLECTIVE + "EarlyReduce", 4, List.of(DELAY), "step",
                        "rank 3 computes 100 ms before MPI_Reduce to rank 0", Map.of("mpi_earlyreduce", d),
                        "MPI_Reduce"),
                new Sample("late-broadcast", COLLECTIVE + "LateBroadcast", 4, List.of(DELAY), "step",
                        "the root computes 100 ms before MPI_Bcast", Map.of("mpi_latebroadcast", 3 * d),
                        "MPI_Bcast"),
                new Sample("early-scan", COLLECTIVE + "EarlyScan", 4, List.of(DELAY), "step",
                        "rank 0 computes 100 ms before MPI_Scan", Map.of("mpi_earlyscan", 3 * d), "MPI_Scan"),
                new Sample("wait-at-create", RMA + "WaitAtCreate", 4, List.of(DELAY), "setup",
                        "rank 3 computes 100 ms before MPI_Win_create", Map.of("mpi_rma_wait_at_create", 3 * d),
                        null),
                new Sample("wait-at-free", RMA + "WaitAtFree", 4, List.of(DELAY), "teardown",
                        "rank 3 computes 100 ms before MPI_Win_free", Map.of("mpi_rma_wait_at_free", 3 * d), null),
                new Sample("wait-at-fence", RMA + "WaitAtFence", 4, List.of(DELAY), "step",
                        "rank 3 computes 100 ms longer than the others inside a fence epoch",
                        Map.of("mpi_rma_wait_at_fence", 3 * d), null),
                new Sample("early-fence", RMA + "EarlyFence", 2, List.of(DELAY), "step",
                        "rank 0 computes 100 ms before its put to rank 1, which waits in the closing fence",
                        Map.of("mpi_rma_wait_at_fence", d, "mpi_rma_early_fence", d), null),
                new Sample("late-post", RMA + "LatePost", 2, List.of(DELAY), "step",
                        "the target computes 100 ms before MPI_Win_post", Map.of("mpi_rma_sync_late_post", d),
                        null),
                new Sample("early-wait", RMA + "EarlyWait", 2, List.of(DELAY), "step",
                        "the origin computes 100 ms between MPI_Win_start and its put",
                        Map.of("mpi_rma_early_wait", d), null),
                new Sample("late-complete", RMA + "LateComplete", 2, List.of(DELAY), "step",
                        "the origin computes 100 ms between its put and MPI_Win_complete",
                        Map.of("mpi_rma_early_wait", d, "mpi_rma_late_complete", d), null),
                new Sample("lock-contention", RMA + "LockContention", 3, List.of(DELAY), "update",
                        "rank 1 holds an exclusive lock for 100 ms that rank 2 asks for",
                        Map.of("mpi_rma_sync_lock_competition", d), null),
                new Sample("wait-for-progress", RMA + "WaitForProgress", 2, List.of(DELAY), "exchange",
                        "with emulated access, the target computes 100 ms during the origin's lock epoch",
                        Map.of("mpi_rma_sync_wait_for_progress", d), null),
                pingPong(), masterWorker(), ticketCounter(),
                progress("direct"), progress("emulated"),
                jacobi("jacobi-two-sided", "JacobiTwoSided",
                        Map.of("mpi_latesender", seconds(JACOBI_EXTRA_MS) * waveIterations())),
                jacobi("jacobi-fence", "JacobiFence", Map.of(
                        "mpi_rma_wait_at_fence",
                        seconds(JACOBI_EXTRA_MS) * (JACOBI_RANKS - 1) * (JACOBI_ITERATIONS - 1),
                        "mpi_rma_early_fence",
                        seconds(JACOBI_EXTRA_MS) * neighbours(JACOBI_SLOW_RANK) * (JACOBI_ITERATIONS - 1))),
                jacobi("jacobi-pscw", "JacobiPscw",
                        Map.of("mpi_rma_sync_late_post", seconds(JACOBI_EXTRA_MS) * waveIterations())));
    }

    public static Optional<Sample> named(String name) {
        return all().stream().filter(s -> s.name().equals(name)).findFirst();
    }

    /** Rank 1 replies after 20 ms, 5 rounds: rank 0 waits each time. */
    private static Sample pingPong() {
        return new Sample("ping-pong", P2P + "PingPong", 2, List.of("20", "5"), "ping-pong",
                "rank 1 takes 20 ms to reply, 5 rounds", Map.of("mpi_latesender", 5 * seconds(20)), null);
    }

    /** 4 ranks, worker w's tasks take w · 10 ms, 3 rounds: n(n-1)/2 = 6 units of Late Sender per round. */
    private static Sample masterWorker() {
        int n = 4;
        int rounds = 3;
        double unit = seconds(10);
        return new Sample("master-worker", P2P + "MasterWorker", n, List.of("10", String.valueOf(rounds)),
                "task-farm", "worker w's tasks take w x 10 ms, assigned statically, 3 rounds",
                Map.of("mpi_latesender", rounds * n * (n - 1) / 2.0 * unit), null);
    }

    /** 3 workers, 3 tickets each, 10 ms under the lock, 5 ms outside: W(W-1)/2·h + W(T-1)((W-1)h - p). */
    private static Sample ticketCounter() {
        int workers = 3;
        int tickets = 3;
        double hold = seconds(10);
        double process = seconds(5);
        double contention = workers * (workers - 1) / 2.0 * hold
                + workers * (tickets - 1) * ((workers - 1) * hold - process);
        return new Sample("ticket-counter", RMA + "TicketCounter", workers + 1, List.of("10", "5",
                String.valueOf(tickets)), "draw-tickets",
                "3 workers hold an exclusive lock 10 ms per ticket (logging inside the lock), 3 tickets each",
                Map.of("mpi_rma_sync_lock_competition", contention), null);
    }

    /** 10 cycles of 10 ms mean: emulated access waits the target's whole phases; direct access nothing. */
    private static Sample progress(String access) {
        int cycles = 10;
        double phases = cycles * seconds(10);
        Map<String, Double> expected = access.equals("emulated")
                ? Map.of("mpi_rma_sync_wait_for_progress", phases, "mpi_latesender", phases)
                : Map.of();
        return new Sample("progress-" + access, RMA + "ProgressBenchmark", 2,
                List.of(access, "10", String.valueOf(cycles)), "cycles",
                "the thesis's progress benchmark with " + access + " access: 10 cycles, 10 ms mean compute phase",
                expected, null);
    }

    private static Sample jacobi(String name, String program, Map<String, Double> expected) {
        return new Sample(name, JACOBI + program, JACOBI_RANKS,
                List.of(String.valueOf(JACOBI_ITERATIONS), String.valueOf(JACOBI_SLOW_RANK),
                        String.valueOf((int) JACOBI_EXTRA_MS)),
                "solve", "rank " + JACOBI_SLOW_RANK + " computes " + (int) JACOBI_EXTRA_MS
                        + " ms longer in each of " + JACOBI_ITERATIONS + " iterations",
                expected, null);
    }

    /**
     * Iterations in which some rank waits for the slow rank when only neighbours synchronise: the delay travels
     * one rank per iteration, so a rank d ranks away waits in iterations d+1 .. I.
     */
    private static int waveIterations() {
        int total = 0;
        for (int r = 0; r < JACOBI_RANKS; r++) {
            if (r != JACOBI_SLOW_RANK) {
                total += JACOBI_ITERATIONS - Math.abs(r - JACOBI_SLOW_RANK);
            }
        }
        return total;
    }

    private static int neighbours(int rank) {
        return (rank > 0 ? 1 : 0) + (rank < JACOBI_RANKS - 1 ? 1 : 0);
    }

    private static double seconds(double millis) {
        return millis / 1e3;
    }
}
