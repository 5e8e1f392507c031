package org.fenceline.analyzer.rootcause;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

import org.fenceline.analyzer.report.TinyReport;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.SpillFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WaitStatesTest {
    /** Metric indices of TinyReport's tree: Late Sender and Late Receiver are wait states, Visits is not. */
    private static final int LATE_SENDER = 2;
    private static final int LATE_RECEIVER = 3;
    private static final int VISITS = 4;
    private static final WaitKinds KINDS = new WaitKinds(TinyReport.metrics(),
            List.of("mpi_latesender", "mpi_latereceiver"));

    private record Entry(int row, int metric, int callPath, long start, long end, long waitNs, int delayer) {
    }

    /** Many ties on end, start and metric (only the call path tells them apart), in a shuffled order. */
    private static List<Entry> entries() {
        Random random = new Random(19);
        List<Entry> entries = new ArrayList<>();
        for (int row = 0; row < 140_000; row++) {   // past two of the heap log's blocks
            int metric = switch (random.nextInt(3)) {
                case 0 -> LATE_SENDER;
                case 1 -> LATE_RECEIVER;
                default -> VISITS;
            };
            long end = 1000 + random.nextInt(300);
            long start = end - random.nextInt(3);
            entries.add(new Entry(row, metric, row, start, end, random.nextInt(1000), random.nextInt(4)));
        }
        return entries;
    }

    private static WaitStateLog log(List<Entry> entries, ColumnStore store) {
        WaitStateLog log = WaitStateLog.in(store);
        for (Entry e : entries) {
            log.record(e.metric(), e.callPath(), e.start(), e.end(), e.waitNs(), e.delayer());
        }
        return log;
    }

    /** The covered wait states by end, start and metric, equal ones in log order: a stable sort. */
    private static List<Entry> expectedOrder(List<Entry> entries) {
        List<Entry> expected = new ArrayList<>(entries.stream().filter(e -> e.metric() != VISITS).toList());
        expected.sort(Comparator.comparingLong(Entry::end).thenComparingLong(Entry::start)
                .thenComparingInt(Entry::metric));
        return expected;
    }

    private static void assertOrder(List<Entry> expected, WaitStates waits) {
        assertEquals(expected.size(), waits.size());
        for (int i = 0; i < expected.size(); i++) {
            Entry e = expected.get(i);
            assertEquals(e.callPath(), waits.callPath(i), "position " + i);
            assertEquals(KINDS.ofMetric(e.metric()), waits.kind(i));
            assertEquals(e.start(), waits.start(i));
            assertEquals(e.end(), waits.end(i));
            assertEquals(e.waitNs(), waits.waitNs(i));
            assertEquals(e.delayer(), waits.delayer(i));
        }
    }

    /** A log that is already sorted, or sorted but for a few entries (as the logs of PSCW traces come): few runs. */
    @Test
    void sortsANearlySortedLogAsTheSortedOneWithItsFewEntriesInPlace() {
        List<Entry> sorted = expectedOrder(entries());
        assertOrder(sorted, new WaitStates(log(sorted, ColumnStore.HEAP), KINDS, ColumnStore.HEAP));
        List<Entry> nearly = new ArrayList<>(sorted);
        for (int moved : new int[] {17, 50_000, 60_001}) {
            nearly.add(moved / 3, nearly.remove(moved));   // three entries moved earlier: four runs
        }
        assertOrder(expectedOrder(nearly), new WaitStates(log(nearly, ColumnStore.HEAP), KINDS, ColumnStore.HEAP));
    }

    /** A location's first wait states logged last (as in the benchmark traces): few far-moving entries. */
    @Test
    void entriesLoggedFarBehindTheirPlaceAreSortedIn() {
        List<Entry> nearly = new ArrayList<>(expectedOrder(entries()));
        for (int moved : new int[] {3, 40_000}) {
            nearly.add(nearly.remove(moved));   // to the end
        }
        assertOrder(expectedOrder(nearly), new WaitStates(log(nearly, ColumnStore.HEAP), KINDS, ColumnStore.HEAP));
    }

    /** Many entries a few places late (as the fence trace's logs come): sorted by insertion. */
    @Test
    void entriesAFewPlacesLateEverywhereAreSortedIn() {
        List<Entry> nearly = new ArrayList<>();
        for (int row = 0; row < 90_000; row++) {   // pairs of equal keys, told apart by their call paths
            long end = 1000 + row / 2;
            nearly.add(new Entry(row, row % 3 == 0 ? LATE_RECEIVER : LATE_SENDER, row, end - 1, end, row, 1));
        }
        nearly = new ArrayList<>(expectedOrder(nearly));
        for (int k = 0; k + 3 < nearly.size(); k += 3) {
            nearly.add(k, nearly.remove(k + 2));   // every third entry two places early
        }
        assertOrder(expectedOrder(nearly), new WaitStates(log(nearly, ColumnStore.HEAP), KINDS, ColumnStore.HEAP));
    }

    /** A shuffled log makes the insertion sort exceed its budget; its runs are merged. */
    @Test
    void sortsByEndStartAndMetricKeepingLogOrderOfTies() {
        List<Entry> entries = entries();
        assertOrder(expectedOrder(entries), new WaitStates(log(entries, ColumnStore.HEAP), KINDS, ColumnStore.HEAP));
    }

    @Test
    void aSortedLogStaysInOrder() {
        List<Entry> entries = expectedOrder(entries());
        assertOrder(entries, new WaitStates(log(entries, ColumnStore.HEAP), KINDS, ColumnStore.HEAP));
    }

    @Test
    void spilledWaitStatesAreTheSame(@TempDir Path dir) throws IOException {
        List<Entry> entries = entries();
        try (SpillFile file = SpillFile.create(dir)) {
            assertOrder(expectedOrder(entries), new WaitStates(log(entries, file), KINDS, file));
        }
    }
}
