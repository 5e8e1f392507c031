package org.fenceline.tracer.sci;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LinkTimetableTest {
    @Test
    void aTransferStartsInTheFirstGapAndFillsTheGapsItNeeds() {
        LinkTimetable link = new LinkTimetable();
        link.fill(100, 50, LinkTimetable.Parts.IGNORED);
        link.fill(200, 50, LinkTimetable.Parts.IGNORED);
        List<long[]> parts = new ArrayList<>();
        long[] crossing = link.fill(120, 100, (start, end) -> parts.add(new long[] {start, end}));
        assertArrayEquals(new long[] {150, 300}, crossing, "starts after the booking covering 120, ends after 200-250");
        assertEquals(2, parts.size());
        assertArrayEquals(new long[] {150, 200}, parts.get(0));
        assertArrayEquals(new long[] {250, 300}, parts.get(1));
        assertEquals(1, link.intervals(), "100..300 is one busy interval now");
    }

    @Test
    void aSmallTransferFitsBetweenBookingsMadeFarAhead() {
        LinkTimetable link = new LinkTimetable();
        for (long t = 1_000; t < 1_000_000; t += 2_000) {
            link.fill(t, 1_000, LinkTimetable.Parts.IGNORED);
        }
        assertArrayEquals(new long[] {2_000, 2_100}, link.fill(1_500, 100, LinkTimetable.Parts.IGNORED),
                "a control packet does not wait for the end of a stream that leaves gaps");
    }

    @Test
    void takingAnIntervalReportsTheTimeItTookFromEarlierBookings() {
        LinkTimetable link = new LinkTimetable();
        link.fill(0, 100, LinkTimetable.Parts.IGNORED);
        link.fill(300, 100, LinkTimetable.Parts.IGNORED);
        assertEquals(100, link.take(50, 350), "50 of 0..100 and 50 of 300..400");
        assertTrue(link.busyAt(200));
        assertEquals(1, link.intervals());
        assertEquals(0, link.take(500, 600));
    }

    @Test
    void bookingsLongBeforeTheCurrentOneAreForgotten() {
        LinkTimetable link = new LinkTimetable();
        link.fill(0, 100, LinkTimetable.Parts.IGNORED);
        link.fill(LinkTimetable.HISTORY_NANOS + 1_000, 100, LinkTimetable.Parts.IGNORED);
        assertEquals(1, link.intervals());
        assertFalse(link.busyAt(50));
    }

    @Test
    void anEmptyTransferTakesNoTime() {
        LinkTimetable link = new LinkTimetable();
        link.fill(0, 100, LinkTimetable.Parts.IGNORED);
        assertArrayEquals(new long[] {100, 100}, link.fill(40, 0, LinkTimetable.Parts.IGNORED));
        assertEquals(1, link.intervals());
    }
}
