package org.fenceline.analyzer.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.fenceline.analyzer.pattern.WindowCollective;
import org.fenceline.analyzer.pattern.WindowCollectiveKind;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.SpillFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WindowCollectiveTableTest {
    /** Create on window 0, create on window 1, then fences alternating between the windows. */
    private static WindowCollectiveTable table(ColumnStore store) {
        return table(new WindowCollectiveTable(store, 2));
    }

    private static WindowCollectiveTable table(WindowCollectiveTable table) {
        table.add(WindowCollectiveKind.CREATE, 0, 7, 10, 20);
        table.add(WindowCollectiveKind.CREATE, 1, 7, 30, 40);
        for (int i = 0; i < 100_000; i++) {
            table.add(WindowCollectiveKind.FENCE, i % 2, 8, 100 + 10L * i, 105 + 10L * i);
        }
        return table;
    }

    private static void check(WindowCollectiveTable table) {
        assertEquals(100_002, table.size());
        assertEquals(50_001, table.calls(0));
        assertEquals(50_001, table.calls(1));
        assertEquals(1, table.row(1, 0));
        int fence = table.row(1, 3); // the window's 3rd fence
        assertEquals(7, fence);
        assertEquals(WindowCollectiveKind.FENCE, table.kind(fence));
        assertEquals(1, table.window(fence));
        assertEquals(150, table.begin(fence));
        assertFalse(table.isMatched(fence));
        assertEquals(WindowCollective.NO_OPERATION, table.lastOperationLeave(fence));
        assertEquals(-1, table.lastOperationOrigin(fence));

        table.matched(fence, 170, 3, 165, 4);
        // Operations come origin by origin: origin 2 twice, then origin 0 with the latest leave.
        table.accessedBy(fence, 2, 150, 158);
        table.accessedBy(fence, 2, 151, 159);
        table.accessedBy(fence, 0, 140, 162);
        table.accessedBy(fence, 0, 120, 130);
        assertTrue(table.isMatched(fence));
        assertEquals(170, table.latestBegin(fence));
        assertEquals(3, table.latestLocation(fence));
        assertEquals(165, table.earliestEnd(fence));
        assertEquals(4, table.members(fence));
        assertEquals(2, table.accessingOrigins(fence));
        assertEquals(162, table.lastOperationLeave(fence));
        assertEquals(140, table.lastOperationEnter(fence));
        assertEquals(0, table.lastOperationOrigin(fence));
        assertFalse(table.isMatched(fence + 1));

        WindowCollectiveView view = new WindowCollectiveView(table, 5);
        view.show(fence);
        assertEquals(5, view.location());
        assertEquals(8, view.callPath());
        assertEquals(155, view.end());
        assertEquals(2, view.accessingOrigins());
    }

    @Test
    void rowsPerWindowAndTheMatchingsResultsOnTheHeap() {
        check(table(ColumnStore.HEAP));
    }

    @Test
    void rowsPerWindowAndTheMatchingsResultsWithRoomReservedForThem() {
        WindowCollectiveTable reserved = new WindowCollectiveTable(ColumnStore.HEAP, 2);
        reserved.reserve(100_002, new int[] {50_001, 50_001});
        check(table(reserved));
        WindowCollectiveTable tooLittle = new WindowCollectiveTable(ColumnStore.HEAP, 2);
        tooLittle.reserve(1000, new int[] {10, 990});
        check(table(tooLittle));
    }

    @Test
    void rowsPerWindowAndTheMatchingsResultsInASpillFile(@TempDir Path dir) throws IOException {
        try (SpillFile file = SpillFile.create(dir)) {
            check(table(file));
        }
    }
}
