package org.fenceline.viewer.timeline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.RootCause;
import org.fenceline.viewer.SampleReports;
import org.fenceline.viewer.model.MostSevereInstances;
import org.junit.jupiter.api.Test;

/**
 * From a wait state (or a root cause) to the delay that caused it, without a screen: what the timeline marks, where
 * it zooms, the line of text, and the lines it draws (SampleReports.withRootCauses: rank 1's solve, 1 to 2.25 s,
 * delays rank 0's receive until 2.5 s).
 */
class CauseHighlightTest {
    private static final long S = 1_000_000_000L;
    private final Report report = SampleReports.withRootCauses();
    private final List<Instance> instances = report.instances();

    @Test
    void aWaitStateIsShownWithItsPartnerAndTheDelayBehindIt() {
        TimelineHighlight h = TimelineHighlight.of(report, instances.get(0));
        assertEquals(new LocationSpan(0, 3 * S / 2, 5 * S / 2), h.waiting());
        assertEquals(new LocationSpan(1, 5 * S / 2, 11 * S / 4), h.partner());
        assertEquals(new DelayMark(new LocationSpan(1, S, 9 * S / 4), 5 * S / 2, List.of(0)), h.delay());
        assertEquals("rank 1, solve: 750.000 ms of computation, causes 1.000 s of Late Sender on rank 0", h.caption());
        // From the delay's start (1) to the partner's end (2.75), a quarter of the span (0.4375) either side.
        assertArrayEquals(new double[] {0.5625e9, 3.1875e9}, h.view(), 1.0);
    }

    @Test
    void aPropagatedWaitStateSaysSo() {
        TimelineHighlight h = TimelineHighlight.of(report, instances.get(1));
        assertNull(h.partner());
        assertEquals(new LocationSpan(1, S, 9 * S / 4), h.delay().delay());
        assertEquals("rank 1, solve: 750.000 ms of computation, causes 1.000 s of Late Sender on rank 0; this Late "
                + "Sender on rank 0 (1.000 s) follows from it through wait-state propagation", h.caption());
        assertArrayEquals(new double[] {-0.25e9, 7.25e9}, h.view(), 1.0);
    }

    @Test
    void aWaitStateWithoutCauseIsShownAlone() {
        TimelineHighlight h = TimelineHighlight.of(report, instances.get(2));
        assertNull(h.delay());
        assertTrue(h.caption().startsWith("Late Sender on rank 0 (250.000 ms): no root cause"), h.caption());
    }

    @Test
    void aRootCauseIsShownWhereItCostMost() {
        RootCause c = report.rootCauses().get(0);
        TimelineHighlight h = TimelineHighlight.of(report, c);
        assertNull(h.waiting());
        assertEquals(TimelineHighlight.of(report, instances.get(0)).delay(), h.delay());
        assertEquals("rank 1, solve: 750.000 ms of computation, causes 1.000 s of Late Sender on rank 0; shown where "
                + "it cost most: 1.000 s at 2.500000 s", h.caption());
        // The delay (1 to 2.25) and its synchronisation (2.5).
        assertArrayEquals(new double[] {0.625e9, 2.875e9}, h.view(), 1.0);
    }

    @Test
    void theOverlayMarksTheDelayAndLinksItToTheWaitsItCaused() {
        TimelineViewport view = new TimelineViewport(0, 6 * S);
        RowLayout layout = RowLayout.fit(224, 24, 2);   // rows of 100 px
        TimelineOverlay o = TimelineOverlay.compute(emptyData(), view, layout, 600, TransferDrawing.RECORDED, null,
                TimelineHighlight.of(report, instances.get(0)));
        // 100 px per second.
        assertEquals(List.of(new TimelineOverlay.Box(150, 24, 100, 99, LineKind.WAITING),
                new TimelineOverlay.Box(250, 124, 25, 99, LineKind.PARTNER),
                new TimelineOverlay.Box(100, 124, 125, 99, LineKind.DELAY)), o.boxes());
        assertEquals(List.of(new TimelineOverlay.Line(275, 173.5, 250, 73.5, LineKind.PARTNER),
                new TimelineOverlay.Line(225, 173.5, 250, 73.5, LineKind.DELAY)), o.lines());
    }

    @Test
    void doubleClickingAWaitStateFindsItsInstance() {
        assertEquals(instances.get(0), MostSevereInstances.at(report, 0, 2.0).orElseThrow());
        assertEquals(instances.get(1), MostSevereInstances.at(report, 0, 5.0).orElseThrow());
        assertFalse(MostSevereInstances.at(report, 1, 2.0).isPresent(), "rank 1 does not wait");
        assertFalse(MostSevereInstances.at(report, 0, 3.0).isPresent(), "between the waits");
    }

    static TimelineData emptyData() {
        return new TimelineData(List.of("rank 0", "rank 1"), List.of(), new RegionCategory[0], List.of(), List.of(),
                new MessageLines(new int[0], new long[0], new int[0], new long[0]), List.of(), 0, 6 * S, 0);
    }
}
