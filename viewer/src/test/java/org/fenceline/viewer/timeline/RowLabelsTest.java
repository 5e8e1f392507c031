package org.fenceline.viewer.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

/** Issue 18 item 9: every timeline row is labelled with its location when there is room for a line of text. */
class RowLabelsTest {

    @Test
    void everyRowIsLabelledAtItsCentreWhenRowsAreHighEnough() {
        RowLayout layout = RowLayout.fit(24 + 4 * 50, 24, 4);
        List<RowLabels.Label> labels = RowLabels.of(layout, List.of("rank 0", "rank 1", "rank 2", "rank 3"), 13,
                24 + 4 * 50);
        assertEquals(List.of(new RowLabels.Label(0, "rank 0", 24 + 24.5), new RowLabels.Label(1, "rank 1", 74 + 24.5),
                new RowLabels.Label(2, "rank 2", 124 + 24.5), new RowLabels.Label(3, "rank 3", 174 + 24.5)), labels);
    }

    @Test
    void thinRowsAreLabelledEveryKthRowALineApart() {
        List<String> names = IntStream.range(0, 100).mapToObj(i -> "rank " + i).toList();
        RowLayout layout = RowLayout.fit(24 + 500, 24, 100);
        List<RowLabels.Label> labels = RowLabels.of(layout, names, 13, 24 + 500);
        assertEquals(5, layout.rowHeight());
        assertEquals(List.of(0, 3, 6), labels.subList(0, 3).stream().map(RowLabels.Label::location).toList());
        assertEquals(34, labels.size());
        for (int i = 1; i < labels.size(); i++) {
            assertEquals(15.0, labels.get(i).centre() - labels.get(i - 1).centre());
        }
    }
}
