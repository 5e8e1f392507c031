package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.fenceline.analyzer.report.ConsoleReport;
import org.fenceline.analyzer.report.CriticalPathSegment;
import org.fenceline.analyzer.report.DelayInterval;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.RootCause;
import org.fenceline.analyzer.summary.Summary;
import org.fenceline.analyzer.summary.SummaryReader;
import org.fenceline.analyzer.summary.SummaryWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Delay costs, wait-state classification and the critical path (Böhme et al.) on traces small enough to compute
 * by hand. Notation: an interval runs from the previous synchronisation of the two locations to the moment the
 * wait state ended; d(c) = the delayer's time in call path c minus the waiter's, both without waiting time;
 * W = the delayer's waiting time in the interval; short-term = min(w / (sum d + W), 1) d(c).
 */
class RootCauseTest {
    private static final int W = TraceBuilder.WORLD;
    private static final double TOLERANCE = 1e-9;

    @TempDir
    Path dir;

    /**
     * Every rank is in main from 0. rank 0: solve 1..4, send 4.25..5; rank 1: solve 1..2, receive 2.25..6 (Late
     * Sender 2, ends at 4.25). The interval starts at the trace start: d(solve) = 3 - 1 = 2 on rank 0 (main is
     * 1.25 on both), so the whole wait is rank 0's short-term delay in solve. Finalize: rank 0 7..8, rank 1 9..10,
     * so the critical path starts on rank 1 at 9, runs back to 4.25 (receive 4.25..6, main 6..9), then on rank 0
     * from 4.25 to the start (main 1.25, solve 3). Rank 0 waits in MPI_Finalize until it leaves (8): 1, in the
     * interval (4.25, 8] explained by rank 1's receive (1.75 against nothing on rank 0; main is 2 on both).
     */
    @Test
    void lateSenderCausedByComputation() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).call("solve", 1, 4).send(4.25, 5, 1, 0, 8).call("MPI_Finalize", 7, 8);
        t.at(1).call("solve", 1, 2).recv(2.25, 6, 0, 0, 8).call("MPI_Finalize", 9, 10);
        Analysis a = Analysis.of(t, dir);

        a.assertValue(2, "mpi_latesender", "main/MPI_Recv", 1);
        a.assertValue(2, "delay_latesender", "main/solve", 0);
        a.assertTotal(2, "delay_latesender");
        a.assertTotal(0, "delay_latesender_longterm");
        a.assertTotal(2, "delay_latesender_aggregate");
        a.assertValue(1, "delay_finalize", "main/MPI_Recv", 1);
        a.assertTotal(3, "delay");
        a.assertValue(2, "mpi_wait_direct_latesender", "main/MPI_Recv", 1);
        a.assertTotal(0, "mpi_wait_indirect_latesender");
        a.assertValue(2, "mpi_wait_terminal_ls", "main/MPI_Recv", 1);
        a.assertTotal(0, "mpi_wait_propagating_ls");
        a.assertTotal(2, "waitstates_direct_vs_indirect");

        a.assertValue(3, "critical_path", "main/solve", 0);
        a.assertValue(1.75, "critical_path", "main/MPI_Recv", 1);
        a.assertValue(3, "critical_path", "main", 1);
        a.assertValue(1.25, "critical_path", "main", 0);
        a.assertTotal(9, "critical_path");
        // solve: CP 3, non-waiting times 3 and 1, average 2: imbalance 3 (1 - 2/3) = 1
        a.assertValue(1, "critical_path_imbalance", "main/solve", 0);
        // activities: min(CP(solve) = 3, non-waiting time): 3 on rank 0, 1 on rank 1; nothing off the path
        a.assertValue(3, "critical_path_activities", "main/solve", 0);
        a.assertValue(1, "critical_path_activities", "main/solve", 1);
        a.assertValue(0, "non_critical_path_activities", "main/solve", 0);
        // imbalance (computation only): solve 3 and 1, average 2; main 95.25 and 94.25 (100 minus the calls in
        // it), average 94.75
        a.assertValue(1, "imbalance_above", "main/solve", 0);
        a.assertValue(1, "imbalance_below", "main/solve", 1);
        a.assertValue(0.5, "imbalance_above", "main", 0);
        a.assertValue(0.5, "imbalance_below", "main", 1);
        a.assertTotal(0, "imbalance_above_single");
        a.assertTotal(3, "imbalance");
        a.assertChildrenWithinParents();

        List<RootCause> causes = a.report().rootCauses();
        RootCause top = causes.get(0);
        assertEquals(0, top.location());
        assertEquals("main/solve", top.callPath().path());
        assertEquals("mpi_latesender", top.waitStateId());
        assertEquals(2, top.delayS(), TOLERANCE);
        assertEquals(2, top.costS(), TOLERANCE);
        assertEquals(List.of(1), top.waitingLocations());

        // The critical path as segments: rank 0 from the start to the send at 4.25, then rank 1 to its Finalize.
        assertEquals(List.of(new CriticalPathSegment(0, 0, 4.25), new CriticalPathSegment(1, 4.25, 9)),
                a.report().criticalPath());
        // The wait state's cause: rank 0's solve, 1..4, which the root cause shows too.
        Instance wait = only(a.report().instances(), "mpi_latesender");
        assertDelay(wait.cause(), 0, "main/solve", 1, 4, 2, "mpi_latesender", 4.25, 2, List.of(1));
        assertTrue(wait.cause().causesDirectly(wait));
        assertEquals(wait.cause(), top.largest());
    }

    /**
     * A chain: rank 0 computes 1..5 and sends 5.25..6; rank 1 receives 1..7 (Late Sender 4.25, ends at 5.25) and
     * sends 7.25..8; rank 2 computes 1..2 and receives 2.25..9 (Late Sender 5, ends at 7.25).
     * <p>Rank 2's wait first (the replay runs backwards): interval up to 7.25; main is 1.25 on both; rank 1:
     * receive 6 - wait 4.25 = 1.75; rank 2: solve 1, receive 5 - 5 = 0. d(MPI_Recv) = 1.75, W = 4.25, scale =
     * 5/6: short-term 35/24 on rank 1's receive, indirect 5/6 * 4.25 = 85/24; rank 1's wait gets costs 85/24 and
     * is propagating by 85/24.
     * <p>Rank 1's wait: interval up to 5.25; rank 0: solve 4, main 1.25; rank 1: main 1. d(solve) = 4,
     * d(main) = 0.25, W = 0, scale 1: short-term 4 and 0.25; long-term (85/24) / 4.25 = 5/6 of them: 10/3 and
     * 5/24. All costs add up to all waiting: 4.25 + 35/24 + 85/24 = 9.25 = 4.25 + 5.
     */
    @Test
    void waitStatesPropagateAlongAChain() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        t.at(0).call("solve", 1, 5).send(5.25, 6, 1, 0, 8);
        t.at(1).recv(1, 7, 0, 0, 8).send(7.25, 8, 2, 0, 8);
        t.at(2).call("solve", 1, 2).recv(2.25, 9, 1, 0, 8);
        Analysis a = Analysis.of(t, dir);

        a.assertValue(4.25, "mpi_latesender", "main/MPI_Recv", 1);
        a.assertValue(5, "mpi_latesender", "main/MPI_Recv", 2);
        assertEquals(4, a.value("delay_latesender", "main/solve", 0), TOLERANCE);
        assertEquals(0.25, a.value("delay_latesender", "main", 0), TOLERANCE);
        assertEquals(35.0 / 24, a.value("delay_latesender", "main/MPI_Recv", 1), TOLERANCE);
        assertEquals(10.0 / 3, a.value("delay_latesender_longterm", "main/solve", 0), TOLERANCE);
        assertEquals(5.0 / 24, a.value("delay_latesender_longterm", "main", 0), TOLERANCE);
        assertEquals(9.25, a.total("delay"), TOLERANCE);
        assertEquals(85.0 / 24, a.value("mpi_wait_indirect_latesender", "main/MPI_Recv", 2), TOLERANCE);
        assertEquals(35.0 / 24, a.value("mpi_wait_direct_latesender", "main/MPI_Recv", 2), TOLERANCE);
        assertEquals(4.25, a.value("mpi_wait_direct_latesender", "main/MPI_Recv", 1), TOLERANCE);
        assertEquals(85.0 / 24, a.value("mpi_wait_propagating_ls", "main/MPI_Recv", 1), TOLERANCE);
        assertEquals(17.0 / 24, a.value("mpi_wait_terminal_ls", "main/MPI_Recv", 1), TOLERANCE);
        assertEquals(5, a.value("mpi_wait_terminal_ls", "main/MPI_Recv", 2), TOLERANCE);
        a.assertChildrenWithinParents();

        // Rank 2's wait is explained more by rank 1's waiting (W = 4.25) than by its excess (1.75): its cause is
        // the delay behind rank 1's wait, rank 0's solve (1..5, d = 4, scale 1 at the synchronisation at 5.25).
        Instance propagated = a.report().instances().stream().filter(i -> i.location() == 2).findFirst().orElseThrow();
        Instance direct = a.report().instances().stream().filter(i -> i.location() == 1).findFirst().orElseThrow();
        assertDelay(direct.cause(), 0, "main/solve", 1, 5, 4, "mpi_latesender", 5.25, 4, List.of(1));
        assertEquals(direct.cause(), propagated.cause());
        assertTrue(direct.cause().causesDirectly(direct));
        assertFalse(propagated.cause().causesDirectly(propagated));
    }

    /**
     * Four ranks; rank 1 computes 1..4, the others 1..2; each enters the fence 0.25 after its work, all leave at
     * 4.75. Wait at Fence 2 on ranks 0, 2, 3, each explained by rank 1's solve (d = 3 - 1 = 2, scale 1).
     */
    @Test
    void waitAtFenceCausedByOneRanksComputation() throws Exception {
        TraceBuilder t = new TraceBuilder(4);
        int win = t.window(W);
        for (int r = 0; r < 4; r++) {
            double end = r == 1 ? 4 : 2;
            t.at(r).call("solve", 1, end).fence(end + 0.25, 4.75, win);
        }
        Analysis a = Analysis.of(t, dir);

        a.assertTotal(6, "mpi_rma_wait_at_fence");
        a.assertValue(6, "delay_rma_wait_at_fence", "main/solve", 1);
        a.assertTotal(6, "delay_rma_wait_at_fence_aggregate");
        a.assertTotal(6, "delay_rma");
        a.assertTotal(0, "delay_rma_wait_at_fence_longterm");
        a.assertChildrenWithinParents();

        RootCause top = a.report().rootCauses().get(0);
        assertEquals(1, top.location());
        assertEquals("main/solve", top.callPath().path());
        assertEquals("mpi_rma_wait_at_fence", top.waitStateId());
        assertEquals(2, top.delayS(), TOLERANCE);
        assertEquals(6, top.costS(), TOLERANCE);
        assertEquals(List.of(0, 2, 3), top.waitingLocations());

        // One synchronisation: its delay is the whole root cause, and every waiting rank's instance points to it.
        assertDelay(top.largest(), 1, "main/solve", 1, 4, 2, "mpi_rma_wait_at_fence", 4.25, 6, List.of(0, 2, 3));
        for (Instance i : a.report().instances()) {
            assertEquals(top.largest(), i.cause(), i.toString());
        }
        assertEquals(3, a.report().instances().size());

        ByteArrayOutputStream console = new ByteArrayOutputStream();
        new ConsoleReport(5).print(a.report(), new PrintStream(console, true, StandardCharsets.UTF_8));
        assertTrue(console.toString(StandardCharsets.UTF_8).contains(
                "rank 1, solve: 2.000 s of computation, causes 6.000 s of Wait at Fence on ranks 0, 2, 3"),
                console.toString(StandardCharsets.UTF_8));

        Path json = dir.resolve("summary.json");
        new SummaryWriter().write(a.report(), json);
        Summary.RootCauseSummary first = SummaryReader.read(json).rootCauses().get(0);
        assertEquals(new Summary.RootCauseSummary(1, "main/solve", "mpi_rma_wait_at_fence", top.delayS(),
                top.costS(), List.of(0, 2, 3), new Summary.DelaySummary(1, "main/solve", 1, 4, 2,
                "mpi_rma_wait_at_fence", 4.25, 6, List.of(0, 2, 3))), first);
    }

    /**
     * PSCW, the worked example of rma-analysis.md §5: the target (rank 1) computes 1..4 before it posts at 4.25;
     * the origin (rank 0) computes 1..2 and waits in MPI_Win_start from 2.25 until the post: Late Post 2, ending at
     * 4.25. Interval from the trace start: rank 1 solve 3, main 1.25; rank 0 solve 1, main 1.25, start 2 - 2 = 0.
     * d(solve) = 2, scale 1: the target's solve is charged the 2 s.
     */
    @Test
    void latePostCausedByTheTargetsComputation() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        int win = t.window(W);
        t.at(1).call("solve", 1, 4).post(4.25, 4.5, win, t.group(0)).waitEpoch(5.5, 6.5, win, t.group(0));
        t.at(0).call("solve", 1, 2).start(2.25, 4.5, win, t.group(1)).put(4.75, 5, win, 1, 8)
                .complete(5.25, 6.5, win, t.group(1));
        Analysis a = Analysis.of(t, dir);

        a.assertValue(2, "mpi_rma_sync_late_post", "main/MPI_Win_start", 0);
        a.assertValue(2, "delay_rma_late_post", "main/solve", 1);
        a.assertTotal(2, "delay_rma_late_post_aggregate");
        a.assertTotal(2, "delay");
        a.assertChildrenWithinParents();
    }

    /**
     * Lock contention, the second worked example of rma-analysis.md §5: rank 1 holds rank 0's exclusive lock from
     * 1.25 and computes (update 1.5..3.5) before it unlocks (release 3.75); rank 2 requests at 1.375 and waits until
     * the release: 2.375. Interval from the trace start: rank 1 main 1.25, lock 0.375, update 2, unlock 0.125;
     * rank 2 main 1.25, lock 2.5 - 2.375 = 0.125. d = update 2, lock 0.25, unlock 0.125 (sum 2.375), scale 1.
     */
    @Test
    void lockContentionCausedByTheHoldersEpoch() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        t.at(0).call("MPI_Probe", 0.5, 99);
        int win = t.window(W);
        t.at(1).lock(1, 1.125, 1.25, 1.375, win, 0, true).call("update", 1.5, 3.5)
                .unlock(3.625, 3.75, 3.875, win, 0, true);
        t.at(2).lock(1.25, 1.375, 3.8125, 4, win, 0, true).unlock(4.25, 4.375, 4.5, win, 0, true);
        Analysis a = Analysis.of(t, dir);

        a.assertValue(2.375, "mpi_rma_sync_lock_competition", "main/MPI_Win_lock", 2);
        a.assertValue(2, "delay_rma_lock_contention", "main/update", 1);
        a.assertValue(0.25, "delay_rma_lock_contention", "main/MPI_Win_lock", 1);
        a.assertValue(0.125, "delay_rma_lock_contention", "main/MPI_Win_unlock", 1);
        a.assertTotal(2.375, "delay_rma_lock_contention_aggregate");
        a.assertChildrenWithinParents();
    }

    /**
     * Early Scan (Fenceline's; Scalasca has no delay costs for it): three ranks compute (solve) from 1 to 4, 3 and 2
     * and enter MPI_Scan 0.25 later; all leave at 4.75. Rank 1 waits for rank 0 (the latest of ranks 0..1) 1, rank
     * 2 for rank 0 too, 2. Both wait states end at 4.25, a synchronisation of the three, with no earlier one.
     * Rank 1: d(solve) = 3 - 2 = 1 (main 1.25 on both, its scan 1 - 1 waiting = 0), scale 1: 1; rank 2: d(solve) =
     * 3 - 1 = 2: 2. All 3 s on rank 0's solve.
     */
    @Test
    void earlyScanCausedByALowRanksComputation() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        for (int r = 0; r < 3; r++) {
            double end = 4 - r;
            t.at(r).call("solve", 1, end).collective("MPI_Scan", end + 0.25, 4.75, W, -1, 8, 8);
        }
        Analysis a = Analysis.of(t, dir);

        a.assertValue(1, "mpi_earlyscan", "main/MPI_Scan", 1);
        a.assertValue(2, "mpi_earlyscan", "main/MPI_Scan", 2);
        a.assertValue(3, "delay_earlyscan", "main/solve", 0);
        a.assertTotal(3, "delay_earlyscan_aggregate");
        a.assertTotal(0, "delay_earlyscan_longterm");
        a.assertChildrenWithinParents();
        Instance longest = a.report().instances().stream().filter(i -> i.location() == 2).findFirst().orElseThrow();
        assertDelay(longest.cause(), 0, "main/solve", 1, 4, 2, "mpi_earlyscan", 4.25, 3, List.of(1, 2));
    }

    /**
     * Wait at Finalize (Fenceline's), with propagation. Rank 0 computes (solve 1..4) and sends to rank 1 at 4.25,
     * which has waited in MPI_Recv since 1 (Late Sender 3.25, until 4.25), receives at 4.5, updates (4.75..5.5) and
     * enters MPI_Finalize last, at 5.75; rank 0 enters it at 4.75 (waits 1), rank 2, after solve 1..2, at 2.25
     * (waits 3.5).
     * <ul>
     * <li>Rank 0's wait: interval (4.25, 5.75] (since the message). Rank 1: MPI_Recv 0.25, main 0.5, update 0.75;
     *     rank 0: MPI_Send 0.25, main 0.25, MPI_Finalize 1 - 1 = 0. d: MPI_Recv 0.25, main 0.25, update 0.75 (sum
     *     1.25), W = 0, scale 1 / 1.25: 0.2, 0.2, 0.6.</li>
     * <li>Rank 2's wait: interval from the start. Rank 1: main 1.5, MPI_Recv 3.5 - 3.25 = 0.25, update 0.75;
     *     rank 2: main 1.25, solve 1. d: 0.25, 0.25, 0.75 (sum 1.25), W = 3.25 (the Late Sender), scale 3.5 / 4.5 =
     *     7/9: 7/36, 7/36, 7/12; the Late Sender passes on 7/9 of itself, 91/36, to its own delays as long-term
     *     Wait at Finalize costs.</li>
     * <li>The Late Sender: interval from the start; rank 0 solve 3, main 1.25; rank 1 main 1, MPI_Recv 0. d:
     *     solve 3, main 0.25, scale 1: short-term Late Sender 3 and 0.25; long-term Wait at Finalize
     *     (91/36) / 3.25 of them: 7/3 and 7/36.</li>
     * </ul>
     * All 4.5 s of Wait at Finalize end on delays: 71/36 short-term on rank 1, 91/36 long-term on rank 0.
     */
    @Test
    void waitAtFinalizeCausedByTheLastRankAndThroughPropagation() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        t.at(0).call("solve", 1, 4).send(4.25, 4.5, 1, 0, 8).call("MPI_Finalize", 4.75, 6.5);
        t.at(1).recv(1, 4.5, 0, 0, 8).call("update", 4.75, 5.5).call("MPI_Finalize", 5.75, 6.5);
        t.at(2).call("solve", 1, 2).call("MPI_Finalize", 2.25, 6.5);
        Analysis a = Analysis.of(t, dir);

        a.assertTotal(4.5, "mpi_finalize_wait");
        assertEquals(0.2 + 7.0 / 36, a.value("delay_finalize", "main/MPI_Recv", 1), TOLERANCE);
        assertEquals(0.2 + 7.0 / 36, a.value("delay_finalize", "main", 1), TOLERANCE);
        assertEquals(0.6 + 7.0 / 12, a.value("delay_finalize", "main/update", 1), TOLERANCE);
        assertEquals(7.0 / 3, a.value("delay_finalize_longterm", "main/solve", 0), TOLERANCE);
        assertEquals(7.0 / 36, a.value("delay_finalize_longterm", "main", 0), TOLERANCE);
        a.assertTotal(4.5, "delay_finalize_aggregate");
        a.assertValue(3, "delay_latesender", "main/solve", 0);
        a.assertChildrenWithinParents();

        // Rank 0's wait has its delay at the Finalize itself; rank 2's was passed on by rank 1's Late Sender.
        Instance rank0 = only(a.report().instances().stream().filter(i -> i.location() == 0).toList(),
                "mpi_finalize_wait");
        assertDelay(rank0.cause(), 1, "main/update", 4.75, 5.5, 0.75, "mpi_finalize_wait", 5.75, 0.6 + 7.0 / 12,
                List.of(0, 2));
        assertTrue(rank0.cause().causesDirectly(rank0));
        Instance rank2 = only(a.report().instances().stream().filter(i -> i.location() == 2).toList(),
                "mpi_finalize_wait");
        assertDelay(rank2.cause(), 0, "main/solve", 1, 4, 3, "mpi_latesender", 4.25, 3, List.of(1));
        assertFalse(rank2.cause().causesDirectly(rank2));
    }

    /**
     * Wait at Create and Wait at Free (Fenceline's, like all one-sided delay costs). Rank 0 sets up (setup 1..3)
     * longer than ranks 1 and 2 (1..2); each enters MPI_Win_create 0.25 after: ranks 1 and 2 wait 1 each, until
     * 3.25, from the start: d(setup) = 2 - 1 = 1, scale 1. Then rank 2 computes (solve 3.75..6.25) longer than the
     * others (3.75..4.75); each enters MPI_Win_free 0.25 after: ranks 0 and 1 wait 1.5 each, until 6.5. Interval
     * since the creation (3.25: rank 0 released rank 2; ranks 1 and 2 waited together): MPI_Win_create 0.25 and
     * main 0.5 on all, d(solve) = 2.5 - 1 = 1.5, scale 1.
     */
    @Test
    void waitAtCreateAndFreeCausedByTheLastMembersWork() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        int win = t.window(W);
        for (int r = 0; r < 3; r++) {
            double setup = r == 0 ? 3 : 2;
            double solve = r == 2 ? 6.25 : 4.75;
            t.at(r).call("setup", 1, setup).windowCollective("MPI_Win_create", setup + 0.25, 3.5, win)
                    .call("solve", 3.75, solve).windowCollective("MPI_Win_free", solve + 0.25, 6.75, win);
        }
        Analysis a = Analysis.of(t, dir);

        a.assertTotal(2, "mpi_rma_wait_at_create");
        a.assertValue(2, "delay_rma_wait_at_create", "main/setup", 0);
        a.assertTotal(2, "delay_rma_wait_at_create_aggregate");
        a.assertTotal(3, "mpi_rma_wait_at_free");
        a.assertValue(3, "delay_rma_wait_at_free", "main/solve", 2);
        a.assertTotal(3, "delay_rma_wait_at_free_aggregate");
        a.assertTotal(0, "delay_rma_wait_at_free_longterm");
        a.assertChildrenWithinParents();
    }

    private static Instance only(List<Instance> instances, String metric) {
        List<Instance> of = instances.stream().filter(i -> i.metricId().equals(metric)).toList();
        assertEquals(1, of.size(), of.toString());
        return of.get(0);
    }

    private static void assertDelay(DelayInterval d, int location, String callPath, double start, double end,
                                    double delay, String waitState, double synchronisation, double cost,
                                    List<Integer> waiting) {
        assertNotNull(d, "no delay");
        assertEquals(location, d.location(), "location");
        assertEquals(callPath, d.callPath().path());
        assertEquals(start, d.startS(), TOLERANCE, "start");
        assertEquals(end, d.endS(), TOLERANCE, "end");
        assertEquals(delay, d.delayS(), TOLERANCE, "delay");
        assertEquals(waitState, d.waitStateId());
        assertEquals(synchronisation, d.synchronisationS(), TOLERANCE, "synchronisation");
        assertEquals(cost, d.costS(), TOLERANCE, "cost");
        assertEquals(waiting, d.waitingLocations());
    }
}
