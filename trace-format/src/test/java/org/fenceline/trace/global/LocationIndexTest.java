package org.fenceline.trace.global;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.bench.SyntheticTrace;
import org.fenceline.trace.model.Event;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Row groups never span locations, the footer says which are whose, and readers touch only their own. */
class LocationIndexTest {
    @TempDir
    Path dir;

    /** Location 0: 250 events, location 1: none, location 2: 100, location 3: 101; at most 100 rows per group. */
    private final List<Event> events = new ArrayList<>();

    LocationIndexTest() {
        addEvents(0, 250);
        addEvents(2, 100);
        addEvents(3, 101);
    }

    @Test
    void footerRecordsRowGroupsAndCountsPerLocation() throws IOException {
        TraceFixtures.writeWithRowGroupRows(dir, SyntheticTrace.definitions(4), events, 100);

        ParquetMetadata footer = TraceFixtures.footer(dir);
        Map<String, String> keyValues = footer.getFileMetaData().getKeyValueMetaData();
        assertEquals(TraceLayout.FORMAT_VERSION, keyValues.get("fenceline.format"));
        assertEquals("0,3,3,4,6", keyValues.get("fenceline.location.row_groups"));
        assertEquals("250,0,100,101", keyValues.get("fenceline.location.events"));
        assertEquals(List.of(100L, 100L, 50L, 100L, 100L, 1L),
                footer.getBlocks().stream().map(BlockMetaData::getRowCount).toList());

        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            LocationIndex index = trace.locationIndex();
            assertEquals(List.of(0, 3, 3, 4), List.of(index.firstRowGroup(0), index.firstRowGroup(1),
                    index.firstRowGroup(2), index.firstRowGroup(3)));
            assertEquals(List.of(3, 0, 1, 2), List.of(index.rowGroupCount(0), index.rowGroupCount(1),
                    index.rowGroupCount(2), index.rowGroupCount(3)));
            assertEquals(6, index.totalRowGroups());
        }
    }

    @Test
    void aLocationIsReadWithoutTouchingOtherLocationsRowGroups() throws IOException {
        TraceFixtures.writeWithRowGroupRows(dir, SyntheticTrace.definitions(4), events, 100);
        List<BlockMetaData> blocks = TraceFixtures.footer(dir).getBlocks();
        // Destroy every byte of location 0's data (row groups 0-2); the footer stays intact.
        for (int g = 0; g < 3; g++) {
            for (ColumnChunkMetaData chunk : blocks.get(g).getColumns()) {
                TraceFixtures.zero(TraceLayout.events(dir), chunk.getStartingPos(), chunk.getTotalSize());
            }
        }

        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            for (int location = 1; location < 4; location++) {
                int l = location;
                try (Stream<Event> read = trace.events(location)) {
                    assertEquals(events.stream().filter(e -> e.location() == l).toList(), read.toList());
                }
            }
            assertEquals(events.get(260), trace.event(2, 10));
            try (EventCursor broken = trace.cursor(0)) {
                CorruptTraceException e = assertThrows(CorruptTraceException.class, broken::next);
                assertEquals(TraceLayout.events(dir) + ": row group 0 cannot be read (can not read class "
                        + "org.apache.parquet.format.PageHeader: Required field 'uncompressed_page_size' was not found "
                        + "in serialized data)", e.getMessage());
                assertFalse(e.getMessage().contains("\n"), e.getMessage());
                // The broken row group is not skipped on a second try.
                assertEquals(e.getMessage(), assertThrows(CorruptTraceException.class, broken::next).getMessage());
            }
        }
    }

    @Test
    void aRowGroupSpanningTwoLocationsIsRejectedAtOpen() throws IOException {
        // One row group with a row of location 0 and one of location 1, indexed as if both were location 0's.
        long[] ofLocation0 = {0, 1, 0, 0, -1, -1, -1, -1, -1, 0, 0, 0, 0};
        long[] ofLocation1 = {1, 1, 0, 0, -1, -1, -1, -1, -1, 0, 0, 0, 0};
        TraceFixtures.writeParquet(TraceLayout.events(dir), EventSchema.full(), Map.of(
                "fenceline.format", TraceLayout.FORMAT_VERSION,
                "fenceline.location.row_groups", "0,1,1",
                "fenceline.location.events", "2,0"), ofLocation0, ofLocation1);

        CorruptTraceException e = assertThrows(CorruptTraceException.class,
                () -> EventFile.open(TraceLayout.events(dir)));
        assertTrue(e.getMessage().startsWith(TraceLayout.events(dir)
                + ": row group 0 should hold only location 0 but its location statistics say min: 0, max: 1"),
                e.getMessage());
    }

    @Test
    void malformedIndexEntriesAreRejected() {
        IllegalArgumentException descending = assertThrows(IllegalArgumentException.class,
                () -> LocationIndex.fromFooter(Map.of("fenceline.location.row_groups", "0,3,2",
                        "fenceline.location.events", "1,1")));
        assertEquals("fenceline.location.row_groups is not ascending at position 2", descending.getMessage());
        IllegalArgumentException tooShort = assertThrows(IllegalArgumentException.class,
                () -> LocationIndex.fromFooter(Map.of("fenceline.location.row_groups", "0,3",
                        "fenceline.location.events", "1,1")));
        assertEquals("fenceline.location.row_groups has 2 values for 2 locations (needs one more)", tooShort.getMessage());
    }

    private void addEvents(int location, int count) {
        for (int i = 0; i < count; i++) {
            events.add(Event.send(location, 10L * i + 1, 0, (location + 1) % 4, i, 8L * i, i, 0));
        }
    }
}
