package org.fenceline.viewer.timeline;

/**
 * Where each location's bar lies vertically: a time axis strip on top, then one row per location, all of
 * equal height (at least one pixel; with more locations than pixels the last ones fall off the bottom).
 * Rows of four pixels or more keep a one-pixel gap so neighbouring bars stay apart.
 */
public record RowLayout(int axisHeight, int rowHeight, int locations) {

    public static RowLayout fit(int height, int axisHeight, int locations) {
        int rows = Math.max(1, locations);
        return new RowLayout(axisHeight, Math.max(1, (height - axisHeight) / rows), locations);
    }

    public int top(int location) {
        return axisHeight + location * rowHeight;
    }

    /** Height of the painted bar within its row. */
    public int barHeight() {
        return rowHeight >= 4 ? rowHeight - 1 : rowHeight;
    }

    /** The location whose row contains {@code y}, or -1. */
    public int locationAt(double y) {
        if (y < axisHeight) {
            return -1;
        }
        int l = (int) ((y - axisHeight) / rowHeight);
        return l < locations ? l : -1;
    }

    public double centre(int location) {
        return top(location) + barHeight() / 2.0;
    }
}
