package org.fenceline.viewer.ui;

import java.util.List;

import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;

import org.fenceline.analyzer.report.CriticalPathSegment;
import org.fenceline.viewer.timeline.CriticalPathTrack;
import org.fenceline.viewer.timeline.RegionCategory;
import org.fenceline.viewer.timeline.TimelineData;
import org.fenceline.viewer.timeline.TransferDrawing;

/**
 * The timeline tab: navigation and drawing options (among them the critical-path overlay), the legend, a line about
 * the highlighted wait state or delay, the canvas and a status line.
 */
final class TimelinePane extends BorderPane {
    private static final String RECORDED = "Transfers as recorded";
    private static final String LOGICAL = "Logical transfers";
    private final TimelineCanvas canvas;
    private final TimelineRowLabels rowLabels;
    private final CheckBox criticalPath = new CheckBox("Critical path");

    /** @param path the report's critical path (empty if it has none: the overlay is then unavailable) */
    TimelinePane(TimelineData data, List<CriticalPathSegment> path) {
        setId("timeline-pane");
        canvas = new TimelineCanvas(data);
        Button back = new Button("Back");
        back.setId("timeline-back");
        Button forward = new Button("Forward");
        forward.setId("timeline-forward");
        Button whole = new Button("Whole trace");
        whole.setId("timeline-reset");
        Button zoomIn = new Button("Zoom in");
        zoomIn.setId("timeline-zoom-in");
        Button zoomOut = new Button("Zoom out");
        back.setOnAction(e -> canvas.back());
        forward.setOnAction(e -> canvas.forward());
        whole.setOnAction(e -> canvas.reset());
        zoomIn.setOnAction(e -> canvas.zoom(0.5));
        zoomOut.setOnAction(e -> canvas.zoom(2.0));
        Runnable history = () -> {
            back.setDisable(!canvas.viewport().canGoBack());
            forward.setDisable(!canvas.viewport().canGoForward());
        };
        canvas.setOnViewChange(history);
        history.run();

        CheckBox messages = new CheckBox("Messages");
        messages.setSelected(true);
        messages.selectedProperty().addListener((o, was, now) -> canvas.setMessages(now));
        ChoiceBox<String> transfers = new ChoiceBox<>();
        transfers.getItems().setAll(RECORDED, LOGICAL);
        transfers.setValue(RECORDED);
        CheckBox dependencies = new CheckBox("Dependencies");
        dependencies.setSelected(true);
        Runnable drawing = () -> canvas.setDrawing(new TransferDrawing(LOGICAL.equals(transfers.getValue()),
                dependencies.isSelected()));
        transfers.valueProperty().addListener(o -> drawing.run());
        dependencies.selectedProperty().addListener(o -> drawing.run());

        CriticalPathTrack track = new CriticalPathTrack(path);
        criticalPath.setId("timeline-critical-path");
        criticalPath.setGraphic(legendLine(TimelineCanvas.CRITICAL_PATH));
        criticalPath.setDisable(track.count() == 0);
        criticalPath.selectedProperty().addListener((o, was, now) -> canvas.setCriticalPath(now ? track : null));

        ToolBar tools = new ToolBar(back, forward, whole, zoomIn, zoomOut, new Separator(), messages, transfers,
                dependencies, new Separator(), criticalPath);
        FlowPane legend = new FlowPane(10, 2);
        legend.setId("timeline-legend");
        for (RegionCategory c : RegionCategory.values()) {
            Rectangle swatch = new Rectangle(12, 12, Colours.of(c.argb()));
            swatch.setStroke(Color.GRAY);
            Label l = new Label(c.label(), swatch);
            legend.getChildren().add(l);
        }
        Rectangle delaySwatch = new Rectangle(12, 12, Color.TRANSPARENT);
        delaySwatch.setStroke(TimelineCanvas.DELAY);
        delaySwatch.setStrokeWidth(3);
        legend.getChildren().add(new Label("Delay that caused the wait", delaySwatch));
        Pane holder = new Pane(canvas);
        holder.setMinSize(0, 0);
        canvas.widthProperty().bind(holder.widthProperty());
        canvas.heightProperty().bind(holder.heightProperty());
        rowLabels = new TimelineRowLabels(data.locationNames());
        rowLabels.heightProperty().bind(holder.heightProperty());
        HBox.setHgrow(holder, Priority.ALWAYS);
        Label status = new Label();
        status.setId("timeline-status");
        status.textProperty().bind(canvas.statusProperty());
        Label hover = new Label();
        hover.setId("timeline-hover");
        hover.textProperty().bind(canvas.hoverTextProperty());
        Label caption = new Label();
        caption.setId("timeline-caption");
        caption.setWrapText(true);
        caption.setStyle("-fx-font-weight: bold; -fx-padding: 2 4 2 4;");
        caption.textProperty().bind(canvas.captionProperty());
        caption.managedProperty().bind(caption.textProperty().isNotEmpty());
        caption.visibleProperty().bind(caption.textProperty().isNotEmpty());
        setTop(new VBox(tools, legend, caption));
        setCenter(new HBox(rowLabels, holder));
        setBottom(new VBox(hover, status));
    }

    TimelineCanvas canvas() {
        return canvas;
    }

    TimelineRowLabels rowLabels() {
        return rowLabels;
    }

    CheckBox criticalPathToggle() {
        return criticalPath;
    }

    private static Line legendLine(Color colour) {
        Line l = new Line(0, 0, 16, 0);
        l.setStroke(colour);
        l.setStrokeWidth(4);
        return l;
    }
}
