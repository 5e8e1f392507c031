package org.fenceline.viewer.ui;

import java.util.Locale;
import java.util.function.DoubleUnaryOperator;

import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;

import org.fenceline.viewer.model.BoxPlotStatistics;
import org.fenceline.viewer.model.ValueFormat;

/** Cube's "Box Plot" tab: the selected value's distribution over the locations, with its numbers. */
final class BoxPlotView extends BorderPane {
    private final Canvas canvas = new Canvas(200, 200);
    private final Label numbers = new Label();
    private BoxPlotStatistics statistics = BoxPlotStatistics.of(new double[0]);
    private ValueFormat format = ValueFormat.DEFAULT;

    BoxPlotView() {
        setId("boxplot");
        numbers.setId("boxplot-numbers");
        Pane holder = new Pane(canvas);
        canvas.widthProperty().bind(holder.widthProperty());
        canvas.heightProperty().bind(holder.heightProperty());
        canvas.widthProperty().addListener(o -> draw());
        canvas.heightProperty().addListener(o -> draw());
        setCenter(holder);
        setBottom(numbers);
    }

    void show(BoxPlotStatistics s, ValueFormat format) {
        this.statistics = s;
        this.format = format;
        numbers.setText(String.format(Locale.ROOT, "Max %s   Q3 %s   Median %s   Q1 %s   Min %s   Mean %s   (%d locations)",
                v(s.max()), v(s.upperQuartile()), v(s.median()), v(s.lowerQuartile()), v(s.min()), v(s.mean()),
                s.count()));
        draw();
    }

    private String v(double value) {
        return format.seconds(value);
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.clearRect(0, 0, w, h);
        BoxPlotStatistics s = statistics;
        if (s.count() == 0 || w < 40 || h < 40) {
            return;
        }
        double top = 15;
        double bottom = h - 15;
        double lo = Math.min(0, s.min());
        double hi = s.max() == lo ? lo + 1 : s.max();
        double cx = w / 2;
        double half = Math.min(60, w / 4);
        DoubleUnaryOperator y = v -> bottom - (v - lo) / (hi - lo) * (bottom - top);
        g.setStroke(Color.BLACK);
        g.strokeLine(cx, y.applyAsDouble(s.max()), cx, y.applyAsDouble(s.upperQuartile()));
        g.strokeLine(cx, y.applyAsDouble(s.lowerQuartile()), cx, y.applyAsDouble(s.min()));
        g.strokeLine(cx - half / 2, y.applyAsDouble(s.max()), cx + half / 2, y.applyAsDouble(s.max()));
        g.strokeLine(cx - half / 2, y.applyAsDouble(s.min()), cx + half / 2, y.applyAsDouble(s.min()));
        g.setFill(Color.web("#90caf9"));
        double q3 = y.applyAsDouble(s.upperQuartile());
        double q1 = y.applyAsDouble(s.lowerQuartile());
        g.fillRect(cx - half, q3, 2 * half, Math.max(1, q1 - q3));
        g.strokeRect(cx - half, q3, 2 * half, Math.max(1, q1 - q3));
        g.setStroke(Color.RED);
        g.setLineWidth(2);
        g.strokeLine(cx - half, y.applyAsDouble(s.median()), cx + half, y.applyAsDouble(s.median()));
        g.setLineWidth(1);
        g.setStroke(Color.DARKGREEN);
        g.setLineDashes(4, 3);
        g.strokeLine(cx - half * 1.3, y.applyAsDouble(s.mean()), cx + half * 1.3, y.applyAsDouble(s.mean()));
        g.setLineDashes();
        g.setFill(Color.BLACK);
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.CENTER);
        g.fillText("max " + v(s.max()), cx + half + 8, y.applyAsDouble(s.max()));
        g.fillText("median " + v(s.median()), cx + half + 8, y.applyAsDouble(s.median()));
        g.fillText("min " + v(s.min()), cx + half + 8, y.applyAsDouble(s.min()));
        g.setTextAlign(TextAlignment.RIGHT);
        g.fillText("mean " + v(s.mean()), cx - half * 1.3 - 4, y.applyAsDouble(s.mean()));
    }
}
