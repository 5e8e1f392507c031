package org.fenceline.viewer.ui;

import java.util.List;

import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

import org.fenceline.viewer.timeline.RowLabels;
import org.fenceline.viewer.timeline.RowLayout;

/** The location names beside the timeline's rows, laid out by {@link RowLabels} with the canvas's own rows. */
final class TimelineRowLabels extends Canvas {
    static final double WIDTH = 120;
    private static final Font FONT = Font.font(11);
    private final List<String> names;
    private List<RowLabels.Label> shown = List.of();

    TimelineRowLabels(List<String> names) {
        super(WIDTH, 0);
        this.names = names;
        setId("timeline-row-labels");
        heightProperty().addListener(o -> redraw());
    }

    /** The labels drawn in the last frame (for tests). */
    List<RowLabels.Label> shown() {
        return shown;
    }

    void redraw() {
        int h = (int) getHeight();
        GraphicsContext g = getGraphicsContext2D();
        g.clearRect(0, 0, getWidth(), getHeight());
        if (h <= 0) {
            shown = List.of();
            return;
        }
        RowLayout layout = RowLayout.fit(h, TimelineCanvas.AXIS, names.size());
        shown = RowLabels.of(layout, names, 13, h);
        g.setFont(FONT);
        g.setFill(Color.BLACK);
        g.setTextAlign(TextAlignment.RIGHT);
        g.setTextBaseline(VPos.CENTER);
        for (RowLabels.Label l : shown) {
            g.fillText(l.text(), getWidth() - 4, l.centre(), getWidth() - 8);
        }
    }
}
