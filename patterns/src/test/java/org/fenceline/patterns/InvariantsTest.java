package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.AnalysisResult;
import org.fenceline.analyzer.Analyzer;
import org.fenceline.analyzer.bench.StencilTrace;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.SeverityCube;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Properties every analysis must have, checked on a stencil trace with real wait states: time adds up per call
 * path and location; a wait state never exceeds the time of its category; parallel replay changes nothing.
 */
class InvariantsTest {
    private static final double EPS = 1e-9;
    /** Children that partition their parent's time (up to MPI calls without a category, for mpi). */
    private static final List<List<String>> PARTITIONS = List.of(
            List.of("time", "execution", "overhead"),
            List.of("execution", "comp", "mpi"),
            List.of("mpi_management", "mpi_init_exit", "mpi_mgmt_comm", "mpi_mgmt_file", "mpi_mgmt_win"),
            List.of("mpi_synchronization", "mpi_sync_collective", "mpi_rma_synchronization"),
            List.of("mpi_communication", "mpi_point2point", "mpi_collective", "mpi_rma_communication"),
            List.of("mpi_io", "mpi_io_individual", "mpi_io_collective"));
    /** Metrics whose children are not part of them by construction (counts at other call paths). */
    private static final Set<String> NOT_BOUNDED_BY_PARENT = Set.of("mpi_slr_count", "mpi_clr_count");

    @TempDir
    static Path dir;
    static AnalysisResult oneThread;

    @BeforeAll
    static void analyse() throws Exception {
        new StencilTrace(6, 300).write(dir);
        oneThread = Analyzer.analyze(dir, AnalysisOptions.defaults().withThreads(1));
    }

    @Test
    void categoriesPartitionTheirParentAtEveryCallPathAndLocation() {
        SeverityCube cube = oneThread.report().severities();
        for (List<String> partition : PARTITIONS) {
            int parent = index(partition.get(0));
            for (int cp = 0; cp < cube.callPathCount(); cp++) {
                for (int l = 0; l < cube.locationCount(); l++) {
                    double sum = 0;
                    for (String child : partition.subList(1, partition.size())) {
                        sum += cube.get(index(child), cp, l);
                    }
                    assertEquals(cube.get(parent, cp, l), sum, EPS, partition + " at " + cp + "/" + l);
                }
            }
        }
    }

    @Test
    void childMetricsNeverExceedTheirParent() {
        SeverityCube cube = oneThread.report().severities();
        for (Metric m : oneThread.report().metrics().metrics()) {
            if (m.parent() == null || NOT_BOUNDED_BY_PARENT.contains(m.id())) {
                continue;
            }
            for (int cp = 0; cp < cube.callPathCount(); cp++) {
                for (int l = 0; l < cube.locationCount(); l++) {
                    assertTrue(cube.get(m.index(), cp, l) <= cube.get(m.parent().index(), cp, l) + EPS,
                            m.id() + " > " + m.parent().id() + " at " + cp + "/" + l);
                }
            }
        }
    }

    @Test
    void theStencilHasTheWaitStatesItWasBuiltWith() {
        double ls = oneThread.report().severities().total(oneThread.report().metrics().byId("mpi_latesender"));
        double nxn = oneThread.report().severities().total(oneThread.report().metrics().byId("mpi_wait_nxn"));
        assertTrue(ls > 0 && nxn > 0, "late sender " + ls + ", wait at nxn " + nxn);
        assertEquals(0, oneThread.warnings().size(), oneThread.warningLines().toString());
    }

    @Test
    void parallelReplayGivesTheSameCubeAsOneThread() throws Exception {
        assertSameResults(oneThread, Analyzer.analyze(dir, AnalysisOptions.defaults().withThreads(3)));
    }

    /**
     * With more wait states per delaying location than one interval task takes (4,096), the backward replay charges
     * a location's runs on whichever thread gets to them: every run must be charged, and the sums must add up in
     * the one thread's order.
     */
    @Test
    void everyRunOfADelayerWithManyWaitStatesIsChargedAlikeOnOneAndThreeThreads(@TempDir Path longer) throws Exception {
        new StencilTrace(6, 3000).write(longer);
        AnalysisResult one = Analyzer.analyze(longer, AnalysisOptions.defaults().withThreads(1));
        // All late-sender waiting here is direct (the senders did not wait themselves in its intervals), so its
        // short-term delay costs hand on exactly that waiting: every run of wait states was charged.
        double waited = total(one, "mpi_latesender");
        assertTrue(waited > 0.01, "the stencil has late senders: " + waited);
        assertEquals(0, total(one, "mpi_wait_indirect"));
        assertEquals(waited, total(one, "delay_latesender"), waited * 1e-9);
        assertSameResults(one, Analyzer.analyze(longer, AnalysisOptions.defaults().withThreads(3)));
    }

    private static void assertSameResults(AnalysisResult one, AnalysisResult other) {
        SeverityCube a = one.report().severities();
        SeverityCube b = other.report().severities();
        assertEquals(a.callPathCount(), b.callPathCount());
        for (int m = 0; m < a.metricCount(); m++) {
            for (int cp = 0; cp < a.callPathCount(); cp++) {
                for (int l = 0; l < a.locationCount(); l++) {
                    assertEquals(a.get(m, cp, l), b.get(m, cp, l), 0.0, m + "/" + cp + "/" + l);
                }
            }
        }
        // Instances refer to call-path nodes of their own report, so compare them by path.
        assertEquals(describe(one), describe(other));
        assertEquals(describeRootCauses(one), describeRootCauses(other));
    }

    private static List<String> describeRootCauses(AnalysisResult r) {
        return r.report().rootCauses().stream().map(c -> c.location() + " " + c.callPath().path() + " "
                + c.waitStateId() + " " + c.delayS() + " " + c.costS() + " " + c.waitingLocations() + " "
                + (c.largest() == null ? "-" : c.largest().location() + " " + c.largest().callPath().path() + " "
                        + c.largest().startS() + " " + c.largest().endS() + " " + c.largest().costS())).toList();
    }

    private static List<String> describe(AnalysisResult r) {
        return r.report().instances().stream().map(i -> i.metricId() + " " + i.location() + " "
                + i.callPath().path() + " " + i.startS() + " " + i.endS() + " " + i.severityS() + " " + i.partner())
                .toList();
    }

    private static double total(AnalysisResult r, String metric) {
        return r.report().severities().total(r.report().metrics().byId(metric));
    }

    private static int index(String id) {
        return oneThread.report().metrics().byId(id).index();
    }
}
