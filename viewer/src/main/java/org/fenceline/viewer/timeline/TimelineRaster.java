package org.fenceline.viewer.timeline;

import java.util.Arrays;

/**
 * Paints the location bars into an ARGB pixel buffer, one sample per pixel column: from the coarsest
 * level-of-detail that is still finer than a pixel, or from the segments themselves when zoomed in further.
 * Plain Java, so a frame's cost can be measured and tested without a screen; the canvas only uploads it.
 */
public final class TimelineRaster {
    private static final int BACKGROUND = 0xFFFFFFFF;

    private TimelineRaster() {
    }

    /**
     * Fills {@code pixels} (row-major, {@code width × height}) for the viewport. The axis strip is left
     * white for the canvas to label.
     */
    public static void paint(TimelineData data, TimelineViewport view, RowLayout layout, int width, int height,
                             int[] pixels) {
        Arrays.fill(pixels, 0, width * height, BACKGROUND);
        int[] row = new int[width];
        double pixelWidth = view.span() / width;
        for (int l = 0; l < data.locationCount(); l++) {
            int top = layout.top(l);
            if (top >= height) {
                break;
            }
            int level = data.levels().get(l).levelFor(pixelWidth);
            if (level >= 0) {
                sampleLevels(data.levels().get(l), level, view.start(), pixelWidth, row);
            } else {
                sampleSegments(data, data.timelines().get(l), view.start(), pixelWidth, row);
            }
            int bottom = Math.min(height, top + layout.barHeight());
            for (int y = top; y < bottom; y++) {
                System.arraycopy(row, 0, pixels, y * width, width);
            }
        }
    }

    private static void sampleLevels(LevelOfDetail lod, int level, double start, double pixelWidth, int[] row) {
        for (int x = 0; x < row.length; x++) {
            long t = (long) (start + (x + 0.5) * pixelWidth);
            row[x] = lod.categoryAt(level, t).argb();
        }
    }

    private static void sampleSegments(TimelineData data, LocationTimeline t, double start, double pixelWidth,
                                       int[] row) {
        int s = t.firstSegmentEndingAfter((long) start);
        for (int x = 0; x < row.length; x++) {
            long time = (long) (start + (x + 0.5) * pixelWidth);
            while (s < t.segmentCount() && t.end(s) <= time) {
                s++;
            }
            boolean inside = s < t.segmentCount() && t.start(s) <= time;
            row[x] = inside ? data.category(t.region(s)).argb() : RegionCategory.IDLE.argb();
        }
    }
}
