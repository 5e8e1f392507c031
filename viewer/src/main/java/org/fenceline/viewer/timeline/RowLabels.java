package org.fenceline.viewer.timeline;

import java.util.ArrayList;
import java.util.List;

/**
 * The names beside the timeline's rows, so a user can tell which bar is which location. Every row is labelled
 * when rows are at least as high as a line of text; otherwise every k-th row, k the smallest step that keeps
 * labels a line apart (the first row is always labelled).
 */
public final class RowLabels {

    /** A label: its text and the vertical centre of its row. */
    public record Label(int location, String text, double centre) {
    }

    private RowLabels() {
    }

    /** Labels for the rows of {@code layout} that fit in {@code height} pixels, {@code lineHeight} apart. */
    public static List<Label> of(RowLayout layout, List<String> names, double lineHeight, int height) {
        int step = Math.max(1, (int) Math.ceil(lineHeight / layout.rowHeight()));
        List<Label> out = new ArrayList<>();
        for (int l = 0; l < layout.locations() && l < names.size(); l += step) {
            if (layout.top(l) >= height) {
                break;
            }
            out.add(new Label(l, names.get(l), layout.centre(l)));
        }
        return out;
    }
}
