package org.fenceline.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.SpillFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link TransferList}'s sort: by key, ties by the given order, on the heap and in a spill file alike. */
class TransferListTest {
    @TempDir
    Path dir;

    private record Entry(long ref, long key) {
    }

    /** Keys with many ties (the exits that several transfers go in front of), refs unique. */
    private static List<Entry> entries(int n, long seed) {
        Random random = new Random(seed);
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            entries.add(new Entry(TransferTable.ref(random.nextInt(4), i), random.nextInt(n / 8 + 1)));
        }
        return entries;
    }

    private static List<Entry> sorted(ColumnStore store, List<Entry> entries) {
        TransferList list = new TransferList(store);
        entries.forEach(e -> list.add(e.ref(), e.key()));
        list.sort(Long::compare);
        List<Entry> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            out.add(new Entry(list.ref(i), list.key(i)));
            assertEquals(list.ref(i), list.refs().get(i));
        }
        return out;
    }

    @Test
    void sortsByKeyThenByTheTieBreak() throws IOException {
        List<Entry> entries = entries(5000, 11);
        List<Entry> expected = new ArrayList<>(entries);
        expected.sort(Comparator.comparingLong(Entry::key).thenComparingLong(Entry::ref));
        assertEquals(expected, sorted(ColumnStore.HEAP, entries));
        try (SpillFile spill = SpillFile.create(dir)) {
            assertEquals(expected, sorted(spill, entries));
        }
    }

    @Test
    void aListInOrderStaysAsItIs() {
        List<Entry> entries = List.of(new Entry(5, 1), new Entry(2, 2), new Entry(3, 2), new Entry(1, 9));
        assertEquals(entries, sorted(ColumnStore.HEAP, entries));
    }

    @Test
    void oneOutOfPlaceAtTheEndIsFound() {
        List<Entry> entries = List.of(new Entry(1, 1), new Entry(2, 2), new Entry(3, 3), new Entry(4, 0));
        assertEquals(List.of(new Entry(4, 0), new Entry(1, 1), new Entry(2, 2), new Entry(3, 3)),
                sorted(ColumnStore.HEAP, entries));
    }
}
