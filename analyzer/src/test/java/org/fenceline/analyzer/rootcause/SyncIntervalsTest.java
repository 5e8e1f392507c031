package org.fenceline.analyzer.rootcause;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.SpillFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SyncIntervalsTest {
    private static List<SyncInterval> intervals() {
        List<SyncInterval> intervals = new ArrayList<>();
        for (int i = 0; i < 70_000; i++) {
            int delays = i % 4; // some intervals have no delays at all
            int[] callPaths = new int[delays];
            double[] nanos = new double[delays];
            double sum = 0;
            for (int c = 0; c < delays; c++) {
                callPaths[c] = (i + c) % 13;
                nanos[c] = i / 3.0 + c * 0.1;
                sum += nanos[c];
            }
            long from = i == 0 ? Long.MIN_VALUE : 17L * i;
            intervals.add(new SyncInterval(from, new TimeMap.Delays(callPaths, nanos, sum), i * 0.7, i, i + delays));
        }
        return intervals;
    }

    private static void assertReadBack(ColumnStore store) {
        List<SyncInterval> added = intervals();
        SyncIntervals stored = new SyncIntervals(store, added.size() / 2); // grows beyond what it was told
        for (SyncInterval a : added) {
            TimeMap.Delays excess = a.excess();
            for (int c = 0; c < excess.callPaths().length; c++) {
                stored.addDelay(excess.callPaths()[c], excess.nanos()[c]);
            }
            stored.add(excess.sum(), a.waitSum(), a.waitFrom(), a.waitTo());
        }
        assertEquals(added.size(), stored.size());
        for (int j = 0; j < added.size(); j++) {
            SyncInterval a = added.get(j);
            int delays = stored.delaysTo(j) - stored.delaysFrom(j);
            int[] callPaths = new int[delays];
            double[] nanos = new double[delays];
            for (int c = 0; c < delays; c++) {
                callPaths[c] = stored.delayCallPath(stored.delaysFrom(j) + c);
                nanos[c] = stored.delayNanos(stored.delaysFrom(j) + c);
            }
            assertArrayEquals(a.excess().callPaths(), callPaths);
            assertArrayEquals(a.excess().nanos(), nanos);
            assertEquals(Double.doubleToRawLongBits(a.total()), Double.doubleToRawLongBits(stored.total(j)));
            assertEquals(Double.doubleToRawLongBits(a.waitSum()), Double.doubleToRawLongBits(stored.waitSum(j)));
            assertEquals(a.waitFrom(), stored.waitFrom(j));
            assertEquals(a.waitTo(), stored.waitTo(j));
        }
    }

    @Test
    void intervalsReadBackExactlyOnTheHeap() {
        assertReadBack(ColumnStore.HEAP);
    }

    @Test
    void intervalsReadBackExactlyFromASpillFile(@TempDir Path dir) throws IOException {
        try (SpillFile file = SpillFile.create(dir)) {
            assertReadBack(file);
        }
    }
}
