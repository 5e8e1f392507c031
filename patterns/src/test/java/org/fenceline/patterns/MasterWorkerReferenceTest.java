package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.Analyzer;
import org.fenceline.analyzer.report.Report;
import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.merge.MergeProgress;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.RmaEventModel;
import org.fenceline.trace.otf2.conversion.Otf2Import;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * The second reference trace, without one-sided phases: the master-worker sample (4 ranks, worker w's tasks take
 * w · 100 ms, static assignment, 2 rounds) exported with {@code fenceline trace export --format otf2}
 * ({@code sample-traces/otf2/fenceline-master-worker-4}) and imported through OTF2. Its delay costs, wait-state
 * classes and critical path are checked against values computed by hand from the formulas of rma-analysis.md §5.1,
 * within 1 % or 0.1 ms; the derivation is rma-analysis.md §5.5. The inputs are the trace's own timestamps:
 * <ul>
 * <li>{@code M(r, w)}: the master's Late Sender waiting for worker w's result of round r (w's send ENTER minus the
 *     master's receive ENTER); {@code c(r, w)}: worker w's computation for it (its send ENTER minus the exit of the
 *     receive that brought the task);</li>
 * <li>{@code W(w, k)}: worker w's Late Sender waiting for message k from the master (k = 0, 1: the tasks, 2: stop).</li>
 * </ul>
 * Each master wait's interval holds its worker's computation and nothing of the master's but microseconds, so its
 * delay is {@code c(r, w)} and its short-term cost {@code min(M(r, w), c(r, w))}. Workers 1 and 2 wait for their
 * round-2 task and for stop while the master waits for the slower workers: those waits are explained by the master's
 * waiting (indirect), which makes the master's waits in their intervals propagating and gives the slower workers'
 * computation long-term costs. Worker 3 and the first tasks wait only microseconds, directly.
 */
class MasterWorkerReferenceTest {
    private static final Path ARCHIVE = Path.of("..", "sample-traces", "otf2", "fenceline-master-worker-4",
            "traces.otf2");
    private static final int MASTER = 0;
    private static final int WORKERS = 3;

    @TempDir
    static Path dir;
    private static Report report;
    private static Times t;

    @BeforeAll
    static void importAndAnalyze() throws IOException {
        Otf2Import.run(ARCHIVE, dir, RmaEventModel.EXTENDED, false, MergeProgress.NONE);
        report = Analyzer.analyze(dir, AnalysisOptions.defaults()).report();
        t = Times.of(dir);
    }

    @Test
    void lateSenderItself() {
        double master = 0;
        for (int r = 0; r < 2; r++) {
            for (int w = 1; w <= WORKERS; w++) {
                master += t.master(r, w);
            }
        }
        List<Executable> checks = new ArrayList<>();
        checks.add(check("mpi_latesender", MASTER, master));
        for (int w = 1; w <= WORKERS; w++) {
            checks.add(check("mpi_latesender", w, t.worker(w, 0) + t.worker(w, 1) + t.worker(w, 2)));
        }
        assertAll(checks);
    }

    /**
     * Short-term: each master wait is charged to its worker's computation, {@code min(M, c)}; the workers' direct
     * waits (the first tasks, worker 3's) to the master's work before its sends, all of their waiting.
     */
    @Test
    void shortTermDelays() {
        List<Executable> checks = new ArrayList<>();
        double total = 0;
        for (int w = 1; w <= WORKERS; w++) {
            double ofWorker = Math.min(t.master(0, w), t.compute(0, w)) + Math.min(t.master(1, w), t.compute(1, w));
            checks.add(check("delay_latesender", w, ofWorker));
            total += ofWorker;
        }
        double ofMaster = t.worker(1, 0) + t.worker(2, 0) + t.worker(3, 0) + t.worker(3, 1) + t.worker(3, 2);
        checks.add(check("delay_latesender", MASTER, ofMaster));
        checks.add(check("delay_latesender", total + ofMaster));
        assertAll(checks);
    }

    /**
     * Long-term: worker 1's round-2 task wait spans M(0, 2) and M(0, 3), its stop wait M(1, 2) and M(1, 3); worker
     * 2's waits span M(0, 3) and M(1, 3). Each of these master waits passes its share on to the worker it waited for,
     * whose computation alone explains it: worker 2 is charged M(0, 2) + M(1, 2), worker 3 twice M(0, 3) + M(1, 3).
     */
    @Test
    void longTermDelays() {
        double two = t.master(0, 2) + t.master(1, 2);
        double three = 2 * (t.master(0, 3) + t.master(1, 3));
        assertAll(check("delay_latesender_longterm", 1, 0), check("delay_latesender_longterm", 2, two),
                check("delay_latesender_longterm", 3, three), check("delay_latesender_longterm", two + three));
    }

    /** Indirect: workers 1 and 2's waits for their round-2 task and for stop; everything else is direct. */
    @Test
    void directAndIndirectWaitStates() {
        double one = t.worker(1, 1) + t.worker(1, 2);
        double two = t.worker(2, 1) + t.worker(2, 2);
        double all = report.severities().total(report.metrics().byId("mpi_latesender"));
        assertAll(check("mpi_wait_indirect_latesender", 1, one), check("mpi_wait_indirect_latesender", 2, two),
                check("mpi_wait_indirect_latesender", one + two),
                check("mpi_wait_direct_latesender", all - one - two));
    }

    /** Propagating: the master's waits for workers 2 and 3, which the indirect waits span; the rest is terminal. */
    @Test
    void propagatingAndTerminalWaitStates() {
        double propagating = t.master(0, 2) + t.master(0, 3) + t.master(1, 2) + t.master(1, 3);
        double all = report.severities().total(report.metrics().byId("mpi_latesender"));
        assertAll(check("mpi_wait_propagating_ls", MASTER, propagating),
                check("mpi_wait_propagating_ls", propagating),
                check("mpi_wait_terminal_ls", all - propagating));
    }

    /**
     * The critical path runs back from the master's MPI_Finalize to the end of its last wait, for worker 3, then on
     * worker 3 through its computation back to its round-2 task (a wait of microseconds, for the master), on the
     * master back to its wait for worker 3 in round 1, and on worker 3 through its first computation to the start:
     * its total is the master's MPI_Finalize ENTER, worker 3's share c(0, 3) + c(1, 3), the master's the rest (its
     * tail after the last result, when it prints the sum, and microseconds between). Imbalance, in task-farm: the
     * path's time there (worker 3's computation and the master's tail) minus the ranks' average (the workers'
     * computation and the master's tail).
     */
    @Test
    void criticalPath() {
        double workerThree = t.compute(0, 3) + t.compute(1, 3);
        double tail = t.lastFinalize() - t.sends()[3][1];
        double all = tail;
        for (int w = 1; w <= WORKERS; w++) {
            all += t.compute(0, w) + t.compute(1, w);
        }
        assertAll(check("critical_path", t.lastFinalize()), check("critical_path", 3, workerThree),
                check("critical_path", MASTER, t.lastFinalize() - workerThree),
                check("critical_path_imbalance", workerThree + tail - all / (WORKERS + 1)));
    }

    /** The start-up barriers (StartLine): every Wait at Barrier is explained by the last rank's own work. */
    @Test
    void barrierDelays() {
        double waiting = report.severities().total(report.metrics().byId("mpi_barrier_wait"));
        assertAll(check("delay_barrier", waiting), check("delay_barrier_longterm", 0));
    }

    private static Executable check(String metric, double expected) {
        return compare(metric, expected, report.severities().total(report.metrics().byId(metric)));
    }

    private static Executable check(String metric, int location, double expected) {
        return compare(metric + " on rank " + location, expected,
                report.severities().totalByLocation(report.metrics().byId(metric))[location]);
    }

    private static Executable compare(String what, double expected, double actual) {
        double tolerance = Math.max(0.01 * Math.abs(expected), 1e-4);
        return () -> assertTrue(Math.abs(actual - expected) <= tolerance,
                () -> String.format("%s: Fenceline %.6f, by hand %.6f", what, actual, expected));
    }

    /** The timestamps the hand computation uses (seconds), read from the imported trace. */
    private record Times(double[] masterReceives, double[] masterSends, double[][] receiveEnters,
                         double[][] receiveExits, double[][] sends, double lastFinalize) {

        /** M(r, w): the master waits in round r for worker w's result. */
        double master(int round, int worker) {
            return sends[worker][round] - masterReceives[round * WORKERS + worker - 1];
        }

        /** c(r, w): worker w computes its round-r task. */
        double compute(int round, int worker) {
            return sends[worker][round] - receiveExits[worker][round];
        }

        /** W(w, k): worker w waits for the master's message k (0, 1: tasks, 2: stop). */
        double worker(int worker, int message) {
            return Math.max(0, masterSends[message * WORKERS + worker - 1] - receiveEnters[worker][message]);
        }

        static Times of(Path trace) throws IOException {
            try (GlobalTrace g = GlobalTrace.open(trace)) {
                int recv = regionId(g, "MPI_Recv");
                int send = regionId(g, "MPI_Send");
                int finalize = regionId(g, "MPI_Finalize");
                double[][] enters = new double[WORKERS + 1][];
                double[][] exits = new double[WORKERS + 1][];
                double[][] sends = new double[WORKERS + 1][];
                double lastFinalize = 0;
                for (int l = 0; l <= WORKERS; l++) {
                    List<Double> recvEnters = new ArrayList<>();
                    List<Double> recvExits = new ArrayList<>();
                    List<Double> sendEnters = new ArrayList<>();
                    try (EventCursor c = g.cursor(l)) {
                        while (c.next()) {
                            double time = c.time() / 1e9;
                            if (c.type() == EventType.ENTER && c.region() == recv) {
                                recvEnters.add(time);
                            } else if (c.type() == EventType.EXIT && c.region() == recv) {
                                recvExits.add(time);
                            } else if (c.type() == EventType.ENTER && c.region() == send) {
                                sendEnters.add(time);
                            } else if (c.type() == EventType.ENTER && c.region() == finalize) {
                                lastFinalize = Math.max(lastFinalize, time);
                            }
                        }
                    }
                    enters[l] = toArray(recvEnters);
                    exits[l] = toArray(recvExits);
                    sends[l] = toArray(sendEnters);
                }
                return new Times(enters[MASTER], sends[MASTER], enters, exits, sends, lastFinalize);
            }
        }

        private static double[] toArray(List<Double> values) {
            return values.stream().mapToDouble(Double::doubleValue).toArray();
        }

        private static int regionId(GlobalTrace g, String name) {
            return g.definitions().regions().stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow()
                    .id();
        }
    }
}
