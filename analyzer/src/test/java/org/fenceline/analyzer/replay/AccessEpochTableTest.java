package org.fenceline.analyzer.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.fenceline.analyzer.pattern.AccessEpoch;
import org.fenceline.analyzer.pattern.ExposureEpoch;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.SpillFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** General-active-target epochs in columns, as the epoch walk fills them and the patterns see them. */
class AccessEpochTableTest {
    private static final int[][] GROUPS = {{1, 2}, {3}};

    /**
     * Origin 0: an access epoch on window 0 to {1, 2} and one on window 1 to {3} open at once, their operations
     * interleaved; the window-1 epoch completes first.
     */
    private static AccessEpochTable accesses(ColumnStore store) {
        AccessEpochTable t = new AccessEpochTable(0, GROUPS, 2, store);
        int w0 = t.start(0, 0, 5, 100, 110);
        int w1 = t.start(1, 1, 6, 120, 125);
        t.operation(w0, 40, 1, 7, 130, 140, true);
        t.operation(w1, 41, 3, 8, 150, 160, true);
        t.operation(w0, 42, 2, 7, 170, 180, true);
        t.operation(w0, 42, 2, 7, 170, 185, true);    // a second transfer of the same call: one operation
        t.operation(w0, 43, 1, 9, 190, 200, false);   // an access that is no communication call: not listed
        t.completed(w1, 10, 300, 310);
        t.completed(w0, 11, 400, 420);
        t.exposedBy(w0, 1, 90, 95);
        t.exposedBy(w0, 2, 350, 360);
        t.exposedBy(w0, 1, 200, 210);                 // not the latest post
        return t;
    }

    private static void check(AccessEpochTable t) {
        assertEquals(2, t.completedCount());
        int w1 = t.completedRow(0);
        int w0 = t.completedRow(1);
        assertEquals(1, t.window(w1));
        assertEquals(0, t.window(w0));
        assertTrue(t.includes(w0, 2));
        assertFalse(t.includes(w0, 3));

        AccessEpochView view = new AccessEpochView(t);
        view.show(w0);
        assertEquals(0, view.origin());
        assertEquals(5, view.startCallPath());
        assertEquals(11, view.completeCallPath());
        assertEquals(400, view.completeEnter());
        assertEquals(350, view.lastPostEnter());
        assertEquals(360, view.lastPostLeave());
        assertEquals(2, view.lastPostTarget());
        assertEquals(2, view.targets());
        assertEquals(2, view.accessedTargets());
        assertEquals(200, t.lastLeaveTo(w0, 1));
        assertEquals(185, t.lastLeaveTo(w0, 2));
        assertEquals(2, view.operations());
        assertEquals(130, view.operationEnter(0));
        assertEquals(170, view.operationEnter(1));
        assertEquals(7, view.operationCallPath(1));
        assertEquals(140, view.operationLeave(0));    // back to the first after the second
        assertThrows(IndexOutOfBoundsException.class, () -> view.operationEnter(2));

        view.show(w1);
        assertEquals(1, view.operations());
        assertEquals(150, view.operationEnter(0));
        assertEquals(AccessEpoch.NO_POST, view.lastPostEnter());
        assertEquals(-1, view.lastPostTarget());
        assertEquals(1, view.accessedTargets());
    }

    @Test
    void epochsOpenAtOnceKeepTheirOwnOperationsOnTheHeap() {
        check(accesses(ColumnStore.HEAP));
    }

    @Test
    void epochsOpenAtOnceKeepTheirOwnOperationsSpilled(@TempDir Path dir) throws IOException {
        try (SpillFile file = SpillFile.create(dir)) {
            check(accesses(file));
        }
    }

    @Test
    void anExposureEpochLearnsTheLatestCompleteAndWhoAccessedIt() {
        AccessEpochTable accesses = accesses(ColumnStore.HEAP);
        ExposureEpochTable t = new ExposureEpochTable(2, GROUPS, ColumnStore.HEAP);
        int row = t.post(0, 0, 50, 60);
        t.closed(row, 12, 500, 520, false);
        t.accessedBy(row, accesses, accesses.completedRow(1));

        ExposureEpochView view = new ExposureEpochView(t);
        view.show(t.closedRow(0));
        assertEquals(1, t.closedCount());
        assertEquals(2, view.target());
        assertEquals(12, view.closeCallPath());
        assertFalse(view.closedByTest());
        assertEquals(400, view.lastCompleteEnter());
        assertEquals(420, view.lastCompleteLeave());
        assertEquals(0, view.lastCompleteOrigin());
        assertEquals(185, view.lastOperationLeave());
        assertEquals(1, view.accessingOrigins());
        assertEquals(2, view.origins());

        int unmatched = t.post(1, 1, 600, 610);
        assertEquals(ExposureEpoch.NO_COMPLETE, t.lastCompleteEnter(unmatched));
        assertEquals(ExposureEpoch.NO_OPERATION, t.lastOperationLeave(unmatched));
        assertEquals(1, t.closedCount());             // posted, not closed
    }
}
