package org.fenceline.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.fenceline.trace.local.LocalDefinition.ClockSyncPoint;
import org.junit.jupiter.api.Test;

class ClockCorrectionTest {
    @Test
    void interpolatesBetweenTwoPointsAndExtrapolatesAlongTheSegment() {
        ClockCorrection c = ClockCorrection.of(List.of(new ClockSyncPoint(11_000, 200), new ClockSyncPoint(1_000, 100)));
        assertEquals(900, c.correct(1_000));
        assertEquals(5_850, c.correct(6_000));      // offset 150 halfway
        assertEquals(10_800, c.correct(11_000));
        assertEquals(405, c.correct(500));          // before the first point: offset 95
        assertEquals(20_700, c.correct(21_000));    // after the last point: offset 300
    }

    @Test
    void threePointsUseTheSegmentTheTimeFallsIn() {
        ClockCorrection c = ClockCorrection.of(List.of(new ClockSyncPoint(0, 0), new ClockSyncPoint(1_000, 10),
                new ClockSyncPoint(2_000, 0)));
        assertEquals(495, c.correct(500));
        assertEquals(1_495, c.correct(1_500));
        assertEquals(3_010, c.correct(3_000));      // last segment's drift continues
    }

    @Test
    void onePointIsAConstantOffsetAndNoneIsIdentity() {
        assertEquals(950, ClockCorrection.of(List.of(new ClockSyncPoint(7, 50))).correct(1_000));
        assertEquals(1_000, ClockCorrection.of(List.of()).correct(1_000));
    }

    @Test
    void rebasingSubtractsTheTraceStart() {
        ClockCorrection c = ClockCorrection.of(List.of(new ClockSyncPoint(7, 50))).startingAt(-50);
        assertEquals(1_000, c.correct(1_000));
    }

    @Test
    void rejectsPointsThatCannotDescribeAClock() {
        assertThrows(IllegalArgumentException.class,
                () -> ClockCorrection.of(List.of(new ClockSyncPoint(5, 1), new ClockSyncPoint(5, 2))));
        assertThrows(IllegalArgumentException.class,
                () -> ClockCorrection.of(List.of(new ClockSyncPoint(0, 0), new ClockSyncPoint(100, 100))));
    }
}
