package org.fenceline.viewer.ui;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;

import org.fenceline.viewer.model.ColourLegend;
import org.fenceline.viewer.model.ColourScale;

/**
 * Cube's colour scale under a tree pane: the spectrum from 0 (left) to the largest value of the scale (right, its
 * value above the right end) with a black mark at the selected node's colour, and the selected value with its
 * share of its root above it.
 */
final class ColourLegendBar extends BorderPane {
    private static final double HEIGHT = 12;
    private final Canvas spectrum = new Canvas(200, HEIGHT);
    private final Label min = new Label();
    private final Label max = new Label();
    private final Label caption = new Label();
    private ColourLegend legend = new ColourLegend(-1, "0", "0", "");

    ColourLegendBar(String id) {
        setId(id + "-legend");
        caption.setId(id + "-legend-caption");
        max.setId(id + "-legend-max");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox top = new HBox(4, caption, gap, max);
        HBox bar = new HBox(4, min, spectrum);
        bar.setAlignment(Pos.CENTER_LEFT);
        setTop(top);
        setCenter(bar);
        setPadding(new Insets(2, 0, 0, 0));
        widthProperty().addListener(o -> {
            spectrum.setWidth(Math.max(40, getWidth() - 24));
            draw();
        });
    }

    void show(ColourLegend l) {
        legend = l;
        min.setText(l.minText());
        max.setText("max " + l.maxText());
        caption.setText(l.caption().isEmpty() ? " " : "Selected: " + l.caption());
        draw();
    }

    ColourLegend legend() {
        return legend;
    }

    private void draw() {
        GraphicsContext g = spectrum.getGraphicsContext2D();
        double w = spectrum.getWidth();
        for (int x = 0; x < (int) w; x++) {
            g.setStroke(Colours.of(ColourScale.colour(x / Math.max(1.0, w - 1))));
            g.strokeLine(x + 0.5, 0, x + 0.5, HEIGHT);
        }
        if (legend.position() >= 0) {
            double x = Math.min(w - 2, legend.position() * (w - 1));
            g.setFill(Color.BLACK);
            g.fillRect(x - 1, 0, 3, HEIGHT);
        }
        g.setStroke(Color.GRAY);
        g.strokeRect(0.5, 0.5, w - 1, HEIGHT - 1);
    }
}
