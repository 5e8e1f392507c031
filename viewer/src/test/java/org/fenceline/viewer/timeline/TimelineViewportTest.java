package org.fenceline.viewer.timeline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.Report;
import org.fenceline.viewer.SampleReports;
import org.junit.jupiter.api.Test;

/** Zoom, pan and the back/forward history. */
class TimelineViewportTest {

    @Test
    void zoomKeepsTheAnchorInPlaceAndStaysInsideTheTrace() {
        TimelineViewport v = new TimelineViewport(0, 1_000_000);
        v.zoom(0.5, 250_000);
        assertEquals(125_000, v.start(), 1e-6);
        assertEquals(625_000, v.end(), 1e-6);
        v.pan(-10);
        assertEquals(0, v.start(), 1e-6);
        assertEquals(500_000, v.span(), 1e-6);
        v.zoom(100, 0);
        assertEquals(1_000_000, v.span(), 1e-6);
        v.zoom(1e-9, 10);
        assertEquals(100, v.span(), 1e-6, "never narrower than 100 ns");
        assertEquals(500_000, v.xOf(v.timeAt(500_000, 1000), 1000), 1e-6);
    }

    @Test
    void jumpsAreUndoneWithBackAndRedoneWithForward() {
        TimelineViewport v = new TimelineViewport(0, 1000);
        assertFalse(v.canGoBack());
        v.jumpTo(600, 200);
        assertArrayEquals(new double[] {200, 600}, new double[] {v.start(), v.end()});
        v.jumpTo(300, 400);
        v.back();
        assertEquals(200, v.start());
        v.back();
        assertEquals(0, v.start());
        assertFalse(v.canGoBack());
        v.forward();
        assertEquals(200, v.start());
        assertTrue(v.canGoForward());
        v.reset();
        assertFalse(v.canGoForward(), "a new jump clears the forward history");
        assertEquals(1000, v.span());
    }

    @Test
    void anInstanceIsShownWithItsPartner() {
        Report report = SampleReports.tiny();
        List<Instance> instances = report.instances();
        TimelineHighlight h = TimelineHighlight.of(report, instances.get(0));
        assertEquals(new LocationSpan(0, 1_500_000_000L, 2_500_000_000L), h.waiting());
        assertEquals(1, h.partner().location());
        assertArrayEquals(new double[] {1.5e9 - 0.3125e9, 2.75e9 + 0.3125e9}, h.view(), 1.0);
        assertNull(TimelineHighlight.of(report, instances.get(1)).partner());
    }
}
