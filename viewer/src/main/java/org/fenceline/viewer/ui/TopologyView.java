package org.fenceline.viewer.ui;

import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;

import org.fenceline.analyzer.report.CartesianTopology;
import org.fenceline.viewer.model.TopologyGrid;

/**
 * One Cartesian topology as a grid of swatches coloured by the selected metric and call path per location (Cube's
 * topology tab), each labelled with its location index; grid points without a location are grey.
 */
final class TopologyView extends Pane {
    private final CartesianTopology topology;
    private final Canvas canvas = new Canvas();
    private TopologyGrid grid;

    TopologyView(CartesianTopology topology) {
        this.topology = topology;
        getChildren().add(canvas);
        canvas.widthProperty().bind(widthProperty());
        canvas.heightProperty().bind(heightProperty());
        canvas.widthProperty().addListener(o -> draw());
        canvas.heightProperty().addListener(o -> draw());
        setMinSize(0, 0);
    }

    void show(double[] locationValues) {
        grid = TopologyGrid.of(topology, locationValues);
        draw();
    }

    TopologyGrid grid() {
        return grid;
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
