package org.fenceline.viewer.ui;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;

import org.fenceline.viewer.model.TopologyGrid;
import org.fenceline.viewer.model.TopologySelection;

/**
 * The report's Cartesian topologies (Cube's topology view): a selector of the topology to draw, a line with its
 * dimensions, and its grid of swatches coloured by the selected metric and call path per location, each labelled
 * with its location index; grid points without a location are grey.
 */
final class TopologyView extends BorderPane {
    private final TopologySelection selection;
    private final ComboBox<String> selector = new ComboBox<>();
    private final Label caption = new Label();
    private final Canvas canvas = new Canvas();
    private double[] locationValues = new double[0];
    private TopologyGrid grid;

    TopologyView(TopologySelection selection) {
        this.selection = selection;
        selector.setId("topology-selector");
        selector.getItems().setAll(selection.labels());
        selector.getSelectionModel().select(selection.selected());
        selector.getSelectionModel().selectedIndexProperty().addListener((o, was, now) -> {
            if (now.intValue() >= 0) {
                selection.select(now.intValue());
                show(locationValues);
            }
        });
        caption.setId("topology-caption");
        HBox top = new HBox(8, selector, caption);
        top.setPadding(new Insets(4));
        top.setAlignment(Pos.CENTER_LEFT);
        setTop(top);
        Pane drawing = new Pane(canvas);
        drawing.setMinSize(0, 0);
        canvas.widthProperty().bind(drawing.widthProperty());
        canvas.heightProperty().bind(drawing.heightProperty());
        canvas.widthProperty().addListener(o -> draw());
        canvas.heightProperty().addListener(o -> draw());
        setCenter(drawing);
        setMinSize(0, 0);
    }

    /** Draws the selected topology coloured by {@code values} (per location), and keeps them for a new choice. */
    void show(double[] values) {
        locationValues = values;
        grid = selection.grid(values);
        caption.setText(selection.caption());
        draw();
    }

    TopologyGrid grid() {
        return grid;
    }

    ComboBox<String> selector() {
        return selector;
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.clearRect(0, 0, w, h);
        if (grid == null || w < 10 || h < 10) {
            return;
        }
        double size = Math.min(48, Math.min((w - 8) / grid.columns(), (h - 8) / grid.rows()));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        for (TopologyGrid.Cell c : grid.cells()) {
            double x = 4 + c.column() * size;
            double y = 4 + c.row() * size;
            g.setFill(Colours.of(c.colour()));
            g.fillRect(x, y, size - 2, size - 2);
            g.setStroke(Color.GRAY);
            g.strokeRect(x + 0.5, y + 0.5, size - 3, size - 3);
            if (!c.isEmpty() && size >= 18) {
                g.setFill(Color.BLACK);
                g.fillText(Integer.toString(c.location()), x + size / 2 - 1, y + size / 2 - 1);
            }
        }
    }
}
