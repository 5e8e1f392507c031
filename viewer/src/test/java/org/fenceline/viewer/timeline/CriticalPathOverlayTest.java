package org.fenceline.viewer.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.fenceline.analyzer.report.CriticalPathSegment;
import org.fenceline.viewer.SampleReports;
import org.junit.jupiter.api.Test;

/** The critical path over the bars, without a screen: along each segment's row, across at each jump. */
class CriticalPathOverlayTest {
    private static final long S = 1_000_000_000L;
    private final RowLayout layout = RowLayout.fit(224, 24, 2);   // rows of 100 px, centres at 73.5 and 173.5

    @Test
    void thePathRunsAlongItsSegmentsAndJumpsBetweenThem() {
        CriticalPathTrack path = new CriticalPathTrack(SampleReports.withRootCauses().criticalPath());
        TimelineOverlay whole = overlay(path, 0, 6 * S);
        // 100 px per second: rank 1 from 0 to 2.5, across to rank 0, on to 6.
        assertEquals(List.of(new TimelineOverlay.Line(0, 173.5, 250, 173.5, LineKind.CRITICAL_PATH),
                new TimelineOverlay.Line(250, 173.5, 250, 73.5, LineKind.CRITICAL_PATH),
                new TimelineOverlay.Line(250, 73.5, 600, 73.5, LineKind.CRITICAL_PATH)), whole.lines());
        assertEquals(2, whole.criticalPathInView());

        TimelineOverlay late = overlay(path, 3 * S, 4 * S);
        assertEquals(1, late.criticalPathInView(), "only rank 0's segment crosses 3..4 s");
        assertEquals(List.of(new TimelineOverlay.Line(-300, 73.5, 1800, 73.5, LineKind.CRITICAL_PATH)),
                late.lines());

        assertEquals(List.of(), overlay(null, 0, 6 * S).lines(), "hidden: nothing drawn");
    }

    @Test
    void tooManySegmentsInViewAreCountedNotDrawn() {
        List<CriticalPathSegment> zigzag = new ArrayList<>();
        int n = TimelineOverlay.LINE_LIMIT + 1;
        for (int i = 0; i < n; i++) {
            zigzag.add(new CriticalPathSegment(i % 2, 6.0 * i / n, 6.0 * (i + 1) / n));
        }
        CriticalPathTrack path = new CriticalPathTrack(zigzag);
        TimelineOverlay whole = overlay(path, 0, 6 * S);
        assertTrue(whole.criticalPathElided());
        assertEquals(List.of(), whole.lines());
        TimelineOverlay zoomed = overlay(path, 0, S);
        assertFalse(zoomed.criticalPathElided());
        assertEquals(2 * zoomed.criticalPathInView(), zoomed.lines().size(), "a run and a jump per segment");
    }

    private TimelineOverlay overlay(CriticalPathTrack path, long start, long end) {
        TimelineViewport view = new TimelineViewport(0, 6 * S);
        view.jumpTo(start, end);
        return TimelineOverlay.compute(CauseHighlightTest.emptyData(), view, layout, 600, TransferDrawing.RECORDED,
                path, null);
    }
}
