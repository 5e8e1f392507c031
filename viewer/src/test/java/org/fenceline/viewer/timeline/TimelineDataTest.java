package org.fenceline.viewer.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.fenceline.trace.bench.SyntheticTrace;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.Event;
import org.fenceline.viewer.bench.SampleData;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Loading a synthetic ring trace: segments, messages, transfers and level-of-detail summaries. */
class TimelineDataTest {
    private static final int LOCATIONS = 4;
    private static final int ITERATIONS = 16;
    @TempDir
    static Path dir;
    private static TimelineData data;

    @BeforeAll
    static void load() throws Exception {
        SampleData.writeTrace(dir, LOCATIONS, ITERATIONS);
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            data = TimelineLoader.load(trace);
        }
    }

    @Test
    void everyMessageAndTransferIsMatched() {
        assertEquals(LOCATIONS * ITERATIONS, data.messages().count());
        for (int i = 0; i < data.messages().count(); i++) {
            assertEquals((data.messages().sender(i) + 1) % LOCATIONS, data.messages().receiver(i));
            if (i > 0) {
                assertTrue(data.messages().sendTime(i - 1) <= data.messages().sendTime(i), "sorted by send time");
            }
        }
        long gets = data.transfers().stream().filter(RmaTransfer::get).count();
        assertEquals(LOCATIONS * ITERATIONS / 4, gets);
        assertEquals(LOCATIONS * ITERATIONS, data.transfers().size() - gets);
        assertTrue(data.transfers().stream().filter(RmaTransfer::hasLogicalTransfer).count() > gets);
        for (RmaTransfer t : data.transfers()) {
            assertTrue(t.isComplete());
            assertTrue(t.opStart() <= t.originMark() && t.originMark() <= t.opEnd());
            assertFalse(t.passive(), "fences are active-target synchronisation");
            if (t.hasLogicalTransfer()) {
                assertTrue(t.logicalStart() < t.logicalEnd(), "a logical transfer never runs backwards");
            }
        }
    }

    @Test
    void segmentsFollowTheRegionStack() {
        var events = SyntheticTrace.events(1, LOCATIONS, ITERATIONS);
        LocationTimeline t = data.timelines().get(1);
        Event enterMain = events.get(0);
        Event firstEnter = events.get(1);
        assertEquals(SyntheticTrace.MAIN, t.region(t.segmentAt(enterMain.time())));
        int compute = t.segmentAt(firstEnter.time());
        assertEquals(SyntheticTrace.COMPUTE, t.region(compute));
        assertEquals(1, t.depth(compute));
        LocationTimeline.RegionSpan main = t.visitOf(compute - 1);
        assertEquals(enterMain.time(), main.start());
        assertEquals(events.get(events.size() - 1).time(), main.end());
        assertEquals(-1, t.segmentAt(enterMain.time() - 1));
    }

    @Test
    void levelOfDetailAgreesWithTheSegmentsWhereABinIsCoveredByOneSegment() {
        LocationTimeline t = data.timelines().get(0);
        LevelOfDetail lod = data.levels().get(0);
        assertTrue(lod.levelCount() > 2);
        for (int level = 0; level < lod.levelCount(); level++) {
            long w = lod.width(level);
            for (int s = 0; s < t.segmentCount(); s++) {
                long firstFullBin = (t.start(s) + w - 1) / w;
                if ((firstFullBin + 1) * w <= t.end(s)) {
                    assertEquals(data.category(t.region(s)), lod.categoryAt(level, firstFullBin * w));
                }
            }
        }
        assertEquals(-1, lod.levelFor(lod.width(0) - 1.0));
        assertEquals(1, lod.levelFor(lod.width(1) * 3.0));
    }

    @Test
    void rasterColoursBarsByCategoryAtEveryZoom() {
        int width = 400;
        int height = 24 + LOCATIONS * 10;
        RowLayout layout = RowLayout.fit(height, 24, LOCATIONS);
        TimelineViewport view = new TimelineViewport(data.start(), data.end());
        int[] pixels = new int[width * height];
        TimelineRaster.paint(data, view, layout, width, height, pixels);
        assertEquals(0xFFFFFFFF, pixels[0], "the axis strip stays white");
        int y = layout.top(2) + 1;
        assertTrue(isCategoryColour(pixels[y * width + width / 2]));

        LocationTimeline t = data.timelines().get(2);
        int s = t.segmentCount() / 2;
        view.jumpTo(t.start(s), t.end(s));
        TimelineRaster.paint(data, view, layout, width, height, pixels);
        assertEquals(data.category(t.region(s)).argb(), pixels[y * width + width / 2], "deep zoom draws segments");
    }

    private static boolean isCategoryColour(int argb) {
        for (RegionCategory c : RegionCategory.values()) {
            if (c.argb() == argb) {
                return true;
            }
        }
        return false;
    }

    @Test
    void overlayDrawsLinesOnlyWhileFewCrossTheView() {
        RowLayout layout = RowLayout.fit(200, 24, LOCATIONS);
        TimelineViewport view = new TimelineViewport(data.start(), data.end());
        TimelineOverlay all = TimelineOverlay.compute(data, view, layout, 800, TransferDrawing.RECORDED, null, null);
        assertEquals(LOCATIONS * ITERATIONS, all.messagesInView());
        assertFalse(all.messagesElided());
        assertEquals(all.messagesInView(), all.lines().stream().filter(l -> l.kind() == LineKind.MESSAGE).count());
        assertTrue(all.lines().stream().anyMatch(l -> l.kind() == LineKind.RMA_DEPENDENCY), "Get requests as dependencies");
        assertTrue(all.boxes().stream().anyMatch(b -> b.kind() == LineKind.RMA_OPERATION));

        TimelineOverlay logical = TimelineOverlay.compute(data, view, layout, 800, new TransferDrawing(true, false), null,
                null);
        assertTrue(logical.lines().stream().anyMatch(l -> l.kind() == LineKind.RMA_LOGICAL));
        assertTrue(logical.lines().stream().noneMatch(l -> l.kind() == LineKind.RMA_TRANSFER));

        view.jumpTo(data.messages().sendTime(3), data.messages().sendTime(3) + 100);
        long send = data.messages().sendTime(3);
        TimelineOverlay narrow = TimelineOverlay.compute(data, view, layout, 800, TransferDrawing.RECORDED, null,
                new TimelineHighlight(new LocationSpan(0, send, send + 50), new LocationSpan(1, 0, 10), null, ""));
        assertTrue(narrow.messagesInView() >= 1);
        assertTrue(narrow.boxes().stream().anyMatch(b -> b.kind() == LineKind.WAITING));
        assertTrue(narrow.boxes().stream().anyMatch(b -> b.kind() == LineKind.PARTNER));
    }

    @Test
    void hoverNamesTheRegionVisit() {
        LocationTimeline t = data.timelines().get(0);
        int s = t.segmentAt(t.start(1));
        String text = TimelineHover.describe(data, 0, t.start(s));
        assertTrue(text.startsWith("rank 0 thread 0  compute (Computation)"), text);
        assertEquals("1.500 µs", TimelineHover.formatDuration(1500));
    }
}
